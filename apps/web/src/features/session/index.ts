// The session feature's public face: session state, sign-in dialog, logout, idle timer.
export {
  SessionProvider,
  useSession,
  useSessionMeta,
  useSignIn,
  useSignOut,
  useIsAdvisor,
  type Session,
  type SessionMeta,
} from './session-context';
export { SessionWatcher } from './session-watcher';
export { SignInDialog } from './sign-in-dialog-lazy';
export { NotAuthorized, RequireSignIn } from './not-authorized';
export { AccountMenu } from './account-menu';
export { ACCOUNT_AREA_PATHS, ACCOUNT_MENU_LINKS } from './account-links';
