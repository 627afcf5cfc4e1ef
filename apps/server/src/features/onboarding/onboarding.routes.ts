import { onboardingRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { KycService } from './kyc.service';
import type { PersonalDetailsService } from './personal-details.service';

/** Where the e-KYC provider sends the investor back (spec 2 §7: host plus /v1/signzy-callback). */
const callbackUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}/v1/signzy-callback`;

/**
 * The onboarding routes (KYC, e-KYC, profile, personal details). Every one is for the signed-in
 * investor's own profile: `requireUser` answers 401 otherwise, and the user id comes from the
 * session, never from the request.
 */
export function registerOnboardingRoutes(
  app: FastifyInstance,
  services: { kyc: KycService; personalDetails: PersonalDetailsService },
): void {
  const userOf = (request: FastifyRequest) => app.sessions.requireUser(request).userId;
  registerContractRoutes(app, onboardingRoutes, {
    checkKycStatus: async ({ request, body }) => services.kyc.check(userOf(request), body.pan),
    createAccount: async ({ request, body }) => services.kyc.createAccount(userOf(request), body.pan),
    requestKyc: async ({ request, body }) => services.kyc.requestKyc(userOf(request), body.pan, callbackUrlOf(request)),
    completeEkyc: async ({ request, body }) => services.kyc.completeEkyc(userOf(request), body.requestId),
    getProfile: async ({ request, reply }) => {
      const userId = userOf(request);
      reply.header('cache-control', 'no-store');
      return services.personalDetails.profile(userId);
    },
    savePersonalDetails: async ({ request, body }) => services.personalDetails.save(userOf(request), body),
  });
}
