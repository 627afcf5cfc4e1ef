import type { Clock } from '@sanchay/domain';
import type { z } from 'zod';
import { bseV2EnvelopeSchema, type BseV2Envelope, type BseV2Request } from './bse-v2-envelope';
import {
  BseV2RejectedError,
  BseV2UnavailableError,
  BseV2UnreadableAnswerError,
  isTokenMessage,
} from './bse-v2-errors';
import type { BseV2Settings } from './bse-v2-settings';
import { BSE_V2_LOGIN_PATH, bseV2LoginAnswer, bseV2LoginRequest } from './bse-v2-login';

/**
 * How long a token is used: 25 minutes, under its life of about 30 (DhanRadar caches it 1500 s;
 * BSE's documents as quoted give no exact figure). Renewing early costs one login; using an
 * expired token costs a refused call and a re-login.
 */
export const BSE_V2_TOKEN_REUSE_MS = 25 * 60 * 1000;

/** The header BSE reads the caller's trace id from (a public JavaScript client citing BSE's document). */
export const BSE_V2_TRACE_HEADER = 'X-STARMFv2-Trace-ID';

export interface BseV2CallMeta {
  /** The product's request id (x-request-id), so one investor action can be found in BSE's logs. */
  traceId: string;
  /** The caller's cancellation (a shutdown); its reason is thrown as is. */
  signal?: AbortSignal;
}

export interface BseV2ClientOptions {
  settings: BseV2Settings;
  clock: Clock;
  /** Node's fetch unless a test passes another. */
  fetch?: typeof fetch;
}

interface Token {
  value: string;
  obtainedAt: number;
}

/**
 * One member's connection to BSE StAR MF v2: logs in, keeps the bearer token, and posts calls
 * in BSE's envelope. One instance per process: the token and its single login in flight are
 * shared by every caller of that instance.
 */
export class BseV2Client {
  private readonly settings: BseV2Settings;
  private readonly clock: Clock;
  private readonly fetchFn: typeof fetch;
  private token: Token | null = null;
  private login: Promise<Token> | null = null;

  constructor(options: BseV2ClientOptions) {
    this.settings = options.settings;
    this.clock = options.clock;
    this.fetchFn = options.fetch ?? fetch;
  }

  /** The member code the requests carry (`member`). */
  get memberCode(): string {
    return this.settings.memberCode;
  }

  /** Sends a request made by one of the builders (orderNew, sxpRegister, …) and reads its answer. */
  send<T>(request: BseV2Request<T>, meta: BseV2CallMeta): Promise<T> {
    return this.call(request.path, request.data, meta, request.answer);
  }

  /**
   * Posts `{ data }` to `path` (relative to the base URL) and returns the answer's `data`, read
   * by `answer` when given. Throws BseV2RejectedError (BSE refused), BseV2UnavailableError (no
   * usable answer: retry the same request) or BseV2UnreadableAnswerError (a success not understood).
   * A token BSE calls invalid or expired is renewed once and the call made once more, so a token
   * expiring in the middle of a batch fails none of it.
   */
  async call<T = unknown>(path: string, data: unknown, meta: BseV2CallMeta, answer?: z.ZodType<T, unknown>): Promise<T> {
    const token = await this.currentToken(meta);
    let reply = await this.post(path, { data }, meta, token.value);
    if (reply.tokenRefused) {
      this.forget(token);
      const fresh = await this.currentToken(meta);
      reply = await this.post(path, { data }, meta, fresh.value);
      if (reply.tokenRefused) {
        // Refused twice, the second time a token issued just now: not a matter of expiry. Not
        // retried (a loop of logins risks the member's lockout); operations look at credentials.
        throw new BseV2RejectedError(path, reply.httpStatus, reply.envelope?.messages ?? [], true);
      }
    }
    const envelope = reply.envelope;
    if (!envelope || envelope.status === 'error' || reply.httpStatus >= 300) {
      throw new BseV2RejectedError(path, reply.httpStatus, envelope?.messages ?? []);
    }
    if (!answer) return envelope.data as T;
    const read = answer.safeParse(envelope.data);
    if (!read.success) throw new BseV2UnreadableAnswerError(path, issuesText(read.error), envelope.data);
    return read.data;
  }

  /** The cached token while it is young enough, else the one login in flight, else a new login. */
  private async currentToken(meta: BseV2CallMeta): Promise<Token> {
    const now = this.clock.now().getTime();
    if (this.token && now - this.token.obtainedAt < BSE_V2_TOKEN_REUSE_MS && now >= this.token.obtainedAt) {
      return this.token;
    }
    this.token = null;
    if (!this.login) {
      const login = this.logIn(meta).then(
        (token) => {
          if (this.login === login) this.token = token;
          return token;
        },
      );
      this.login = login;
      // Whatever the outcome, the next caller after it starts afresh: a failed login is not
      // cached (nor retried here: the durable command retries a BseV2UnavailableError later).
      const clear = () => {
        if (this.login === login) this.login = null;
      };
      login.then(clear, clear);
    }
    return this.login;
  }

  /** Drops a token BSE refused, unless a newer one has replaced it already (callers of one batch share one re-login). */
  private forget(token: Token): void {
    if (this.token === token) this.token = null;
  }

  private async logIn(meta: BseV2CallMeta): Promise<Token> {
    // The clock is read when the login is asked for: the token's age counts from before BSE issued it.
    const obtainedAt = this.clock.now().getTime();
    // Without the caller's signal: the login is shared, and one caller giving up must not fail
    // the others waiting on it (the timeout still bounds it).
    const reply = await this.post(BSE_V2_LOGIN_PATH, bseV2LoginRequest(this.settings), { traceId: meta.traceId }, undefined);
    const envelope = reply.envelope;
    if (!envelope || envelope.status === 'error' || reply.httpStatus >= 300) {
      throw new BseV2RejectedError(BSE_V2_LOGIN_PATH, reply.httpStatus, envelope?.messages ?? []);
    }
    const read = bseV2LoginAnswer.safeParse(envelope.data);
    if (!read.success) throw new BseV2UnreadableAnswerError(BSE_V2_LOGIN_PATH, 'no access_token', '(login answer withheld)');
    return { value: read.data, obtainedAt };
  }

  /**
   * One HTTP exchange. Returns BSE's envelope with the HTTP status; throws BseV2UnavailableError
   * when there is none to read. `tokenRefused`: HTTP 401, or a message naming the token.
   */
  private async post(
    path: string,
    body: unknown,
    meta: BseV2CallMeta,
    bearer: string | undefined,
  ): Promise<{ httpStatus: number; envelope: BseV2Envelope | null; tokenRefused: boolean }> {
    const url = new URL(path.replace(/^\/+/, ''), this.settings.baseUrl);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [BSE_V2_TRACE_HEADER]: meta.traceId,
    };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (this.settings.userAgent) headers['User-Agent'] = this.settings.userAgent;
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const signal = meta.signal ? AbortSignal.any([timeout, meta.signal]) : timeout;
    let status: number;
    let text: string;
    try {
      const response = await this.fetchFn(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
      status = response.status;
      text = await response.text();
    } catch (err) {
      if (meta.signal?.aborted) throw meta.signal.reason;
      const reason = timeout.aborted ? `no answer within ${this.settings.timeoutMs} ms` : 'network error';
      throw new BseV2UnavailableError(path, reason, { cause: err });
    }
    if (status >= 500) throw new BseV2UnavailableError(path, `HTTP ${status}`, { httpStatus: status });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (status === 401) return { httpStatus: status, envelope: null, tokenRefused: bearer !== undefined };
      throw new BseV2UnavailableError(path, `HTTP ${status} with a body that is not JSON`, { httpStatus: status });
    }
    const envelope = bseV2EnvelopeSchema.safeParse(json);
    if (!envelope.success) {
      if (status === 401) return { httpStatus: status, envelope: null, tokenRefused: bearer !== undefined };
      throw new BseV2UnavailableError(path, `HTTP ${status} with JSON that is not BSE's answer`, { httpStatus: status });
    }
    const tokenRefused =
      bearer !== undefined &&
      (status === 401 || (envelope.data.status === 'error' && envelope.data.messages.some(isTokenMessage)));
    return { httpStatus: status, envelope: envelope.data, tokenRefused };
  }
}

function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
}
