// The profile feature's public face (web): My Profile (spec 2 §2) and its tabs, each a route
// component loaded on demand. The Bank, Employment and Nominee tabs fill their own files.
import { lazyComponent } from '../../ui';

export const ProfileAreaLayout = lazyComponent('profile/ProfileAreaLayout', () => import('./profile-area-layout'));
export const PersonalInfoTab = lazyComponent('profile/PersonalInfoTab', () => import('./personal-info-tab'));
export const BankInfoTab = lazyComponent('profile/BankInfoTab', () => import('./bank-info-tab'));
export const EmploymentInfoTab = lazyComponent('profile/EmploymentInfoTab', () => import('./employment-info-tab'));
export const NomineeInfoTab = lazyComponent('profile/NomineeInfoTab', () => import('./nominee-info-tab'));
