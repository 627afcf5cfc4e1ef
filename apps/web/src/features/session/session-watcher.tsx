import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { onApiEvent } from '../../app/api-client';
import { useFlash } from '../../ui';
import { rememberIdleLogout, takeIdleLogoutNotice } from './idle-logout-notice';
import { goHomeAfterLogout, useSessionContext } from './session-context';

/** How often the idle timer looks at the clock (Date.now, so Playwright's clock can move it). */
export const IDLE_CHECK_INTERVAL_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/**
 * Mounted once by the shell, inside the router (spec 1 §4, §9):
 * - a 401 from any call clears the stored user and opens the sign-in dialog;
 * - the tab becoming visible re-reads the session (signed out elsewhere → clear);
 * - a signed-in session without input for idleTimeoutSeconds (1800 s) logs out and goes home,
 *   where a flash (kept until dismissed) says why.
 */
export function SessionWatcher() {
  const { session, meta, clear, refresh, logout, setSignInOpen } = useSessionContext();
  const navigate = useNavigate();
  const flash = useFlash();
  const signedIn = session.status === 'signed-in';

  // After the advisor host's full reload (or any idle logout): say why the investor is signed out.
  const showIdleNotice = useCallback(() => {
    const notice = takeIdleLogoutNotice();
    if (notice) flash.show({ type: 'info', message: notice, durationMs: null });
  }, [flash]);
  useEffect(showIdleNotice, [showIdleNotice]);

  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'unauthorized') {
          clear();
          setSignInOpen(true);
        }
      }),
    [clear, setSignInOpen],
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const lastActivity = useRef(Date.now());
  useEffect(() => {
    if (!signedIn) return;
    lastActivity.current = Date.now();
    const touch = () => {
      lastActivity.current = Date.now();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, touch, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity.current >= meta.idleTimeoutSeconds * 1000) {
        window.clearInterval(timer);
        rememberIdleLogout(meta.idleTimeoutSeconds);
        void logout().then(() => {
          goHomeAfterLogout(navigate, meta.advisorHost);
          if (!meta.advisorHost) showIdleNotice();
        });
      }
    }, IDLE_CHECK_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, touch, { capture: true });
    };
  }, [signedIn, meta.idleTimeoutSeconds, meta.advisorHost, logout, navigate, showIdleNotice]);

  return null;
}
