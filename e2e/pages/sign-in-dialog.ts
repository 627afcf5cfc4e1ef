import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SignInSteps } from './sign-in-steps';
import { untilHydrated } from './hydration';

/** The sign-in dialog (spec 1 §2) and the header's account menu; the steps are SignInSteps'. */
export class SignInDialog extends SignInSteps {
  constructor(private readonly page: Page) {
    super(page.getByRole('dialog'));
  }

  get dialog() {
    return this.root;
  }

  /** Opens the dialog from the header (signed out: "Login / Sign up"). */
  async openFromHeader(): Promise<void> {
    const button = this.page.getByRole('button', { name: 'Login / Sign up' });
    // A page the server rendered (docs/decisions/0055) shows the button before React has hydrated
    // it, and a click before then does nothing: on a busy machine the dialog then never opened
    // (desktop runs of onboarding-journey, sign-in and checkout-sign-in). Click once React owns it.
    await untilHydrated(button);
    await button.click();
    await expect(this.dialog).toBeVisible();
  }

  /** The header's account menu trigger of a signed-in user (compact on a phone: a hidden label). */
  accountMenu(name: string) {
    return this.page.getByRole('button', { name: new RegExp(`^(Account menu for )?${name}$`) });
  }

  async logout(name: string): Promise<void> {
    await this.accountMenu(name).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}

/** Reads the newest OTP SMS sent to `mobile` from the sandbox outbox. */
export async function latestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let otp: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/sandbox/outbox?channel=sms&recipient=${mobile}`);
      const json = (await res.json()) as {
        responseData: { body: string; recipient: string }[] | null;
      };
      const message = json.responseData?.find((m) => m.recipient.endsWith(mobile));
      otp = message?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
      return otp;
    })
    .not.toBeNull();
  return otp!;
}
