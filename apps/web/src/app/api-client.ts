import type { FailureEnvelope, RouteDef, RouteQuery, RouteResponse, RouteBody } from '@sanchay/contract';

/** A failed call: the server's envelope (catalogue message, errorEnum, field errors) and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: FailureEnvelope | null,
  ) {
    super(envelope?.message ?? 'Something went wrong. Please try again later');
  }
}

type Listener = (event: { type: 'unauthorized' } | { type: 'inflight'; count: number }) => void;
const listeners = new Set<Listener>();
let inflight = 0;

/** The shell listens for 401s (clear the user, open sign-in) and the in-flight count (loader). */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function emit(event: Parameters<Listener>[0]) {
  for (const l of listeners) l(event);
}

/**
 * Calls one contract route: fills the query string, sends credentials (the session cookie) and
 * JSON, and returns `responseData` typed by the contract. No hand-written API types in the web app.
 */
export async function callApi<D extends RouteDef>(
  route: D,
  params: { query?: RouteQuery<D>; body?: RouteBody<D>; signal?: AbortSignal } = {},
): Promise<RouteResponse<D>> {
  const url = new URL(route.path, window.location.origin);
  for (const [key, value] of Object.entries((params.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  inflight += 1;
  emit({ type: 'inflight', count: inflight });
  try {
    const res = await fetch(url, {
      method: route.method,
      credentials: 'include',
      headers: params.body ? { 'content-type': 'application/json' } : {},
      body: params.body ? JSON.stringify(params.body) : undefined,
      signal: params.signal,
    });
    const json = (await res.json().catch(() => null)) as
      | { operationMessage: 'success'; responseData: RouteResponse<D> }
      | FailureEnvelope
      | null;
    if (res.status === 401) emit({ type: 'unauthorized' });
    if (!res.ok || !json || json.operationMessage !== 'success') {
      throw new ApiError(res.status, json && json.operationMessage === 'failure' ? json : null);
    }
    return json.responseData;
  } finally {
    inflight -= 1;
    emit({ type: 'inflight', count: inflight });
  }
}
