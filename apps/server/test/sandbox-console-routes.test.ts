import { failureEnvelope, sandboxRoutes, successEnvelope } from '@sanchay/contract';
import { istInstant, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { CatalogueIndex, loadDemoCatalogue } from '../src/features/catalogue';
import { CONSOLE_MEMBER, SandboxClock } from '../src/features/sandbox';
import { SandboxExchangeOrders, settleDue, syncSandboxSchemeMaster } from '../src/integrations/exchange';
import { sandboxClockJob } from '../src/jobs';
import { forEachDatabase } from './test-database';

// The sandbox console's routes (docs/decisions/0065, 0066), in the order a tester uses them, on one
// database per driver: a demo catalogue loaded up to Tuesday 24/11/2026, the base clock on
// Wednesday 25/11/2026 10:05 IST.

const BASE = istInstant('2026-11-25', '10:05');
const base: Clock = { now: () => BASE };
const DAY_MS = 86_400_000;
const r = sandboxRoutes;

async function appOn(database: Database, sandbox: boolean): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    clock: base,
    config: { webDistDir: '/nonexistent/dist', sandbox },
    catalogueIndex: new CatalogueIndex({ now: () => 0 }),
  });
  await app.ready();
  return app;
}

async function call<S extends z.ZodType>(app: FastifyInstance, route: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; response: S }, payload?: object) {
  const res = await app.inject({ method: route.method, url: route.path, ...(payload ? { payload } : {}) });
  const json: unknown = res.json();
  if (res.statusCode === 200) return { status: 200, data: (successEnvelope(route.response).parse(json) as { responseData: z.output<S> }).responseData, message: '' };
  return { status: res.statusCode, data: undefined, message: failureEnvelope.parse(json).message };
}

forEachDatabase('sandbox console routes', (open) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    await loadDemoCatalogue(database, '2026-11-24');
    // As `npm start` does after a catalogue load (load-catalogue.ts).
    await syncSandboxSchemeMaster(database);
    app = await appOn(database, true);
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is not there outside sandbox mode', async () => {
    const off = await appOn(database, false);
    try {
      for (const route of [r.getConsole, r.reconciliation, r.reconciliationBreaks]) expect((await off.inject({ method: 'GET', url: route.path })).statusCode).toBe(404);
      for (const route of [r.moveClock, r.publishNavs, r.decideMandate, r.failPayment, r.testPurchase])
        expect((await off.inject({ method: 'POST', url: route.path, payload: {} })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('publishes the next business day\'s NAVs once, and not before that day on the sandbox clock', async () => {
    expect((await call(app, r.getConsole)).data!.latestNavDate).toBe('2026-11-24');
    // Two at once: Wednesday's NAVs written once. The second either publishes Wednesday too (it
    // read the latest date before the first wrote: nothing left to write) or, after it, asks for
    // Thursday's, which are not due yet.
    const both = await Promise.all([call(app, r.publishNavs, {}), call(app, r.publishNavs, {})]);
    const published = both.filter((x) => x.status === 200).map((x) => x.data!);
    expect(published.map((p) => p.navDate)).toContain('2026-11-25');
    expect(new Set(published.map((p) => p.navDate))).toEqual(new Set(['2026-11-25']));
    const [written] = ((await database.db.execute(sql`
      SELECT count(*)::int AS navs, count(DISTINCT amfi_code)::int AS schemes FROM nav_history WHERE nav_date = '2026-11-25'`)) as unknown as {
      rows: { navs: number; schemes: number }[];
    }).rows;
    expect(written!.navs).toBe(written!.schemes);
    for (const p of published) expect(p.navsPublished).toBe(written!.navs);
    expect(written!.navs).toBeGreaterThan(10);
    // Thursday's NAVs wait for Thursday.
    const early = await call(app, r.publishNavs, {});
    expect(early).toMatchObject({ status: 400, message: 'The NAVs of 26/11/2026 are not due yet on the sandbox clock. Move the clock forward first.' });
    expect((await call(app, r.getConsole)).data!.latestNavDate).toBe('2026-11-25');
  });

  it('allots a test purchase once its NAV is published, and reconciles the ledger with the statement', async () => {
    const bought = await call(app, r.testPurchase, { clientCode: 'SANDBOX001', amount: 5000 });
    expect(bought.message).toBe('');
    const clock = await SandboxClock.open(database, base);
    await settleDue(database, clock);
    const view = (await call(app, r.getConsole)).data!;
    const order = view.orders.find((o) => o.orderNo === bought.data!.orderNo)!;
    expect(order).toMatchObject({ paymentStatus: 'APPROVED', paymentMode: 'NET_BANKING', navDate: '2026-11-25', allotted: true });
    const allotment = view.allotments.find((x) => x.OrderNo === bought.data!.orderNo)!;
    expect(allotment).toMatchObject({ ClientCode: 'SANDBOX001', AllottedAmt: '5000.00', StampDuty: '0.25', NavDate: '2026-11-25' });

    // The exchange allotted it; the ledger does not know yet.
    expect((await call(app, r.reconciliation)).data).toEqual([
      {
        kind: 'missingInLedger',
        orderNo: bought.data!.orderNo,
        clientCode: 'SANDBOX001',
        schemeCode: bought.data!.schemeCode,
        ledger: null,
        exchange: `${allotment.AllottedUnit} units`,
      },
    ]);
    // Kept as an open break (decision 0164), once however often the console looks.
    await call(app, r.reconciliation);
    expect((await call(app, r.reconciliationBreaks)).data).toEqual([
      expect.objectContaining({ kind: 'missingInLedger', orderNo: bought.data!.orderNo, state: 'open', resolvedAt: null }),
    ]);
    expect((await call(app, r.applyAllotmentStatement, {})).data).toEqual({ recorded: 1, alreadyRecorded: 0 });
    expect((await call(app, r.applyAllotmentStatement, {})).data).toEqual({ recorded: 0, alreadyRecorded: 1 });
    expect((await call(app, r.reconciliation)).data).toEqual([]);
    // The ledger caught up: the break is resolved, and still listed.
    expect((await call(app, r.reconciliationBreaks)).data).toEqual([
      expect.objectContaining({ kind: 'missingInLedger', orderNo: bought.data!.orderNo, state: 'resolved', resolvedAt: expect.any(String) }),
    ]);
  });

  it('approves or rejects a waiting mandate, once', async () => {
    const x = (await call(app, r.testMandate, { clientCode: 'SANDBOX001', mandateType: 'X' })).data!;
    const n = (await call(app, r.testMandate, { clientCode: 'SANDBOX001', mandateType: 'N' })).data!;
    expect((await call(app, r.decideMandate, { mandateId: x.mandateId, outcome: 'APPROVED' })).data).toEqual({ mandateId: x.mandateId, status: 'APPROVED' });
    expect((await call(app, r.decideMandate, { mandateId: n.mandateId, outcome: 'REJECTED' })).data).toEqual({ mandateId: n.mandateId, status: 'REJECTED' });
    const again = await call(app, r.decideMandate, { mandateId: x.mandateId, outcome: 'REJECTED' });
    expect(again).toMatchObject({ status: 400, message: 'This mandate is not waiting for the bank’s answer.' });
    const mandates = (await call(app, r.getConsole)).data!.mandates;
    expect(mandates.find((m) => m.mandateId === x.mandateId)?.status).toBe('APPROVED');
    expect(mandates.find((m) => m.mandateId === n.mandateId)).toMatchObject({ status: 'REJECTED', remarks: 'REJECTED BY BANK: ACCOUNT DETAILS DO NOT MATCH' });
  });

  it('fails a payment still waiting for money (at the bank page or an awaited NEFT), and only such a payment', async () => {
    const clock = await SandboxClock.open(database, base);
    const exchange = new SandboxExchangeOrders(database, clock);
    const scheme = (await call(app, r.getConsole)).data!.orders[0]!.schemeCode;
    const paid: string[] = [];
    for (const [ref, mode] of [['FP1', 'NET_BANKING'], ['FP2', 'NEFT']] as const) {
      const entry = await exchange.orderEntry({
        TransCode: 'NEW', TransNo: ref, ...CONSOLE_MEMBER, ClientCode: 'SANDBOX002', SchemeCd: scheme, BuySell: 'P',
        BuySellType: 'FRESH', DPTxn: 'P', OrderVal: '5000', Qty: '', AllRedeem: 'N', FolioNo: '',
      });
      await exchange.payment({
        membercode: CONSOLE_MEMBER.MemberId, clientcode: 'SANDBOX002', paymentMode: mode, ordernumber: [entry.OrderId],
        totalamount: '5000', internalrefno: ref, ...(mode === 'NEFT' ? { NEFTreference: 'UTRFP2' } : {}),
      });
      paid.push(entry.OrderId);
    }
    const orders = (await call(app, r.getConsole)).data!.orders.filter((o) => paid.includes(o.orderNo ?? ''));
    expect(orders.map((o) => o.paymentState).sort()).toEqual(['at_bank', 'awaiting']);
    for (const o of orders) {
      expect((await call(app, r.failPayment, { paymentId: o.paymentId })).data).toEqual({ paymentId: o.paymentId, paymentStatus: 'REJECTED' });
      expect(await exchange.paymentStatus('SANDBOX002', o.orderNo!)).toEqual({ statuscode: '100', status: 'REJECTED' });
      expect(await call(app, r.failPayment, { paymentId: o.paymentId })).toMatchObject({ status: 400, message: 'This payment is not waiting for money, so it cannot be failed.' });
    }
  });

  it('applies again a command whose party answered but whose apply failed', async () => {
    let applyBreaks = true;
    app.outsideCalls.register({
      party: 'console-test',
      operation: 'flaky-apply',
      call: async () => ({ ok: true }),
      apply: async () => {
        if (applyBreaks) throw new Error('the apply broke');
      },
    });
    const { id } = await database.db.transaction((tx) =>
      app.outsideCalls.enqueue(tx, { party: 'console-test', operation: 'flaky-apply', idempotencyKey: 'console-retry-1', request: {} }, { runNow: true }),
    );
    expect(await app.outsideCalls.run(id)).toMatchObject({ status: 'answered', error: expect.stringContaining('the apply broke') });
    applyBreaks = false;
    const retried = await call(app, r.retryOutsideCall, { id });
    expect(retried.data).toMatchObject({ id, status: 'done', attempts: 1 });
    // Done now: nothing left to apply.
    expect((await call(app, r.retryOutsideCall, { id })).status).toBe(400);
  });

  it('refuses to retry a command that is not an answer waiting to be applied', async () => {
    const res = await call(app, r.retryOutsideCall, { id: '00000000-0000-4000-8000-000000000000' });
    expect(res).toMatchObject({ status: 400, message: 'Only a command whose answer was not applied yet can be retried.' });
  });

  describe('the clock', () => {
    it('moves forward by hours or days, two moves at once both count, and a restart keeps it', async () => {
      const before = (await call(app, r.getConsole)).data!.clock;
      const [a, b] = await Promise.all([call(app, r.moveClock, { amount: 1, unit: 'days' }), call(app, r.moveClock, { amount: 3, unit: 'hours' })]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const after = (await call(app, r.getConsole)).data!.clock;
      expect(after.offsetMs - before.offsetMs).toBe(DAY_MS + 3 * 3_600_000);
      expect(Date.parse(after.now)).toBe(BASE.getTime() + after.offsetMs);
      // Another process (or this one restarted) opens the clock with the same offset.
      const reopened = await SandboxClock.open(database, base);
      expect(reopened.now().toISOString()).toBe(after.now);
      // Thursday now on the sandbox clock: its NAVs can be published.
      expect((await call(app, r.publishNavs, {})).data!.navDate).toBe('2026-11-26');
    });

    it('reaches a second process on its next job pass (the sandbox-clock job re-reads the offset)', async () => {
      const first = await SandboxClock.open(database, base);
      const second = await SandboxClock.open(database, base);
      const job = sandboxClockJob({ clock: second });
      await first.advance(2, 'hours');
      expect(second.now().getTime()).toBe(first.now().getTime() - 2 * 3_600_000);
      await job.run();
      expect(second.now().getTime()).toBe(first.now().getTime());
      await expect(first.advance(0, 'days')).rejects.toThrow(RangeError);
    });

    it('refuses to move back, by nothing, or by more than a year at a time', async () => {
      for (const body of [{ amount: -1, unit: 'days' }, { amount: 0, unit: 'hours' }, { amount: 367, unit: 'days' }, { amount: 1, unit: 'weeks' }])
        expect((await call(app, r.moveClock, body)).status).toBe(400);
    });
  });

  it('buys a chosen demo scheme on request, and refuses one that is unknown or takes no such purchase', async () => {
    // 122639: a demo flexi cap fund (the demo investor's STP destination, demo-history-plan.ts).
    const bought = await call(app, r.testPurchase, { clientCode: 'SANDBOX001', amount: 5000, amfiCode: 122639 });
    expect(bought.status).toBe(200);
    const [master] = ((await database.db.execute(
      sql`SELECT unique_no::int AS amfi FROM sandbox_exchange_scheme_master WHERE scheme_code = ${bought.data!.schemeCode}`,
    )) as unknown as { rows: { amfi: number }[] }).rows;
    expect(master!.amfi).toBe(122639);
    // 99999999: no such scheme; 119723: an ELSS fund (locked units, never test data).
    for (const amfiCode of [99_999_999, 119723])
      expect(await call(app, r.testPurchase, { clientCode: 'SANDBOX001', amount: 5000, amfiCode })).toMatchObject({
        status: 400,
        message: 'That scheme is not a demo scheme taking a purchase of this amount.',
      });
    expect((await call(app, r.testPurchase, { clientCode: 'SANDBOX001', amount: 5000, amfiCode: 'x' })).status).toBe(400);
  });
});
