import { expect, test, type APIRequestContext } from '@playwright/test';
import { ApiSession, data, untilDemoHistoryDone } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR } from '../pages/demo-accounts';
import { untilHydrated } from '../pages/hydration';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { latestOtp } from '../pages/sign-in-dialog';

// Redeem on a phone (issue 12 §2, §6; spec 3 §4, §5; decisions 0106–0108): the demo investor holds
// a fund bought at the sandbox exchange; from the portfolio's row menu she redeems 10 units with
// the OTP (read from the sandbox outbox), sees the redemption in progress, and once the sandbox
// clock has moved past the NAV and the settlement day the units are gone and the payout is paid.

interface ConsoleView {
  allotments: { OrderNo: string; ClientCode: string; BuySell: 'P' | 'R'; FolioNo: string; PayoutDate: string | null; PaidOutOn: string | null }[];
}

class Sandbox {
  constructor(
    private readonly request: APIRequestContext,
    private readonly csrf: () => Promise<string>,
  ) {}

  private async post<T>(path: string, body?: unknown): Promise<T> {
    return data<T>(await this.request.post(path, { headers: { 'x-csrf-token': await this.csrf() }, ...(body === undefined ? {} : { data: body }) }));
  }

  async console(): Promise<ConsoleView> {
    return data<ConsoleView>(await this.request.get('/api/v1/sandbox/console'));
  }

  testPurchase(clientCode: string, amount: number) {
    return this.post<{ orderNo: string }>('/api/v1/sandbox/test-purchase', { clientCode, amount });
  }

  /** Moves the clock a day forward and (unless told not to) publishes every day's NAVs up to it. */
  async nextDay(options: { publish?: boolean } = {}): Promise<void> {
    await this.post('/api/v1/sandbox/clock/move', { amount: 1, unit: 'days' });
    if (options.publish === false) return;
    for (let i = 0; i < 10; i += 1) {
      const res = await this.request.post('/api/v1/sandbox/navs/publish', { headers: { 'x-csrf-token': await this.csrf() } });
      if (res.status() !== 200) return;
    }
  }

  async readStatementIntoLedger(): Promise<void> {
    await this.post('/api/v1/sandbox/ledger/apply-statement');
  }
}

test('redeem 10 units with the OTP from the portfolio; in progress, then the units leave and the payout is paid', async ({ page }) => {
  const request = page.request;
  const api = new ApiSession(request);
  await api.signIn(DEMO_INVESTOR);
  const csrf = async () => (await data<{ csrfToken: string }>(await request.get('/api/v1/login/get-current-user'))).csrfToken;
  const sandbox = new Sandbox(request, csrf);
  const { ucc } = await data<{ ucc: string }>(await request.get('/api/v1/onboarding/profile'));

  // A holding worth ₹60,000: bought and paid at the exchange, allotted at the next NAV, in the ledger.
  const { orderNo } = await sandbox.testPurchase(ucc, 60000);
  await expect
    .poll(async () => {
      await sandbox.nextDay();
      return (await sandbox.console()).allotments.some((a) => a.OrderNo === orderNo);
    }, { timeout: 120_000, intervals: [2_000] })
    .toBe(true);
  await sandbox.readStatementIntoLedger();
  const folio = (await sandbox.console()).allotments.find((a) => a.OrderNo === orderNo)!.FolioNo;
  // A day on, before its NAV is out: the redemption waits for it (in progress).
  await sandbox.nextDay({ publish: false });
  // Days passed on the sandbox clock: the idle session ended; she signs in again.
  await api.signIn(DEMO_INVESTOR);
  // Her demo history replays in the background at start; her redemptions wait until it is done.
  await untilDemoHistoryDone(request, ucc);

  await page.goto('/v1/profile/portfolio');
  const menuButton = page.getByRole('button', { name: new RegExp(`^Actions for .*, folio ${folio.replace('/', '\\/')}$`) });
  await untilHydrated(menuButton);
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Redeem' }).click();

  // Worth ₹50,000 or more: the loan popup first (decision 0108); 'No, Redeem Fund' goes on.
  const loan = page.getByRole('dialog', { name: 'Need money? Take a loan against your mutual funds' });
  await expect(loan).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await loan.getByRole('button', { name: 'No, Redeem Fund' }).click();

  const dialog = page.getByRole('dialog', { name: 'Redeem' });
  await expect(dialog.getByRole('radio', { name: 'Amount' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Units' }).check();
  await dialog.getByLabel('Units to redeem').fill('10');
  await expect(dialog.getByText(/^Estimated exit load: ₹[\d,.]+, taken from your oldest units first\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page, 390, 'redeem dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The OTP (flowType 3) from the sandbox outbox; resend waits 30 seconds.
  await expect(dialog.getByLabel('OTP')).toBeVisible();
  await expect(dialog.getByText(/Resend/)).toBeVisible();
  await dialog.getByLabel('OTP').fill(await latestOtp(request, DEMO_INVESTOR.mobile));
  await dialog.getByRole('button', { name: 'Verify & Redeem' }).click();
  const success = page.getByRole('dialog', { name: 'Redemption request placed' });
  await expect(success.getByText(/^Your redemption request has been placed/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await success.getByRole('button', { name: 'Done' }).click();

  // The portfolio shows the redemption in progress.
  await expect(page.getByText(/Redemption of 10(\.0+)? units in progress/).first()).toBeVisible();

  // The NAV is published: the units leave; then the settlement day (T+2 at most T+3, business days) pays out.
  await expect
    .poll(async () => {
      await sandbox.nextDay();
      const redemption = (await sandbox.console()).allotments.find((a) => a.ClientCode === ucc && a.BuySell === 'R' && a.FolioNo === folio);
      return redemption?.PaidOutOn ?? null;
    }, { timeout: 150_000, intervals: [3_000] })
    .not.toBeNull();
  await sandbox.readStatementIntoLedger();
  await api.signIn(DEMO_INVESTOR);
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`folio ${folio.replace('/', '\\/')}$`) })).toBeVisible();
  await expect(page.getByText(/Redemption of 10(\.0+)? units in progress/)).toHaveCount(0);
});
