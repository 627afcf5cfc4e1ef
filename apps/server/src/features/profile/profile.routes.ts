import { profileRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { ProfilePersonalService } from './profile-personal.service';

/**
 * The profile area's routes: the profile OTP gate and the Personal tab's save. All for the
 * signed-in investor's own profile (401 otherwise); the OTP goes to the account's own mobile.
 */
export function registerProfileRoutes(app: FastifyInstance, services: { personal: ProfilePersonalService }): void {
  const callerOf = (request: FastifyRequest) => {
    const { session, userId } = app.sessions.requireUser(request);
    return { session, caller: { sessionId: session.id, userId } };
  };
  registerContractRoutes(app, profileRoutes, {
    sendProfileOtp: async ({ request }) => {
      const { session } = callerOf(request);
      return app.stepUpOtp.send(app.sessions.context(request, session), 'profile_update');
    },
    verifyProfileOtp: async ({ request, body }) => {
      const { session } = callerOf(request);
      return app.stepUpOtp.verify(app.sessions.context(request, session), 'profile_update', body.otp);
    },
    updateUserProfile: async ({ request, body }) => services.personal.update(callerOf(request).caller, body),
  });
}
