import type { Config } from './config';

/**
 * The outside parties the product talks to, and the setting that would choose each one's real
 * adapter. `realAdapter` says whether that adapter exists yet: until it does, only the sandbox
 * can serve the party, and the server must not run outside sandbox mode (docs/decisions/0020).
 * When a real adapter is written, app.ts (KYC, exchange registration), bank-side-parties.ts
 * (penny drop, exchange bank modification) or notifications/create-sender.ts (SMS, e-mail) picks
 * it by this setting, and its row here says so.
 */
export const OUTSIDE_PARTIES: readonly OutsideParty[] = [
  { party: 'KYC (KRA lookup and e-KYC)', setting: 'KYC_PROVIDER_URL', realAdapter: false },
  { party: 'the exchange (client registration, bank modification, orders and payments)', setting: 'EXCHANGE_URL', realAdapter: false },
  { party: 'bank verification (penny drop)', setting: 'PENNY_DROP_URL', realAdapter: false },
  { party: 'SMS', setting: 'SMS_PROVIDER_URL', realAdapter: false },
  { party: 'e-mail', setting: 'SMTP_URL', realAdapter: true, configured: (c) => c.smtpUrl !== undefined },
];

export interface OutsideParty {
  party: string;
  setting: string;
  realAdapter: boolean;
  /** For a party with a real adapter: whether its settings are given. */
  configured?: (config: StartupConfig) => boolean;
}

type StartupConfig = Pick<Config, 'sandbox' | 'sandboxSetExplicitly' | 'nodeEnv' | 'smtpUrl' | 'otpPepper'> &
  Partial<Pick<Config, 'publicUrl' | 'exchangeWebhook'>>;

/** Why the server cannot start with this configuration: one line per missing setting, empty when it can. */
export function startupProblems(config: StartupConfig): string[] {
  const problems: string[] = [];
  if (config.nodeEnv === 'production' && !config.sandboxSetExplicitly) {
    problems.push(
      'SANDBOX is not set: with NODE_ENV=production it must be given explicitly (true for a demonstration with sandbox parties, false for real ones)',
    );
  }
  // Unsigned exchange events are for BSE's UAT only (decision 0174), never a production server.
  if (config.nodeEnv === 'production' && config.exchangeWebhook?.plainJson) {
    problems.push('BSE_WEBHOOK_PLAIN_JSON is for test environments: with NODE_ENV=production every exchange event must be signed');
  }
  if (config.sandbox) return problems;
  if (!config.otpPepper) problems.push('OTP_PEPPER is not set (a random secret of at least 32 characters)');
  if (!config.publicUrl) {
    problems.push("PUBLIC_URL is not set: the site's https address, for the links advisors share by e-mail and SMS");
  } else if (config.nodeEnv === 'production' && !config.publicUrl.toLowerCase().startsWith('https://')) {
    problems.push('PUBLIC_URL must be https with NODE_ENV=production: shared links are opened by customers outside the site');
  }
  for (const p of OUTSIDE_PARTIES) {
    if (!p.realAdapter) {
      problems.push(`${p.setting}: ${p.party} has no real adapter yet, only the sandbox one`);
    } else if (!p.configured?.(config)) {
      problems.push(`${p.setting} is not set: ${p.party} would be served by the sandbox adapter`);
    }
  }
  return problems;
}

/** Thrown by `main` when the configuration cannot run; its message lists every problem. */
export class StartupRefused extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Sanchay refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StartupRefused';
  }
}

export function assertCanStart(config: StartupConfig): void {
  const problems = startupProblems(config);
  if (problems.length) throw new StartupRefused(problems);
}
