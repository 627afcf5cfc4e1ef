// The onboarding feature's public face (server): KYC by PAN, e-KYC, personal details (step 1),
// occupation, nominees and account opening. The profile they fill in is investor-profile/'s.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { registerSandboxEkycPage, SandboxKycProvider, type KycProvider } from '../../integrations/kyc';
import type { PincodeDirectory } from '../../integrations/pincode';
import type { ClientRegistrationPort } from '../../integrations/exchange';
import type { OutsideCalls } from '../../outside-calls';
import { clientRegistrationHandler } from './client-registration.command';
import { registerKycCommands } from './kyc.commands';
import { AccountOpeningService } from './account-opening.service';
import { NomineeDetailsService } from './nominee-details.service';
import { OccupationDetailsService, type OwnSignatureCheck } from './occupation-details.service';
import { registerOccupationNomineeRoutes } from './occupation-nominee.routes';
import { KycService } from './kyc.service';
import { registerOnboardingRoutes } from './onboarding.routes';
import { PersonalDetailsService } from './personal-details.service';

export { KycService } from './kyc.service';
export { PersonalDetailsService } from './personal-details.service';

export interface OnboardingFeatureOptions {
  database: Database;
  clock: Clock;
  kyc: KycProvider;
  pincodeDirectory: PincodeDirectory;
  /** Whether a file id is a signature the investor uploaded (the uploads feature). */
  ownSignature: OwnSignatureCheck;
  /** The exchange's client registration (account opening). */
  clientRegistration: ClientRegistrationPort;
  /** Durable outside calls: the KYC party's and the exchange's calls are commands (handlers registered here). */
  outsideCalls: OutsideCalls;
  /** Sandbox mode: the sandbox e-KYC provider's page is served (never outside sandbox mode). */
  sandboxPages: boolean;
}

/**
 * The onboarding routes, and the sandbox e-KYC provider's page in sandbox mode when the sandbox KYC
 * adapter is the one in use (it is the only adapter so far; docs/decisions/0013). Outside sandbox
 * mode its paths are 404.
 */
export async function registerOnboardingFeature(app: FastifyInstance, options: OnboardingFeatureOptions): Promise<void> {
  const { database, clock, kyc, pincodeDirectory, outsideCalls } = options;
  registerKycCommands(outsideCalls, { kyc, pincodeDirectory, clock });
  outsideCalls.register(clientRegistrationHandler(options.clientRegistration));
  registerOnboardingRoutes(app, {
    kyc: new KycService({ database, clock, outsideCalls }),
    personalDetails: new PersonalDetailsService({ database, clock, pincodeDirectory }),
  });
  registerOccupationNomineeRoutes(app, {
    occupation: new OccupationDetailsService({ database, clock, pincodeDirectory, ownSignature: options.ownSignature }),
    accountOpening: new AccountOpeningService({ database, clock, stepUpOtp: app.stepUpOtp, outsideCalls }),
    nominees: new NomineeDetailsService({ database, clock, pincodeDirectory }),
  });
  if (options.sandboxPages && kyc instanceof SandboxKycProvider) await registerSandboxEkycPage(app, kyc);
}
