import { timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, SessionErrorEnum } from '@sanchay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../http/app-errors';
import { cookieSecure, isAdvisorHost, readCookie, serializeCookie } from './cookies';
import { RateLimitedError, SessionError } from './session-errors';
import { sessionMessages } from './session-messages';
import type { IssuedSession, SessionRow, SessionService } from './session.service';
import type { SignInContext } from './sign-in.service';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The live session of this /api request, or null (no cookie, or it ended). Routes that need
     * one call `app.sessions.ensure(request, reply)`; routes for signed-in users `requireUser`.
     */
    session: SessionRow | null;
  }
  interface FastifyContextConfig {
    /**
     * false: a POST/PUT/DELETE that needs no CSRF token (a callback from an outside party that
     * carries its own proof). Every other state-changing /api call must send x-csrf-token.
     */
    csrf?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionHttp;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export interface SessionPluginOptions {
  sessions: SessionService;
  /** Secure cookies: true/false, or undefined for "everywhere but http on a loopback host". */
  cookieSecure?: boolean | undefined;
}

/**
 * The session's HTTP side: the cookies, `request.session`, and the helpers routes use. Sessions
 * are made lazily, only by routes that need one (never for the web app's files).
 */
export class SessionHttp {
  constructor(private readonly options: SessionPluginOptions) {}

  get service(): SessionService {
    return this.options.sessions;
  }

  /**
   * The request's session; a GET without one starts a guest session (and sets its cookies). A
   * state-changing call without one is refused (403 CSRF_FAILED): it cannot have carried the
   * session's CSRF token, so the browser must first GET get-current-user.
   */
  async ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
    if (request.session) return request.session;
    if (STATE_CHANGING.has(request.method)) throw csrfFailed();
    const issued = await this.options.sessions.startGuest(undefined, {
      agentCode: null,
    });
    this.issue(request, reply, issued);
    return issued.session;
  }

  /**
   * Whose account a customer-scoped route works on, or 401 (spec 1 §4: the web app clears the
   * user and opens sign-in). `userId` is the subject: the signed-in user, or, while an advisor
   * acts for a customer (decision 0138), that customer. `actorUserId` is always the signed-in
   * account; `acting` says the two differ. Advisor-only routes use {@link requireActor}.
   */
  requireUser(request: FastifyRequest): { session: SessionRow; userId: string; actorUserId: string; acting: boolean } {
    const session = request.session;
    if (!session?.userId) throw new UnauthorizedError(sessionMessages.notSignedIn);
    const subject = session.actingForUserId ?? session.userId;
    return { session, userId: subject, actorUserId: session.userId, acting: subject !== session.userId };
  }

  /** The signed-in account itself (the advisor while acting), or 401: for the advisor's own routes. */
  requireActor(request: FastifyRequest): { session: SessionRow; userId: string } {
    const session = request.session;
    if (!session?.userId) throw new UnauthorizedError(sessionMessages.notSignedIn);
    return { session, userId: session.userId };
  }

  /** Hands a new (or rotated) session to the browser: both cookies, and no caching. */
  issue(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession): void {
    request.session = issued.session;
    const secure = cookieSecure(request.hostname, request.protocol, this.options.cookieSecure);
    const maxAge = this.options.sessions.cookieMaxAge(issued.session);
    reply.header('set-cookie', [
      serializeCookie(SESSION_COOKIE, issued.token, { httpOnly: true, secure, maxAge }),
      serializeCookie(CSRF_COOKIE, issued.session.csrfToken, { httpOnly: false, secure, maxAge }),
    ]);
    reply.header('cache-control', 'no-store');
  }

  /** Sets the readable CSRF cookie again (get-current-user), in case the browser lost it. */
  refreshCsrfCookie(request: FastifyRequest, reply: FastifyReply, session: SessionRow): void {
    if (reply.hasHeader('set-cookie')) return;
    const secure = cookieSecure(request.hostname, request.protocol, this.options.cookieSecure);
    reply.header(
      'set-cookie',
      serializeCookie(CSRF_COOKIE, session.csrfToken, {
        httpOnly: false,
        secure,
        maxAge: this.options.sessions.cookieMaxAge(session),
      }),
    );
  }

  /** What the sign-in service needs to know about the request. */
  context(request: FastifyRequest, session: SessionRow): SignInContext {
    const userAgent = request.headers['user-agent'];
    return {
      session,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
      advisorHost: isAdvisorHost(request.hostname),
    };
  }
}

/**
 * Installs sessions on the app (call before the routes): every /api request that carries the
 * session cookie has `request.session` loaded (idle and expired sessions end here), and every
 * state-changing /api call with a session must carry the header x-csrf-token equal to the
 * session's token, else 403 CSRF_FAILED. A 429 gets a Retry-After header. Every /api answer is
 * `Cache-Control: no-store`, except `publicAnswer` routes (contract routes declared
 * `access: 'public'`: the catalogue, packs, reference data): those are the same for everyone, so
 * the session is not even looked up for them.
 */
export function installSessions(app: FastifyInstance, options: SessionPluginOptions): SessionHttp {
  const http = new SessionHttp(options);
  app.decorate('sessions', http);
  app.decorateRequest('session', null);

  // A callback hook whose common cases (not the API; a public answer such as a suggestion) return
  // at once: no promise on every request. The rest loads the session.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApi(request.url)) return done();
    // A public answer (the catalogue) is the same for everyone: no session lookup, cacheable.
    if (request.routeOptions.config?.publicAnswer === true) return done();
    // An outside party's webhook: its signature is the proof, a session cookie would prove nothing.
    if (request.routeOptions.config?.partyRoute === true) return done();
    loadSession(request, reply).then(() => done(), done);
  });
  async function loadSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // Anything else may depend on who asks (the cart, the profile): never stored by a cache.
    reply.header('cache-control', 'no-store');
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (token) request.session = (await options.sessions.load(token)).session;
    if (!STATE_CHANGING.has(request.method) || !request.session) return;
    if (request.routeOptions.config?.csrf === false) return;
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !sameToken(sent, request.session.csrfToken)) throw csrfFailed();
  }

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  return http;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function csrfFailed(): SessionError {
  return new SessionError(SessionErrorEnum.CSRF_FAILED, 403, sessionMessages.csrfFailed);
}
