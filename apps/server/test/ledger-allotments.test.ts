import { istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { SandboxExchangeOrders, settleDue } from '../src/integrations/exchange';
import { applyAllotmentStatement } from '../src/ledger';
import { forEachDatabase } from './test-database';
import {
  MEMBER,
  purchase,
  SCHEMES,
  seedSandboxSchemes,
  TestClock,
} from './sandbox-exchange-test-kit';

// The product's ledger (migration 0043): the sandbox exchange's allotment statement applied as one
// ledger entry per allotment, however often it is applied, on PGlite and PostgreSQL.

forEachDatabase('ledger from the allotment statement', (open) => {
  let database: Database;
  let clock: TestClock;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-25', '10:05'));
    return () => database.close();
  });

  it('records each allotment once, and reports an entry that no longer matches the statement', async () => {
    const exchange = new SandboxExchangeOrders(database, clock);
    const a = await exchange.orderEntry(purchase({ TransNo: 'L1' }));
    const b = await exchange.orderEntry(purchase({ TransNo: 'L2', OrderVal: '7000' }));
    await exchange.payment({
      membercode: MEMBER.MemberId,
      clientcode: 'SAN0000001',
      paymentMode: 'NEFT',
      ordernumber: [a.OrderId, b.OrderId],
      totalamount: '12000',
      internalrefno: 'LP1',
      NEFTreference: 'UTRL1',
    });
    await exchange.bank.receiveNeftCredit('UTRL1');
    await database.db.execute(
      sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${SCHEMES.largeCap.amfi}, '2026-11-25', '123.4567')`,
    );
    await settleDue(database, clock);
    const statement = await exchange.allotmentStatement({
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
    });
    expect(statement).toHaveLength(2);

    expect(await applyAllotmentStatement(database, statement, clock)).toEqual({
      recorded: 2,
      alreadyRecorded: 0,
      differing: [],
    });
    const again = await Promise.all([
      applyAllotmentStatement(database, statement, clock),
      applyAllotmentStatement(database, statement, clock),
    ]);
    expect(again.map((r) => r.recorded)).toEqual([0, 0]);
    const entries = (
      (await database.db.execute(sql`
      SELECT exchange_order_no::text AS order_no, units::text, amount::text, stamp_duty::text FROM ledger_entry ORDER BY 1`)) as unknown as {
        rows: { order_no: string; units: string; amount: string; stamp_duty: string }[];
      }
    ).rows;
    // ₹5,000 at 123.4567 → 40.498 units (hand-worked in the domain's purchase-allotment test).
    expect(entries[0]).toEqual({
      order_no: a.OrderId,
      units: '40.4980',
      amount: '5000.00',
      stamp_duty: '0.25',
    });
    expect(entries).toHaveLength(2);

    const altered = statement.map((r) =>
      r.OrderNo === b.OrderId ? { ...r, AllottedUnit: '56.700' } : r,
    );
    expect((await applyAllotmentStatement(database, altered, clock)).differing).toEqual([
      b.OrderId,
    ]);
  });
});
