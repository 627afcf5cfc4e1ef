import { createBrowserRouter } from 'react-router';
import { dialogHistoryInstrumentation } from '../ui';
import { routes } from './routes';

/** The app is served under /v1 (spec 1 §2); paths in code are written without it. */
export const BASENAME = '/v1';

export function createAppRouter() {
  // Each navigation waits for an open or closing dialog's history entry to go first
  // (ui/dialog-history.ts, decision 0059).
  return createBrowserRouter(routes, {
    basename: BASENAME,
    instrumentations: [dialogHistoryInstrumentation],
  });
}
