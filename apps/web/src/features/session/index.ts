// The session feature's public face: session state, sign-in dialog, logout, idle timer.
import { lazyComponent } from '../../ui';

export {
  SessionProvider,
  sessionOf,
  useSession,
  useSessionMeta,
  useSignIn,
  useSignOut,
  useIsAdvisor,
  useIsAdvisorSite,
  type Session,
  type SessionMeta,
} from './session-context';
export { SessionWatcher } from './session-watcher';
export { SignInDialog } from './sign-in-dialog-lazy';
// The checkout login panel brings the sign-in steps: loaded with the cart page, not with home.
export const SignInPanel = lazyComponent('session/SignInPanel', async () => ({ default: (await import('./sign-in-panel')).SignInPanel }));
export { pathAfterLogin, carriesStatementShareMarker } from './after-login';
export { fetchBseStatus, bseStatusKey } from './bse-status';
export { ConsumerAppBanner } from './consumer-app-banner';
export { NotAuthorized, RequireSignIn } from './not-authorized';
export { AccountFrame } from './account-frame';
export { AccountMenu } from './account-menu';
export { ACCOUNT_MENU_LINKS } from './account-links';
