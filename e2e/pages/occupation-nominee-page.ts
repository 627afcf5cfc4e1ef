import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { data } from './api-session';
import { investorThroughStep1 } from './bank-details-page';
import { chooseFile } from './choose-file';

// /profile/occupation-nominee-details (spec 2 §2 step 4): occupation, nominees, the FATCA modal and
// the account-opening OTP modal; plus the API set-up of an investor through steps 1 and 2.

/** The newest account-opening OTP sent to this mobile, from the sandbox outbox. */
export async function accountOpeningOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let otp: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/sandbox/outbox?channel=sms&recipient=${mobile}`);
      const json = (await res.json()) as { responseData: { body: string }[] | null };
      const message = json.responseData?.find((m) => m.body.includes('opening your investment account'));
      otp = message?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
      return otp;
    })
    .not.toBeNull();
  return otp!;
}

/**
 * Steps 1 to 3 through the API, as earlier visits would have left them: the account opened with
 * a PAN, personal details, one verified bank account with a cancelled cheque, and a risk profile
 * (each question's first answer).
 */
export async function investorThroughStep3(request: APIRequestContext, pan: string, accountNumber: string, cheque: Buffer): Promise<void> {
  const csrf = (await data<{ csrfToken: string }>(await request.get('/api/v1/login/get-current-user'))).csrfToken;
  const post = async <T>(path: string, body: unknown) => data<T>(await request.post(path, { headers: { 'x-csrf-token': csrf }, data: body }));
  await investorThroughStep1(request, pan);
  const kept = await data<{ cancelledChequeId: string }>(
    await request.post('/api/v1/uploads/upload-cancelled-cheque-v2', {
      headers: { 'x-csrf-token': csrf },
      multipart: { file: { name: 'cheque.png', mimeType: 'image/png', buffer: cheque } },
    }),
  );
  const verified = await post<{ verificationId: string }>('/api/v1/bank-accounts/bank-account-verification', {
    bankAccountNumber: accountNumber,
    ifscCode: 'SBIN0000691',
    purpose: 'add',
  });
  await post('/api/v1/bank-accounts/save-bank-account-details', {
    bankName: 'State Bank of India',
    bankAccountNumber: accountNumber,
    ifscCode: 'SBIN0000691',
    bankAccountType: 'Savings',
    defaultBankFlag: true,
    cancelledChequeId: kept.cancelledChequeId,
    verificationId: verified.verificationId,
  });
  const { riskProfileVersion, totalQuestionsCount, questions } = await data<{
    riskProfileVersion: number;
    totalQuestionsCount: number;
    questions: { questionNo: number; answerOptions: { answerOptionId: number }[] }[];
  }>(await request.get('/api/v1/risk-profile/questions'));
  const { userAttemptId } = await post<{ userAttemptId: number }>('/api/v1/risk-profile/attempt', { riskProfileVersion });
  for (const [i, q] of questions.entries()) {
    await post('/api/v1/risk-profile/answer', {
      questionNo: q.questionNo,
      answerOptionId: q.answerOptions[0]!.answerOptionId,
      riskProfileVersion,
      totalQuestionsCount,
      userAttemptId,
      isCalculateRiskScore: i === questions.length - 1,
    });
  }
}

export interface NomineeValues {
  name: string;
  relationship: string;
  share: string;
  idType: string;
  id: string;
}

export class OccupationNomineePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/v1/profile/occupation-nominee-details?flowType=checkout');
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/v1\/profile\/occupation-nominee-details/);
    await expect(this.page.getByText('Step 4/5')).toBeVisible();
    await expect(this.page.getByLabel('Occupation', { exact: true })).toBeVisible();
  }

  /** `signature`: a PNG's path or bytes. */
  async fillOccupation(signature: string | Buffer): Promise<void> {
    await this.page.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Service' });
    await this.page.getByLabel('Income range').selectOption({ label: '5-10 lakhs' });
    await this.page.getByLabel('Aadhaar number').fill('1234 5678 9012');
    await chooseFile(
      this.page.getByRole('button', { name: /^Signature/ }),
      typeof signature === 'string' ? signature : { name: 'signature.png', mimeType: 'image/png', buffer: signature },
    );
    await expect(this.page.getByRole('img', { name: /^Preview of / })).toBeVisible();
    await expect(this.page.getByText('File uploaded successfully')).toBeVisible();
  }

  async optIn(answer: 'Yes' | 'No'): Promise<void> {
    await this.page.getByRole('group', { name: 'Do you want to add Nominee Details?' }).getByRole('radio', { name: answer }).check();
  }

  nominee(n: number): Locator {
    return this.page.getByRole('group', { name: `Nominee ${n}/3` });
  }

  async fillNominee(n: number, v: NomineeValues): Promise<void> {
    const block = this.nominee(n);
    await block.getByLabel('Nominee name').fill(v.name);
    await block.getByLabel('Relationship').selectOption({ label: v.relationship });
    await block.getByLabel('Share (%)').fill(v.share);
    await block.getByLabel('Identity type').selectOption({ label: v.idType });
    await block.getByLabel('ID number').fill(v.id);
    await block.getByLabel('Nominee e-mail').fill(`nominee${n}@example.com`);
    await block.getByLabel('Nominee mobile number').fill(`98765432${10 + n}`);
    await block.getByLabel('Nominee address').fill('12 MG Road, Indiranagar');
    await block.getByLabel('Nominee pincode').fill('560038');
  }

  get terms(): Locator {
    return this.page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  }

  get fatca(): Locator {
    return this.page.getByRole('dialog', { name: 'FATCA Declaration' });
  }

  /** The account-opening OTP modal (it cannot be closed). */
  get accountOtp(): Locator {
    return this.page.getByRole('dialog', { name: 'Verify Your Mobile Number' });
  }

  async verifyAccountOtp(otp: string): Promise<void> {
    await this.accountOtp.getByLabel('OTP').fill(otp);
    await this.accountOtp.getByRole('button', { name: 'Verify & Open Account' }).click();
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}

/**
 * All of onboarding through the API (steps 1 to 4 and the account-opening OTP from the outbox):
 * an onboarded investor with one verified bank account and no mandate, as an investor who opened
 * the account and left at the mandate step would be.
 */
export async function onboardedInvestor(request: APIRequestContext, mobile: string, pan: string, accountNumber: string, image: Buffer): Promise<void> {
  await investorThroughStep3(request, pan, accountNumber, image);
  const csrf = (await data<{ csrfToken: string }>(await request.get('/api/v1/login/get-current-user'))).csrfToken;
  const post = async <T>(path: string, body?: unknown) =>
    data<T>(await request.post(path, { headers: { 'x-csrf-token': csrf }, ...(body === undefined ? {} : { data: body }) }));
  const { signatureId } = await data<{ signatureId: string }>(
    await request.post('/api/v1/uploads/upload-signature', {
      headers: { 'x-csrf-token': csrf },
      multipart: { file: { name: 'signature.png', mimeType: 'image/png', buffer: image } },
    }),
  );
  await post('/api/v1/onboarding/occupation-nominee-details', {
    occupationType: 'S', incomeSlab: '5L_10L', aadhar: '1234 5678 9012', signatureId, termsAccepted: true, fatcaCompliant: true, nomineeOptIn: false, nomineeList: [],
  });
  await post('/api/v1/onboarding/send-otp');
  await post('/api/v1/onboarding/verify-otp', { otp: await accountOpeningOtp(request, mobile) });
}
