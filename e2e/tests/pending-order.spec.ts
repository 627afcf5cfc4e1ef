import { expect, test, type Page } from '@playwright/test';
import { ApiSession, data } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR } from '../pages/demo-accounts';

// Issue 11 §4 on a phone: the pending-order popup offers both ways out. The demo investor has
// an order set placed but not paid (made through the API, as the payment popup would) and a new
// lumpsum in her cart; Invest Now asks 'Hold on!'. Continue with Existing Order takes her to that
// set's order summary and empties the cart (from there: the NEFT page, then net banking refused
// at the sandbox bank, /payment-error and Try Again back to the summary; /transaction-error);
// Cancel Order discards the set and opens the payment popup's OTP step for the cart, which opened
// again within the resend wait shows the code already sent. axe on each.


const HOLD_ON = 'Hold on!';

/** The first fund of a search, as the cart takes it. */
async function schemeId(page: Page): Promise<number> {
  const [fund] = await data<{ schemeId: number }[]>(await page.request.get('/api/v1/mutual-funds/suggest-mutual-fund?text=HDFC'));
  return fund!.schemeId;
}

/** Signed in, one order set waiting for payment, one lumpsum in the cart, on the cart's page. */
async function pendingSetAndCart(page: Page, session: ApiSession): Promise<{ paymentUrl: string }> {
  await session.signIn(DEMO_INVESTOR);
  const fund = await schemeId(page);
  // Only this set waits (an earlier journey's would be the one 'Hold on!' continues with).
  await session.discardOrders();
  await session.emptyCart();
  await session.addLumpsum(fund, '6000');
  const set = await session.placeCart(DEMO_INVESTOR.mobile);
  await session.addLumpsum(fund, '7000');
  await page.goto('/v1/cart-review');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page.getByRole('dialog', { name: HOLD_ON })).toBeVisible();
  return set;
}

test("'Hold on!': Continue with Existing Order, then (another time) Cancel Order", async ({ page }) => {
  test.setTimeout(240_000);
  const session = new ApiSession(page.request);
  const first = await pendingSetAndCart(page, session);
  const holdOn = page.getByRole('dialog', { name: HOLD_ON });
  await expect(holdOn.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Continue with Existing Order: the waiting set's summary; the cart emptied.
  await holdOn.getByRole('button', { name: 'Continue with Existing Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/v1${first.paymentUrl.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('₹6,000.00', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const cart = await data<{ noOfItems: number }>(await page.request.get('/api/v1/cart/get-cart-details'));
  expect(cart.noOfItems).toBe(0);

  // From the summary: the NEFT page (axe), then net banking refused at the sandbox bank.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/v1\/payment-mode\?/);
  await page.getByRole('radio', { name: 'NEFT/RTGS' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/v1\/neft-payment\?loopBackUrl=\d+&/);
  await expect(page.getByText('₹6,000.00').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goBack();
  await page.getByRole('radio', { name: 'Net Banking' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/v1\/sandbox\/bank\/payments\/\d+/);
  await page.getByRole('button', { name: 'Fail' }).click();
  // Back on the set's page (/v1/{loopBackUrl}), whose first read asks the exchange where the
  // payment stands (decision 0095): the bank's REJECTED leads to /payment-error at once, not at
  // the orders job's next round (the default wait, not the two minutes that round needed).
  await expect(page).toHaveURL(/\/v1\/payment-error\?/);
  await expect(page.getByText('Your payment attempt has failed. Any amount debited from your account will be refunded.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();

  // The fallback page for a missing link (spec 1 §2).
  await page.goto('/v1/transaction-error');
  await expect(page.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Again, with a new lumpsum in the cart: Cancel Order discards the set; the popup's OTP step.
  await pendingSetAndCart(page, session);
  await holdOn.getByRole('button', { name: 'Cancel Order' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify Your Transaction' });
  await expect(otp.getByLabel('OTP')).toBeVisible();
  await expect(holdOn).toBeHidden();
  // Closed at the OTP step and opened again at once: the OTP step again, with the code already
  // sent (no new SMS within the 30 s resend wait) and the countdown (decision 0096).
  await otp.getByRole('button', { name: 'Close' }).click();
  await expect(otp).toBeHidden();
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(otp.getByText('We sent you this OTP a moment ago and it is still valid.', { exact: false })).toBeVisible();
  await expect(otp.getByText(/^Resend OTP in \d+s$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The discarded set no longer waits: Invest Now's check finds none.
  expect(await data<unknown[]>(await page.request.get('/api/v1/checkout/get-order-details'))).toEqual([]);
});
