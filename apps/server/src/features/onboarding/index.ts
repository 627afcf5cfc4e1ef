// The onboarding feature's public face (server): KYC by PAN, e-KYC, the investor profile and
// step 1. Other features read the profile through readProfileView.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { registerSandboxEkycPage, SandboxKycProvider, type KycProvider } from '../../integrations/kyc';
import type { PincodeDirectory } from '../../integrations/pincode';
import { KycService } from './kyc.service';
import { registerOnboardingRoutes } from './onboarding.routes';
import { PersonalDetailsService } from './personal-details.service';

export { KycService } from './kyc.service';
export { PersonalDetailsService } from './personal-details.service';
export { readProfileView } from './profile-view';

export interface OnboardingFeatureOptions {
  database: Database;
  clock: Clock;
  kyc: KycProvider;
  pincodeDirectory: PincodeDirectory;
}

/**
 * The onboarding routes, and the sandbox e-KYC provider's page when the sandbox KYC adapter is the
 * one in use (it is the only adapter so far; docs/decisions/0013).
 */
export async function registerOnboardingFeature(app: FastifyInstance, options: OnboardingFeatureOptions): Promise<void> {
  const { database, clock, kyc, pincodeDirectory } = options;
  registerOnboardingRoutes(app, {
    kyc: new KycService({ database, clock, kyc, pincodeDirectory }),
    personalDetails: new PersonalDetailsService({ database, clock, pincodeDirectory }),
  });
  if (kyc instanceof SandboxKycProvider) await registerSandboxEkycPage(app, kyc);
}
