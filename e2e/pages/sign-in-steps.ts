import { expect, type BrowserContext, type Locator } from '@playwright/test';

/**
 * The sign-in steps (spec 1 §2 "Sign-in dialog", §4), wherever they are shown: the sign-in dialog
 * or the checkout login panel (loginDiv). `root` is the dialog or the panel.
 */
export class SignInSteps {
  constructor(readonly root: Locator) {}

  heading(name: string) {
    return this.root.getByRole('heading', { name });
  }

  async enterMobile(mobile: string): Promise<void> {
    await this.root.getByLabel('Mobile number').fill(mobile);
    await this.root.getByRole('button', { name: 'Continue' }).click();
  }

  async enterPassword(password: string): Promise<void> {
    await this.root.getByLabel('Password').fill(password);
    await this.root.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /** userdetails: a new investor's name and e-mail, then the signup OTP is sent. */
  async enterDetails(name: string, email: string): Promise<void> {
    await this.root.getByLabel('Full name').fill(name);
    await this.root.getByLabel('E-mail').fill(email);
    await this.root.getByRole('button', { name: 'Send OTP' }).click();
  }

  otpInput() {
    return this.root.getByLabel('OTP');
  }

  /**
   * The OTP step's six boxes sit over one real input (ui/otp-input.tsx): fill it as the phone's
   * SMS autofill does, check the boxes show the digits and that Verify waits for all six.
   */
  async enterOtp(otp: string): Promise<void> {
    const verify = this.root.getByRole('button', { name: 'Verify OTP' });
    await expect(verify).toBeDisabled();
    await this.otpInput().fill(otp.slice(0, 5));
    await expect(verify).toBeDisabled();
    await this.otpInput().fill(otp);
    await expect(this.root.getByTestId('otp-box')).toHaveText([...otp]);
    await verify.click();
  }

  /** multipleUsers: pick one account by its (masked) name. */
  async chooseAccount(maskedName: string): Promise<void> {
    await this.root.getByRole('radio', { name: maskedName }).check();
    await this.root.getByRole('button', { name: 'Continue' }).click();
  }

  /** updatepassword: the first password after an OTP sign-in. */
  async setPassword(password: string): Promise<void> {
    await this.root.getByLabel('New password').fill(password);
    await this.root.getByLabel('Confirm password').fill(password);
    await this.root.getByRole('button', { name: 'Save password' }).click();
  }
}

/**
 * Reads the newest OTP sent by SMS to `mobile` from the sandbox outbox page (/v1/sandbox/outbox),
 * in a tab of its own, as a tester would. With `kind` (the outbox's message kind, e.g.
 * 'account-opening-otp'), the newest message of that kind: the page refreshes itself, so a code
 * still being sent shows up while we wait rather than an older one being read.
 */
export async function otpFromOutboxPage(context: BrowserContext, mobile: string, kind?: string): Promise<string> {
  const tab = await context.newPage();
  try {
    await tab.goto(`/v1/sandbox/outbox?recipient=${mobile}&channel=sms`);
    const rows = tab.getByRole('region', { name: 'Messages' }).getByRole('row');
    const newest = kind
      ? rows.filter({ has: tab.locator('.sandbox-outbox__kind', { hasText: new RegExp(`^${kind}$`) }) }).first()
      : rows.nth(1);
    let otp: string | null = null;
    await expect
      .poll(async () => {
        if (!(await newest.isVisible())) return null;
        otp = (await newest.locator('.sandbox-outbox__body').textContent())?.match(/\b(\d{6})\b/)?.[1] ?? null;
        return otp;
      })
      .not.toBeNull();
    return otp!;
  } finally {
    await tab.close();
  }
}
