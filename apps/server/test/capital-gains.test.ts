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
          r[col('Tax rule')] === 'STCG 20% (s. 111A)' && r[col('Tax class')] === 'Equity-oriented',
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
    // No year asked: the year of today, as the page's first screen asks it.
    expect((await service.statement(me.userId, {})).fy).toBe('2026-27');
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

  it('an equity index fund through the ledger: 20 % (s. 111A) on the short lot, a Schedule 112A row for the long one', async () => {
    // The large-cap scheme made an index fund as AMFI files one ("Other Scheme - Index Funds", not
    // an equity category): the Nifty 50 it tracks makes it equity-oriented (schemeTaxClass,
    // ../shared/data/README.md "Tax classes"); the old category reading taxed it at slab.
    await database.db.execute(
      sql`UPDATE scheme SET name = 'Axis Nifty 50 Index Fund - Direct Plan - Growth', sub_category = 'Index Funds', amfi_category = 'Other Scheme - Index Funds' WHERE amfi_code = ${SCHEMES.largeCap.amfi}`,
    );
    // Wed 25/11/2026: ₹10,000 at NAV 100, less ₹0.50 stamp duty → 99.995 units (lot 1, cost ₹10,000).
    const folio = await buyAndAllot(m, me, { amount: '10000', nav: '100.0000' });
    // Wed 01/12/2027: ₹5,000 at NAV 125, less ₹0.25 → 39.998 units (lot 2, cost ₹5,000).
    m.clock.set(istInstant('2027-12-01', '10:05'));
    await buyAndAllot(m, me, { amount: '5000', nav: '125.0000', folioNo: folio });
    // Thu 02/12/2027: 120 units redeemed at NAV 130 = ₹15,600 (FIFO: all of lot 1, 20.005 of lot 2).
    m.clock.set(istInstant('2027-12-02', '11:00'));
    await placeRedemption(m, me, { folioNo: folio, units: '120' });
    await publishNav(database, SCHEMES.largeCap.amfi, '2027-12-02', '130.0000');
    m.clock.set(istInstant('2027-12-03', '09:00'));
    await settleAndRecord(m);

    const s = await service.statement(me.userId, { fy: '2027-28' });
    // Lot 1, held 25/11/2026 → 02/12/2027 (> 12 months), no exit load (held over 365 days):
    //   sale 15,600 × 99.995 / 120 = ₹12,999.35; gain ₹2,999.35, LTCG 12.5 % (s. 112A), all exempt.
    // Lot 2, held 1 day, 1 % exit load on 20.005 × 130 = ₹26.0065 → ₹26.01: sale ₹2,600.65 less
    //   ₹26.01 = ₹2,574.64; cost 5,000 × 20.005 / 39.998 = ₹2,500.75; gain ₹73.89 at 20 % (s. 111A)
    //   = ₹14.778 → ₹14.78; cess 4 % = ₹0.5912 → ₹0.59.
    expect(s.regimes.map((r) => [r.label, r.gain, r.exemptionUsed, r.estimatedTax])).toEqual([
      ['STCG 20% (s. 111A)', '73.89', '0.00', '14.78'],
      ['LTCG 12.5% (s. 112A)', '2999.35', '2999.35', '0.00'],
    ]);
    expect([s.estimatedTax, s.cess, s.estimatedTaxWithCess, s.slabRateGain]).toEqual([
      '14.78',
      '0.59',
      '15.37',
      '0.00',
    ]);
    expect(s.schemes).toEqual([
      expect.objectContaining({
        schemeName: 'Axis Nifty 50 Index Fund - Direct Plan - Growth',
        taxClass: 'equity-oriented',
      }),
    ]);
    const schedule = await service.file(me.userId, 'schedule-112a.csv', { fy: '2027-28' });
    const [header, ...rows] = linesOf(String(schedule.body).trimEnd()).map(parseCsvLine);
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]![header!.findIndex((h) => h.startsWith(name))];
    expect([
      cell('No. of Shares/Units (4)'),
      cell('Full Value of Consideration (6)'),
      cell('Cost of acquisition without indexation (7)'),
      cell('Balance (14)'),
    ]).toEqual(['99.9950', '12999.35', '10000.00', '2999.35']);
  });
});
