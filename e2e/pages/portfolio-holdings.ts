import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ApiSession, data } from './api-session';
import { DEMO_INVESTOR } from './demo-accounts';

// Holdings made through the sandbox exchange as a person makes them (issue 12): funds in the
// cart, the transaction OTP, net banking approved on the sandbox bank's page, the sandbox clock
// moved past the NAVs and their publication, until the exchange has allotted every order.

const AMOUNT = '5000';

export type Fund = { schemeId: number; schemeName: string; fundType: string; plan: string | null; option: string | null; minLumpsumAmount: string | null };

/** The first open-ended Direct Growth fund of a sub-category that takes ₹5,000. */
export async function fundOf(request: APIRequestContext, subCategory: string): Promise<Fund> {
  const query = new URLSearchParams({ mutualFundCategory: 'Equity', subCategory, plan: 'Direct', option: 'Growth', pageSize: '50' });
  const page = await data<{ content: Fund[] }>(await request.get(`/api/v1/mutual-funds/get-mutual-funds-by-category?${query}`));
  const fund = page.content.find((f) => f.fundType === 'open' && Number(f.minLumpsumAmount ?? '0') <= Number(AMOUNT));
  expect(fund, `an open ${subCategory} fund`).toBeDefined();
  return fund!;
}

/** Publishes each next day's NAVs until the sandbox clock says the next is not due yet. */
async function publishNavsUntilToday(request: APIRequestContext): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const res = await request.post('/api/v1/sandbox/navs/publish');
    if (res.status() !== 200) return;
  }
}

/** Buys both funds by net banking, approved on the sandbox bank's page; the order set's id. */
async function buy(page: Page, session: ApiSession, funds: Fund[]): Promise<string> {
  await session.discardOrders();
  await session.emptyCart();
  for (const fund of funds) await session.addLumpsum(fund.schemeId, AMOUNT);
  const { loopBackUrl } = await session.placeCart(DEMO_INVESTOR.mobile);
  const bankPage = await session.payByNetBanking(loopBackUrl);
  await page.goto(bankPage);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/v1/${loopBackUrl}$`));
  return loopBackUrl;
}


/**
 * The demo investor holds ₹5,000 of each fund, allotted: bought, paid, the clock moved 5 days and
 * the NAVs published; signed in again (the move ends the session).
 */
export async function demoInvestorHolds(page: Page, funds: Fund[]): Promise<void> {
  const session = new ApiSession(page.request);
  await session.signIn(DEMO_INVESTOR);
  const loopBackUrl = await buy(page, session, funds);
  await data(await page.request.post('/api/v1/sandbox/clock/move', { data: { amount: 5, unit: 'days' } }));
  await publishNavsUntilToday(page.request);
  await new ApiSession(page.request).signIn(DEMO_INVESTOR);
  await expect
    .poll(
      async () => {
        const set = await data<{ orders: { allotment: unknown }[] }>(await page.request.get(`/api/v1/checkout/get-orders?pxOrderNumber=${loopBackUrl}`));
        return set.orders.every((o) => o.allotment !== null);
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
}
