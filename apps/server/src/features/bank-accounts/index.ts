// The bank-accounts feature's public face (server): penny drop, add, and the OTP-gated edit and
// delete of the investor's bank accounts (onboarding step 2 and the profile's Bank tab).
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BankSideParties } from '../../integrations/bank-side-parties';
import { BankAccountsService, type ActiveMandateCheck, type OwnChequeCheck } from './bank-accounts.service';
import { registerBankAccountRoutes } from './bank-accounts.routes';
import { BankVerificationService } from './bank-verification.service';

export { noMandatesYet, type ActiveMandateCheck, type OwnChequeCheck } from './bank-accounts.service';

export interface BankAccountsFeatureOptions {
  database: Database;
  clock: Clock;
  parties: Pick<BankSideParties, 'bankVerifier' | 'bankModification' | 'ifscDirectory'>;
  /** Whether a file id is a cancelled cheque the investor uploaded (the uploads feature). */
  ownCheque: OwnChequeCheck;
  /** The mandates feature's answer, when it exists (the seam of the active-mandate warning). */
  activeMandate?: ActiveMandateCheck;
}

export function registerBankAccountsFeature(app: FastifyInstance, options: BankAccountsFeatureOptions): void {
  const { database, clock, parties } = options;
  const verification = new BankVerificationService({ database, clock, bankVerifier: parties.bankVerifier, ifscDirectory: parties.ifscDirectory });
  const accounts = new BankAccountsService({
    database,
    clock,
    verification,
    bankModification: parties.bankModification,
    ifscDirectory: parties.ifscDirectory,
    ownCheque: options.ownCheque,
    ...(options.activeMandate ? { activeMandate: options.activeMandate } : {}),
  });
  registerBankAccountRoutes(app, { verification, accounts });
}
