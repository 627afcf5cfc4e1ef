// The BSE StAR MF v2 client against a loopback stand-in replaying recorded exchanges
// (fixtures/bse-v2, README there): login and its token, headers, BSE's refusals and what counts
// as no answer. The operations' bodies are in bse-v2-operations.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BseV2Client,
  BseV2RejectedError,
  BseV2UnavailableError,
  BseV2UnreadableAnswerError,
  BSE_V2_ERROR_CODES,
  BSE_V2_TOKEN_REUSE_MS,
  isBseV2Retryable,
  orderGet,
} from '../src/integrations/exchange/bse-v2';
import { fixture, startBseV2Replay, testClock, TEST_SETTINGS, type BseV2Replay } from './bse-v2-replay-test-kit';

let bse: BseV2Replay | undefined;
afterEach(async () => {
  await bse?.close();
  bse = undefined;
});

async function setUp(options: { timeoutMs?: number; login?: string } = {}) {
  bse = await startBseV2Replay(options.login ? { login: fixture(options.login) } : {});
  bse.answer(fixture('order-get'));
  const clock = testClock();
  const client = new BseV2Client({
    settings: { ...TEST_SETTINGS, baseUrl: bse.baseUrl, timeoutMs: options.timeoutMs ?? TEST_SETTINGS.timeoutMs },
    clock,
  });
  return { bse, clock, client };
}

const meta = (traceId = 'req-0001') => ({ traceId });
const getOrder = (client: BseV2Client, traceId?: string) => client.send(orderGet('5001212827'), meta(traceId));

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('the call succeeded');
}

describe('BSE v2 client: login and headers', () => {
  it('logs in with the member’s credentials, then posts the call with the bearer token and the trace id', async () => {
    const { bse, client } = await setUp();
    const order = await getOrder(client, 'req-7f3a');
    expect(order).toMatchObject({ orderId: '5001212827', status: 'Order Sent to RTA' });
    expect(bse.mismatches).toEqual([]);
    expect(bse.received.map((r) => [r.path, r.authorization, r.traceId])).toEqual([
      ['login', undefined, 'req-7f3a'],
      ['order_get', 'Bearer tok-1', 'req-7f3a'],
    ]);
  });

  it('reads a token BSE nests one level deeper (data.data.access_token)', async () => {
    const { bse, client } = await setUp({ login: 'login-nested' });
    await getOrder(client);
    expect(bse.requestsTo('order_get')[0]?.authorization).toBe('Bearer tok-1');
    expect(bse.mismatches).toEqual([]);
  });

  it('one login serves 10 concurrent calls', async () => {
    const { bse, client } = await setUp();
    const orders = await Promise.all(Array.from({ length: 10 }, (_, i) => getOrder(client, `req-${i}`)));
    expect(orders.every((o) => o.orderId === '5001212827')).toBe(true);
    expect(bse.logins()).toBe(1);
    expect(bse.requestsTo('order_get').map((r) => r.authorization)).toEqual(Array(10).fill('Bearer tok-1'));
    expect(bse.mismatches).toEqual([]);
  });

  it('reuses the token for 25 minutes and logs in again after', async () => {
    const { bse, client, clock } = await setUp();
    await getOrder(client);
    clock.advance(BSE_V2_TOKEN_REUSE_MS - 1);
    await getOrder(client);
    expect(bse.logins()).toBe(1);
    clock.advance(1);
    await getOrder(client);
    expect(bse.logins()).toBe(2);
    expect(bse.requestsTo('order_get').map((r) => r.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2']);
  });

  it('a refused login is a rejection, not retried by the client, and the next call tries again', async () => {
    const { bse, client } = await setUp();
    bse.answerOnce('login', bse.raw(400, JSON.stringify({ status: 'error', messages: [{ msgid: 3669, errcode: 'invalid_field', field: 'password' }] }), 'application/json'));
    const err = await rejection(getOrder(client));
    expect(err).toBeInstanceOf(BseV2RejectedError);
    expect((err as BseV2RejectedError).path).toBe('login');
    expect((err as BseV2RejectedError).field).toBe('password');
    expect(isBseV2Retryable(err)).toBe(false);
    expect(bse.requestsTo('login')).toHaveLength(1);
    expect(bse.requestsTo('order_get')).toHaveLength(0);
    await getOrder(client);
    expect(bse.requestsTo('login')).toHaveLength(2);
  });

  it('a login answered without a token is an answer not understood', async () => {
    const { bse, client } = await setUp();
    bse.answerOnce('login', bse.raw(200, JSON.stringify({ status: 'success', data: { token_type: 'bearer' }, messages: [] }), 'application/json'));
    expect(await rejection(getOrder(client))).toBeInstanceOf(BseV2UnreadableAnswerError);
  });
});

describe('BSE v2 client: a token that stops working', () => {
  it('a token expired in the middle of a batch: one re-login, and every call of the batch succeeds', async () => {
    const { bse, client } = await setUp();
    const results = [];
    for (let i = 0; i < 10; i++) {
      if (i === 4) bse.revoke('tok-1'); // BSE expires it early (HTTP 401)
      results.push(await getOrder(client, `req-${i}`));
    }
    expect(results).toHaveLength(10);
    expect(results.every((o) => o.orderId === '5001212827')).toBe(true);
    expect(bse.logins()).toBe(2);
    const auth = bse.requestsTo('order_get').map((r) => r.authorization);
    // Calls 0–3 on tok-1; call 4 refused on tok-1, then sent again on tok-2; 5–9 on tok-2.
    expect(auth).toEqual([...Array(5).fill('Bearer tok-1'), ...Array(6).fill('Bearer tok-2')]);
    expect(bse.requestsTo('order_get')[5]?.traceId).toBe('req-4');
    expect(bse.mismatches).toEqual([]);
  });

  it('10 concurrent calls refused for the same expired token share one re-login (BSE’s 509 code)', async () => {
    const { bse, client } = await setUp();
    await getOrder(client);
    bse.revoke('tok-1', 'code509');
    const orders = await Promise.all(Array.from({ length: 10 }, (_, i) => getOrder(client, `req-${i}`)));
    expect(orders.every((o) => o.orderId === '5001212827')).toBe(true);
    expect(bse.logins()).toBe(2);
    const onFresh = bse.requestsTo('order_get').filter((r) => r.authorization === 'Bearer tok-2');
    expect(onFresh).toHaveLength(10);
  });

  it('a fresh token refused too: a rejection marked tokenRefused, after exactly one re-login', async () => {
    const { bse, client } = await setUp();
    bse.answer(fixture('error-509')); // BSE answers 509 whatever the token
    const err = await rejection(getOrder(client));
    expect(err).toBeInstanceOf(BseV2RejectedError);
    expect((err as BseV2RejectedError).tokenRefused).toBe(true);
    expect((err as BseV2RejectedError).has(509)).toBe(true);
    expect(bse.logins()).toBe(2);
    expect(bse.requestsTo('order_get')).toHaveLength(2);
  });
});

describe('BSE v2 client: BSE’s refusals', () => {
  for (const code of [522, 507, 561, 3669] as const) {
    it(`${code} ${BSE_V2_ERROR_CODES[code].errcode} → BseV2RejectedError carrying the message and its field`, async () => {
      const { bse, client } = await setUp();
      const recorded = fixture(`error-${code}`);
      bse.answer(recorded);
      const err = await rejection(getOrder(client));
      expect(err).toBeInstanceOf(BseV2RejectedError);
      const rejected = err as BseV2RejectedError;
      const said = (recorded.answer.body as { messages: { field: string }[] }).messages[0];
      expect(rejected.messages).toEqual([{ msgid: code, errcode: BSE_V2_ERROR_CODES[code].errcode, field: said?.field }]);
      expect(rejected.field).toBe(said?.field);
      expect(rejected.httpStatus).toBe(400);
      expect(isBseV2Retryable(err)).toBe(false);
      // A refusal is not a token problem: no second login, no second call.
      expect(bse.logins()).toBe(1);
      expect(bse.requestsTo('order_get')).toHaveLength(1);
    });
  }
});

describe('BSE v2 client: no usable answer → BseV2UnavailableError (retryable)', () => {
  const cases = [
    ['HTTP 503', 503, 'Service Unavailable', 'text/plain'],
    ['HTTP 500 in BSE’s envelope', 500, JSON.stringify({ status: 'error', messages: [] }), 'application/json'],
    ['a WAF block page with HTTP 200', 200, '<html><body>Request blocked</body></html>', 'text/html'],
    ['JSON that is not BSE’s envelope', 200, JSON.stringify({ ok: true }), 'application/json'],
  ] as const;
  for (const [what, status, text, type] of cases) {
    it(what, async () => {
      const { bse, client } = await setUp();
      bse.answerOnce('order_get', bse.raw(status, text, type));
      const err = await rejection(getOrder(client));
      expect(err).toBeInstanceOf(BseV2UnavailableError);
      expect(isBseV2Retryable(err)).toBe(true);
      // The same request sent again is answered.
      await expect(getOrder(client)).resolves.toMatchObject({ orderId: '5001212827' });
    });
  }

  it('no answer within the timeout', async () => {
    const { bse, client } = await setUp({ timeoutMs: 300 });
    bse.answerOnce('order_get', bse.never());
    const err = await rejection(getOrder(client));
    expect(err).toBeInstanceOf(BseV2UnavailableError);
    expect((err as Error).message).toMatch(/no answer within 300 ms/);
  });

  it('a network error (nothing listening)', async () => {
    const { bse, client } = await setUp();
    await bse.close();
    const err = await rejection(getOrder(client));
    expect(err).toBeInstanceOf(BseV2UnavailableError);
    expect((err as Error).message).toMatch(/network error/);
  });

  it('the caller’s own cancellation is thrown as the caller’s reason', async () => {
    const { bse, client } = await setUp();
    await getOrder(client); // logged in
    bse.answerOnce('order_get', bse.never());
    const controller = new AbortController();
    const call = client.send(orderGet('5001212827'), { traceId: 'req-1', signal: controller.signal });
    const reason = new Error('shutting down');
    controller.abort(reason);
    expect(await rejection(call)).toBe(reason);
  });

  it('a caller giving up while a login is in flight does not fail the others waiting on it', async () => {
    const { bse, client } = await setUp();
    const login = bse.holdNextLogin();
    const controller = new AbortController();
    const impatient = rejection(client.send(orderGet('5001212827'), { traceId: 'req-1', signal: controller.signal }));
    const patient = getOrder(client, 'req-2');
    await vi.waitFor(() => expect(bse.requestsTo('login')).toHaveLength(1));
    controller.abort(new Error('gave up'));
    login.release();
    await expect(patient).resolves.toMatchObject({ orderId: '5001212827' });
    // The impatient caller's own request is not sent once its signal is aborted.
    expect(((await impatient) as Error).message).toBe('gave up');
    expect(bse.requestsTo('order_get').map((r) => r.traceId)).toEqual(['req-2']);
    expect(bse.logins()).toBe(1);
  });

  it('a success whose data is not the shape read → BseV2UnreadableAnswerError, not retryable, data kept', async () => {
    const { bse, client } = await setUp();
    bse.answerOnce('order_get', bse.raw(200, JSON.stringify({ status: 'success', data: { order: 'x' }, messages: [] }), 'application/json'));
    const err = await rejection(getOrder(client));
    expect(err).toBeInstanceOf(BseV2UnreadableAnswerError);
    expect((err as BseV2UnreadableAnswerError).data).toEqual({ order: 'x' });
    expect(isBseV2Retryable(err)).toBe(false);
  });
});
