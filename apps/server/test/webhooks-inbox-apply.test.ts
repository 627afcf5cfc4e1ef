// The webhook inbox job (issue 24 §3, decision 0174): due events applied in order per subject,
// each exactly once (even by two passes at once), by the handler registered for its (party,
// event type, event); an event without one is parked with a reason and an alert, never dropped
// or marked applied.
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { webhookInbox } from '../src/db/schema';
import { EXCHANGE_PARTY, registerExchangeWebhookHandlers } from '../src/integrations/exchange';
import { webhookInboxJob } from '../src/jobs';
import { applyDueWebhooks, receiveWebhook, WebhookHandlers, type InboxEvent, type VerifiedEvent } from '../src/webhooks';
import { rows, START } from './session-test-kit';
import { forEachDatabase } from './test-database';

forEachDatabase('the webhook inbox job', (open) => {
  let database: Database;
  let now: Date;
  const alerts: Record<string, unknown>[] = [];
  const log = { warn: (fields: Record<string, unknown>) => void alerts.push(fields) };

  beforeEach(async () => {
    database = await open();
    now = START;
    alerts.length = 0;
    await database.db.execute(sql`CREATE TABLE test_applied (event_id text NOT NULL, seq serial)`);
    return () => database.close();
  });

  /** Keeps an event as the route does, `seconds` after START. */
  async function receive(eventId: string, event: string, subject: string, seconds: number, eventType = 'ORDER') {
    const verified: VerifiedEvent = { eventId, eventType, event, subject, eventAt: null, payload: { request_id: eventId, action: { event_type: eventType, event } } };
    await receiveWebhook(database, EXCHANGE_PARTY, verified, new Date(START.getTime() + seconds * 1000));
  }

  /** The exchange's parking plus a test handler for order_allotted that records what it applied. */
  function handlers(): WebhookHandlers {
    const h = new WebhookHandlers();
    registerExchangeWebhookHandlers(h);
    h.register(EXCHANGE_PARTY, 'ORDER', 'order_allotted', async (tx, e: InboxEvent) => {
      await tx.execute(sql`INSERT INTO test_applied (event_id) VALUES (${e.eventId})`);
      return { applied: true };
    });
    return h;
  }

  const inbox = () =>
    rows<{ event_id: string; applied: boolean; parked_reason: string | null; attempts: number }>(
      database,
      sql`SELECT event_id, applied_at IS NOT NULL AS applied, parked_reason, attempts FROM webhook_inbox ORDER BY id`,
    );
  const applied = async () => (await rows<{ event_id: string }>(database, sql`SELECT event_id FROM test_applied ORDER BY seq`)).map((r) => r.event_id);
  const pass = (h = handlers()) => applyDueWebhooks(database, h, { now: () => now, log });


  it('has a Drizzle schema that follows 0106_webhook_inbox.sql (columns, nullability)', async () => {
    const config = getTableConfig(webhookInbox);
    const columns = await rows<{ column_name: string; is_nullable: string }>(
      database,
      sql`SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = ${config.name} AND table_schema = current_schema()`,
    );
    expect(columns.map((c) => [c.column_name, c.is_nullable === 'YES']).sort()).toEqual(config.columns.map((c) => [c.name, !c.notNull]).sort());
  });

  it('applies a handled event once, even with two passes at once, and again never', async () => {
    await receive('E1', 'order_allotted', 'order:1', 0);
    await receive('E2', 'order_allotted', 'order:2', 1);
    const h = handlers();
    const results = await Promise.all([pass(h), pass(h)]);
    expect(results.reduce((n, r) => n + r.applied, 0)).toBe(2);
    await Promise.all([pass(h), pass(h)]);
    expect(await applied()).toEqual(['E1', 'E2']);
    expect((await inbox()).map((r) => [r.event_id, r.applied])).toEqual([['E1', true], ['E2', true]]);
    expect(alerts).toEqual([]);
  });

  it('parks an event without a handler, and an unknown one, with a reason and a warn alert naming the event id; neither is applied', async () => {
    await receive('E-NEW', 'order_new', 'order:10', 0);
    await receive('E-ODD', 'order_teleported', 'order:11', 1);
    const result = await pass();
    expect(result).toMatchObject({ applied: 0, parked: 2 });
    const kept = await inbox();
    expect(kept.map((r) => r.applied)).toEqual([false, false]);
    expect(kept[0]!.parked_reason).toMatch(/^no handler yet for ORDER order_new \(the exchange accepted the order/);
    expect(kept[1]!.parked_reason).toBe('unknown exchange event ORDER order_teleported: not applied');
    expect(alerts.map((a) => [a.alert, a.eventId])).toEqual([['webhook-parked', 'E-NEW'], ['webhook-parked', 'E-ODD']]);
    // Parked stays parked: a later pass does not look at it again, nor alert again.
    expect(await pass()).toMatchObject({ applied: 0, parked: 0 });
    expect(alerts).toHaveLength(2);
  });

  it('applies a subject’s events in received order, and holds them behind a parked one', async () => {
    // Order 5: allotted received before a second allotment; order 6: a parked event first.
    await receive('B', 'order_allotted', 'order:5', 2);
    await receive('A', 'order_allotted', 'order:5', 1);
    await receive('P', 'order_new', 'order:6', 0);
    await receive('C', 'order_allotted', 'order:6', 3);
    await receive('D', 'order_allotted', 'order:7', 4);
    await pass();
    expect(await applied()).toEqual(['A', 'B', 'D']);
    const kept = Object.fromEntries((await inbox()).map((r) => [r.event_id, r]));
    expect(kept.P).toMatchObject({ applied: false });
    expect(kept.P!.parked_reason).not.toBeNull();
    // Waits, neither applied nor parked, until the desk releases the event ahead of it.
    expect(kept.C).toMatchObject({ applied: false, parked_reason: null });
  });

  it('counts a handler that throws as an attempt, tries it again, and parks it after five', async () => {
    await receive('F', 'order_allotted', 'order:9', 0);
    const h = new WebhookHandlers().register(EXCHANGE_PARTY, 'ORDER', 'order_allotted', async (tx) => {
      await tx.execute(sql`INSERT INTO test_applied (event_id) VALUES ('F')`);
      throw new Error('registrar file not found');
    });
    const first = await pass(h);
    expect(first).toMatchObject({ applied: 0, failed: 1, parked: 0 });
    for (let i = 0; i < 4; i += 1) await pass(h);
    const [row] = await inbox();
    expect(row).toMatchObject({ applied: false, attempts: 5 });
    expect(row!.parked_reason).toBe('the handler failed 5 times: registrar file not found');
    // Each failed attempt rolled back what the handler wrote.
    expect(await applied()).toEqual([]);
    expect(alerts.map((a) => a.eventId)).toEqual(['F']);
  });

  it('runs as a job of the loop: one pass applies what is due, then it sleeps until woken', async () => {
    await receive('J', 'order_allotted', 'order:12', 0);
    const job = webhookInboxJob({ database, handlers: handlers(), clock: { now: () => now }, log });
    expect(await job.run()).toEqual({ nextDueAt: null });
    expect(await applied()).toEqual(['J']);
  });
});
