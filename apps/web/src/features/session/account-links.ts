import { messages } from '@sanchay/domain';

/**
 * Where each entry of the account area leads, in the spec's order: the header's account menu
 * (messages.navigation.accountMenu) and the sidebar (messages.navigation.sidebar) list the same
 * places with slightly different labels ('Mandate' / 'Mandates').
 */
export const ACCOUNT_AREA_PATHS = [
  '/profile',
  // Opens the result page when a risk profile result exists (identity issue), else the questionnaire.
  '/profile/risk-profile?flowType=profile',
  '/profile/portfolio',
  '/running-sips',
  '/transaction',
  '/profile/mandates',
  '/profile/stps',
] as const;

/** Spec 1 §2 "Header": the signed-in account menu's links; Logout follows them. */
export const ACCOUNT_MENU_LINKS = ACCOUNT_AREA_PATHS.map((to, i) => ({ label: messages.navigation.accountMenu[i] ?? to, to }));

/** The menu's last entry. */
export const LOGOUT_LABEL = messages.navigation.accountMenu[messages.navigation.accountMenu.length - 1] ?? 'Logout';
