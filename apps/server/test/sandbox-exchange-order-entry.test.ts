import { istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  SandboxOrderEntry,
  parseOrderEntryReply,
  formatOrderEntryReply,
} from '../src/integrations/exchange';
import { forEachDatabase } from './test-database';
import { purchase, SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';

// Order entry at the sandbox exchange (migration 0041), on PGlite and PostgreSQL: BSE's reply
// shape, its refusals, and idempotency by TransNo per member per day, also under concurrency.

async function orderRows(db: Database): Promise<number> {
  const res = (await db.db.execute(
    sql`SELECT count(*)::int AS n FROM sandbox_exchange_order`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

describe('order-entry reply', () => {
  it('reads and writes BSE’s pipe-separated shape', () => {
    const text =
      'NEW|20261125123450000001|1000001|1234501|12345|SAN0000001|ORD CONF: Your Request for FRESH PURCHASE 5000.000|0';
    expect(formatOrderEntryReply(parseOrderEntryReply(text))).toBe(text);
    expect(() => parseOrderEntryReply('NEW|x|0')).toThrow(TypeError);
  });
});

forEachDatabase('sandbox exchange order entry', (open) => {
  let database: Database;
  let clock: TestClock;
  let exchange: SandboxOrderEntry;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-25', '10:05')); // Wednesday, before the cut-off
    exchange = new SandboxOrderEntry(database, clock);
    return () => database.close();
  });

  it('accepts a fresh purchase with an order number and BSE’s confirmation remark', async () => {
    const reply = await exchange.orderEntry(purchase());
    expect(reply.SuccessFlag).toBe('0');
    expect(reply.OrderId).toMatch(/^\d+$/);
    expect(reply).toMatchObject({
      TransCode: 'NEW',
      TransNo: '20261125123450000001',
      MemberId: '12345',
      ClientCode: 'SAN0000001',
    });
    expect(reply.BSERemarks).toBe(
      `ORD CONF: Your Request for FRESH PURCHASE 5000.000  in SCHEME: ${SCHEMES.largeCap.code} THRO : PHYSICAL is confirmed for ` +
        `CLIENT : SAN0000001 (Code: SAN0000001)  CONFIRMATION TIME: Nov 25 2026 10:05AM ENTRY BY:  ORDER NO: ${reply.OrderId}`,
    );
  });

  it('says an order entered after the cut-off or on a holiday is triggered on the next working day', async () => {
    clock.set(istInstant('2026-11-24', '11:00')); // Guru Nanak Jayanti
    const reply = await exchange.orderEntry(purchase({ TransNo: '20261124123450000001' }));
    expect(reply.BSERemarks).toMatch(
      /ORDER NO: \d+ OFFLINE ORDER WILL BE TRIGGERED {2}ON NEXT WORKING DAY$/,
    );
  });

  it.each([
    [
      'below the scheme minimum',
      purchase({ OrderVal: '4999' }),
      'FAILED: ORDER AMOUNT IS LESS THAN MINIMUM PURCHASE AMOUNT 5000.00',
    ],
    [
      'not a multiple',
      purchase({ SchemeCd: SCHEMES.elss.code, OrderVal: '750' }),
      'FAILED: ORDER AMOUNT SHOULD BE IN MULTIPLES OF 500.00',
    ],
    [
      'purchase not allowed',
      purchase({ SchemeCd: SCHEMES.closed.code }),
      'FAILED: ORDER ENTRY NOT ALLOWED IN THE SCHEME',
    ],
    [
      'an unknown scheme',
      purchase({ SchemeCd: '999999-DP-GR' }),
      'FAILED: INVALID SCHEME CODE 999999-DP-GR',
    ],
    [
      'additional without a folio',
      purchase({ BuySellType: 'ADDITIONAL', OrderVal: '1000' }),
      'FAILED: FOLIO NUMBER IS MANDATORY FOR ADDITIONAL PURCHASE',
    ],
    [
      'a folio that is not the client’s',
      purchase({ BuySellType: 'ADDITIONAL', OrderVal: '1000', FolioNo: '91999999' }),
      'FAILED: INVALID FOLIO NUMBER',
    ],
    [
      'a purchase by units',
      purchase({ OrderVal: '', Qty: '10' }),
      'FAILED: PURCHASE IS ALLOWED BY AMOUNT ONLY',
    ],
    [
      'an amount in tenths of a paisa',
      purchase({ OrderVal: '5000.001' }),
      'FAILED: INVALID ORDER AMOUNT',
    ],
    [
      'a redemption without a folio',
      purchase({ BuySell: 'R', OrderVal: '1000' }),
      'FAILED: FOLIO NUMBER IS MANDATORY FOR REDEMPTION',
    ],
  ])('refuses %s with OrderId 0', async (_what, request, remark) => {
    const reply = await exchange.orderEntry(request);
    expect(reply).toMatchObject({ OrderId: '0', SuccessFlag: '1', BSERemarks: remark });
  });

  it('answers a retried entry with its first answer, accepted or refused', async () => {
    const first = await exchange.orderEntry(purchase());
    clock.advance(60_000);
    expect(await exchange.orderEntry(purchase())).toEqual(first);

    const refused = await exchange.orderEntry(purchase({ TransNo: 'T2', OrderVal: '100' }));
    expect(refused.SuccessFlag).toBe('1');
    // Even once the scheme would accept it, the retry gets the first answer.
    await database.db.execute(
      sql`UPDATE sandbox_exchange_scheme_master SET minimum_purchase_amount = 100`,
    );
    expect(await exchange.orderEntry(purchase({ TransNo: 'T2', OrderVal: '100' }))).toEqual(
      refused,
    );
    expect(await orderRows(database)).toBe(2);
  });

  it('refuses another order under a TransNo already used that day, and takes it again the next day', async () => {
    const first = await exchange.orderEntry(purchase());
    const other = await exchange.orderEntry(purchase({ OrderVal: '6000' }));
    expect(other).toMatchObject({
      SuccessFlag: '1',
      OrderId: '0',
      BSERemarks: 'FAILED: DUPLICATE TRANSACTION NUMBER',
    });
    clock.set(istInstant('2026-11-26', '10:00'));
    const nextDay = await exchange.orderEntry(purchase({ OrderVal: '6000' }));
    expect(nextDay.SuccessFlag).toBe('0');
    expect(nextDay.OrderId).not.toBe(first.OrderId);
  });

  it('makes one order of identical entries sent at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => exchange.orderEntry(purchase())),
    );
    expect(new Set(replies.map((r) => r.OrderId)).size).toBe(1);
    expect(replies[0]!.SuccessFlag).toBe('0');
    expect(await orderRows(database)).toBe(1);
  });
});
