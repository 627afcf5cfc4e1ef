import { bankAccountRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { BankAccountsService } from './bank-accounts.service';
import type { BankVerificationService } from './bank-verification.service';

/**
 * The bank-account routes. All for the signed-in investor's own accounts: `requireUser` answers
 * 401 otherwise, the user id comes from the session, accounts are named by their sequence within
 * that investor's own list. Every POST needs x-csrf-token (the session plugin).
 */
export function registerBankAccountRoutes(
  app: FastifyInstance,
  services: { verification: BankVerificationService; accounts: BankAccountsService },
): void {
  const callerOf = (request: FastifyRequest) => {
    const { session, userId } = app.sessions.requireUser(request);
    return { session, caller: { sessionId: session.id, userId } };
  };
  registerContractRoutes(app, bankAccountRoutes, {
    verifyBankAccount: async ({ request, body }) => services.verification.verify(callerOf(request).caller.userId, body),
    saveBankAccount: async ({ request, body }) => services.accounts.add(callerOf(request).caller.userId, body),
    sendBankUpdateOtp: async ({ request }) => {
      const { session } = callerOf(request);
      return app.stepUpOtp.send(app.sessions.context(request, session), 'bank_update');
    },
    verifyBankUpdateOtp: async ({ request, body }) => {
      const { session } = callerOf(request);
      return app.stepUpOtp.verify(app.sessions.context(request, session), 'bank_update', body.otp);
    },
    editBankAccount: async ({ request, body }) => services.accounts.edit(callerOf(request).caller, body),
    deleteBankAccount: async ({ request, body }) => services.accounts.delete(callerOf(request).caller, body.accountSequence),
  });
}
