import { messages } from '@sanchay/domain';
import { ACCOUNT_AREA_PATHS } from '../../app/paths';

/** Spec 1 §2 "Header": the signed-in account menu's links (app/paths.ts's account area); Logout follows them. */
export const ACCOUNT_MENU_LINKS = ACCOUNT_AREA_PATHS.map((to, i) => ({ label: messages.navigation.accountMenu[i] ?? to, to }));

/** The menu's last entry. */
export const LOGOUT_LABEL = messages.navigation.accountMenu[messages.navigation.accountMenu.length - 1] ?? 'Logout';
