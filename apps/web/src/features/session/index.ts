// The session feature's public face. Signed-out pieces for now; the identity issue adds sign-in
// steps, OTP, logout and the idle timer behind the same names.
export { SessionProvider, useSession, useSignIn, useSignOut, useIsAdvisor, type Session } from './session-context';
export { SignInDialog } from './sign-in-dialog-lazy';
export { NotAuthorized, RequireSignIn } from './not-authorized';
export { AccountMenu } from './account-menu';
export { ACCOUNT_AREA_PATHS, ACCOUNT_MENU_LINKS } from './account-links';
