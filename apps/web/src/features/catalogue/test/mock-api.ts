// A fetch stand-in for component tests: answers each catalogue route with an envelope, and
// records the query of every call so a test can assert what the screen asked for.
import { vi } from 'vitest';
import { catalogueRoutes, nfoShareRoutes } from '@sanchay/contract';
import type { RouteName } from './fixtures';

export interface Reply {
  status?: number;
  body: unknown;
}
type Handler = (query: URLSearchParams) => Reply | Promise<Reply>;

const byPath = new Map<string, RouteName>(
  Object.entries({ ...catalogueRoutes, ...nfoShareRoutes }).map(([name, def]) => [def.path, name as RouteName]),
);

export function mockApi(handlers: Partial<Record<RouteName, Handler>>) {
  const calls: { route: RouteName; query: URLSearchParams }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const route = byPath.get(url.pathname);
    if (!route) throw new Error(`Unexpected request ${url.pathname}`);
    calls.push({ route, query: url.searchParams });
    const handler = handlers[route];
    if (!handler) throw new Error(`No mock for ${route}`);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const reply = await handler(url.searchParams);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The query strings of the calls made to one route, oldest first. */
    queriesOf: (route: RouteName) => calls.filter((c) => c.route === route).map((c) => c.query),
  };
}

export const ok = (body: unknown): Reply => ({ body });
