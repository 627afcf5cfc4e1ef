// The onboarding feature's public face (spec 2 §2): its pages, each loaded on demand.
import { lazyComponent } from '../../ui';

export const KycDetailsPage = lazyComponent('onboarding/KycDetailsPage', () => import('./kyc-details-page'));
export const PersonalDetailsPage = lazyComponent('onboarding/PersonalDetailsPage', () => import('./personal-details-page'));
export const BankDetailsPage = lazyComponent('onboarding/BankDetailsPage', () => import('./bank-details-page'));
export const SignzyCallbackPage = lazyComponent('onboarding/SignzyCallbackPage', () => import('./signzy-callback-page'));
// The pincode lookup, shared with the profile area's Personal tab. (The profile view and its
// cache are the investor profile's: apps/web/src/investor-profile.)
export const OccupationNomineePage = lazyComponent('onboarding/OccupationNomineePage', () => import('./occupation-nominee-page'));
// The nominee blocks and their form values, for the profile's Nominee tab.
export { NomineeFields } from './nominee-fields';
export { checkNominees, emptyNominee, nomineeFormValueOf, nomineeInputsOf, type NomineeFormValue } from './nominee-form';
export { useUpdateNomineeDetails } from './occupation-nominee-api';
