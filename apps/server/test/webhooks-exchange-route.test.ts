// POST /api/v1/webhooks/exchange (issue 24 §3, decision 0174): BSE's JOSE deliveries verified
// over the raw bytes, kept once per request_id, acknowledged only after commit; everything else
// refused with nothing kept.
import { exchangeWebhookAck, exchangeWebhookRoutes, failureEnvelope } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ExchangeWebhookConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { operationsOf } from './api-fuzz/operations';
import { addUser, rows, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import {
  asAlgorithm,
  bseEvent,
  bseJose,
  bseJwe,
  signCompact,
  unsignedJws,
  webhookConfig,
  webhookKeys,
  withJweHeader,
  type WebhookKeys,
} from './webhooks-test-kit';

const PATH = exchangeWebhookRoutes.exchangeWebhook.path;
const UAT_ADDRESS = '10.1.2.3';

let keys: WebhookKeys;
beforeAll(async () => {
  keys = await webhookKeys();
});

forEachDatabase('the exchange webhook route', (open) => {
  let database: Database;
  let h: Harness;

  async function start(config: Partial<ExchangeWebhookConfig> & { next?: boolean } = {}) {
    h = await startHarness(database, ['123456'], { config: { exchangeWebhook: webhookConfig(keys, config) } });
  }

  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await h?.close();
    await database.close();
  });

  const deliver = (body: string, options: { contentType?: string; from?: string } = {}) =>
    h.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': options.contentType ?? 'application/jose' },
      payload: body,
      remoteAddress: options.from ?? '203.0.113.7',
    });

  const stored = async () =>
    rows<{ event_id: string; event_type: string; event: string; subject: string; event_at: string | null; n: number }>(
      database,
      sql`SELECT event_id, event_type, event, subject, event_at::text, count(*) OVER (PARTITION BY event_id)::int AS n FROM webhook_inbox ORDER BY id`,
    );

  function acked(res: LightMyRequestResponse): string {
    expect(res.statusCode, res.body).toBe(200);
    return exchangeWebhookAck.parse(res.json()).data.id;
  }

  function refused(res: LightMyRequestResponse, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    expect(failureEnvelope.safeParse(res.json()).success).toBe(true);
    expect(res.body).not.toContain('"status":"success"');
  }

  it('keeps a signed and encrypted event and acknowledges it in BSE’s shape with our inbox id', async () => {
    await start();
    const res = await deliver(await bseJose(keys, bseEvent('REQ-1', { at: '2026-08-21 14:25:00' })));
    const id = acked(res);
    expect(id).toMatch(/^20260821-\d{8}$/);
    expect(res.json()).toEqual({ status: 'success', data: { id }, messages: [] });
    expect(await stored()).toEqual([
      // A time without an offset is IST: 14:25 IST is 08:55 UTC.
      { event_id: 'REQ-1', event_type: 'ORDER', event: 'order_allotted', subject: 'order:880001', event_at: '2026-08-21 08:55:00+00', n: 1 },
    ]);
    // Same bytes under application/json: JOSE is recognised by its shape.
    acked(await deliver(await bseJose(keys, bseEvent('REQ-2')), { contentType: 'application/json' }));
    // With a charset parameter, as some senders write it.
    acked(await deliver(await bseJose(keys, bseEvent('REQ-3')), { contentType: 'application/jose; charset=utf-8' }));
    expect((await stored()).map((r) => r.event_id)).toEqual(['REQ-1', 'REQ-2', 'REQ-3']);
  });

  it('refuses a wrong signature, a key that is not BSE’s, a JWE to another key, and disallowed algorithms: 401, nothing kept', async () => {
    await start();
    const event = bseEvent('REQ-BAD');
    const good = await bseJose(keys, event);
    const [head, payload, signature] = good.split('.');
    const tampered = `${head}.${payload}.${signature!.slice(0, -4)}${signature!.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const jwe = await bseJwe(keys, event);
    const bodies: Record<string, string> = {
      'a tampered signature': tampered,
      'another payload under BSE’s signature': `${head}.${Buffer.from(await bseJwe(keys, bseEvent('REQ-OTHER'))).toString('base64url')}.${signature}`,
      'a stranger’s key': await bseJose(keys, event, { signWith: keys.stranger.privateKey }),
      'encrypted to another member’s key': await bseJose(keys, event, { encryptTo: keys.otherMember.publicKey }),
      // The classic confusion: BSE's public key used as an HMAC secret.
      HS256: await signCompact(jwe, new TextEncoder().encode(keys.bse.publicPem), 'HS256'),
      'RS512 by BSE’s own key': await signCompact(jwe, await asAlgorithm(keys.bse, 'RS512'), 'RS512'),
      'PS256 by BSE’s own key': await signCompact(jwe, await asAlgorithm(keys.bse, 'PS256'), 'PS256'),
      'alg none, no signature': unsignedJws(jwe),
      'alg none, a junk signature': unsignedJws(jwe, 'c2lnbmF0dXJl'),
      'RSA1_5 key management': await signCompact(withJweHeader(jwe, { alg: 'RSA1_5', enc: 'A256GCM' }), keys.bse.privateKey, 'RS256'),
      'A128GCM content encryption': await bseJose(keys, event, { enc: 'A128GCM' }),
      'dir key management': await signCompact(withJweHeader(jwe, { alg: 'dir', enc: 'A256GCM' }), keys.bse.privateKey, 'RS256'),
      'a signed event that is not encrypted': await signCompact(JSON.stringify(event), keys.bse.privateKey, 'RS256'),
      'an empty body': '',
      'plain JSON (not allowed here)': JSON.stringify(event),
    };
    for (const [what, body] of Object.entries(bodies)) {
      const res = await deliver(body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(401);
      refused(res, 401);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses an event outside the time window, and a verified body that is not an event (400): nothing kept', async () => {
    await start();
    // The harness clock stands at 2026-08-21T09:00:00Z.
    refused(await deliver(await bseJose(keys, bseEvent('REQ-OLD', { at: '2026-08-19T08:59:00Z' }))), 401);
    refused(await deliver(await bseJose(keys, bseEvent('REQ-AHEAD', { at: '2026-08-21T09:10:00Z' }))), 401);
    refused(await deliver(await bseJose(keys, bseEvent('REQ-NOT-A-TIME', { at: 'yesterday' }))), 400);
    refused(await deliver(await bseJose(keys, { hello: 'world' })), 400);
    refused(await deliver(await signCompact('x', keys.bse.privateKey, 'RS256')), 401);
    // A day old is inside.
    acked(await deliver(await bseJose(keys, bseEvent('REQ-DAY', { at: '2026-08-20T09:01:00Z' }))));
    expect((await stored()).map((r) => r.event_id)).toEqual(['REQ-DAY']);
  });

  it('accepts BSE’s current and next key during a rotation, and refuses a third', async () => {
    await start({ next: true });
    acked(await deliver(await bseJose(keys, bseEvent('REQ-CURRENT'))));
    acked(await deliver(await bseJose(keys, bseEvent('REQ-NEXT'), { signWith: keys.bseNext.privateKey })));
    refused(await deliver(await bseJose(keys, bseEvent('REQ-THIRD'), { signWith: keys.stranger.privateKey })), 401);
    expect((await stored()).map((r) => r.event_id)).toEqual(['REQ-CURRENT', 'REQ-NEXT']);
  });

  it('takes plain JSON only when the test-environment flag is on AND the sender is allowlisted', async () => {
    const event = JSON.stringify(bseEvent('REQ-PLAIN', { eventType: 'MANDATES', event: 'mandate_registered' }));
    // The address allowlisted but the flag off.
    await start({ plainJsonFrom: [UAT_ADDRESS] });
    refused(await deliver(event, { contentType: 'application/json', from: UAT_ADDRESS }), 401);
    await h.close();
    // The flag on, the wrong address; then the right one.
    await start({ plainJson: true, plainJsonFrom: [UAT_ADDRESS] });
    refused(await deliver(event, { contentType: 'application/json', from: '10.1.2.4' }), 401);
    expect(await stored()).toEqual([]);
    acked(await deliver(event, { contentType: 'application/json', from: UAT_ADDRESS }));
    // A MANDATES event without a mandate id is about the next id it carries (its order).
    expect((await stored()).map((r) => [r.event_id, r.subject])).toEqual([['REQ-PLAIN', 'order:880001']]);
    refused(await deliver('{"request_id":', { contentType: 'application/json', from: UAT_ADDRESS }), 400);
  });

  it('is in the OpenAPI document the fuzz test sends to, as a party operation with BSE’s acknowledgement', async () => {
    await start();
    const op = operationsOf(h.app).find((o) => o.path === PATH);
    expect(op).toMatchObject({ operationId: 'exchangeWebhook', method: 'POST', party: { contentTypes: ['application/jose', 'application/json'] } });
    expect(op!.party!.ack).toBe(exchangeWebhookAck);
  });

  it('refuses other content types (415) and never reads a session or asks for CSRF', async () => {
    await start();
    const body = await bseJose(keys, bseEvent('REQ-CT'));
    refused(await deliver(body, { contentType: 'text/plain' }), 415);
    // A signed-in browser's cookies without its CSRF token change nothing: the signature decides.
    await addUser(database, { mobile: '9000000001', name: 'Asha Verma' });
    const browser = await h.signIn('9000000001');
    const res = await h.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/jose' },
      payload: body,
      cookies: Object.fromEntries(browser.cookies),
    });
    acked(res);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a duplicate delivery once and acknowledges it both times with the same id', async () => {
    await start();
    const body = await bseJose(keys, bseEvent('REQ-DUP'));
    const first = acked(await deliver(body));
    // BSE signs again for a redelivery: other bytes, the same request_id.
    const second = acked(await deliver(await bseJose(keys, bseEvent('REQ-DUP'))));
    expect(second).toBe(first);
    expect(await stored()).toHaveLength(1);
  });

  it('keeps exactly one row per event from 1,000 concurrent, duplicated and reordered deliveries', async () => {
    await start();
    const events = 100;
    const bodies = await Promise.all(
      Array.from({ length: events }, (_, i) => bseJose(keys, bseEvent(`REQ-${i}`, { orderId: String(880000 + (i % 7)) }))),
    );
    // Each event ten times, in an order that is not the events' own (a fixed shuffle).
    const deliveries = Array.from({ length: events * 10 }, (_, n) => ({ event: (n * 37) % events, n })).sort((a, b) => ((a.n * 7919) % 1000) - ((b.n * 7919) % 1000));
    const answers = await Promise.all(deliveries.map(async (d) => ({ event: d.event, res: await deliver(bodies[d.event]!) })));
    const ackOf = new Map<number, Set<string>>();
    for (const { event, res } of answers) {
      const id = acked(res);
      ackOf.set(event, (ackOf.get(event) ?? new Set()).add(id));
    }
    expect([...ackOf.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(new Set([...ackOf.values()].map((ids) => [...ids][0])).size).toBe(events);
    const kept = await stored();
    expect(kept).toHaveLength(events);
    expect(new Set(kept.map((r) => r.event_id)).size).toBe(events);
  }, 120_000);

  it('does not acknowledge an event it could not keep: 503 with Retry-After, nothing kept; a redelivery then is', async () => {
    await start();
    // The insert fails as a database that refuses writes would.
    await database.db.execute(sql`CREATE FUNCTION refuse_inbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await database.db.execute(sql`CREATE TRIGGER refuse_inbox BEFORE INSERT ON webhook_inbox FOR EACH ROW EXECUTE FUNCTION refuse_inbox()`);
    const body = await bseJose(keys, bseEvent('REQ-LOST'));
    const res = await deliver(body);
    refused(res, 503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).not.toContain('REQ-LOST');
    await database.db.execute(sql`DROP TRIGGER refuse_inbox ON webhook_inbox`);
    expect(await stored()).toEqual([]);
    acked(await deliver(body));
    expect((await stored()).map((r) => r.event_id)).toEqual(['REQ-LOST']);
  });
});
