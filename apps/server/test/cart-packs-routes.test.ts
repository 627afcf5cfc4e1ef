// Curated packs through app.inject (spec 1 §2 "Cart summary", §3 activeMintPackInvestmentDetailList):
// the seed over a small catalogue, the pack routes, pack items in the cart with their split, the
// rules, ownership and CSRF, and merging at sign-in. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import type { CartDetails, MintPackInvestment, PackDetails } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { PACK_DEFINITIONS, seedPacks } from '../src/features/cart';
import {
  PASSWORD,
  addUser,
  failed,
  ok,
  rows,
  startHarness,
  type Browser,
  type Harness,
} from './session-test-kit';
import { forEachDatabase } from './test-database';

const P = {
  current: '/api/v1/login/get-current-user',
  login: '/api/v1/login/user-login',
  list: '/api/v1/packs/list-packs',
  pack: '/api/v1/packs/get-pack-details',
  details: '/api/v1/cart/get-cart-details',
  saveFund: '/api/v1/cart/save-investment-details',
  save: '/api/v1/cart/save-pack-investment',
  update: '/api/v1/cart/update-pack-item',
  remove: '/api/v1/cart/remove-pack-item',
  merge: '/api/v1/cart/merge-carts',
};

// Direct growth plans the seed may pick, and three it must pass over: a regular plan, a fund
// without SIP and one in its NFO (no NAV yet), each older than the one it should pick.
const FIXTURE = `
INSERT INTO amc (id, name) VALUES (1, 'HDFC Mutual Fund'), (2, 'Axis Mutual Fund'), (3, 'SBI Mutual Fund');
INSERT INTO scheme (amfi_code, amc_id, name, category, sub_category, plan, option, latest_nav, launch_date,
                    min_lumpsum_amount, min_sip_amount, sip_data, purchase_allowed, sip_allowed) VALUES
  (300001, 2, 'Axis ELSS Tax Saver Fund - Direct Plan - Growth', 'Equity', 'ELSS (Tax Savings)', 'Direct', 'Growth', 90, '2009-12-17', 500, 500, 'MONTHLY,500,500,1:5:10:15:20:25:28', true, true),
  (300002, 1, 'HDFC ELSS Tax Saver - Direct Plan - Growth', 'Equity', 'ELSS (Tax Savings)', 'Direct', 'Growth', 1400, '1996-03-31', 500, 500, 'MONTHLY,500,500,1:5:10:15:20:25', true, true),
  (300003, 1, 'HDFC ELSS Tax Saver - Regular Plan - Growth', 'Equity', 'ELSS (Tax Savings)', 'Regular', 'Growth', 1300, '1990-01-01', 500, 500, NULL, true, true),
  (300004, 3, 'SBI ELSS Tax Saver Fund - Direct Plan - Growth', 'Equity', 'ELSS (Tax Savings)', 'Direct', 'Growth', 470, '1993-02-24', 500, 500, NULL, true, false),
  (300005, 3, 'SBI New ELSS Fund - Direct Plan - Growth', 'Equity', 'ELSS (Tax Savings)', 'Direct', 'Growth', NULL, '1980-01-01', 500, 500, NULL, true, true),
  (300006, 1, 'HDFC Mid Cap Fund - Direct Plan - Growth', 'Equity', 'Mid Cap', 'Direct', 'Growth', 230, '2007-05-07', 5000, 500, 'MONTHLY,500,1,1:5:10:15:20:25:28', true, true),
  (300007, 2, 'Axis Small Cap Fund - Direct Plan - Growth', 'Equity', 'Small Cap', 'Direct', 'Growth', 110, '2013-11-29', 5000, 500, NULL, true, true),
  (300008, 1, 'HDFC Flexi Cap Fund - Direct Plan - Growth', 'Equity', 'Flexi Cap', 'Direct', 'Growth', 2000, '1995-01-01', 1000, 500, 'MONTHLY,500,1,1:10:20', true, true);
`;

// A test pack with a remainder to place: ELSS 33.33, Mid Cap 33.33, Small Cap 33.34.
const THIRDS = {
  id: 'thirds',
  name: 'Thirds',
  description: 'A test pack in thirds. A demo bundle.',
  slots: [
    { category: 'Equity', subCategory: 'ELSS (Tax Savings)', weight: '33.33' },
    { category: 'Equity', subCategory: 'Mid Cap', weight: '33.33' },
    { category: 'Equity', subCategory: 'Small Cap', weight: '33.34' },
  ],
};
const DEFINITIONS = [...PACK_DEFINITIONS, THIRDS];

async function execSql(database: Database, text: string): Promise<void> {
  if (database.kind === 'pglite') await database.raw.exec(text);
  else await database.raw.query(text);
}

const lumpsum = (mintPackId: string, amount: string | number) => ({
  mintPackId,
  investmentType: 'Lumpsum',
  investmentFrequency: 0,
  amount,
  sipDate: 1,
});
const sip = (
  mintPackId: string,
  amount: string | number,
  sipDate: number | string = 10,
  months: number | string = 12,
) => ({
  mintPackId,
  investmentType: 'SIP',
  investmentFrequency: 1,
  amount,
  sipDate,
  numOfSipInstallments: months,
});

const split = (item: MintPackInvestment) =>
  item.fundSplit.map((f) => [f.schemeId, f.weight, f.amount]);
const idOf = (item: MintPackInvestment) => item.investmentDetail[0]!.investmentId;

forEachDatabase('cart packs', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
    await execSql(database, FIXTURE);
    await seedPacks(database, DEFINITIONS);
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    h = await startHarness(database);
  });
  afterEach(async () => {
    await h?.close();
  });

  const guest = async (): Promise<Browser> => {
    const b = h.browser();
    ok(await b.get(P.current));
    return b;
  };
  const cartOf = async (b: Browser) => ok<CartDetails>(await b.get(P.details));

  it('seeds the packs from the catalogue by category, deterministically and idempotently', async () => {
    const b = h.browser();
    const { packs } = ok<{ packs: PackDetails[] }>(await b.get(P.list));
    // Conservative Income and First-time Investor need classes this catalogue lacks: inactive.
    expect(packs.map((p) => p.mintPackId)).toEqual(['tax-saver', 'aggressive-growth', 'thirds']);
    // The oldest direct growth ELSS with a NAV that allows SIP, then the next: not the regular
    // plan, the fund without SIP or the one without a NAV.
    expect(packs[0]!.funds.map((f) => [f.schemeId, f.weight])).toEqual([
      [300002, '50.00'],
      [300001, '50.00'],
    ]);
    expect(packs[0]!.description).toMatch(/demo bundle/);
    expect(await seedPacks(database, DEFINITIONS)).toEqual([
      'tax-saver',
      'aggressive-growth',
      'thirds',
    ]);
    const again = ok<{ packs: PackDetails[] }>(await b.get(P.list));
    expect(again).toEqual({ packs });
    const counts = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from pack_fund`,
    );
    expect(counts[0]!.n).toBe(2 + 3 + 3);
    expect(failed(await b.get(P.pack, { mintpackIds: 'conservative-income' }), 404).message).toBe(
      'Pack not found',
    );
    expect(failed(await b.get(P.pack, { mintpackIds: 'nope' }), 404).message).toBe(
      'Pack not found',
    );
  });

  it('gives a pack with its funds, weights and the minimums derived from them', async () => {
    const pack = ok<PackDetails>(
      await h.browser().get(P.pack, { mintpackIds: 'aggressive-growth' }),
    );
    expect(pack).toMatchObject({
      mintPackId: 'aggressive-growth',
      packName: 'Aggressive Growth',
      // 5000 × 100 / 35 = 14285.71… → 14286; SIP 500 × 100 / 30 = 1666.66… → 1667.
      minLumpsumAmount: '14286.00',
      minSipAmount: '1667.00',
      purchaseAllowed: true,
      sipAllowed: true,
      sipDates: [1, 10, 20],
    });
    expect(
      pack.funds.map((f) => [f.schemeId, f.subCategory, f.weight, f.minLumpsumAmount]),
    ).toEqual([
      [300006, 'Mid Cap', '35.00', '5000.00'],
      [300007, 'Small Cap', '35.00', '5000.00'],
      [300008, 'Flexi Cap', '30.00', '1000.00'],
    ]);
  });

  it('adds a pack split to the paisa, counted in the cart before the funds', async () => {
    const b = await guest();
    ok(
      await b.post(P.saveFund, {
        schemeId: 300008,
        investmentType: 'Lumpsum',
        amount: 1000,
        sipDate: 1,
      }),
    );
    const cart = ok<CartDetails>(await b.post(P.save, lumpsum('thirds', 15002)));
    expect(cart.noOfItems).toBe(2);
    expect(cart.amount).toBe('16002.00');
    const [item] = cart.activeMintPackInvestmentDetailList;
    expect(item).toMatchObject({
      encryptedMintPackId: 'thirds',
      packName: 'Thirds',
      investmentType: 'Lumpsum',
      totalAmount: '15002.00',
      investmentDetail: [
        {
          investmentType: 'Lumpsum',
          investmentFrequency: 0,
          sipDate: 1,
          numOfInstallments: 1,
          amount: '15002.00',
        },
      ],
    });
    // 15002 × 33.33% = 5000.1666 → 5000.16 (twice); × 33.34% = 5001.6668 → 5001.66; the 2 paise
    // left go to the largest weight.
    expect(split(item!)).toEqual([
      [300002, '33.33', '5000.16'],
      [300006, '33.33', '5000.16'],
      [300007, '33.34', '5001.68'],
    ]);
    // A SIP of the same pack is a second item; 1501 × 12 months.
    const both = ok<CartDetails>(await b.post(P.save, sip('thirds', '1,501', 20, 12)));
    expect(both.noOfItems).toBe(3);
    expect(both.amount).toBe('34014.00');
    const sipItem = both.activeMintPackInvestmentDetailList[1]!;
    expect(sipItem.totalAmount).toBe('18012.00');
    expect(sipItem.investmentDetail[0]).toMatchObject({
      investmentType: 'SIP',
      investmentFrequency: 1,
      sipDate: 20,
      numOfInstallments: 12,
    });
    expect(split(sipItem).map((s) => s[2])).toEqual(['500.28', '500.28', '500.44']);
    expect(sipItem.sipDates).toEqual([1, 5, 10, 15, 20, 25]);
    // The same pack and type again: updated, not duplicated, and its split follows.
    const again = ok<CartDetails>(await b.post(P.save, lumpsum('thirds', 20000)));
    expect(again.noOfItems).toBe(3);
    expect(split(again.activeMintPackInvestmentDetailList[0]!).map((s) => s[2])).toEqual([
      '6666.00',
      '6666.00',
      '6668.00',
    ]);
    const stored = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from cart_pack_item_fund`,
    );
    expect(stored[0]!.n).toBe(6);
  });

  it('refuses bad fields with the spec messages and amounts under the pack minimum', async () => {
    const b = await guest();
    const message = async (body: Record<string, unknown>) =>
      failed(await b.post(P.save, body), 400).message;
    expect(await message(lumpsum('thirds', ''))).toBe('Please enter amount');
    expect(await message(lumpsum('thirds', 0))).toBe('Minimum amount is 1');
    expect(await message(lumpsum('thirds', '10000001'))).toBe('Maximum amount is 10000000');
    expect(await message(lumpsum('thirds', '15002.50'))).toBe('Enter only integers');
    expect(await message(lumpsum('thirds', 15001))).toBe(
      'Minimum investment in this pack is ₹15,002',
    );
    expect(await message(sip('thirds', 1500))).toBe('Minimum investment in this pack is ₹1,501');
    expect(await message(sip('tax-saver', 999))).toBe('Minimum investment in this pack is ₹1,000');
    expect(await message(sip('thirds', 2000, ''))).toBe(
      'Please select your monthly date of investment',
    );
    // 28 is a date of two of the funds, not of the HDFC ELSS fund.
    expect(await message(sip('thirds', 2000, 28))).toBe(
      'Please select one of the pack’s SIP dates',
    );
    expect(await message(sip('thirds', 2000, 10, ''))).toBe('Please enter duration');
    expect(await message(sip('thirds', 2000, 10, 0))).toBe('Enter at least 1 month');
    expect(await message(sip('thirds', 2000, 10, 361))).toBe('Enter at most 360 months');
    const bad = failed(await b.post(P.save, sip('thirds', 1000, 28, 361)), 400);
    expect(bad.fieldErrors).toEqual({
      sipDate: 'Please select one of the pack’s SIP dates',
      numOfInstallments: 'Enter at most 360 months',
    });
    expect(failed(await b.post(P.save, lumpsum('conservative-income', 50000)), 404).message).toBe(
      'Pack not found',
    );
    expect((await cartOf(b)).noOfItems).toBe(0);
  });

  it('refuses a pack whose fund stops taking money or SIPs', async () => {
    const b = await guest();
    try {
      await database.db.execute(
        sql`UPDATE scheme SET sip_allowed = false WHERE amfi_code = 300007`,
      );
      expect(failed(await b.post(P.save, sip('thirds', 2000)), 400).message).toBe(
        'This pack does not offer SIP',
      );
      ok(await b.post(P.save, lumpsum('thirds', 15002)));
      await database.db.execute(
        sql`UPDATE scheme SET purchase_allowed = false WHERE amfi_code = 300006`,
      );
      expect(failed(await b.post(P.save, lumpsum('thirds', 20000)), 400).message).toBe(
        'This pack is not open for investment',
      );
      const pack = ok<PackDetails>(await b.get(P.pack, { mintpackIds: 'thirds' }));
      expect([pack.purchaseAllowed, pack.sipAllowed]).toEqual([false, false]);
    } finally {
      await database.db.execute(
        sql`UPDATE scheme SET sip_allowed = true, purchase_allowed = true WHERE amfi_code IN (300006, 300007)`,
      );
    }
  });

  it('updates a pack item (the split is recomputed) and removes it', async () => {
    const b = await guest();
    const cart = ok<CartDetails>(await b.post(P.save, sip('thirds', 2000, 10, 12)));
    const id = idOf(cart.activeMintPackInvestmentDetailList[0]!);
    expect(failed(await b.post(P.update, { investmentId: id, amount: 1500 }), 400).message).toBe(
      'Minimum investment in this pack is ₹1,501',
    );
    expect(
      failed(await b.post(P.update, { investmentId: id, amount: 3000, sipDate: 28 }), 400).message,
    ).toBe('Please select one of the pack’s SIP dates');
    const updated = ok<CartDetails>(
      await b.post(P.update, {
        investmentId: id,
        amount: '3,001',
        sipDate: 25,
        numOfSipInstallments: 360,
      }),
    );
    const item = updated.activeMintPackInvestmentDetailList[0]!;
    expect(item.investmentDetail[0]).toMatchObject({
      amount: '3001.00',
      sipDate: 25,
      numOfInstallments: 360,
    });
    // 3001 × 33.33% = 1000.2333 → 1000.23 (twice); × 33.34% = 1000.5334 → 1000.53, +1 paisa.
    expect(split(item).map((s) => s[2])).toEqual(['1000.23', '1000.23', '1000.54']);
    expect(updated.amount).toBe('1080360.00');
    const removed = ok<CartDetails>(await b.post(P.remove, { investmentId: id }));
    expect(removed).toMatchObject({
      noOfItems: 0,
      amount: '0.00',
      activeMintPackInvestmentDetailList: [],
    });
    expect(failed(await b.post(P.remove, { investmentId: id }), 404).message).toBe(
      'Cart item not found',
    );
    const left = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from cart_pack_item_fund`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it("keeps another session out of a cart's pack items (403/404) and needs the CSRF token", async () => {
    const a = await guest();
    const cart = ok<CartDetails>(await a.post(P.save, lumpsum('tax-saver', 5000)));
    const id = idOf(cart.activeMintPackInvestmentDetailList[0]!);
    const other = await guest();
    failed(await other.post(P.update, { investmentId: id, amount: 9000 }), 403);
    failed(await other.post(P.remove, { investmentId: id }), 403);
    failed(await other.post(P.save, { ...lumpsum('tax-saver', 9000), cartId: cart.cartId }), 403);
    failed(
      await other.post(P.update, {
        investmentId: '00000000-0000-4000-8000-000000000000',
        amount: 9000,
      }),
      404,
    );
    // A fund item's id is not a pack item's.
    const withFund = ok<CartDetails>(
      await other.post(P.saveFund, {
        schemeId: 300008,
        investmentType: 'Lumpsum',
        amount: 1000,
        sipDate: 1,
      }),
    );
    const fundId =
      withFund.activeCustomizedInvestmentDetailList[0]!.investmentDetail[0]!.investmentId;
    failed(await other.post(P.remove, { investmentId: fundId }), 404);
    failed(await a.post(P.remove, { investmentId: id }, { csrf: null }), 403);
    failed(await a.post(P.save, lumpsum('tax-saver', 6000), { csrf: 'wrong' }), 403);
    const mine = await cartOf(a);
    expect(mine.activeMintPackInvestmentDetailList.map((x) => x.totalAmount)).toEqual(['5000.00']);
    expect((await cartOf(other)).activeMintPackInvestmentDetailList).toEqual([]);
  });

  it("moves the guest's pack items into the user's cart at sign-in without duplicates", async () => {
    await addUser(h.database, { mobile: '9000000011' });
    const earlier = await guest();
    ok(await earlier.post(P.login, { mobile: '9000000011', password: PASSWORD }));
    ok(await earlier.post(P.save, lumpsum('tax-saver', 8000)));

    const b = await guest();
    ok(await b.post(P.save, lumpsum('tax-saver', 5000)));
    ok(await b.post(P.save, sip('thirds', 1501, 20, 12)));
    ok(await b.post(P.login, { mobile: '9000000011', password: PASSWORD }));
    const merged = ok<CartDetails>(await b.post(P.merge, {}));
    expect(merged.noOfItems).toBe(2);
    expect(
      merged.activeMintPackInvestmentDetailList.map((x) => [
        x.encryptedMintPackId,
        x.investmentType,
        x.totalAmount,
      ]),
    ).toEqual([
      ['tax-saver', 'Lumpsum', '8000.00'],
      ['thirds', 'SIP', '18012.00'],
    ]);
    expect(split(merged.activeMintPackInvestmentDetailList[1]!).map((s) => s[2])).toEqual([
      '500.28',
      '500.28',
      '500.44',
    ]);
    expect(merged.amount).toBe('26012.00');
    expect(ok<CartDetails>(await b.post(P.merge, {})).noOfItems).toBe(2);
    expect((await cartOf(earlier)).cartId).toBe(merged.cartId);
    const items = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from cart_pack_item`,
    );
    expect(items[0]!.n).toBe(2);
  });
});
