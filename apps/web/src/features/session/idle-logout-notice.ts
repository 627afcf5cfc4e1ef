import { productMessages } from '@sanchay/domain';

// Why the investor is on home, signed out: the idle timer logged them out. The reason survives
// the advisor host's full reload of /v1/home (spec 1 §4) in this tab's session storage, and is
// shown once.
const KEY = 'sanchay.idleLogout';

/** Notes that the idle timer ended the session (before going home). */
export function rememberIdleLogout(idleTimeoutSeconds: number): void {
  try {
    sessionStorage.setItem(KEY, String(idleTimeoutSeconds));
  } catch {
    // Storage refused (private mode): the notice is lost, the logout is not.
  }
}

/** The notice to show, once: null when the last logout was not the idle timer's. */
export function takeIdleLogoutNotice(): string | null {
  try {
    const seconds = sessionStorage.getItem(KEY);
    if (seconds === null) return null;
    sessionStorage.removeItem(KEY);
    return productMessages.session.idleLoggedOut(Math.max(1, Math.round(Number(seconds) / 60) || 30));
  } catch {
    return null;
  }
}
