import type { FailureEnvelope, RouteDef, RouteQuery, RouteResponse, RouteBody, sessionRoutes } from '@sanchay/contract';
import { CSRF_COOKIE, CSRF_FAILED, CSRF_HEADER, UPLOAD_FILE_FIELD } from '@sanchay/contract';
import { messages } from '@sanchay/domain';

/**
 * A contract route by method and path only. callApi reads nothing else of a route, and the
 * contract's route values carry zod schemas (about 30 KB gzip with zod): the entry chunk (session)
 * and the public catalogue pages (fund lists, fund page, home's browse and packs) call their routes
 * through these addresses so zod stays out of their first load. Each feature's test checks its
 * addresses against the contract (docs/decisions/0026-web-first-load.md, 0034).
 */
export function routeAddress<D extends RouteDef>(method: D['method'], path: D['path']): D {
  return { method, path } as unknown as D;
}

/** get-current-user and logout, which the entry chunk's session context calls. */
export const sessionRouteAddresses = {
  getCurrentUser: routeAddress<typeof sessionRoutes.getCurrentUser>('GET', '/api/v1/login/get-current-user'),
  logout: routeAddress<typeof sessionRoutes.logout>('POST', '/api/v1/login/logout'),
};

/** A failed call: the server's envelope (catalogue message, errorEnum, field errors) and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: FailureEnvelope | null,
  ) {
    super(envelope?.message ?? messages.generic.somethingWentWrong);
  }
}

/** What a screen shows for a failed call. */
export interface CallFailure {
  /** The HTTP status; 0 when the call never got an answer. */
  status: number;
  /** The catalogue message the server sent, else `fallback` (by default the spec's general one). */
  message: string;
  /** The server's message per field, for the form to show beside each input. */
  fieldErrors: Record<string, string>;
}

/**
 * The one way a failed call becomes a message: the server's envelope carries a catalogue message
 * (429s included); a call without one (offline, a proxy's page) gets `fallback`, or the spec's
 * general "Something went wrong" message.
 */
export function failureOf(error: unknown, fallback: string = messages.generic.somethingWentWrong): CallFailure {
  if (error instanceof ApiError && error.envelope) {
    return { status: error.status, message: error.envelope.message, fieldErrors: error.envelope.fieldErrors ?? {} };
  }
  return { status: error instanceof ApiError ? error.status : 0, message: fallback, fieldErrors: {} };
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
 * The session's CSRF token, sent as `x-csrf-token` on every non-GET call. The session context
 * sets it from get-current-user and every login/logout result; until then the readable
 * `sanchay_csrf` cookie is used. It is not a credential (the session cookie is httpOnly).
 */
let csrfToken: string | null = null;
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}
function currentCsrfToken(): string | null {
  if (csrfToken) return csrfToken;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : null;
}

/** A call's inputs; `file` is sent as multipart/form-data (part `file`) to the upload routes. */
type CallParams<D extends RouteDef> = { query?: RouteQuery<D>; body?: RouteBody<D>; file?: Blob; signal?: AbortSignal };

/**
 * Where calls go when there is no window: the server's render of a public page (entry-server.tsx)
 * answers the catalogue's reads in process, with no cookie (docs/decisions/0055).
 */
let serverTransport: { origin: string; fetch: typeof fetch } | null = null;
export function setServerTransport(transport: { origin: string; fetch: typeof fetch }): void {
  serverTransport = transport;
}

async function send<D extends RouteDef>(route: D, params: CallParams<D>) {
  const url = new URL(route.path, serverTransport?.origin ?? window.location.origin);
  for (const [key, value] of Object.entries((params.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (params.file) {
    // The browser sets the multipart content type with its boundary.
    const form = new FormData();
    form.append(UPLOAD_FILE_FIELD, params.file);
    payload = form;
  } else if (params.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(params.body);
  }
  if (route.method !== 'GET') {
    const token = currentCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  const res = await (serverTransport?.fetch ?? fetch)(url, {
    method: route.method,
    credentials: 'include',
    headers,
    body: payload,
    signal: params.signal,
  });
  const json = (await res.json().catch(() => null)) as
    | { operationMessage: 'success'; responseData: RouteResponse<D> }
    | FailureEnvelope
    | null;
  return { res, json };
}

/**
 * Calls one contract route: fills the query string, sends credentials (the session cookie), JSON
 * and, on a non-GET call, the CSRF token; returns `responseData` typed by the contract. A 403
 * CSRF_FAILED (session expired or token stale) refreshes the session once and retries.
 */
export async function callApi<D extends RouteDef>(
  route: D,
  params: CallParams<D> = {},
): Promise<RouteResponse<D>> {
  inflight += 1;
  emit({ type: 'inflight', count: inflight });
  try {
    let { res, json } = await send(route, params);
    if (
      res.status === 403 &&
      route.method !== 'GET' &&
      json?.operationMessage === 'failure' &&
      json.errorEnum === CSRF_FAILED
    ) {
      const refreshed = await send(sessionRouteAddresses.getCurrentUser, { signal: params.signal });
      if (refreshed.json?.operationMessage === 'success') {
        setCsrfToken(refreshed.json.responseData.csrfToken);
        ({ res, json } = await send(route, params));
      }
    }
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
