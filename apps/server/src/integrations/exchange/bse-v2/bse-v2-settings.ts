import { z } from 'zod';

// The BSE StAR MF v2 adapter's settings, from the environment. Not read by config.ts yet: the
// adapter is not wired into the product (exchange/README.md, "BSE StAR MF v2 adapter"), and
// SANDBOX=false still refuses to start as before. When it is wired, startup calls
// bseV2SettingsFromEnv and refuses naming only what is missing or wrong.

/** BSE's two hosts (manishjnv/DhanRadar backend/dhanradar/config.py; the trailing /api/ is part of it). */
export const BSE_V2_BASE_URLS = {
  uat: 'https://starmfv2demo.bseindia.com/api/',
  production: 'https://v2.bsestarmf.in/api/',
} as const;
export type BseV2Environment = keyof typeof BSE_V2_BASE_URLS;

/** 30 s: what the one UAT-exercised client uses; BSE's own documents give no figure. */
export const BSE_V2_DEFAULT_TIMEOUT_MS = 30_000;

export interface BseV2Settings {
  /** Ends with '/', so that `new URL('order_new', baseUrl)` keeps the /api/ prefix. */
  baseUrl: string;
  /** The member (broker) code BSE assigned: `member` in order_new, sxp_register. */
  memberCode: string;
  /** The login name as BSE issued it (seen as member/<member code>/<user>). */
  username: string;
  password: string;
  /** Per call, login included. */
  timeoutMs: number;
  /** Sent as User-Agent when given (BSE's WAF is said to block some agents; see the README). */
  userAgent: string | undefined;
}

/** The environment variables, by what they hold. */
export const BSE_V2_ENV = {
  environment: 'BSE_V2_ENV',
  baseUrl: 'BSE_V2_BASE_URL',
  memberCode: 'BSE_V2_MEMBER_CODE',
  username: 'BSE_V2_USERNAME',
  password: 'BSE_V2_PASSWORD',
  timeoutMs: 'BSE_V2_TIMEOUT_MS',
  userAgent: 'BSE_V2_USER_AGENT',
} as const;

export type BseV2SettingsResult =
  | { ok: true; settings: BseV2Settings }
  /** `missing`: variables not given (names only); `invalid`: given but wrong, with why (never the value). */
  | { ok: false; missing: string[]; invalid: string[] };

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

const schema = z.object({
  [BSE_V2_ENV.environment]: z.preprocess(
    (v) => blankToUndefined(v)?.toLowerCase(),
    z.enum(['uat', 'production'], { message: 'must be uat or production' }).optional(),
  ),
  [BSE_V2_ENV.baseUrl]: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/i, 'must be an http(s) URL')
      .optional(),
  ),
  [BSE_V2_ENV.memberCode]: z.preprocess(
    blankToUndefined,
    z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'must be the member code BSE assigned (letters and digits)').optional(),
  ),
  // The password is kept as given (spaces may be part of it); the rest trimmed.
  [BSE_V2_ENV.username]: z.preprocess(blankToUndefined, z.string().optional()),
  [BSE_V2_ENV.password]: z.preprocess((v) => (typeof v === 'string' && v !== '' ? v : undefined), z.string().optional()),
  [BSE_V2_ENV.timeoutMs]: z.preprocess(
    blankToUndefined,
    z.coerce.number().int('must be a whole number of milliseconds').min(1_000, 'must be at least 1000').max(300_000, 'must be at most 300000').optional(),
  ),
  [BSE_V2_ENV.userAgent]: z.preprocess(blankToUndefined, z.string().optional()),
});

/**
 * The settings, or what is missing and what is wrong. The host comes from BSE_V2_BASE_URL when
 * given (a loopback sandbox, a proxy), else from BSE_V2_ENV; one of the two is required, so that
 * production is never reached by default.
 */
export function bseV2SettingsFromEnv(env: Record<string, string | undefined>): BseV2SettingsResult {
  const parsed = schema.safeParse(env);
  const invalid = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const invalidNames = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  // Missing is judged on the raw values, so a wrong value is reported as wrong, not as missing.
  const given = (name: string) => blankToUndefined(env[name]) !== undefined;
  const missing: string[] = [];
  if (!given(BSE_V2_ENV.baseUrl) && !given(BSE_V2_ENV.environment)) {
    missing.push(`${BSE_V2_ENV.environment} (or ${BSE_V2_ENV.baseUrl})`);
  }
  for (const name of [BSE_V2_ENV.memberCode, BSE_V2_ENV.username]) if (!given(name)) missing.push(name);
  if (!env[BSE_V2_ENV.password]) missing.push(BSE_V2_ENV.password);
  if (!parsed.success || missing.length > 0) {
    return { ok: false, missing: missing.filter((m) => !invalidNames.has(m)), invalid };
  }
  const e = parsed.data;
  const environment = e[BSE_V2_ENV.environment] as BseV2Environment | undefined;
  const base = (e[BSE_V2_ENV.baseUrl] as string | undefined) ?? BSE_V2_BASE_URLS[environment ?? 'uat'];
  return {
    ok: true,
    settings: {
      baseUrl: base.endsWith('/') ? base : `${base}/`,
      memberCode: e[BSE_V2_ENV.memberCode] as string,
      username: e[BSE_V2_ENV.username] as string,
      password: e[BSE_V2_ENV.password] as string,
      timeoutMs: (e[BSE_V2_ENV.timeoutMs] as number | undefined) ?? BSE_V2_DEFAULT_TIMEOUT_MS,
      userAgent: e[BSE_V2_ENV.userAgent] as string | undefined,
    },
  };
}
