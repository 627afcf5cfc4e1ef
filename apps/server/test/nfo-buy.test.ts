import type { CartDetails, OrderSummary, PaymentOutcome, PortfolioDetails } from '@sanchay/contract';
import { portfolioRoutes } from '@sanchay/contract';
import { istInstant, nfoAllotmentDate, productMessages } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { nextSettlementDueAt, settleDue, syncSandboxSchemeMaster } from '../src/integrations/exchange';
import { seedSandboxSchemes } from './sandbox-exchange-test-kit';
import { addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// Buying a new fund offer through the checkout (issue 13 §5; decision 0148), on PGlite and
// PostgreSQL. The harness's clock starts on Friday 21/08/2026 14:30 IST. The NFO is open Monday
// 17/08 to Monday 24/08/2026 and has no NAV; the exchange allots five business days after the
// close, on Monday 31/08/2026, at ₹10 a unit.

const P = {
  save: '/api/v1/cart/save-investment-details',
  cart: '/api/v1/cart/get-cart-details',
  sendOtp: '/api/v1/checkout/send-transaction-otp',
  verifyOtp: '/api/v1/checkout/verify-transaction-otp',
  saveOrder: '/api/v1/checkout/save-bse-order',
  orders: '/api/v1/checkout/get-orders',
  pay: '/api/v1/checkout/make-payment',
};
const NFO = 153094;
const UPCOMING = 153097;
const CLOSED = 153109;
const ACCOUNT = '50100012345678';

const lumpsum = (schemeId: number, amount: number) => ({ schemeId, investmentType: 'Lumpsum', investmentFrequency: 0, amount, sipDate: 1 });

async function addNfo(database: Database, amfi: number, name: string, open: string, close: string): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO scheme (amfi_code, amc_id, name, plan, option, category, sub_category, isin_growth, nfo_open_date, nfo_close_date,
                        launch_date, min_lumpsum_amount, lumpsum_multiple, min_additional_amount, min_sip_amount, sip_multiple, sip_data,
                        purchase_allowed, sip_allowed)
    VALUES (${amfi}, (SELECT id FROM amc WHERE name = 'Axis Mutual Fund'), ${name}, 'Direct', 'Growth', 'Equity', 'Sectoral & Thematic',
            ${`INF${amfi}X01`}, ${open}, ${close}, ${open}, '500', '1', '500', '500', '1', 'MONTHLY,500,1,1:5:10:15:20:25', true, true)`);
}

forEachDatabase('buying an NFO', (open) => {
  let database: Database;
  let h: Harness;
  let b: Browser;
  let ucc: string;
  let n = 0;
  const key = (what: string) => `${what}-${String(++n).padStart(8, '0')}`;
  const moveTo = (isoDate: string, time: string) => h.advance((istInstant(isoDate, time).getTime() - h.now().getTime()) / 1000);

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    await addNfo(database, NFO, 'Axis Ethical Fund - Direct Plan - Growth', '2026-08-17', '2026-08-24');
    await addNfo(database, UPCOMING, 'Axis Digital Index Fund - Direct Plan - Growth', '2026-08-27', '2026-09-10');
    await addNfo(database, CLOSED, 'Axis Momentum Fund - Direct Plan - Growth', '2026-08-03', '2026-08-14');
    await syncSandboxSchemeMaster(database);
    h = await startHarness(database, ['123456']);
    const userId = await addUser(database, { mobile: '9876500011', name: 'Asha Rao' });
    const [profile] = await rows<{ ucc: string }>(
      database,
      sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
          VALUES (${userId}, 'ABCDE0011F', 'KYC_VALIDATED_STATUS', now(), now(), now()) RETURNING ucc`,
    );
    await database.db.execute(
      sql`INSERT INTO bank_account (user_id, account_sequence, bank_name, account_number, ifsc, account_type, is_default, is_verified, created_at, updated_at)
          VALUES (${userId}, 1, 'HDFC Bank', ${ACCOUNT}, 'HDFC0000001', 'Savings', true, true, now(), now())`,
    );
    ucc = profile!.ucc;
    b = await h.signIn('9876500011');
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  async function checkout() {
    ok(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
    expect(ok<{ otpMatched: boolean }>(await b.post(P.verifyOtp, { otp: '123456', flowType: 1 })).otpMatched).toBe(true);
    return b.post(`${P.saveOrder}?${new URLSearchParams({ trnxDetailId: key('submit'), ucc })}`);
  }

  it('the cart takes an open NFO as a lumpsum at its minimum, and refuses a SIP, an upcoming NFO and a closed one', async () => {
    const cart = ok<CartDetails>(await b.post(P.save, lumpsum(NFO, 500)));
    expect(cart.activeCustomizedInvestmentDetailList.map((i) => i.mutualFund.schemeId)).toEqual([NFO]);
    expect(failed(await b.post(P.save, lumpsum(NFO, 499)), 400).message).toBe('Minimum investment in this fund is ₹500');
    const sip = { schemeId: NFO, investmentType: 'SIP', investmentFrequency: 1, amount: 1000, sipDate: 5, numOfSipInstallments: 12 };
    expect(failed(await b.post(P.save, sip), 400).message).toBe(productMessages.nfo.lumpsumOnly);
    expect(failed(await b.post(P.save, lumpsum(UPCOMING, 1000)), 400).message).toBe('This NFO opens for investment on 27/08/2026.');
    expect(failed(await b.post(P.save, lumpsum(CLOSED, 1000)), 400).message).toBe(
      'This NFO closed on 14/08/2026. You can invest once its units are allotted and the fund reopens for sale.',
    );
  });

  it('checkout refuses an NFO in the cart once the offer has closed, and before it opens (a postponed offer); the cart keeps it', async () => {
    ok(await b.post(P.save, lumpsum(NFO, 1000)));
    // The AMC postponed the offer after the item went into the cart.
    await database.db.execute(sql`UPDATE scheme SET nfo_open_date = '2026-08-24' WHERE amfi_code = ${NFO}`);
    expect(failed(await checkout(), 400).message).toBe('This NFO opens for investment on 24/08/2026.');
    // Tuesday 25/08, 00:00 IST: the offer closed at the end of Monday.
    moveTo('2026-08-25', '00:00');
    b = await h.signIn('9876500011');
    expect(failed(await checkout(), 400).message).toBe(
      'This NFO closed on 24/08/2026. You can invest once its units are allotted and the fund reopens for sale.',
    );
    expect(ok<CartDetails>(await b.get(P.cart)).noOfItems).toBe(1);
    const [orders] = await rows<{ n: string }>(database, sql`SELECT count(*)::text AS n FROM sandbox_exchange_order`);
    expect(orders!.n).toBe('0');
  });

  it('an open NFO is bought by UPI on its last day, allotted at ₹10 on the allotment date, and shows in the portfolio at the offer price', async () => {
    moveTo('2026-08-24', '23:59');
    b = await h.signIn('9876500011');
    ok(await b.post(P.save, lumpsum(NFO, 1000)));
    const placed = ok<OrderSummary>(await checkout());
    expect(placed.orders[0]).toMatchObject({ orderStatus: 'VALID', investmentType: 'Lumpsum' });
    const paid = ok<PaymentOutcome>(
      await b.post(P.pay, { loopBackUrl: placed.loopBackUrl, paymentKey: key('pay'), paymentMode: 3, vpaId: 'asha@okbank', bankAccountNumber: ACCOUNT }),
    );
    expect(paid.status).toBe('ACCEPTED');
    expect(await h.app.sandboxExchange.bank.completeBankPayment(paid.redirectUrl!.split('?')[0]!.split('/').pop()!, 'approve')).toBe(true);
    await h.app.orders.refreshPaymentStatuses();

    const allotment = nfoAllotmentDate('2026-08-24');
    expect(allotment).toBe('2026-08-31');
    const clock = { now: () => h.now() };
    const allotted = async () => {
      await settleDue(database, clock);
      await h.app.orders.recordAllotments({ fromDate: '2026-08-01', toDate: '2026-09-30' });
      return ok<OrderSummary>(await b.get(P.orders, { pxOrderNumber: placed.loopBackUrl })).orders[0]!.allotment;
    };
    // The settlement job's next wake-up on the live clock is the start of the allotment day (IST).
    expect(await nextSettlementDueAt(database, h.now())).toEqual(istInstant(allotment));
    // No NAV exists and the allotment date has not come: nothing is allotted, nothing fails.
    moveTo('2026-08-30', '23:59');
    b = await h.signIn('9876500011');
    expect(await allotted()).toBeFalsy();
    // The sandbox clock moves to the allotment date: ₹1,000 less ₹0.05 stamp duty at ₹10.
    moveTo('2026-08-31', '00:00');
    expect(await allotted()).toMatchObject({ nav: '10.0000', units: '99.9950', amount: '1000.00' });

    const portfolio = ok<PortfolioDetails>(await b.get(portfolioRoutes.getUserPortfolio.path));
    expect(portfolio.portfolioSchemes).toHaveLength(1);
    expect(portfolio.portfolioSchemes[0]).toMatchObject({ unitsAllocated: '99.9950', currentValue: '999.95', amountInvested: '1000.00', navAvailable: false });
  });
});
