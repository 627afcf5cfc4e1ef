import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// My Profile (spec 2 §2 "Profile area"): the tabs, the Personal tab's view and edit form, and its
// OTP dialog; the profile OTP read from the sandbox outbox.

export class ProfilePage {
  readonly tabs: Locator;
  readonly personal: Locator;
  readonly otpDialog: Locator;

  constructor(private readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Profile sections' });
    this.personal = page.getByRole('region', { name: 'Personal Details' });
    this.otpDialog = page.getByRole('dialog', { name: 'OTP Verification' });
  }

  async open(): Promise<void> {
    await this.page.goto('/v1/profile');
    await expect(this.page).toHaveURL(/\/v1\/profile\/personal-info$/);
    await expect(this.personal.getByRole('button', { name: 'Edit Personal Details' })).toBeVisible();
  }

  field(label: 'E-mail' | 'Address' | 'Pincode'): Locator {
    return this.personal.getByLabel(label, { exact: true });
  }

  /** The profile-update SMS codes in the outbox, newest first. */
  static async profileOtps(request: APIRequestContext, mobile: string): Promise<{ id: string; code: string }[]> {
    const res = await request.get(`/api/v1/sandbox/outbox?channel=sms&recipient=${mobile}`);
    const json = (await res.json()) as { responseData: { id: string; kind: string; body: string }[] | null };
    return (json.responseData ?? [])
      .filter((m) => m.kind === 'profile-update-otp')
      .map((m) => ({ id: m.id, code: m.body.match(/\b(\d{6})\b/)?.[1] ?? '' }));
  }

  /** Waits for a profile OTP that was not in `seen` and answers its code. */
  static async newProfileOtp(request: APIRequestContext, mobile: string, seen: Set<string>): Promise<string> {
    let code = '';
    await expect
      .poll(async () => {
        const fresh = (await ProfilePage.profileOtps(request, mobile)).find((m) => !seen.has(m.id));
        code = fresh?.code ?? '';
        return code;
      })
      .not.toBe('');
    return code;
  }
}
