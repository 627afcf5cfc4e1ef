import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { latestOtp } from './sign-in-dialog';

// Test set-up through the API with the browser context's own cookies (page.request): an account
// and its server-side cart made before the journey starts, as an earlier visit would have left them.

/** The success envelope's responseData; fails the test on any other status. */
export async function data<T>(res: APIResponse): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { responseData: T }).responseData;
}

/**
 * Waits until the demo investor's past (replayed in the background at start, decisions 0115, 0123)
 * is finished: until then her redemptions and STPs wait for it. A condition, not a time.
 */
export async function untilDemoHistoryDone(request: APIRequestContext, ucc: string): Promise<void> {
  await expect
    .poll(async () => (await data<{ demoHistory: { clientCode: string; finished: boolean }[] }>(await request.get('/api/v1/sandbox/console'))).demoHistory
      .some((h) => h.clientCode === ucc && h.finished), { timeout: 240_000, intervals: [2_000] })
    .toBe(true);
}

export class ApiSession {
  private csrf = '';

  constructor(private readonly request: APIRequestContext) {}

  private post<T>(path: string, body?: unknown): Promise<T> {
    return this.request
      .post(path, { headers: { 'x-csrf-token': this.csrf }, ...(body === undefined ? {} : { data: body }) })
      .then((res) => data<T>(res));
  }

  /**
   * Signs in by password, as the sign-in dialog does, for journeys whose subject is what comes
   * after (sign-in itself is sign-in.spec.ts's). The browser context shares the cookies.
   */
  async signIn(account: { mobile: string; password: string }): Promise<void> {
    this.csrf = (await data<{ csrfToken: string }>(await this.request.get('/api/v1/login/get-current-user'))).csrfToken;
    const login = await this.post<{ csrfToken: string }>('/api/v1/login/user-login', account);
    this.csrf = login.csrfToken;
  }

  /** A new investor (signup OTP from the sandbox outbox, then save-user): signed in, no password. */
  async signUp(mobile: string, name: string): Promise<void> {
    this.csrf = (await data<{ csrfToken: string }>(await this.request.get('/api/v1/login/get-current-user'))).csrfToken;
    await this.post('/api/v1/login/send-otp', { mobile, purpose: 'signup' });
    await this.post('/api/v1/login/verify-login-otp', { mobile, purpose: 'signup', otp: await latestOtp(this.request, mobile) });
    const login = await this.post<{ csrfToken: string }>('/api/v1/login/save-user', {
      mobile,
      name,
      email: `e2e.${mobile}@example.com`,
    });
    this.csrf = login.csrfToken;
  }

  async addLumpsum(schemeId: number, amount: string): Promise<void> {
    await this.post('/api/v1/cart/save-investment-details', {
      schemeId,
      investmentType: 'Lumpsum',
      investmentFrequency: 0,
      amount,
      sipDate: 1,
    });
  }

  /** A monthly SIP into the cart (spec 3 §7 save investment details; 360 = until cancelled). */
  async addSip(schemeId: number, amount: string, sipDate: number, months = 360): Promise<void> {
    await this.post('/api/v1/cart/save-investment-details', {
      schemeId,
      investmentType: 'SIP',
      investmentFrequency: 1,
      amount,
      sipDate,
      numOfSipInstallments: months,
    });
  }

  /** Pays an order set's lumpsums from an approved mandate (OTM, payment mode 4). */
  async payByMandate(loopBackUrl: string, mandateId: string): Promise<void> {
    await this.post('/api/v1/checkout/make-payment', { loopBackUrl, paymentKey: randomUUID(), paymentMode: 4, mandateId });
  }

  /** Empties the signed-in investor's cart (the checkout's discard-active-cart). */
  async emptyCart(): Promise<void> {
    await this.post('/api/v1/checkout/discard-active-cart');
  }

  /** Discards the investor's order sets still waiting for payment ('Hold on!''s Cancel Order). */
  async discardOrders(): Promise<void> {
    await this.post('/api/v1/checkout/discard-orders');
  }

  /**
   * Places the cart as an order set, as the payment popup does (transaction OTP from the sandbox
   * outbox, then save-bse-order): orders placed, not yet paid. Returns the set's payment URL.
   */
  async placeCart(mobile: string, mandateId?: string): Promise<{ paymentUrl: string; loopBackUrl: string }> {
    const { ucc } = await data<{ ucc: string }>(await this.request.get('/api/v1/onboarding/profile'));
    await data(await this.request.get('/api/v1/checkout/send-transaction-otp?flowType=1&isB2B=false'));
    await this.post('/api/v1/checkout/verify-transaction-otp', { otp: await latestOtp(this.request, mobile), flowType: 1 });
    const query = new URLSearchParams({ trnxDetailId: randomUUID(), ucc, ...(mandateId ? { mandateId } : {}) });
    return this.post<{ paymentUrl: string; loopBackUrl: string }>(`/api/v1/checkout/save-bse-order?${query}`);
  }

  /** Pays a placed set by net banking (make-payment, mode 0): the sandbox bank's page to approve it on. */
  async payByNetBanking(loopBackUrl: string): Promise<string> {
    const paid = await this.post<{ status: string; redirectUrl: string | null }>('/api/v1/checkout/make-payment', {
      loopBackUrl,
      paymentKey: randomUUID(),
      paymentMode: 0,
    });
    expect(paid.status).toBe('ACCEPTED');
    return paid.redirectUrl!;
  }

  async logout(): Promise<void> {
    await this.post('/api/v1/login/logout');
  }
}
