import { vi } from 'vitest';

/**
 * Answers every API call with an empty failure (503), so shell tests do not reach for a server.
 * Returns the spy; vitest's `restoreAllMocks` (or `spy.mockRestore()`) puts fetch back.
 */
export function stubApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    new Response(JSON.stringify({ operationMessage: 'failure', message: 'Service unavailable in tests' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    }),
  );
}
