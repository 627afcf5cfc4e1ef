// The profile feature's public face (web): My Profile (spec 2 §2) and its tabs, each a route
// component loaded on demand. The Bank, Employment and Nominee tabs fill their own files.
import { lazy } from 'react';

export const ProfileAreaLayout = lazy(() => import('./profile-area-layout'));
export const PersonalInfoTab = lazy(() => import('./personal-info-tab'));
export const BankInfoTab = lazy(() => import('./bank-info-tab'));
export const EmploymentInfoTab = lazy(() => import('./employment-info-tab'));
export const NomineeInfoTab = lazy(() => import('./nominee-info-tab'));
