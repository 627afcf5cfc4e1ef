import { istInstant } from '@sanchay/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { redemptionsInProgress } from '../src/features/orders';
import { investorLedger } from '../src/ledger';
import { forEachDatabase } from './test-database';
import { buyAndAllot, investor, openMarket, placeRedemption, publishNav, SCHEMES, settleAndRecord, type Market } from './portfolio-test-kit';

// The ledger as the portfolio reads it (apps/server/src/ledger/investor-ledger.ts) and the
// redemptions in progress per folio and scheme (features/orders), made through the orders
// feature and the sandbox exchange.

forEachDatabase('investor ledger and redemptions in progress', (open) => {
  let database: Database;
  let m: Market;
  let me: { userId: string; ucc: string };

  beforeEach(async () => {
    database = await open();
    m = await openMarket(database);
    me = await investor(database);
    return () => database.close();
  });

  it('maps purchases and redemptions to positive units in date order, with the scheme facts', async () => {
    const folio = await buyAndAllot(m, me, { amount: '5000', nav: '50.0000' });
    m.clock.set(istInstant('2026-11-26', '11:00'));
    await placeRedemption(m, me, { folioNo: folio, units: '40' });
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-26', '52.5000');
    m.clock.set(istInstant('2026-11-27', '09:00'));
    await settleAndRecord(m);

    const { entries, schemes } = await investorLedger(database.db, me.ucc);
    // ₹5,000 less ₹0.25 stamp duty at 50 = 99.995 units; 40 units out at 52.5 = ₹2,100, a day after
    // purchase: 1% exit load ₹21.00 and 0.001% STT ₹0.021 → ₹0.02 (decision 0124).
    expect(entries.map(({ orderNo: _n, ...e }) => e)).toEqual([
      { kind: 'purchase', schemeCode: SCHEMES.largeCap.code, isin: expect.any(String), folioNo: folio, date: '2026-11-25', nav: '50.0000', units: '99.9950', amount: '5000.00', stampDuty: '0.25', stt: '0.00', exitLoad: '0.00' },
      { kind: 'redemption', schemeCode: SCHEMES.largeCap.code, isin: expect.any(String), folioNo: folio, date: '2026-11-26', nav: '52.5000', units: '40.0000', amount: '2100.00', stampDuty: '0.00', stt: '0.02', exitLoad: '21.00' },
    ]);
    expect(schemes.get(SCHEMES.largeCap.code)).toMatchObject({
      amfiCode: SCHEMES.largeCap.amfi,
      schemeName: 'Axis Large Cap Fund - Direct Plan - Growth',
      amcName: 'Axis Mutual Fund',
      category: 'Equity',
      subCategory: 'Large Cap',
      fundType: 'open',
      isElss: false,
      latestNav: '52.5000',
      latestNavDate: '2026-11-26',
      previousNav: '50.0000',
      previousNavDate: '2026-11-25',
    });
    // Another investor's ledger is empty; one folio and scheme can be asked for.
    expect((await investorLedger(database.db, 'SAN9999999')).entries).toEqual([]);
    expect((await investorLedger(database.db, me.ucc, { folioNo: 'NOPE', schemeCode: SCHEMES.largeCap.code })).entries).toEqual([]);
    expect((await investorLedger(database.db, me.ucc, { folioNo: folio, schemeCode: SCHEMES.largeCap.code })).entries).toHaveLength(2);
  });

  it('knows ELSS schemes', async () => {
    await buyAndAllot(m, me, { amount: '500', nav: '80.0000', amfiCode: SCHEMES.elss.amfi });
    const { schemes } = await investorLedger(database.db, me.ucc);
    expect(schemes.get(SCHEMES.elss.code)).toMatchObject({ isElss: true, subCategory: 'ELSS (Tax Savings)' });
  });

  describe('redemptions in progress', () => {
    it('sums amounts and units per folio and scheme until allotted, and flags an all-units redemption', async () => {
      const folio = await buyAndAllot(m, me, { amount: '10000', nav: '50.0000' });
      expect(await redemptionsInProgress(database.db, me.ucc)).toEqual([]);
      await placeRedemption(m, me, { folioNo: folio, units: '10.5' });
      await placeRedemption(m, me, { folioNo: folio, units: '4' });
      await placeRedemption(m, me, { folioNo: folio, amount: '1500' });
      expect(await redemptionsInProgress(database.db, me.ucc)).toEqual([
        { folioNo: folio, schemeCode: SCHEMES.largeCap.code, amount: '1500.00', units: '14.5000', allUnits: false, orders: 3 },
      ]);
      await placeRedemption(m, me, { folioNo: folio, allUnits: true });
      // All the free units: the exchange takes it; the flag is up.
      const [withAll] = await redemptionsInProgress(database.db, me.ucc, { folioNo: folio, schemeCode: SCHEMES.largeCap.code });
      expect(withAll).toMatchObject({ allUnits: true, orders: 4 });
      expect(await redemptionsInProgress(database.db, me.ucc, { folioNo: 'OTHER' })).toEqual([]);
      expect(await redemptionsInProgress(database.db, 'SAN9999999')).toEqual([]);
      // Allotted (today's NAV published, settled): nothing is in progress any more.
      await settleAndRecord(m);
      expect(await redemptionsInProgress(database.db, me.ucc)).toEqual([]);
    });

    it('does not count a redemption the exchange refused', async () => {
      const folio = await buyAndAllot(m, me, { amount: '10000', nav: '50.0000' });
      // Below the scheme's ₹1,000 minimum: INVALID.
      const set = await m.orders.placeOrders(me.userId, { idempotencyKey: 'small', orders: [{ kind: 'redemption', amfiCode: SCHEMES.largeCap.amfi, folioNo: folio, amount: '500' }] });
      expect(set.orders[0]!.orderStatus).toBe('INVALID');
      expect(await redemptionsInProgress(database.db, me.ucc)).toEqual([]);
    });
  });
});
