import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import type { Session } from '../features/session';

/**
 * What the server hands to the browser with a page it rendered (entry-server.tsx): the query
 * answers it rendered with (the catalogue's; on a signed-in page the visitor's own too), the
 * layout it guessed and, on a signed-in page, the session it rendered for. Embedded as a JSON block (not a
 * script that runs: the CSP's `script-src 'self'` is unchanged). docs/decisions/0055.
 */
export interface ServerRenderedState {
  queries: DehydratedState;
  viewport: 'mobile' | 'desktop';
  /** The lazy components it rendered (ui/lazy-component.tsx), loaded before hydration. */
  lazy?: string[];
  /** A signed-in page (decision 0172): hydration starts from this session, not from storage. */
  session?: Session;
}

export const SERVER_STATE_ID = 'server-state';

/** The JSON block, safe inside HTML: no `<` survives, so no `</script>` can end it early. */
export function serverStateScript(state: ServerRenderedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or null for the plain shell (or anything unreadable). */
export function readServerState(doc: Document): ServerRenderedState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerRenderedState;
    return state && typeof state === 'object' && state.queries ? state : null;
  } catch {
    return null;
  }
}

/**
 * Hydration must render what the server rendered: the route modules of the current address are
 * loaded before it (a lazy route would otherwise render its loading fallback first).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}
