import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/tokens.css';
import './app/global.css';
import { AppProviders, createQueryClient } from './app/providers';
import { reloadOnStaleChunks } from './app/errors/stale-chunk-reload';
import { BASENAME, createAppRouter } from './app/router';
import { routes } from './app/routes';
import { loadMatchedRoutes, readServerState } from './app/server-rendered-page';
import { captureEntryParams } from './features/advisor';
import { preloadLazyComponents } from './ui';

// Spec 1 §2: the entry URL's source, encryptedId and agentCode, read once and kept for this tab.
// Read now, stored in start()'s first task: the tab's first sessionStorage access is slow.
const entrySearch = window.location.search;
// After a deploy: a chunk of the old build that is gone reloads the page once (new build).
reloadOnStaleChunks();

const container = document.getElementById('root')!;
const serverState = readServerState(document);

/**
 * The rest of the current task is the browser's (input, paint): each step of the start below runs
 * in a task of its own, after the one that evaluated the modules, so that none is long on a slow
 * phone (docs/decisions/0082).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries a rendered page's modules bring, each evaluated in a task of its own before them:
 * evaluated with the page's modules, in one task, they made it long (zod's schemas and the menus'
 * positioning above all). An import that fails is the page's own to report.
 */
const PAGE_LIBRARIES = [
  () => import('zod'),
  () => import('@radix-ui/react-dropdown-menu'),
  () => import('decimal.js'),
  () => import('@date-fns/tz'),
];

async function start() {
  await nextTask();
  captureEntryParams(entrySearch);
  await nextTask();
  const queryClient = createQueryClient();
  if (serverState) {
    // A page the server rendered (docs/decisions/0055): the same answers and the same layout, and
    // the route's module loaded first, so hydration matches the HTML and only attaches to it.
    hydrate(queryClient, serverState.queries);
    for (const library of PAGE_LIBRARIES) {
      await nextTask();
      await library().catch(() => undefined);
    }
    await nextTask();
    await loadMatchedRoutes(routes, window.location.pathname, BASENAME).catch(() => undefined);
    // The lazy components it rendered too: one that suspended during hydration would leave its
    // boundary dehydrated, and the first update to reach it would make React throw the server's
    // HTML away and render it again (docs/decisions/0071).
    await preloadLazyComponents(serverState.lazy ?? []);
  }
  await nextTask();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} viewportGuess={serverState?.viewport} session={serverState?.session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // The first render (or hydration) as a transition: React works in slices of a few milliseconds,
  // yielding to the browser between them, instead of one long task that blocks input on a slow
  // phone (docs/decisions/0027-first-paint-and-long-tasks.md).
  await nextTask();
  startTransition(() => {
    if (serverState) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
void start();
