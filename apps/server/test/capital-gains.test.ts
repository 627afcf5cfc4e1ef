import { Decimal, istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { CapitalGainsService } from '../src/features/portfolio';
import { investorLedger } from '../src/ledger';
import { linesOf, parseCsvLine } from '../../../packages/domain/src/__test-support__/shared-files';
import { forEachDatabase } from './test-database';
import {
  buyAndAllot,
  investor,
  openMarket,
  placeRedemption,
  publishNav,
  SCHEMES,
  settleAndRecord,
  type Market,
} from './portfolio-test-kit';

// The capital-gains statement of a ledger made through the orders feature and the sandbox
// exchange (issue 12 §6: "the gains CSV matches the ledger"): two purchases and a redemption that
// takes all of the first lot and part of the second, FIFO.

forEachDatabase('capital gains from the ledger', (open) => {
  let database: Database;
  let m: Market;
  let me: { userId: string; ucc: string };
  let service: CapitalGainsService;

  beforeEach(async () => {
    database = await open();
    m = await openMarket(database);
    me = await investor(database);
    service = new CapitalGainsService({ db: database.db, clock: m.clock });
    return () => database.close();
  });

  async function twoBuysAndARedemption(): Promise<string> {
    // Wed 25/11/2026: ₹5,000 at 50 (less ₹0.25 stamp duty: 99.995 units).
    const folio = await buyAndAllot(m, me, { amount: '5000', nav: '50.0000' });
    // Thu 26/11/2026: ₹3,000 at 60 into the same folio.
    m.clock.set(istInstant('2026-11-26', '10:05'));
    await buyAndAllot(m, me, { amount: '3000', nav: '60.0000', folioNo: folio });
    // Fri 27/11/2026: 120 units redeemed at 55.
    m.clock.set(istInstant('2026-11-27', '11:00'));
    await placeRedemption(m, me, { folioNo: folio, units: '120' });
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-27', '55.0000');
    m.clock.set(istInstant('2026-11-28', '09:00'));
    await settleAndRecord(m);
    return folio;
  }

  it('the CSV has one row per lot the redemption took, summing to the ledger’s redemption', async () => {
    const folio = await twoBuysAndARedemption();
    const { entries } = await investorLedger(database.db, me.ucc);
    const [buy1, buy2, sale] = entries;
    expect(entries.map((e) => e.kind)).toEqual(['purchase', 'purchase', 'redemption']);

    const csv = await service.file(me.userId, 'statement.csv', { fy: '2026-27' });
    expect(csv.name).toBe('capital-gains-2026-27.csv');
    // Cells by the file's own header row (what a spreadsheet shows).
    const [header, ...rows] = linesOf(String(csv.body).trimEnd()).map(parseCsvLine);
    expect(rows).toHaveLength(2);
    const col = (name: string) => header!.indexOf(name);
    // The first lot whole: 99.995 units that cost ₹5,000.00, sold for 6,600 × 99.995 / 120 = ₹5,499.725 → ₹5,499.73.
    // Both lots are days old: 1% exit load on 120 × 55 = ₹66.00 (decision 0124), its share 66 × 99.995 / 120
    // = ₹54.99725 → ₹55.00; net sale value ₹5,444.73, gain ₹444.73 (worked by hand).
    expect([
      rows[0]![col('Folio')],
      rows[0]![col('Purchase date')],
      rows[0]![col('Sale date')],
      rows[0]![col('Units')],
      rows[0]![col('Purchase cost')],
      rows[0]![col('Sale value')],
      rows[0]![col('Exit load')],
      rows[0]![col('Net sale value')],
      rows[0]![col('Gain')],
    ]).toEqual([folio, '25/11/2026', '27/11/2026', '99.9950', '5000.00', '5499.73', '55.00', '5444.73', '444.73']);
    expect(rows[1]![col('Purchase date')]).toBe('26/11/2026');
    expect(
      rows.every(
        (r) =>
          r[col('Tax rule')] === 'STCG 20% (s. 111A)' && r[col('Fund type')] === 'Equity-oriented',
      ),
    ).toBe(true);
    // Every row against the ledger: units and sale value add up to the redemption; the first lot's cost is its amount paid.
    const total = (c: string) => rows.reduce((s, r) => s.plus(r[col(c)]!), new Decimal(0));
    expect(total('Units').eq(sale!.units)).toBe(true);
    expect(total('Sale value').eq(sale!.amount)).toBe(true);
    expect(total('Exit load').eq(sale!.exitLoad!)).toBe(true);
    expect(sale!.exitLoad).toBe('66.00');
    expect(rows[0]![col('Purchase cost')]).toBe(buy1!.amount);
    // The second lot's cost share: 3,000 × its units taken / its units allotted, to the paisa.
    const taken = new Decimal(rows[1]![col('Units')]!);
    expect(rows[1]![col('Purchase cost')]).toBe(
      new Decimal(buy2!.amount)
        .mul(taken)
        .div(buy2!.units)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2),
    );
  });

  it('the JSON statement, Schedule 112A (no long-term rows) and the PDF of the same year', async () => {
    await twoBuysAndARedemption();
    const statement = await service.statement(me.userId, { fy: '2026-27' });
    expect(statement.regimes.map((r) => [r.regime, r.saleValue, r.estimatedTax])).toEqual([
      ['equity-short-20', '6600.00', expect.any(String)],
    ]);
    expect(statement.years[0]).toBe('2026-27');
    const schedule = await service.file(me.userId, 'schedule-112a.csv', { fy: '2026-27' });
    expect(String(schedule.body).trimEnd().split('\r\n')).toHaveLength(1);
    const pdf = await service.file(me.userId, 'statement.pdf', { fy: '2026-27' });
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Capital gains statement FY 2026-27');
    // The hint for today (FY 2026-27): nothing long-term yet, the whole exemption left.
    const hint = await service.harvest(me.userId, {});
    expect([hint.fy, hint.remaining, hint.suggestions]).toEqual(['2026-27', '125000.00', []]);
    // Another year has no sales.
    expect((await service.statement(me.userId, { fy: '2025-26' })).parts).toEqual([]);
  });

  it("refuses another investor's ucc, and an advisor's reads only a mapped customer's", async () => {
    await twoBuysAndARedemption();
    const other = await investor(database, '9876500000', 'Ravi Iyer');
    await expect(
      service.statement(other.userId, { fy: '2026-27', ucc: me.ucc }),
    ).rejects.toMatchObject({ statusCode: 403 });
    // Ravi becomes an advisor and Asha is mapped to him: he may read hers.
    await database.db.execute(
      sql`INSERT INTO agent (agent_code, name, user_id) VALUES ('GAINS01', 'Ravi Iyer', ${other.userId}::uuid)`,
    );
    await database.db.execute(
      sql`UPDATE user_account SET agent_id = (SELECT id FROM agent WHERE agent_code = 'GAINS01') WHERE id = ${me.userId}::uuid`,
    );
    expect(
      (await service.statement(other.userId, { fy: '2026-27', ucc: me.ucc })).parts,
    ).toHaveLength(2);
  });
});
