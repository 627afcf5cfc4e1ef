// The server's render of a public page (docs/decisions/0055): the same routes and components as
// the browser (main.tsx), rendered to HTML with the catalogue's public answers, which are embedded
// for the browser's hydration. Built by `vite build --ssr` into apps/web/dist-ssr and imported by
// the Fastify server (apps/server/src/http/server-render.ts). A public page is rendered as a
// signed-out visitor sees it, with no cookie. A signed-in page (the portfolio, decision 0172) is
// rendered for the visitor whose cookie the server's transport forwards: their session and their
// answers, embedded for their browser alone (the server sends it `no-store`).
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { callApi, sessionRouteAddresses, setServerTransport } from './app/api-client';
import { AppProviders, createQueryClient } from './app/providers';
import { BASENAME } from './app/router';
import { routes } from './app/routes';
import { serverStateScript } from './app/server-rendered-page';
import { sessionOf, type Session } from './features/session';
import { RenderedLazyContext } from './ui';

export { setServerTransport };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The JSON block the browser hydrates from. */
  stateScript: string;
}

/** Only the catalogue's answers: public, the same for every visitor. */
const isPublicQuery = (query: Query) => query.queryKey[0] === 'catalogue';

/** The page's `enabled` option (a query with no observer counts as disabled to TanStack Query). */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const handler = createStaticHandler(routes, { basename: BASENAME });

async function renderOnce(
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof createStaticRouter>[1],
  queryClient: ReturnType<typeof createQueryClient>,
  viewport: 'mobile' | 'desktop',
  session: Session | undefined,
  lazyRendered: Set<string>,
  signal: AbortSignal,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderedLazyContext.Provider value={lazyRendered}>
        <AppProviders queryClient={queryClient} viewportGuess={viewport} session={session}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderedLazyContext.Provider>
    </StrictMode>,
    // Every boundary inline, in order: React otherwise moves large ones to the end of the document
    // with inline scripts to place them, which the CSP (script-src 'self') would block.
    { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A signed-in render's session: get-current-user with the visitor's cookie; none, no render. */
async function signedInSession(signal: AbortSignal): Promise<Session | null> {
  const current = await callApi(sessionRouteAddresses.getCurrentUser, { signal });
  const session = sessionOf(current);
  return session.status === 'signed-in' ? session : null;
}

/**
 * Renders `url` (path and query, under /v1) or answers null when the page is not one to render
 * here (a redirect, a status other than 200; a signed-in page whose visitor is not signed in).
 * Throws on any failure; the server then sends the plain shell. Two passes: the first finds the
 * queries the page asks for (useQuery does not fetch on the server), which are then answered, and
 * the second renders with their answers.
 */
export async function renderPage(
  url: string,
  options: { origin: string; viewport: 'mobile' | 'desktop'; signal: AbortSignal; signedIn?: boolean },
): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, options.origin), { signal: options.signal }));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const session = options.signedIn ? await signedInSession(options.signal) : undefined;
  if (session === null) return null;
  // A public page embeds the catalogue's answers only; a signed-in page the visitor's own as well.
  const embeds = (q: Query) => Boolean(session) || isPublicQuery(q);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  await renderOnce(router, context, queryClient, options.viewport, session, new Set(), options.signal);
  const wanted = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => embeds(q) && q.state.status === 'pending' && isEnabled(q));
  // A failed answer leaves its query pending: the page renders its loading state, as the browser would.
  await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
  // The lazy components of the page as rendered (the second pass, with the answers): the browser
  // loads them before hydrating (ui/lazy-component.tsx).
  const lazyRendered = new Set<string>();
  const html = await renderOnce(router, context, queryClient, options.viewport, session, lazyRendered, options.signal);
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => embeds(q) && q.state.status === 'success',
  });
  queryClient.clear();
  return { html, stateScript: serverStateScript({ queries, viewport: options.viewport, lazy: [...lazyRendered], session }) };
}
