// The bank-accounts feature's public face (server): penny drop, add, and the OTP-gated edit and
// delete of the investor's bank accounts (onboarding step 2 and the profile's Bank tab).
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BankSideParties } from '../../integrations/bank-side-parties';
import type { OutsideCalls } from '../../outside-calls';
import { BankAccountsService, type ActiveMandateCheck, type OwnChequeCheck } from './bank-accounts.service';
import { registerBankAccountRoutes } from './bank-accounts.routes';
import { BankVerificationService } from './bank-verification.service';
import { bankModificationHandler } from './bank-modification.command';
import { pennyDropHandler } from './bank-verification.command';

export { noMandatesYet, type ActiveMandateCheck, type OwnChequeCheck } from './bank-accounts.service';

export interface BankAccountsFeatureOptions {
  database: Database;
  clock: Clock;
  parties: Pick<BankSideParties, 'bankVerifier' | 'bankModification' | 'ifscDirectory'>;
  /** Durable outside calls: the penny drop and the exchange's modification are two (their handlers are registered here). */
  outsideCalls: OutsideCalls;
  /** Whether a file id is a cancelled cheque the investor uploaded (the uploads feature). */
  ownCheque: OwnChequeCheck;
  /** The mandates feature's answer, when it exists (the seam of the active-mandate warning). */
  activeMandate?: ActiveMandateCheck;
}

/** What the feature hands back: its services (the demo seed adds the demo investors' accounts through them). */
export interface BankAccountsFeature {
  verification: BankVerificationService;
  accounts: BankAccountsService;
}

export type { BankAccountsService, BankVerificationService };

export function registerBankAccountsFeature(app: FastifyInstance, options: BankAccountsFeatureOptions): BankAccountsFeature {
  const { database, clock, parties } = options;
  options.outsideCalls.register(pennyDropHandler(parties.bankVerifier));
  options.outsideCalls.register(bankModificationHandler(parties.bankModification, clock));
  const verification = new BankVerificationService({ database, clock, outsideCalls: options.outsideCalls, ifscDirectory: parties.ifscDirectory });
  const accounts = new BankAccountsService({
    database,
    clock,
    verification,
    outsideCalls: options.outsideCalls,
    ifscDirectory: parties.ifscDirectory,
    ownCheque: options.ownCheque,
    ...(options.activeMandate ? { activeMandate: options.activeMandate } : {}),
  });
  registerBankAccountRoutes(app, { verification, accounts });
  return { verification, accounts };
}
