import { currentUser, sessionInfo, sessionRoutes } from '@sanchay/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, sessionRouteAddresses, setCsrfToken } from '../../app/api-client';
import { fail, guestSession, ok } from './testing/session-fixtures';

function headersOf(call: unknown[]): Record<string, string> {
  return ((call[1] as RequestInit).headers ?? {}) as Record<string, string>;
}

describe('callApi CSRF', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setCsrfToken(null);
    document.cookie = 'sanchay_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends x-csrf-token on a POST and not on a GET', async () => {
    setCsrfToken('tok-1');
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      return url.includes('get-current-user') ? ok(currentUser, guestSession()) : ok(sessionInfo, guestSession());
    });
    await callApi(sessionRoutes.getCurrentUser);
    await callApi(sessionRoutes.logout);
    expect(headersOf(spy.mock.calls[0]!)['x-csrf-token']).toBeUndefined();
    expect(headersOf(spy.mock.calls[1]!)['x-csrf-token']).toBe('tok-1');
  });

  it('falls back to the sanchay_csrf cookie', async () => {
    document.cookie = 'sanchay_csrf=from-cookie';
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok(sessionInfo, guestSession()));
    await callApi(sessionRoutes.logout);
    expect(headersOf(spy.mock.calls[0]!)['x-csrf-token']).toBe('from-cookie');
  });

  it('on 403 CSRF_FAILED refreshes the session and retries once with the new token', async () => {
    setCsrfToken('stale');
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(fail(403, 'CSRF_FAILED', 'Your session has expired. Please try again'))
      .mockResolvedValueOnce(ok(currentUser, guestSession({ csrfToken: 'fresh' })))
      .mockResolvedValueOnce(ok(sessionInfo, guestSession({ cookieId: 'new-guest' })));
    const result = await callApi(sessionRoutes.logout);
    expect(result.cookieId).toBe('new-guest');
    expect(spy).toHaveBeenCalledTimes(3);
    expect(String(spy.mock.calls[1]![0])).toContain('/api/v1/login/get-current-user');
    expect(headersOf(spy.mock.calls[2]!)['x-csrf-token']).toBe('fresh');
  });

  it('retries only once: a second CSRF failure is thrown', async () => {
    setCsrfToken('stale');
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(fail(403, 'CSRF_FAILED', 'csrf'))
      .mockResolvedValueOnce(ok(currentUser, guestSession({ csrfToken: 'fresh' })))
      .mockResolvedValueOnce(fail(403, 'CSRF_FAILED', 'csrf'));
    await expect(callApi(sessionRoutes.logout)).rejects.toBeInstanceOf(ApiError);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('does not retry another 403', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(fail(403, 'FORBIDDEN', 'no'));
    await expect(callApi(sessionRoutes.logout)).rejects.toMatchObject({ status: 403 });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('the session routes the entry chunk calls by address', () => {
  it('are the contract routes: same method and path', () => {
    for (const name of ['getCurrentUser', 'logout'] as const) {
      expect({ method: sessionRouteAddresses[name].method, path: sessionRouteAddresses[name].path }).toEqual({
        method: sessionRoutes[name].method,
        path: sessionRoutes[name].path,
      });
    }
  });
});
