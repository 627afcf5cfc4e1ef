// A stand-in for BSE StAR MF v2 on a loopback port, for the bse-v2 contract tests: it answers
// recorded exchanges (fixtures/bse-v2/*.json) and checks every request it gets against the
// recording (path, method, JSON content type, a bearer token it issued and still honours, a
// trace id, and the body, equal to the recorded one). What it found wrong is kept in
// `mismatches` and answered with a refusal, so a wrong request fails the test twice over.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Clock } from '@sanchay/domain';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/bse-v2');

export interface BseV2Fixture {
  source: string;
  path: string;
  request: unknown;
  answer: { httpStatus: number; body: unknown };
}

export function fixture(name: string): BseV2Fixture {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as BseV2Fixture;
}

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  traceId: string | undefined;
  body: unknown;
}

/** How a path answers: a recorded exchange, raw bytes, or never (the socket is held open). */
type Answer =
  | { kind: 'fixture'; fixture: BseV2Fixture }
  | { kind: 'raw'; status: number; contentType: string; text: string }
  | { kind: 'never' }
  /** The login is answered only once the test calls `release` (to hold callers inside one login). */
  | { kind: 'held'; released: Promise<void> };

export interface BseV2Replay {
  baseUrl: string;
  received: ReceivedRequest[];
  mismatches: string[];
  /** How many logins were answered. */
  logins(): number;
  /** The tokens issued, in order. */
  tokens(): string[];
  /** Answers this path with the recorded exchange from now on (for every request to it). */
  answer(recorded: BseV2Fixture): void;
  /** Answers the next requests to the path in turn, then the standing answer. */
  answerOnce(pathName: string, answer: Answer): void;
  raw(status: number, text: string, contentType?: string): Answer;
  never(): Answer;
  /** Holds the next login until `release()` is called. */
  holdNextLogin(): { release(): void };
  /** Stops honouring a token, as BSE does when it expires: 'http401' or the 509 code in a 400. */
  revoke(token: string, how?: 'http401' | 'code509'): void;
  /** Requests to this path (login excluded unless asked). */
  requestsTo(pathName: string): ReceivedRequest[];
  close(): Promise<void>;
}

export async function startBseV2Replay(options: { login?: BseV2Fixture } = {}): Promise<BseV2Replay> {
  const login = options.login ?? fixture('login');
  const standing = new Map<string, Answer>();
  const queued = new Map<string, Answer[]>();
  const honoured = new Set<string>();
  const revoked = new Map<string, 'http401' | 'code509'>();
  const issued: string[] = [];
  const received: ReceivedRequest[] = [];
  const mismatches: string[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, problem: string) => {
    mismatches.push(problem);
    send(res, 400, { status: 'error', data: null, messages: [{ msgid: 0, errcode: 'replay_mismatch', field: problem }] });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, text: string) => {
    const pathName = (req.url ?? '').replace(/^\/api\//, '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const authorization = req.headers.authorization;
    const traceId = req.headers['x-starmfv2-trace-id'] as string | undefined;
    received.push({ path: pathName, authorization, traceId, body });

    if (req.method !== 'POST') return refuse(res, `${pathName}: method ${req.method}`);
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return refuse(res, `${pathName}: content type`);
    if (!traceId) return refuse(res, `${pathName}: no X-STARMFv2-Trace-ID`);

    if (pathName === login.path) {
      if (authorization) return refuse(res, 'login: sent a bearer token');
      if (!isDeepStrictEqual(body, login.request)) return refuse(res, `login: body ${text}`);
      const instead = queued.get(pathName)?.shift();
      if (instead?.kind === 'held') await instead.released;
      if (instead?.kind === 'raw') {
        res.writeHead(instead.status, { 'content-type': instead.contentType });
        return res.end(instead.text);
      }
      const token = `tok-${issued.length + 1}`;
      issued.push(token);
      honoured.add(token);
      return send(res, login.answer.httpStatus, withToken(login.answer.body, token));
    }

    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token || !issued.includes(token)) return refuse(res, `${pathName}: no bearer token issued here (${authorization})`);
    if (!honoured.has(token)) {
      if (revoked.get(token) === 'code509') {
        return send(res, 400, {
          status: 'error',
          data: null,
          messages: [{ msgid: 509, errcode: 'token_verification_failed', field: 'token' }],
        });
      }
      res.writeHead(401, { 'content-type': 'text/plain' });
      return res.end('Unauthorized');
    }

    const next = queued.get(pathName)?.shift() ?? standing.get(pathName);
    if (!next) return refuse(res, `${pathName}: no answer recorded`);
    if (next.kind === 'never') return; // held open until the client gives up or the server closes
    if (next.kind === 'raw') {
      res.writeHead(next.status, { 'content-type': next.contentType });
      return res.end(next.text);
    }
    if (next.kind === 'held') return refuse(res, `${pathName}: a held answer is for logins`);
    if (!isDeepStrictEqual(body, next.fixture.request)) {
      return refuse(res, `${pathName}: body ${text} is not the recorded ${JSON.stringify(next.fixture.request)}`);
    }
    return send(res, next.fixture.answer.httpStatus, next.fixture.answer.body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    received,
    mismatches,
    logins: () => issued.length,
    tokens: () => [...issued],
    answer(recorded) {
      standing.set(recorded.path, { kind: 'fixture', fixture: recorded });
    },
    answerOnce(pathName, answer) {
      queued.set(pathName, [...(queued.get(pathName) ?? []), answer]);
    },
    raw: (status, text, contentType = 'text/html') => ({ kind: 'raw', status, contentType, text }),
    never: () => ({ kind: 'never' }),
    holdNextLogin() {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      queued.set(login.path, [...(queued.get(login.path) ?? []), { kind: 'held', released }]);
      return { release };
    },
    revoke(token, how = 'http401') {
      honoured.delete(token);
      revoked.set(token, how);
    },
    requestsTo: (pathName) => received.filter((r) => r.path === pathName),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The login answer with the issued token where the recording has its placeholder. */
function withToken(body: unknown, token: string): unknown {
  return JSON.parse(JSON.stringify(body).replace('"(issued by the replay server)"', JSON.stringify(token)));
}

/** A clock the test moves by hand. */
export function testClock(start = '2026-12-07T04:30:00Z'): Clock & { advance(ms: number): void } {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export const TEST_SETTINGS = {
  memberCode: '12345',
  username: 'member/12345/sanchay',
  password: 'uat-password',
  timeoutMs: 5_000,
  userAgent: undefined,
} as const;
