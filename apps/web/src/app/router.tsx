import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app is served under /v1 (spec 1 §2); paths in code are written without it. */
export const BASENAME = '/v1';

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
