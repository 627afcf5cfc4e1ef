import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { data } from './api-session';
import { chooseFile } from './choose-file';

// /profile/bank-details (spec 2 §2 step 2): the bank form, its cheque upload and the verification
// modals; plus the API set-up of an investor through step 1.

/** Account opened with a PAN and personal details saved, as an earlier visit would have left them. */
export async function investorThroughStep1(request: APIRequestContext, pan: string): Promise<void> {
  const csrf = (await data<{ csrfToken: string }>(await request.get('/api/v1/login/get-current-user'))).csrfToken;
  const post = async (path: string, body: unknown) => data(await request.post(path, { headers: { 'x-csrf-token': csrf }, data: body }));
  await post('/api/v1/onboarding/create-account', { pan });
  await post('/api/v1/onboarding/personal-details', {
    gender: 'F',
    dob: '1990-04-15',
    email: 'e2e.investor@example.com',
    emailDeclarationFlag: 'SE',
    mobileDeclarationFlag: 'SE',
    address: '12 MG Road, Indiranagar',
    pincode: '560038',
  });
}

export class BankDetailsPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Add bank account' });
  }

  async open(query = '?flowType=checkout'): Promise<void> {
    await this.page.goto(`/v1/profile/bank-details${query}`);
    await expect(this.page.getByRole('heading', { name: 'Bank Details', level: 1 })).toBeVisible();
  }

  async uploadCheque(file: Parameters<typeof chooseFile>[1]): Promise<void> {
    await chooseFile(this.form.getByRole('button', { name: /^Cancelled cheque/ }), file);
  }

  /** The modal shown while the server reads the cheque. */
  get chequeProcessing(): Locator {
    return this.page.getByRole('dialog', { name: 'Processing your cheque…' });
  }

  /** The server's OCR has filled the form from the uploaded cheque (real OCR: allow it time). */
  async expectChequeRead(): Promise<void> {
    await expect(this.form.getByText('File uploaded and details extracted successfully')).toBeVisible({ timeout: 30_000 });
  }

  /** The form as OCR fills it from the committed SBI cheque (fixtures/cheques/sbi-complete.png). */
  async expectSbiChequeFields(): Promise<void> {
    await expect(this.field('Account number')).toHaveValue('30001234567');
    await expect(this.field('IFSC')).toHaveValue('SBIN0000813');
    await expect(this.field('Bank name')).toHaveValue('State Bank of India');
  }

  field(label: 'Bank name' | 'Account number' | 'IFSC' | 'Account type'): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async verifyAndAdd(): Promise<void> {
    await this.form.getByRole('button', { name: 'Verify & Add Account' }).click();
  }

  get verifying(): Locator {
    return this.page.getByRole('dialog', { name: 'Verifying your bank account…' });
  }

  /** Shown after the save; it closes itself when the list is read again (spec 2 §4: 2 s). */
  get verified(): Locator {
    return this.page.getByRole('dialog', { name: 'Account verified successfully!' });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async continueWithProfile(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue With Profile' }).click();
  }
}

/** Waits for a bank-update OTP to this mobile that was not in `seen`, from the sandbox outbox. */
export async function newBankUpdateOtp(request: APIRequestContext, mobile: string, seen: Set<string> = new Set()): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/sandbox/outbox?channel=sms&recipient=${mobile}`);
      const json = (await res.json()) as { responseData: { id: string; kind: string; body: string }[] | null };
      const fresh = (json.responseData ?? []).find((m) => m.kind === 'bank-update-otp' && !seen.has(m.id));
      code = fresh?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
