import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGENT_CODE } from '@sanchay/contract';
import { DEFAULT_MANDATE_LIMITS, type MandateLimits } from '@sanchay/domain';
import { z } from 'zod';

/** The repository root (this file is apps/server/src/config.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type CatalogueSource = 'demo' | 'real';

export interface Config {
  port: number;
  host: string;
  /** PGlite data folder, used when no databaseUrl is given. */
  dataDir: string;
  /** Uploaded files (cheques, signatures): UPLOADS_DIR, by default the folder `uploads` in DATA_DIR. */
  uploadsDir: string;
  /** postgres://… switches from the embedded PGlite to a real PostgreSQL. */
  databaseUrl: string | undefined;
  /** Every outside party is a local sandbox (DESIGN.md "Outside parties"). */
  sandbox: boolean;
  /** Whether SANDBOX was given at all: NODE_ENV=production refuses the default (startup-checks.ts). */
  sandboxSetExplicitly: boolean;
  /** NODE_ENV as given ('production' asks for every setting to be explicit). */
  nodeEnv: string | undefined;
  /** How long a graceful shutdown may take before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** Which fund catalogue `main` loads: the shipped demo one or AMFI's files in sharedDataDir. */
  catalogueSource: CatalogueSource;
  sharedDataDir: string;
  /** The Vite build of apps/web, served under /v1/. */
  webDistDir: string;
  logLevel: string;
  /**
   * Trust X-Forwarded-* from the peer (set it behind a load balancer). Off by default: otherwise
   * any client could choose the address that per-address limits (OTP) count against.
   */
  trustProxy: boolean;
  /** E-mail over SMTP (smtp:// or smtps://) when set; otherwise messages stay in the sandbox outbox. */
  smtpUrl: string | undefined;
  /** The From header of e-mail; integrations/notifications has the default. */
  smtpFrom: string | undefined;
  /**
   * The key of the stored OTP hashes (HMAC-SHA256). `main` refuses to start without it outside
   * sandbox mode; the sandbox uses a fixed development key (docs/decisions/0009-sessions-and-otp.md).
   */
  otpPepper: string | undefined;
  /** Secure session cookies: true/false, or undefined for "everywhere but http on a loopback host". */
  sessionCookieSecure: boolean | undefined;
  /**
   * Spec 1 §6: agent codes whose customer count and AUM bar is hidden (SPECIAL_AGENT_CODES, comma
   * separated; the real list of 34 is not in the spec, so it is configuration). Upper case.
   */
  specialAgentCodes: readonly string[];
  /**
   * The site's public address (PUBLIC_URL: scheme, host and port, no path), for links sent outside
   * the browser: the payment and mandate setup links an advisor shares by e-mail or SMS. Sandbox
   * default http://localhost:<PORT>; outside sandbox mode it must be given (startup-checks.ts), and
   * with NODE_ENV=production it must be https.
   */
  publicUrl: string | undefined;
  /** The advisor app the back-to-advisor-app control returns to (ADVISOR_APP_URL); unset: /v1/my-customers. */
  advisorAppUrl: string | undefined;
  /**
   * The loan-against-mutual-funds partner page (LOAN_AGAINST_MF_URL), opened with ?partnerId=<agent
   * code>. Unset: the sandbox's stand-in page /v1/sandbox/loan-against-mf in sandbox mode, else none
   * (the Loan Against MF card is not shown). docs/decisions/0011-advisor-host.md.
   */
  loanAgainstMfUrl: string | undefined;
  /**
   * The Customer Investment Report (REPORTS_URL), opened with ?agentCode=<agent code> from the
   * advisor's desktop home (spec 3 §7 "reports URL"). Unset: the sandbox's stand-in page
   * /v1/sandbox/customer-investment-report in sandbox mode, else none (the link falls back to
   * /transaction-error). docs/decisions/0145-advisor-desktop-home.md.
   */
  reportsUrl: string | undefined;
  /**
   * Per-address sign-in limits (OTP_SENDS_PER_ADDRESS, MOBILE_CHECKS_PER_ADDRESS, in 15 minutes);
   * unset: the session feature's defaults (20 and 100). Raise them where many people share one
   * address (a corporate NAT), or for a test run whose every journey comes from 127.0.0.1.
   */
  otpSendsPerAddress: number | undefined;
  mobileChecksPerAddress: number | undefined;
  /**
   * The most a mandate may be for, per type, in rupees (MANDATE_LIMIT_E_MANDATE,
   * MANDATE_LIMIT_PHYSICAL); unset: spec 3 §5's ₹10,00,000 and ₹1,00,00,000.
   */
  mandateLimits: MandateLimits;
  /** The exchange's webhooks in (BSE StAR MF v2; docs/decisions/0174). */
  exchangeWebhook: ExchangeWebhookConfig;
}

/**
 * BSE's webhook keys and test settings, as PEM text (newlines may be written "\n"). Without the
 * keys every signed delivery is refused (401): nothing to check it with.
 */
export interface ExchangeWebhookConfig {
  /** BSE_WEBHOOK_SIGNING_KEY and, during a rotation, BSE_WEBHOOK_SIGNING_KEY_NEXT: BSE's public keys (SPKI). */
  bseSigningKeys: readonly string[];
  /** BSE_WEBHOOK_DECRYPTION_KEY: our private key (PKCS#8) that BSE encrypts to. */
  memberDecryptionKey: string | undefined;
  /** BSE_WEBHOOK_PLAIN_JSON: a test environment takes BSE UAT's plain JSON (off by default; refused with NODE_ENV=production). */
  plainJson: boolean;
  /** BSE_WEBHOOK_PLAIN_JSON_FROM: the only sender addresses plain JSON is taken from (comma separated). */
  plainJsonFrom: readonly string[];
  /** BSE_WEBHOOK_MAX_AGE_SECONDS: how old an event's own time may be (default a day). */
  maxAgeSeconds: number;
}

/** Where Loan Against MF leads in sandbox mode when LOAN_AGAINST_MF_URL is not set. */
export const SANDBOX_LOAN_AGAINST_MF_URL = '/v1/sandbox/loan-against-mf';
/** Where the Customer Investment Report leads in sandbox mode when REPORTS_URL is not set. */
export const SANDBOX_REPORTS_URL = '/v1/sandbox/customer-investment-report';

const optionalUrl = (name: string, allowPath: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v) || (allowPath && /^\/[^\s/][^\s]*$/.test(v)),
      allowPath ? `${name} must be an http(s) URL or a path starting with /` : `${name} must be an http(s) URL`,
    );

const flag = (name: string, fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (['true', '1', 'yes', 'on'].includes(value)) return true;
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false` });
      return z.NEVER;
    });

/** A whole number of rupees, more than 0 (a mandate limit). */
const rupees = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[1-9]\d{0,12}$/.test(v), `${name} must be a whole number of rupees`);

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).optional(),
  UPLOADS_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres://'),
  SANDBOX: flag('SANDBOX', true),
  CATALOGUE: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(['demo', 'real'], { message: 'CATALOGUE must be demo or real' }).optional()),
  SHARED_DATA_DIR: z.string().trim().min(1).optional(),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  TRUST_PROXY: flag('TRUST_PROXY', false),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://'),
  SMTP_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  OTP_PEPPER: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, 'OTP_PEPPER must be at least 32 characters'),
  SESSION_COOKIE_SECURE: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(['true', 'false', 'auto'], { message: 'SESSION_COOKIE_SECURE must be true, false or auto' }).optional()),
  SPECIAL_AGENT_CODES: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))
    .refine(
      (codes) => codes.every((code) => AGENT_CODE.test(code)),
      'SPECIAL_AGENT_CODES must be agent codes separated by commas',
    ),
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine(
      (v) => v === undefined || /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/i.test(v),
      'PUBLIC_URL must be the site\'s address: http(s)://host[:port], without a path',
    ),
  ADVISOR_APP_URL: optionalUrl('ADVISOR_APP_URL', true),
  LOAN_AGAINST_MF_URL: optionalUrl('LOAN_AGAINST_MF_URL', true),
  REPORTS_URL: optionalUrl('REPORTS_URL', true),
  OTP_SENDS_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  MOBILE_CHECKS_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  MANDATE_LIMIT_E_MANDATE: rupees('MANDATE_LIMIT_E_MANDATE'),
  MANDATE_LIMIT_PHYSICAL: rupees('MANDATE_LIMIT_PHYSICAL'),
  BSE_WEBHOOK_SIGNING_KEY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
  BSE_WEBHOOK_SIGNING_KEY_NEXT: z.string().trim().optional().transform((v) => (v ? v : undefined)),
  BSE_WEBHOOK_DECRYPTION_KEY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
  BSE_WEBHOOK_PLAIN_JSON: flag('BSE_WEBHOOK_PLAIN_JSON', false),
  BSE_WEBHOOK_PLAIN_JSON_FROM: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((a) => a.trim()).filter(Boolean)),
  BSE_WEBHOOK_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(24 * 3600),
  NODE_ENV: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'SHUTDOWN_TIMEOUT_MS must be a number' })
    .int('SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds')
    .positive('SHUTDOWN_TIMEOUT_MS must be positive')
    .default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * The server's settings from the environment (and the command line for `--real-data`).
 * Paths default to places inside the checkout, so `npm start` needs no settings at all.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  // A path the user gives is taken from where they ran the command (npm sets INIT_CWD, because
  // `npm start -w` runs in the workspace folder); the defaults live inside the checkout.
  const userBase = env.INIT_CWD ?? process.cwd();
  const given = (p: string | undefined, fallback: string) =>
    p ? path.resolve(userBase, p) : path.resolve(REPO_ROOT, fallback);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: given(e.DATA_DIR, '.data/pglite'),
    uploadsDir: e.UPLOADS_DIR ? given(e.UPLOADS_DIR, '') : path.join(given(e.DATA_DIR, '.data/pglite'), 'uploads'),
    databaseUrl: e.DATABASE_URL,
    sandbox: e.SANDBOX,
    sandboxSetExplicitly: (env.SANDBOX ?? '').trim() !== '',
    nodeEnv: e.NODE_ENV,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    catalogueSource: argv.includes('--real-data') || e.CATALOGUE === 'real' ? 'real' : 'demo',
    sharedDataDir: given(e.SHARED_DATA_DIR, '../shared/data'),
    webDistDir: given(e.WEB_DIST_DIR, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    otpPepper: e.OTP_PEPPER,
    sessionCookieSecure:
      e.SESSION_COOKIE_SECURE === 'true' ? true : e.SESSION_COOKIE_SECURE === 'false' ? false : undefined,
    specialAgentCodes: [...new Set(e.SPECIAL_AGENT_CODES)],
    publicUrl: e.PUBLIC_URL ?? (e.SANDBOX ? `http://localhost:${e.PORT}` : undefined),
    advisorAppUrl: e.ADVISOR_APP_URL,
    loanAgainstMfUrl: e.LOAN_AGAINST_MF_URL ?? (e.SANDBOX ? SANDBOX_LOAN_AGAINST_MF_URL : undefined),
    reportsUrl: e.REPORTS_URL ?? (e.SANDBOX ? SANDBOX_REPORTS_URL : undefined),
    otpSendsPerAddress: e.OTP_SENDS_PER_ADDRESS,
    mobileChecksPerAddress: e.MOBILE_CHECKS_PER_ADDRESS,
    mandateLimits: {
      N: e.MANDATE_LIMIT_E_MANDATE ?? DEFAULT_MANDATE_LIMITS.N,
      X: e.MANDATE_LIMIT_PHYSICAL ?? DEFAULT_MANDATE_LIMITS.X,
    },
    exchangeWebhook: {
      bseSigningKeys: [e.BSE_WEBHOOK_SIGNING_KEY, e.BSE_WEBHOOK_SIGNING_KEY_NEXT].filter((k): k is string => k !== undefined),
      memberDecryptionKey: e.BSE_WEBHOOK_DECRYPTION_KEY,
      plainJson: e.BSE_WEBHOOK_PLAIN_JSON,
      plainJsonFrom: e.BSE_WEBHOOK_PLAIN_JSON_FROM,
      maxAgeSeconds: e.BSE_WEBHOOK_MAX_AGE_SECONDS,
    },
  };
}
