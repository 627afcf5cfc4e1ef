import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/tokens.css';
import './app/global.css';
import { AppProviders } from './app/providers';
import { reloadOnStaleChunks } from './app/errors/stale-chunk-reload';
import { createAppRouter } from './app/router';
import { captureEntryParams } from './features/advisor';

// Spec 1 §2: the entry URL's source, encryptedId and agentCode, read once and kept for this tab.
captureEntryParams(window.location.search);
// After a deploy: a chunk of the old build that is gone reloads the page once (new build).
reloadOnStaleChunks();
const router = createAppRouter();

// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, instead of one long task that blocks input on a slow phone
// (docs/decisions/0027-first-paint-and-long-tasks.md).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
