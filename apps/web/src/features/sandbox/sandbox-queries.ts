import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sandboxRoutes, type FailureEnvelope, type RouteQuery, type RouteResponse } from '@sanchay/contract';
import { ApiError } from '../../app/api-client';

export type OutboxQuery = RouteQuery<typeof sandboxRoutes.listOutbox>;
export type OutboxMessages = RouteResponse<typeof sandboxRoutes.listOutbox>;

export const sandboxKeys = {
  all: ['sandbox'] as const,
  outbox: (query: OutboxQuery) => ['sandbox', 'outbox', query] as const,
};

/** The outbox page asks again every 3 seconds, so that an OTP shows up without a reload. */
export const OUTBOX_REFRESH_MS = 3000;

/**
 * GET /api/v1/sandbox/outbox. A quiet call: unlike callApi it does not count toward the shell's
 * loading bar, which would otherwise flash every 3 seconds. Same contract, same envelope.
 */
export async function fetchOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<OutboxMessages> {
  const route = sandboxRoutes.listOutbox;
  const url = new URL(route.path, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const res = await fetch(url, { method: route.method, credentials: 'include', signal });
  const json = (await res.json().catch(() => null)) as
    | { operationMessage: 'success'; responseData: OutboxMessages }
    | FailureEnvelope
    | null;
  if (!res.ok || !json || json.operationMessage !== 'success') {
    throw new ApiError(res.status, json && json.operationMessage === 'failure' ? json : null);
  }
  return json.responseData;
}

export function useOutbox(query: OutboxQuery, refreshMs = OUTBOX_REFRESH_MS) {
  return useQuery({
    queryKey: sandboxKeys.outbox(query),
    queryFn: ({ signal }) => fetchOutbox(query, signal),
    refetchInterval: (q) => (isSandboxOff(q.state.error) ? false : refreshMs),
    // The list of a new filter replaces the old one only when it has arrived: no flicker.
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isSandboxOff(error) && failures < 2,
  });
}

/** 404: the server is not in sandbox mode, so the route is not there. */
export function isSandboxOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

// The sandbox console (/v1/sandbox/console): its state, refreshed while open, and the outside calls.
export type SandboxConsoleState = RouteResponse<typeof sandboxRoutes.getConsole>;
export type SandboxOutsideCalls = RouteResponse<typeof sandboxRoutes.listOutsideCalls>;
export type SandboxDifferences = RouteResponse<typeof sandboxRoutes.reconciliation>;
type SandboxBreaks = RouteResponse<typeof sandboxRoutes.reconciliationBreaks>;

/** The console asks again every 3 seconds: the jobs move things on their own (settlement, mandates). */
export const CONSOLE_REFRESH_MS = 3000;

/** A quiet GET of a console list (no loading bar every few seconds), the same envelope as callApi. */
async function quietGet<T>(path: string, signal?: AbortSignal, query: Record<string, string> = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const res = await fetch(url, { credentials: 'include', signal });
  const json = (await res.json().catch(() => null)) as { operationMessage: 'success'; responseData: T } | FailureEnvelope | null;
  if (!res.ok || !json || json.operationMessage !== 'success') {
    throw new ApiError(res.status, json && json.operationMessage === 'failure' ? json : null);
  }
  return json.responseData;
}

function useConsoleQuery<T>(key: string, path: string, refreshMs: number, query?: Record<string, string>) {
  return useQuery({
    queryKey: ['sandbox', 'console', key, query ?? {}],
    queryFn: ({ signal }) => quietGet<T>(path, signal, query),
    refetchInterval: (q) => (isSandboxOff(q.state.error) ? false : refreshMs),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isSandboxOff(error) && failures < 2,
  });
}

export const useSandboxConsole = (refreshMs = CONSOLE_REFRESH_MS) =>
  useConsoleQuery<SandboxConsoleState>('state', sandboxRoutes.getConsole.path, refreshMs);
export const useSandboxOutsideCalls = (refreshMs = CONSOLE_REFRESH_MS) =>
  useConsoleQuery<SandboxOutsideCalls>('calls', sandboxRoutes.listOutsideCalls.path, refreshMs, { limit: '20' });
export const useSandboxReconciliation = (refreshMs = CONSOLE_REFRESH_MS) =>
  useConsoleQuery<SandboxDifferences>('reconciliation', sandboxRoutes.reconciliation.path, refreshMs);
export const useSandboxReconciliationBreaks = (refreshMs = CONSOLE_REFRESH_MS) =>
  useConsoleQuery<SandboxBreaks>('reconciliation-breaks', sandboxRoutes.reconciliationBreaks.path, refreshMs);
export const useSandboxOutboxPreview = (refreshMs = CONSOLE_REFRESH_MS) =>
  useConsoleQuery<OutboxMessages>('outbox', sandboxRoutes.listOutbox.path, refreshMs, { limit: '5' });
