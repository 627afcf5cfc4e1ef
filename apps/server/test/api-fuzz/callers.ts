// Who sends the fuzz requests: no session at all, a guest session (a GET of get-current-user)
// and the onboarded demo investor signed in. Both sessions send their CSRF token, so that
// state-changing requests get past the CSRF check and reach validation and the handlers.
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@sanchay/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FuzzRequest } from './bad-input';

export type CallerKind = 'signedOut' | 'guest' | 'signedIn';

export class FuzzCaller {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly kind: CallerKind,
    private readonly credentials: { mobile: string; password: string } | null = null,
  ) {}

  /** Starts the caller's session: none, a guest's, or a signed-in one. */
  async start(): Promise<void> {
    this.cookies.clear();
    if (this.kind === 'signedOut') return;
    await this.raw({ method: 'GET', url: '/api/v1/login/get-current-user', headers: { host: 'localhost' }, kind: 'setup' });
    if (this.kind === 'signedIn') {
      const res = await this.raw({
        method: 'POST',
        url: '/api/v1/login/user-login',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: JSON.stringify(this.credentials),
        kind: 'setup',
      });
      if (res.statusCode !== 200) throw new Error(`fuzz caller could not sign in: ${res.statusCode} ${res.body}`);
    }
  }

  /**
   * Sends one request. A request that ended or replaced the session (logout) is followed by a
   * fresh start, so that every request is sent as this caller.
   */
  async send(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const before = this.cookies.get(SESSION_COOKIE);
    const res = await this.raw(request);
    if (this.kind !== 'signedOut' && this.cookies.get(SESSION_COOKIE) !== before) await this.start();
    if (this.kind === 'signedOut') this.cookies.clear();
    return res;
  }

  private async raw(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'user-agent': 'api-fuzz', ...request.headers };
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (csrf && request.method !== 'GET') headers[CSRF_HEADER] = csrf;
    const res = await this.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      cookies: Object.fromEntries(this.cookies),
      remoteAddress: '127.0.0.1',
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
}
