// The cart routes through app.inject (spec 1 §3 Cart, spec 3 §3, §5, §7): on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import type { CartDetails } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  PASSWORD,
  addUser,
  failed,
  ok,
  startHarness,
  type Browser,
  type Harness,
} from './session-test-kit';
import { forEachDatabase } from './test-database';

const P = {
  current: '/api/v1/login/get-current-user',
  login: '/api/v1/login/user-login',
  details: '/api/v1/cart/get-cart-details',
  save: '/api/v1/cart/save-investment-details',
  update: '/api/v1/cart/update-cart-item',
  remove: '/api/v1/cart/remove-cart-item',
  merge: '/api/v1/cart/merge-carts',
};

const FIXTURE = `
INSERT INTO amc (id, name) VALUES (1, 'HDFC Mutual Fund'), (2, 'Axis Mutual Fund');
INSERT INTO scheme (amfi_code, amc_id, name, category, sub_category, min_lumpsum_amount, min_sip_amount, sip_data, purchase_allowed, sip_allowed) VALUES
  (200001, 1, 'HDFC Flexi Cap Fund - Direct Plan - Growth', 'Equity', 'Flexi Cap', 5000, 500, 'MONTHLY,500,1,1:5:10:15', true, true),
  (200002, 2, 'Axis Liquid Fund - Direct Plan - Growth', 'Debt', 'Liquid', 1000, 100, NULL, true, false),
  (200003, 2, 'Axis Closed Fund - Direct Plan - Growth', 'Equity', 'Flexi Cap', 1000, 100, NULL, false, false);
`;

async function execSql(database: Database, text: string): Promise<void> {
  if (database.kind === 'pglite') await database.raw.exec(text);
  else await database.raw.query(text);
}

const lumpsum = (schemeId: number, amount: string | number) => ({
  schemeId,
  investmentType: 'Lumpsum',
  investmentFrequency: 0,
  amount,
  sipDate: 1,
});
const sip = (
  schemeId: number,
  amount: string | number,
  sipDate: number | string = 5,
  months: number | string = 120,
) => ({
  schemeId,
  investmentType: 'SIP',
  investmentFrequency: 1,
  amount,
  sipDate,
  numOfSipInstallments: months,
});

forEachDatabase('cart', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
    await execSql(database, FIXTURE);
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

  it('makes an empty cart for a new guest, once', async () => {
    const b = h.browser();
    const first = await cartOf(b);
    expect(first).toMatchObject({
      noOfItems: 0,
      amount: '0.00',
      agentStatus: 'approved',
      activeMintPackInvestmentDetailList: [],
      activeCustomizedInvestmentDetailList: [],
    });
    expect((await cartOf(b)).cartId).toBe(first.cartId);
  });

  it('adds a lumpsum and a SIP with totals in the spec shape', async () => {
    const b = await guest();
    ok(await b.post(P.save, lumpsum(200001, '5000')));
    const cart = ok<CartDetails>(await b.post(P.save, sip(200001, 500, 10, 360)));
    expect(cart.noOfItems).toBe(2);
    expect(cart.amount).toBe('185000.00');
    expect(cart.activeCustomizedInvestmentDetailList).toEqual([
      {
        totalAmount: '5000.00',
        investmentDetail: [
          expect.objectContaining({
            investmentType: 'Lumpsum',
            investmentFrequency: 0,
            sipDate: 1,
            numOfInstallments: 1,
            amount: '5000.00',
          }),
        ],
        mutualFund: {
          fundName: 'HDFC Flexi Cap Fund - Direct Plan - Growth',
          schemeId: 200001,
          brand: 'HDFC Mutual Fund',
          category: 'Equity',
          subCategory: 'Flexi Cap',
          schemeName: 'HDFC Flexi Cap Fund - Direct Plan - Growth',
          sipDates: [1, 5, 10, 15],
        },
      },
      expect.objectContaining({
        totalAmount: '180000.00',
        investmentDetail: [
          expect.objectContaining({
            investmentType: 'SIP',
            investmentFrequency: 1,
            sipDate: 10,
            numOfInstallments: 360,
            amount: '500.00',
          }),
        ],
      }),
    ]);
    // The same scheme and type again: updated, not duplicated.
    const again = ok<CartDetails>(await b.post(P.save, lumpsum(200001, 7000)));
    expect(again.noOfItems).toBe(2);
    expect(again.activeCustomizedInvestmentDetailList[0]!.investmentDetail[0]!.amount).toBe(
      '7000.00',
    );
  });

  it('refuses bad fields with the spec messages, and amounts under the scheme minimum', async () => {
    const b = await guest();
    const message = async (body: Record<string, unknown>) =>
      failed(await b.post(P.save, body), 400).message;
    expect(await message(lumpsum(200001, ''))).toBe('Please enter amount');
    expect(await message(lumpsum(200001, 0))).toBe('Minimum amount is 1');
    expect(await message(lumpsum(200001, '10000001'))).toBe('Maximum amount is 10000000');
    expect(await message(lumpsum(200001, '5000.50'))).toBe('Enter only integers');
    expect(await message(sip(200001, 500, 5, ''))).toBe('Please enter duration');
    expect(await message(sip(200001, 500, 5, 0))).toBe('Enter at least 1 month');
    expect(await message(sip(200001, 500, 5, 361))).toBe('Enter at most 360 months');
    expect(await message(sip(200001, 500, ''))).toBe(
      'Please select your monthly date of investment',
    );
    expect(await message(sip(200001, 500, 7))).toBe('Please select one of the fund’s SIP dates');
    expect(await message(lumpsum(200001, 4999))).toBe('Minimum investment in this fund is ₹5,000');
    expect(await message(sip(200001, 499))).toBe('Minimum investment in this fund is ₹500');
    expect(await message(sip(200002, 500, 5))).toBe('This fund does not offer SIP');
    expect(await message(lumpsum(200003, 5000))).toBe('This fund is not open for investment');
    expect(failed(await b.post(P.save, lumpsum(999999, 5000)), 404).message).toBe('Fund not found');
    expect((await cartOf(b)).noOfItems).toBe(0);
  });

  it('updates and removes items', async () => {
    const b = await guest();
    const cart = ok<CartDetails>(await b.post(P.save, sip(200001, 1000, 5, 12)));
    const id = cart.activeCustomizedInvestmentDetailList[0]!.investmentDetail[0]!.investmentId;
    expect(failed(await b.post(P.update, { investmentId: id, amount: 100 }), 400).message).toBe(
      'Minimum investment in this fund is ₹500',
    );
    const updated = ok<CartDetails>(
      await b.post(P.update, {
        investmentId: id,
        amount: '2000',
        sipDate: 15,
        numOfSipInstallments: 24,
      }),
    );
    expect(updated.activeCustomizedInvestmentDetailList[0]!.investmentDetail[0]).toMatchObject({
      amount: '2000.00',
      sipDate: 15,
      numOfInstallments: 24,
    });
    expect(updated.amount).toBe('48000.00');
    const removed = ok<CartDetails>(await b.post(P.remove, { investmentId: id }));
    expect(removed.noOfItems).toBe(0);
    expect(failed(await b.post(P.remove, { investmentId: id }), 404).message).toBe(
      'Cart item not found',
    );
  });

  it('keeps another session out of the cart (403/404) and needs the CSRF token', async () => {
    const a = await guest();
    const cart = ok<CartDetails>(await a.post(P.save, lumpsum(200001, 5000)));
    const id = cart.activeCustomizedInvestmentDetailList[0]!.investmentDetail[0]!.investmentId;
    const other = await guest();
    expect(failed(await other.get(P.details, { cartId: cart.cartId }), 403).errorEnum).toBe(
      'FORBIDDEN',
    );
    failed(await other.get(P.details, { cartId: '00000000-0000-4000-8000-000000000000' }), 404);
    failed(await other.post(P.update, { investmentId: id, amount: 9000 }), 403);
    failed(await other.post(P.remove, { investmentId: id }), 403);
    failed(await other.post(P.save, { ...lumpsum(200001, 9000), cartId: cart.cartId }), 403);
    expect((await cartOf(other)).noOfItems).toBe(0);
    // No CSRF token: refused, nothing changes.
    failed(await a.post(P.remove, { investmentId: id }, { csrf: null }), 403);
    failed(await a.post(P.save, lumpsum(200001, 6000), { csrf: 'wrong' }), 403);
    const mine = await cartOf(a);
    expect(mine.noOfItems).toBe(1);
    expect(mine.amount).toBe('5000.00');
  });

  it('brings the guest cart along at sign-in without a merge call (same cookie id)', async () => {
    await addUser(h.database, { mobile: '9000000002' });
    const b = await guest();
    ok(await b.post(P.save, sip(200001, 500)));
    ok(await b.post(P.login, { mobile: '9000000002', password: PASSWORD }));
    const cart = await cartOf(b);
    expect(cart.noOfItems).toBe(1);
    expect(cart.activeCustomizedInvestmentDetailList[0]!.investmentDetail[0]!.investmentType).toBe(
      'SIP',
    );
  });

  it("merges the guest cart into the user's at sign-in without duplicates (the user's item wins)", async () => {
    await addUser(h.database, { mobile: '9000000001' });
    // The user's cart from an earlier visit: a lumpsum of 8000.
    const earlier = await guest();
    ok(await earlier.post(P.login, { mobile: '9000000001', password: PASSWORD }));
    ok(await earlier.post(P.save, lumpsum(200001, 8000)));

    const b = await guest();
    ok(await b.post(P.save, lumpsum(200001, 5000)));
    ok(await b.post(P.save, sip(200001, 500)));
    failed(await b.post(P.merge, {}), 401);
    ok(await b.post(P.login, { mobile: '9000000001', password: PASSWORD }));
    const merged = ok<CartDetails>(await b.post(P.merge, {}));
    expect(merged.noOfItems).toBe(2);
    const details = merged.activeCustomizedInvestmentDetailList.map((x) => x.investmentDetail[0]!);
    expect(details.map((d) => [d.investmentType, d.amount])).toEqual([
      ['Lumpsum', '8000.00'],
      ['SIP', '500.00'],
    ]);
    // Merging again changes nothing; the earlier browser sees the same cart.
    expect(ok<CartDetails>(await b.post(P.merge, {})).noOfItems).toBe(2);
    expect((await cartOf(earlier)).cartId).toBe(merged.cartId);
    const carts = await database.db.execute(sql`select count(*)::int as n from cart`);
    expect(
      ((carts as { rows?: { n: number }[] }).rows ?? (carts as unknown as { n: number }[]))[0]!.n,
    ).toBe(1);
  });
});
