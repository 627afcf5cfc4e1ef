import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { data } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR, DEMO_PASSWORD } from '../pages/demo-accounts';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { latestOtp } from '../pages/sign-in-dialog';

// Issue 11 on a phone: the demo investor has a pending order set (made through the API, as a
// submit of her cart would: a lumpsum, and a SIP on a mandate the bank has not approved yet) and
// opens its payment link: VALID first, the SIP's Registration Error after it, the payable total of
// the lumpsum only. Another investor's session gets the not-authorised message and goes home; the
// next day (the sandbox clock moved) the link has expired.


const MEERA = { mobile: '9000000005', password: DEMO_PASSWORD };

/** The API as the browser's context calls it (shared cookies), with the session's CSRF token. */
class Api {
  private csrf = '';
  constructor(private readonly request: APIRequestContext) {}

  async signIn(account: { mobile: string; password: string }): Promise<void> {
    this.csrf = (await data<{ csrfToken: string }>(await this.request.get('/api/v1/login/get-current-user'))).csrfToken;
    this.csrf = (await this.post<{ csrfToken: string }>('/api/v1/login/user-login', account)).csrfToken;
  }

  async signOut(): Promise<void> {
    this.csrf = (await this.post<{ csrfToken: string }>('/api/v1/login/logout')).csrfToken;
  }

  get<T>(path: string): Promise<T> {
    return this.request.get(path).then((res) => data<T>(res));
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request
      .post(path, { headers: { 'x-csrf-token': this.csrf }, ...(body === undefined ? {} : { data: body }) })
      .then((res) => data<T>(res));
  }
}

test('the payment link: orders VALID first with the payable total; another investor refused; expired the next day', async ({ page }) => {
  test.setTimeout(120_000);
  const api = new Api(page.request);
  await api.signIn(DEMO_INVESTOR);
  const { ucc } = await api.get<{ ucc: string }>('/api/v1/onboarding/profile');
  await api.post('/api/v1/checkout/discard-active-cart');
  const [fund] = await api.get<{ schemeId: number }[]>('/api/v1/mutual-funds/suggest-mutual-fund?text=HDFC');
  await api.post('/api/v1/cart/save-investment-details', { schemeId: fund!.schemeId, investmentType: 'Lumpsum', investmentFrequency: 0, amount: '100000', sipDate: 1 });
  await api.post('/api/v1/cart/save-investment-details', {
    schemeId: fund!.schemeId, investmentType: 'SIP', investmentFrequency: 1, amount: '5000', sipDate: 5, numOfSipInstallments: 360,
  });
  // A physical mandate the bank has not approved: the exchange refuses the SIP on it.
  const mandate = await api.post<{ bseMandateId: string }>('/api/v1/mandates/register-mandate', {
    requestKey: randomUUID(), accountSequence: 1, mandateType: 'X', mandateAmount: '100000', flowType: 'checkout',
  });
  await api.get('/api/v1/checkout/send-transaction-otp?flowType=1&isB2B=false');
  await api.post('/api/v1/checkout/verify-transaction-otp', { otp: await latestOtp(page.request, DEMO_INVESTOR.mobile), flowType: 1 });
  const set = await api.post<{ paymentUrl: string }>(
    `/api/v1/checkout/save-bse-order?${new URLSearchParams({ trnxDetailId: randomUUID(), ucc, mandateId: mandate.bseMandateId })}`,
  );

  await page.goto(`/v1${set.paymentUrl}`);
  const orders = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(2);
  await expect(orders.nth(0)).toContainText('Pending Payment');
  await expect(orders.nth(0)).toContainText('Lumpsum');
  await expect(orders.nth(1)).toContainText('Registration Error');
  await expect(page.getByText('Total payable amount')).toBeVisible();
  await expect(page.getByText('₹1,00,000.00', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Report Error' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page, 390, 'order summary');

  // Another investor opens the link: not authorised, then home.
  await api.signOut();
  await api.signIn(MEERA);
  await page.goto(`/v1${set.paymentUrl}`);
  await expect(page.getByText('Oops! You are not authorised to view this page')).toBeVisible();
  await expect(page).toHaveURL(/\/v1\/home$/, { timeout: 20_000 });

  // The next day the link has expired (the exchange lapses unpaid orders at the day's end).
  await api.signOut();
  await api.post('/api/v1/sandbox/clock/move', { amount: 1, unit: 'days' });
  await api.signIn(DEMO_INVESTOR);
  await page.goto(`/v1${set.paymentUrl}`);
  await expect(page.getByText('This payment link has expired. Please go to cart and click on invest now to proceed with this order.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
});
