// The profile feature's public face (server): the profile OTP gate and the Personal tab's save.
// Other features' profile edits (Nominee tab, …) call requireProfileEditAuthorised in their
// transaction; the view itself is the onboarding feature's readProfileView.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import type { PincodeDirectory } from '../../integrations/pincode';
import { ProfilePersonalService } from './profile-personal.service';
import { registerProfileRoutes } from './profile.routes';

export { requireProfileEditAuthorised } from './profile-edit-authorisation';
export { ProfilePersonalService } from './profile-personal.service';
export { seedDemoProfiles, DEMO_PROFILES } from './demo-profiles';

export interface ProfileFeatureOptions {
  database: Database;
  clock: Clock;
  pincodeDirectory: PincodeDirectory;
}

export function registerProfileFeature(app: FastifyInstance, options: ProfileFeatureOptions): void {
  registerProfileRoutes(app, { personal: new ProfilePersonalService(options) });
}
