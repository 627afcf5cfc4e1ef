import { istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { SandboxExchangeOrders, settleDue, type AllotmentStatementRow } from '../src/integrations/exchange';
import { applyAllotmentStatement, reconcileLedger, reconciliationBreaks, recordReconciliationBreaks } from '../src/ledger';
import { forEachDatabase } from './test-database';
import { MEMBER, purchase, SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';

// The reconciliation of the ledger with the exchange's allotment statement (docs/decisions/0066):
// nothing when they agree; each kind of difference when one is planted, on PGlite and PostgreSQL.

const DAY = { fromDate: '2026-11-25', toDate: '2026-11-25' };

forEachDatabase('ledger reconciliation', (open) => {
  let database: Database;
  let exchange: SandboxExchangeOrders;
  let statement: AllotmentStatementRow[];
  let orders: string[];

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    const clock = new TestClock(istInstant('2026-11-25', '10:05'));
    exchange = new SandboxExchangeOrders(database, clock);
    orders = [];
    for (const [no, amount] of [['R1', '5000'], ['R2', '7000'], ['R3', '9000']] as const) {
      orders.push((await exchange.orderEntry(purchase({ TransNo: no, OrderVal: amount }))).OrderId);
    }
    await exchange.payment({
      membercode: MEMBER.MemberId,
      clientcode: 'SAN0000001',
      paymentMode: 'NEFT',
      ordernumber: orders,
      totalamount: '21000',
      internalrefno: 'RP1',
      NEFTreference: 'UTRR1',
    });
    await exchange.bank.receiveNeftCredit('UTRR1');
    await database.db.execute(
      sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${SCHEMES.largeCap.amfi}, '2026-11-25', '123.4567')`,
    );
    await settleDue(database, clock);
    statement = await exchange.allotmentStatement(DAY);
    await applyAllotmentStatement(database, statement, clock);
    return () => database.close();
  });

  it('finds no difference when the ledger holds exactly what the exchange allotted', async () => {
    expect(statement).toHaveLength(3);
    expect(await reconcileLedger(database, statement, DAY)).toEqual([]);
  });

  it('reports an allotment missing from the ledger and a ledger entry the exchange does not have', async () => {
    const [a, b] = orders as [string, string, string];
    await database.db.execute(sql`DELETE FROM ledger_entry WHERE exchange_order_no = ${a}`);
    // The exchange's statement without b (as if the exchange had never allotted it).
    const withoutB = statement.filter((r) => r.OrderNo !== b);
    const found = await reconcileLedger(database, withoutB, DAY);
    expect(found).toHaveLength(2);
    expect(found[0]).toEqual({
      kind: 'missingInLedger',
      orderNo: a,
      clientCode: 'SAN0000001',
      schemeCode: SCHEMES.largeCap.code,
      ledger: null,
      exchange: '40.498 units',
    });
    expect(found[1]).toMatchObject({ kind: 'missingAtExchange', orderNo: b, clientCode: 'SAN0000001', exchange: null });
    expect(found[1]!.ledger).toMatch(/ units$/);
  });

  it('reports units, amount, NAV and folio that differ, one line each', async () => {
    const [, , c] = orders as [string, string, string];
    await database.db.execute(sql`
      UPDATE ledger_entry SET units = units + 0.001, amount = amount - 1, nav = nav + 0.0001, folio_no = 'X1'
      WHERE exchange_order_no = ${c}`);
    const found = await reconcileLedger(database, statement, DAY);
    expect(found.map((d) => d.kind)).toEqual(['unitsDiffer', 'amountDiffers', 'navDiffers', 'folioDiffers']);
    expect(found.every((d) => d.orderNo === c)).toBe(true);
    const row = statement.find((r) => r.OrderNo === c)!;
    expect(found[1]).toMatchObject({ ledger: '8999.00', exchange: row.AllottedAmt });
    expect(found[2]).toMatchObject({ ledger: '123.4568', exchange: '123.4567' });
    expect(found[3]).toMatchObject({ ledger: 'X1', exchange: row.FolioNo });
  });

  it('leaves entries reported outside the window out of it', async () => {
    await database.db.execute(sql`UPDATE ledger_entry SET reported_on = '2026-11-20'`);
    const found = await reconcileLedger(database, statement, DAY);
    expect(found.map((d) => d.kind)).toEqual(['missingInLedger', 'missingInLedger', 'missingInLedger']);
    expect(await reconcileLedger(database, [], { fromDate: '2026-11-20', toDate: '2026-11-20' })).toHaveLength(3);
  });

  describe('breaks kept with their state (decision 0164)', () => {
    const alerts: Record<string, unknown>[] = [];
    const log = { warn: (fields: Record<string, unknown>) => void alerts.push(fields) };
    const at = (minutes: number) => new Date(Date.parse('2026-11-25T10:00:00Z') + minutes * 60_000);

    it('opens a break once with an alert, keeps one on a re-run (even two at once), resolves it when gone', async () => {
      alerts.length = 0;
      const [a] = orders as [string, string, string];
      await database.db.execute(sql`UPDATE ledger_entry SET units = units + 0.001 WHERE exchange_order_no = ${a}`);
      const found = await reconcileLedger(database, statement, DAY);
      expect(found.map((d) => d.kind)).toEqual(['unitsDiffer']);

      const opened = await recordReconciliationBreaks(database, found, { now: at(0), log, completeWindow: true });
      expect(opened).toEqual([expect.objectContaining({ kind: 'unitsDiffer', orderNo: a, state: 'open', ledger: '40.4990', exchange: '40.498' })]);
      expect(alerts).toEqual([expect.objectContaining({ alert: 'reconciliation-break', kind: 'unitsDiffer', orderNo: a })]);

      // The console read twice at once, and once more: still one open break, no second alert.
      await Promise.all([1, 2].map((m) => recordReconciliationBreaks(database, found, { now: at(m), log, completeWindow: true })));
      expect(await recordReconciliationBreaks(database, found, { now: at(3), log, completeWindow: true })).toEqual([]);
      expect(alerts).toHaveLength(1);
      expect((await reconciliationBreaks(database)).map((b) => [b.kind, b.state])).toEqual([['unitsDiffer', 'open']]);

      // A partial window does not resolve what it did not look at.
      await recordReconciliationBreaks(database, [], { now: at(4), log, completeWindow: false });
      expect((await reconciliationBreaks(database))[0]!.state).toBe('open');

      // Fixed: the next full reconciliation finds nothing and resolves it; it stays listed, resolved.
      await database.db.execute(sql`UPDATE ledger_entry SET units = units - 0.001 WHERE exchange_order_no = ${a}`);
      await recordReconciliationBreaks(database, await reconcileLedger(database, statement, DAY), { now: at(5), log, completeWindow: true });
      expect(await reconciliationBreaks(database)).toEqual([expect.objectContaining({ orderNo: a, state: 'resolved', resolvedAt: at(5).toISOString() })]);
    });
  });
});
