import { occupationNomineeRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { AccountOpeningService } from './account-opening.service';
import type { NomineeDetailsService } from './nominee-details.service';
import type { OccupationDetailsService } from './occupation-details.service';

/**
 * Step 4, the account-opening OTP and the profile's nominee save. All for the signed-in investor's
 * own profile: `requireUser` answers 401 otherwise; the user id comes from the session.
 */
export function registerOccupationNomineeRoutes(
  app: FastifyInstance,
  services: { occupation: OccupationDetailsService; accountOpening: AccountOpeningService; nominees: NomineeDetailsService },
): void {
  const caller = (request: FastifyRequest) => {
    const { session, userId } = app.sessions.requireUser(request);
    return { session, userId, ctx: app.sessions.context(request, session) };
  };
  registerContractRoutes(app, occupationNomineeRoutes, {
    saveOccupationNominee: async ({ request, body }) => services.occupation.save(caller(request).userId, body),
    sendAccountOtp: async ({ request }) => {
      const { ctx, userId } = caller(request);
      return services.accountOpening.sendOtp(ctx, userId);
    },
    verifyAccountOtp: async ({ request, body }) => {
      const { ctx, userId } = caller(request);
      return services.accountOpening.verifyOtp(ctx, userId, body.otp);
    },
    updateNomineeDetails: async ({ request, body }) => {
      const { session, userId } = caller(request);
      return services.nominees.update({ sessionId: session.id, userId }, body);
    },
  });
}
