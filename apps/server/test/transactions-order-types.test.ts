// Issue 12 §3 (docs/decisions/0122): Transactions labels every ledger row no order of ours placed by
// the order type the exchange's allotment statement reported (OrderType and BuySell), recorded in
// the ledger (migration 0082): a lumpsum, a SIP instalment, a redemption, an STP's two legs, an SWP
// instalment, a switch's two legs. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { transactionFilterSchema } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { TransactionsService } from '../src/features/transactions';
import type { AllotmentStatementRow } from '../src/integrations/exchange';
import { applyAllotmentStatement, ledgerOrderTypeOf } from '../src/ledger';
import { investor, rowsOf } from './portfolio-test-kit';
import { forEachDatabase } from './test-database';

const clock = { now: () => new Date('2026-08-21T09:00:00Z') };

/** A statement row as the exchange reports it (BSE's allotment statement fields). */
function row(ucc: string, n: number, orderType: string, buySell: 'P' | 'R', day: string): AllotmentStatementRow {
  return {
    OrderNo: String(7_000_000 + n), OrderDate: day, ReportDate: day, SettType: 'MF', ClientCode: ucc, SchemeCode: '119018-DP-GR',
    RTASchemeCode: 'X', ISIN: 'INF179K01YV8', FolioNo: '91000001', OrderType: orderType, BuySell: buySell, NavDate: day,
    AllottedNav: '100.0000', AllottedUnit: '10.0000', AllottedAmt: '1000.00', StampDuty: buySell === 'P' ? '0.05' : '0.00', ValidFlag: 'Y',
  };
}

// OrderType and BuySell of each row → the ledger's order type → the screen's kind and label.
const CASES: [string, 'P' | 'R', string, string, string][] = [
  ['NRM', 'P', 'lumpsum', 'PURCHASE', 'Purchase'],
  ['SIP', 'P', 'sip', 'SIP', 'SIP Instalment'],
  ['NRM', 'R', 'redemption', 'REDEMPTION', 'Redemption'],
  ['STP', 'R', 'stp_out', 'STP_OUT', 'STP Out'],
  ['STP', 'P', 'stp_in', 'STP_IN', 'STP In'],
  ['SWP', 'R', 'swp', 'SWP', 'SWP Instalment'],
  ['SWITCH', 'R', 'switch_out', 'SWITCH_OUT', 'Switch Out'],
  ['SWITCH', 'P', 'switch_in', 'SWITCH_IN', 'Switch In'],
];

it('reads the order type from the statement row', () => {
  for (const [orderType, buySell, type] of CASES) expect(ledgerOrderTypeOf({ OrderType: orderType, BuySell: buySell })).toBe(type);
});

forEachDatabase('transactions labelled by the order type the exchange reported', (open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });

  it('shows each ledger row by its order type, filters by it, and keeps rows recorded before the type by their kind', async () => {
    const me = await investor(database);
    // One row a day, oldest first: the screen lists them newest first.
    const statement = CASES.map(([orderType, buySell], i) => row(me.ucc, i, orderType, buySell, `2026-08-${String(10 + i).padStart(2, '0')}`));
    await applyAllotmentStatement(database, statement, clock);
    const stored = await rowsOf<{ order_type: string }>(database, sql`SELECT order_type FROM ledger_entry ORDER BY exchange_order_no`);
    expect(stored.map((r) => r.order_type)).toEqual(CASES.map((c) => c[2]));

    const service = new TransactionsService({ database });
    const list = (type = 'ALL') => service.list(me.userId, transactionFilterSchema.parse({ type }));
    const all = await list();
    expect(all.transactions.map((t) => [t.kind, t.kindLabel, t.status])).toEqual(
      [...CASES].reverse().map(([, buySell, , kind, label]) => [kind, label, buySell === 'P' ? 'Allotted' : 'Redeemed']),
    );
    for (const [, , , kind] of CASES) expect((await list(kind)).transactions.map((t) => t.kind)).toEqual([kind]);

    // An entry recorded before migration 0082 and not derivable ('other'): a purchase by its units.
    await database.db.execute(sql`INSERT INTO ledger_entry (exchange_order_no, kind, ucc, scheme_code, folio_no, order_date, nav_date, nav, units, amount,
        stamp_duty, reported_on, recorded_at)
      VALUES (7100001, 'purchase', ${me.ucc}, '119018-DP-GR', '91000001', '2026-08-20', '2026-08-20', 100, 10, 1000, 0.05, '2026-08-20', now())`);
    expect((await list()).transactions[0]).toMatchObject({ kind: 'PURCHASE', kindLabel: 'Purchase', date: '20/08/2026' });
  });
});
