// Onboarding step 4 (occupation and nominees), the account-opening OTP and the profile's nominee
// save (spec 2 §4, §5, §7) through app.inject: on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set. The sandbox exchange's client register is inspected for "once".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CSRF_HEADER,
  SessionErrorEnum,
  occupationNomineeRoutes,
  onboardingRoutes,
  profileRoutes,
  uploadRoutes,
  uploadedFilePath,
  type AccountOpened,
  type ProfileView,
} from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bankAccount, notificationOutbox, userAccount } from '../src/db/schema';
import { ExchangeUnavailableError, REGISTRATION_TEST_ACCOUNTS, SandboxClientRegistration, type ClientRegistrationPayload } from '../src/integrations/exchange';
import { PASSWORD, addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

const R = occupationNomineeRoutes;
const LOGIN = '/api/v1/login/user-login';
const here = path.dirname(fileURLToPath(import.meta.url));
const signaturePng = readFileSync(path.join(here, 'fixtures/cheques/not-a-cheque.png'));
const own = productMessages.occupationNominee;
const nm = messages.onboarding.nominee;

const nominee = (over: Record<string, unknown> = {}) => ({
  nomineeName: 'Ravi Verma',
  relationship: '20',
  nomineePercentage: '100',
  isNomineeMinor: false,
  nomineeIdentityType: '1',
  nomineeIDNumber: 'BCDPV2345L',
  nomineeEmail: 'ravi.verma@example.com',
  nomineeMobile: '9876543211',
  nomineeAddress: '12 MG Road, Indiranagar',
  nomineePincode: '560038',
  ...over,
});

/** The sandbox exchange, down (HTTP 500) for the next `downFor` calls, counting the calls. */
class FlakyExchange extends SandboxClientRegistration {
  downFor = 0;
  calls = 0;
  override async registerClient(p: ClientRegistrationPayload) {
    this.calls += 1;
    if (this.downFor > 0) {
      this.downFor -= 1;
      throw new ExchangeUnavailableError('The exchange did not answer the client registration');
    }
    return super.registerClient(p);
  }
}

forEachDatabase('onboarding: occupation, nominees and the account-opening OTP', (open) => {
  let database: Database;
  let h: Harness;
  let exchange: FlakyExchange;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    exchange = new FlakyExchange({ database });
    h = await startHarness(database, ['111111', '222222', '333333', '444444'], { clientRegistration: exchange });
  });
  afterEach(async () => {
    await h?.close();
  });

  const signIn = async (mobile: string, name = 'Asha Verma'): Promise<{ b: Browser; userId: string }> => {
    const userId = await addUser(database, { mobile, name });
    const b = h.browser();
    ok(await b.get('/api/v1/login/get-current-user'));
    ok(await b.post(LOGIN, { mobile, password: PASSWORD }));
    return { b, userId };
  };

  const uploadSignature = async (b: Browser): Promise<string> => {
    const boundary = '----step4-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sign.png"\r\nContent-Type: image/png\r\n\r\n`),
      signaturePng,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: uploadRoutes.uploadSignature.path,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [CSRF_HEADER]: b.csrfToken! },
      cookies: Object.fromEntries(b.cookies),
    });
    return ok<{ signatureId: string }>(res).signatureId;
  };

  /** An investor through steps 1 and 2 (PAN, personal details, one bank account) with a signature uploaded. */
  const investor = async (mobile = '9876543210', accountNumber = '123456789012') => {
    const { b, userId } = await signIn(mobile);
    ok(await b.post(onboardingRoutes.createAccount.path, { pan: mobile === '9876543210' ? 'BNZPK1234Q' : 'CNZPK1234Q' }));
    ok(
      await b.post(onboardingRoutes.savePersonalDetails.path, {
        gender: 'F',
        dob: '1990-04-15',
        email: 'asha.verma@example.com',
        emailDeclarationFlag: 'SE',
        mobileDeclarationFlag: 'SE',
        address: '12 MG Road, Indiranagar',
        pincode: '560038',
      }),
    );
    // Step 2 belongs to the bank feature: its row is written directly here.
    await database.db.insert(bankAccount).values({
      userId,
      accountSequence: 1,
      bankName: 'State Bank of India',
      accountNumber,
      ifsc: 'SBIN0000691',
      accountType: 'Savings',
      isDefault: true,
      isVerified: true,
      createdAt: h.now(),
      updatedAt: h.now(),
    });
    const signatureId = await uploadSignature(b);
    const step4 = (over: Record<string, unknown> = {}) => ({
      occupationType: 'S',
      incomeSlab: '5L_10L',
      aadhar: '1234 5678 9012',
      signatureId,
      termsAccepted: true,
      fatcaCompliant: true,
      nomineeOptIn: true,
      nomineeList: [nominee({ nomineePercentage: '60' }), nominee({ nomineeName: 'Meera Verma', relationship: '04', nomineePercentage: '40', nomineeIdentityType: '3', nomineeIDNumber: 'KA01 20110012345' })],
      ...over,
    });
    return { b, userId, signatureId, step4 };
  };

  const registered = async (userId: string) =>
    (await database.db.select({ r: userAccount.registeredWithBse }).from(userAccount).where(eq(userAccount.id, userId)))[0]!.r;

  describe('step 4 save', () => {
    it('keeps the occupation, the last 4 Aadhaar digits, the signature, FATCA and the nominees', async () => {
      const { b, signatureId, step4 } = await investor();
      const view = ok<ProfileView>(await b.post(R.saveOccupationNominee.path, step4()));
      expect(view).toMatchObject({
        occupation: 'Service',
        occupationType: 'S',
        incomeSlab: '5L_10L',
        aadhar: 'XXXX XXXX 9012',
        signatureURL: uploadedFilePath(signatureId),
        fatcaCompliant: true,
        optIn: true,
        registeredWithBse: 0,
      });
      expect(view.nomineeList.map((n) => [n.nomineeName, n.nomineePercentage, n.nomineeIdentityType, n.isNomineeMinor])).toEqual([
        ['Ravi Verma', '60.00', '1', 'false'],
        ['Meera Verma', '40.00', '3', 'false'],
      ]);
      // Opting out replaces the list with none.
      const out = ok<ProfileView>(await b.post(R.saveOccupationNominee.path, step4({ nomineeOptIn: false })));
      expect(out).toMatchObject({ optIn: false, nomineeList: [] });
    });

    it("answers each missing field with the spec's message", async () => {
      const { b, step4 } = await investor();
      const res = failed(
        await b.post(R.saveOccupationNominee.path, step4({ occupationType: '', aadhar: '1234 5678', signatureId: '', termsAccepted: false })),
        400,
      );
      expect(res.fieldErrors).toMatchObject({
        occupationType: 'Please enter your occupation type.',
        aadhar: 'Please enter valid adhaar no.',
        signatureId: 'Please upload your signature.',
        termsAccepted: own.termsRequired,
      });
    });

    it('checks every nominee rule on the server, field by field', async () => {
      const { b, step4 } = await investor();
      const errorsOf = async (list: unknown[]) => failed(await b.post(R.saveOccupationNominee.path, step4({ nomineeList: list })), 400).fieldErrors;
      expect(await errorsOf([nominee({ nomineeName: 'asha verma' })])).toEqual({ 'nomineeList.0.nomineeName': nm.notYourself });
      expect(await errorsOf([nominee({ nomineePercentage: '60' }), nominee({ nomineeName: 'Meera Verma', nomineePercentage: '30', nomineeIDNumber: 'CDEPV3456M' })])).toEqual({
        'nomineeList.0.nomineePercentage': nm.totalNot100,
      });
      // The Aadhaar typed on this page is the investor's own.
      expect(await errorsOf([nominee({ nomineeIdentityType: '2', nomineeIDNumber: '9012' })])).toEqual({ 'nomineeList.0.nomineeIDNumber': nm.ownAadhaar });
      expect(await errorsOf([nominee({ nomineeIDNumber: 'BNZPK1234Q' })])).toEqual({ 'nomineeList.0.nomineeIDNumber': nm.ownPan });
      expect(await errorsOf([nominee({ isNomineeMinor: true, nomineeDOB: '2000-01-01', guardianName: '' })])).toEqual({
        'nomineeList.0.nomineeDOB': nm.dobRequired,
        'nomineeList.0.guardianName': nm.guardianRequired,
      });
      expect(await errorsOf([nominee({ nomineePincode: '999999' })])).toEqual({ 'nomineeList.0.nomineePincode': 'Invalid pincode' });
      // Opted in with no block at all.
      expect(await errorsOf([])).toEqual({ 'nomineeList.0.nomineeName': nm.nameRequired });
      // Four nominees are refused by the route's shape.
      expect((await b.post(R.saveOccupationNominee.path, step4({ nomineeList: [1, 2, 3, 4].map(() => nominee()) }))).statusCode).toBe(400);
    });

    it("refuses another investor's signature as if none were given", async () => {
      const first = await investor();
      const second = await investor('9123456780');
      const res = failed(await second.b.post(R.saveOccupationNominee.path, second.step4({ signatureId: first.signatureId })), 400);
      expect(res.fieldErrors).toEqual({ signatureId: 'Please upload your signature.' });
    });

    it('needs a signed-in caller and the CSRF header', async () => {
      const { b, step4 } = await investor();
      expect((await b.post(R.saveOccupationNominee.path, step4(), { csrf: null })).statusCode).toBe(403);
      const guest = h.browser();
      ok(await guest.get('/api/v1/login/get-current-user'));
      expect((await guest.post(R.saveOccupationNominee.path, step4())).statusCode).toBe(401);
    });
  });

  describe('account-opening OTP', () => {
    const lastSms = async (mobile: string) =>
      (await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, mobile)).orderBy(desc(notificationOutbox.createdAt)))[0];

    it('is refused until step 4 is saved, then goes to the own mobile through the outbox', async () => {
      const { b, step4 } = await investor();
      expect(failed(await b.post(R.sendAccountOtp.path), 400).message).toBe(own.stepsIncomplete);
      ok(await b.post(R.saveOccupationNominee.path, step4()));
      const sent = ok<{ mobile: string; resendAfterSeconds: number; expiresInSeconds: number }>(await b.post(R.sendAccountOtp.path));
      expect(sent).toMatchObject({ mobile: 'XXXXXX3210', resendAfterSeconds: 30, expiresInSeconds: 300 });
      expect((await lastSms('9876543210'))?.body).toContain('111111');
    });

    it('resends only after 30 s; a wrong code is "Invalid OTP."; the right one opens the account once', async () => {
      const { b, userId, step4 } = await investor();
      ok(await b.post(R.saveOccupationNominee.path, step4()));
      ok(await b.post(R.sendAccountOtp.path));
      expect(failed(await b.post(R.sendAccountOtp.path), 429).message).toMatch(/wait \d+ seconds/);
      h.advance(31);
      ok(await b.post(R.sendAccountOtp.path)); // 222222 replaces 111111
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '111111' }), 400).message).toBe('Invalid OTP.');
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '' }), 400).message).toBe('Please enter OTP.');
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '12345' }), 400).message).toBe('Please enter a valid 6-digit OTP.');
      expect(await registered(userId)).toBe(0);

      const openedNow = ok<AccountOpened>(await b.post(R.verifyAccountOtp.path, { otp: '222222' }));
      expect(openedNow.registeredWithBse).toBe(3);
      expect(openedNow.next).toBe(`/profile/mandates/setup-mandate?flowType=checkout&ucc=${openedNow.ucc}`);
      expect(await registered(userId)).toBe(3);
      // A repeat answers the same and calls the exchange no more.
      expect(ok<AccountOpened>(await b.post(R.verifyAccountOtp.path, { otp: '222222' }))).toEqual(openedNow);
      const calls = await rows<{ status: string }>(database, sql`select status from outside_call where operation = 'client-registration'`);
      expect(calls).toEqual([{ status: 'done' }]);
      expect(await exchange.registered(openedNow.ucc)).toMatchObject({ client_code: openedNow.ucc, pan: 'BNZPK1234Q', occupation_code: '02', nominee_opt: 'Y', nominee_count: 2, fatca: 'Y', acc_no: '123456789012' });
      // Registered (3): onboarding no longer edits step 4, and there is nothing left to open.
      expect((await b.post(R.saveOccupationNominee.path, step4())).statusCode).toBe(403);
      expect((await b.post(R.sendAccountOtp.path)).statusCode).toBe(403);
    });

    it('expires after 5 minutes and locks after 5 wrong tries', async () => {
      const { b, userId, step4 } = await investor();
      ok(await b.post(R.saveOccupationNominee.path, step4()));
      ok(await b.post(R.sendAccountOtp.path));
      h.advance(301);
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '111111' }), 400).message).toBe('Your OTP has expired. Please request a new OTP');
      ok(await b.post(R.sendAccountOtp.path)); // a new challenge: 222222
      for (let i = 0; i < 4; i += 1) failed(await b.post(R.verifyAccountOtp.path, { otp: '000000' }), 400);
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '000000' }), 429).errorEnum).toBe(SessionErrorEnum.OTP_LOCKED);
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '222222' }), 429).errorEnum).toBe(SessionErrorEnum.OTP_LOCKED);
      expect(await registered(userId)).toBe(0);
    });

    it("cannot be verified from another browser or by another investor", async () => {
      const asha = await investor();
      ok(await asha.b.post(R.saveOccupationNominee.path, asha.step4()));
      ok(await asha.b.post(R.sendAccountOtp.path));
      // Asha again, in a second browser: that session asked for no code.
      const other = h.browser();
      ok(await other.get('/api/v1/login/get-current-user'));
      ok(await other.post(LOGIN, { mobile: '9876543210', password: PASSWORD }));
      failed(await other.post(R.verifyAccountOtp.path, { otp: '111111' }), 400);
      const ravi = await investor('9123456780');
      failed(await ravi.b.post(R.verifyAccountOtp.path, { otp: '111111' }), 400);
      expect(await registered(asha.userId)).toBe(0);
      expect(await registered(ravi.userId)).toBe(0);
    });

    it('answers 502 when the exchange does not answer, and the job retries with backoff until it does: opened once', async () => {
      const { b, userId, step4 } = await investor();
      ok(await b.post(R.saveOccupationNominee.path, step4()));
      ok(await b.post(R.sendAccountOtp.path));
      exchange.downFor = 2;
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '111111' }), 502).message).toBe(own.exchangeFailed);
      expect(await registered(userId)).toBe(0);
      const command = async () =>
        (await rows<{ status: string; attempts: number; error: string | null }>(database, sql`select status, attempts, error from outside_call where operation = 'client-registration'`))[0];
      expect(await command()).toEqual({ status: 'pending', attempts: 1, error: 'The exchange did not answer the client registration' });
      // Not before its backoff: 30 s after the first attempt, then 60 s after the second.
      await h.app.outsideCalls.runDue();
      expect(exchange.calls).toBe(1);
      h.advance(30);
      await h.app.outsideCalls.runDue();
      expect(await command()).toMatchObject({ status: 'pending', attempts: 2 });
      h.advance(60);
      await h.app.outsideCalls.runDue();
      expect(await command()).toMatchObject({ status: 'done', attempts: 3, error: null });
      expect(exchange.calls).toBe(3);
      expect(await registered(userId)).toBe(3);
    });

    it('answers 502 for the exchange\'s HTTP-500 test account, and gives up after 5 attempts', async () => {
      const { b, userId, step4 } = await investor('9876543210', REGISTRATION_TEST_ACCOUNTS.serverError);
      ok(await b.post(R.saveOccupationNominee.path, step4()));
      ok(await b.post(R.sendAccountOtp.path));
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '111111' }), 502).message).toBe(own.exchangeFailed);
      for (let i = 0; i < 6; i += 1) {
        h.advance(600);
        await h.app.outsideCalls.runDue();
      }
      expect(await rows(database, sql`select status, attempts from outside_call where operation = 'client-registration'`)).toEqual([{ status: 'failed', attempts: 5 }]);
      expect(await registered(userId)).toBe(0);
    });

    it('stays unopened when the exchange refuses the client', async () => {
      const { b, userId, step4 } = await investor('9876543210', REGISTRATION_TEST_ACCOUNTS.refused);
      ok(await b.post(R.saveOccupationNominee.path, step4()));
      ok(await b.post(R.sendAccountOtp.path));
      expect(failed(await b.post(R.verifyAccountOtp.path, { otp: '111111' }), 400).message).toBe(own.exchangeFailed);
      expect(await registered(userId)).toBe(0);
    });

    it('needs the FATCA declaration', async () => {
      const { b, step4 } = await investor();
      ok(await b.post(R.saveOccupationNominee.path, step4({ fatcaCompliant: false })));
      expect(failed(await b.post(R.sendAccountOtp.path), 400).message).toBe(own.fatcaRefused);
    });
  });

  describe("the profile's nominee save", () => {
    const onboarded = async () => {
      const inv = await investor();
      ok(await inv.b.post(R.saveOccupationNominee.path, inv.step4()));
      ok(await inv.b.post(R.sendAccountOtp.path));
      ok(await inv.b.post(R.verifyAccountOtp.path, { otp: '111111' }));
      return inv;
    };
    const verifyProfileOtp = async (b: Browser, code: string) => {
      ok(await b.post(profileRoutes.sendProfileOtp.path));
      expect(ok<{ otpMatched: boolean }>(await b.post(profileRoutes.verifyProfileOtp.path, { otp: code })).otpMatched).toBe(true);
    };

    it('is refused before the account is opened', async () => {
      const { b } = await investor();
      expect(failed(await b.post(R.updateNomineeDetails.path, { nomineeOptIn: false, nomineeList: [] }), 403).message).toBe(own.notRegistered);
    });

    it('needs a profile OTP in this session, then replaces the list with the same rules', async () => {
      const { b } = await onboarded();
      const body = { nomineeOptIn: true, nomineeList: [nominee({ nomineeName: 'Kiran Rao', nomineeIDNumber: 'DEFPK4567N' })] };
      expect(failed(await b.post(R.updateNomineeDetails.path, body), 403).errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
      await verifyProfileOtp(b, '222222');
      expect(failed(await b.post(R.updateNomineeDetails.path, { nomineeOptIn: true, nomineeList: [nominee({ nomineeName: 'Asha Verma' })] }), 400).fieldErrors).toEqual({
        'nomineeList.0.nomineeName': nm.notYourself,
      });
      const view = ok<ProfileView>(await b.post(R.updateNomineeDetails.path, body));
      expect(view.nomineeList.map((n) => n.nomineeName)).toEqual(['Kiran Rao']);
      expect(ok<ProfileView>(await b.post(R.updateNomineeDetails.path, { nomineeOptIn: false, nomineeList: [] }))).toMatchObject({ optIn: false, nomineeList: [] });
    });
  });
});
