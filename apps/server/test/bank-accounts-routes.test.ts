// Bank accounts through app.inject (spec 2 §4 "Bank add", "Bank edit and delete", "Modification
// status codes", §8): the sandbox penny drop's and the sandbox exchange's documented test account
// numbers choose each branch. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import {
  BankErrorEnum,
  SessionErrorEnum,
  bankAccountRoutes,
  type BankAccountsChanged,
  type BankVerificationResult,
  type StepUpOtpVerified,
} from '@sanchay/contract';
import { messages, productMessages, type BankModificationPayload } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { investorProfile, uploadedFile, userAccount } from '../src/db/schema';
import { PENNY_DROP_TEST_ACCOUNTS as PD, SANDBOX_OTHER_HOLDER } from '../src/integrations/bank-verification';
import { MODIFICATION_TEST_ACCOUNTS as EX, SandboxBankModification } from '../src/integrations/exchange';
import { PASSWORD, addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

const R = bankAccountRoutes;
const bank = messages.onboarding.bank;
const own = productMessages.bankAccounts;
const SBI = 'SBIN0000813';
const HDFC = 'HDFC0000123';

/** The sandbox exchange, with the payloads it was sent. */
class RecordingExchange extends SandboxBankModification {
  readonly calls: BankModificationPayload[] = [];
  override async modifyBankDetails(payload: BankModificationPayload) {
    this.calls.push(payload);
    return super.modifyBankDetails(payload);
  }
}

forEachDatabase('bank accounts: verify, add, edit and delete', (open) => {
  let database: Database;
  let h: Harness;
  let exchange: RecordingExchange;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    exchange = new RecordingExchange({ database });
    h = await startHarness(database, ['111111', '222222', '333333', '444444'], { parties: { bankModification: exchange } });
  });
  afterEach(async () => {
    await h?.close();
  });

  /** An investor with step 1 saved; registeredWithBse 0 unless told (3 = registered at the exchange). */
  const investor = async (mobile: string, registered = 0): Promise<{ userId: string; b: Browser }> => {
    const userId = await addUser(database, { mobile, name: 'Asha Verma' });
    await database.db.update(userAccount).set({ registeredWithBse: registered }).where(eq(userAccount.id, userId));
    await database.db.insert(investorProfile).values({
      userId,
      pan: `ABCPV${mobile.slice(-4)}V`,
      panStatus: 'KYC_VALIDATED_STATUS',
      kycName: 'ASHA VERMA',
      kycCheckedAt: h.now(),
      personalDetailsSavedAt: h.now(),
      createdAt: h.now(),
      updatedAt: h.now(),
    });
    const b = h.browser();
    ok(await b.get('/api/v1/login/get-current-user'));
    ok(await b.post('/api/v1/login/user-login', { mobile, password: PASSWORD }));
    return { userId, b };
  };
  /** A cancelled cheque this user uploaded (the upload route itself is tested in uploads-routes). */
  const chequeOf = async (userId: string): Promise<string> => {
    const [row] = await database.db
      .insert(uploadedFile)
      .values({ userId, purpose: 'cancelled_cheque', contentType: 'image/png', sizeBytes: 100, sha256: 'a'.repeat(64), storageKey: `cheque/${userId}-${Math.random()}` })
      .returning({ id: uploadedFile.id });
    return row!.id;
  };
  const verify = async (b: Browser, accountNumber: string, ifscCode = SBI, purpose: 'add' | 'edit' = 'add') =>
    ok<BankVerificationResult>(await b.post(R.verifyBankAccount.path, { bankAccountNumber: accountNumber, ifscCode, purpose }));
  const fields = (accountNumber: string, extra: Record<string, unknown> = {}) => ({
    bankName: 'State Bank of India',
    bankAccountNumber: accountNumber,
    ifscCode: SBI,
    bankAccountType: 'Savings',
    ...extra,
  });
  const save = (b: Browser, body: Record<string, unknown>) => b.post(R.saveBankAccount.path, body);
  /** Verify then save: the ordinary add. */
  const add = async (b: Browser, accountNumber: string, extra: Record<string, unknown> = {}) => {
    const v = await verify(b, accountNumber);
    return save(b, fields(accountNumber, { verificationId: v.verificationId, ...extra }));
  };
  const listOf = (res: Parameters<typeof ok>[0]) => ok<BankAccountsChanged>(res).userBankDetailsList;
  const otp = async (b: Browser, code: string) => {
    ok(await b.post(R.sendBankUpdateOtp.path));
    return ok<StepUpOtpVerified>(await b.post(R.verifyBankUpdateOtp.path, { otp: code }));
  };
  /** Time passes with the browser busy meanwhile (so the session stays alive). */
  const wait = async (b: Browser, minutes: number) => {
    for (let left = minutes; left > 0; left -= 10) {
      h.advance(Math.min(10, left) * 60);
      ok(await b.get('/api/v1/login/get-current-user'));
    }
  };
  const stored = (userId: string) =>
    rows<{ account_sequence: number; account_number: string; is_default: boolean }>(
      database,
      sql`select account_sequence, account_number, is_default from bank_account where user_id = ${userId} order by account_sequence`,
    );

  describe('verify (penny drop)', () => {
    it('verifies an ordinary account with the name on the PAN', async () => {
      const { b } = await investor('9000000001');
      expect(await verify(b, '123456789012')).toMatchObject({
        outcome: 'verified',
        mayProceed: true,
        isVerified: true,
        message: 'Account verified successfully!',
        userNameFromSignzy: 'ASHA VERMA',
        loggedInUserName: 'ASHA VERMA',
        verificationId: expect.any(String),
      });
    });

    it('reports a failed account, serverDown (add proceeds, edit does not) and a 500', async () => {
      const { b } = await investor('9000000002');
      expect(await verify(b, PD.invalidAccount)).toMatchObject({ outcome: 'failed', verificationId: null, message: bank.verificationFailedBody });
      expect(await verify(b, PD.serverDown)).toMatchObject({
        outcome: 'unavailable',
        mayProceed: true,
        isVerified: false,
        message: 'Verification service is unavailable. You can proceed for now.',
        verificationId: expect.any(String),
      });
      expect(await verify(b, PD.serverDown, SBI, 'edit')).toMatchObject({
        outcome: 'unavailable',
        mayProceed: false,
        verificationId: null,
        message: 'Our verification service is temporarily unavailable. Please try again later.',
      });
      expect(await verify(b, PD.httpError)).toMatchObject({
        outcome: 'down',
        verificationId: null,
        message: 'Our verification service is currently down. Please try again later!',
      });
    });

    it('refuses an IFSC no bank has, and a malformed account number, with the form messages', async () => {
      const { b } = await investor('9000000003');
      expect(failed(await b.post(R.verifyBankAccount.path, { bankAccountNumber: '123456789012', ifscCode: 'SBIN0999999', purpose: 'add' }), 400).message).toBe(
        'This IFSC does not exist in our system.',
      );
      expect(failed(await b.post(R.verifyBankAccount.path, { bankAccountNumber: '12345', ifscCode: SBI, purpose: 'add' }), 400).message).toBe(
        'Please enter a valid bank account number',
      );
    });

    it('allows 10 penny drops an hour per investor', async () => {
      const { b } = await investor('9000000004');
      for (let i = 0; i < 10; i += 1) await verify(b, `12345678901${i}`);
      expect(failed(await b.post(R.verifyBankAccount.path, { bankAccountNumber: '223456789012', ifscCode: SBI, purpose: 'add' }), 429).message).toBe(own.tooManyVerifications);
      await wait(b, 61);
      expect((await verify(b, '223456789012')).outcome).toBe('verified');
    });

    it('holds the hourly limit when the investor clicks Verify many times at once: ten penny drops, the rest 429', async () => {
      const { b } = await investor('9000000009');
      const drops = vi.spyOn(h.app.parties.bankVerifier, 'verify');
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          b.post(R.verifyBankAccount.path, { bankAccountNumber: `1234567890${String(i).padStart(2, '0')}`, ifscCode: SBI, purpose: 'add' }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(10).fill(200), ...Array(4).fill(429)]);
      expect(drops).toHaveBeenCalledTimes(10);
      const [recorded] = await rows<{ attempts: number; commands: number }>(
        database,
        sql`select (select count(*)::int from bank_verification) as attempts,
                   (select count(*)::int from outside_call where party = 'bank-verification') as commands`,
      );
      expect(recorded).toEqual({ attempts: 10, commands: 10 });
    });

    /** The penny-drop commands, oldest first. */
    const pennyDrops = () =>
      rows<{ idempotency_key: string; subject: string; status: string; attempts: number; apply_attempts: number; response: unknown; error: string | null }>(
        database,
        sql`select idempotency_key, subject, status, attempts, apply_attempts, response, error from outside_call
            where party = 'bank-verification' and operation = 'penny-drop' order by created_at`,
      );
    const attempt = async (id: string) =>
      (await rows<{ outcome: string; holder_name: string | null; response: unknown }>(database, sql`select outcome, holder_name, response from bank_verification where id = ${id}`))[0];

    it('is a durable command (bank-verification / penny-drop) whose answer is recorded on the attempt', async () => {
      const { userId, b } = await investor('9000000006');
      const v = await verify(b, '123456789012');
      const answer = { status: 'verified', holderName: 'ASHA VERMA', reference: expect.stringMatching(/^SBXPD/) };
      expect(await pennyDrops()).toEqual([
        { idempotency_key: `bank-verification/penny-drop/${v.verificationId}`, subject: userId, status: 'done', attempts: 1, apply_attempts: 0, response: answer, error: null },
      ]);
      expect(await attempt(v.verificationId!)).toEqual({ outcome: 'verified', holder_name: 'ASHA VERMA', response: answer });
    });

    it('a penny drop that got no answer at all keeps the party’s error, is not called again, and says the service is down', async () => {
      const { b } = await investor('9000000007');
      const drops = vi.spyOn(h.app.parties.bankVerifier, 'verify').mockRejectedValueOnce(new Error('connect ETIMEDOUT 10.0.0.9:443'));
      expect(await verify(b, '123456789012')).toMatchObject({ outcome: 'down', verificationId: null, message: bank.verificationDown });
      expect(await pennyDrops()).toMatchObject([{ status: 'failed', attempts: 1, error: 'connect ETIMEDOUT 10.0.0.9:443' }]);
      h.advance(60 * 60);
      expect(await h.app.outsideCalls.runDue()).toMatchObject({ called: 0 });
      expect(drops).toHaveBeenCalledTimes(1);
    });

    it('an answer whose recording failed is kept and applied later, without a second penny drop', async () => {
      const { b } = await investor('9000000008');
      const drops = vi.spyOn(h.app.parties.bankVerifier, 'verify');
      // The attempt cannot take its answer for a while (a constraint stands in for any failure of our side).
      await database.db.execute(sql`ALTER TABLE bank_verification ADD CONSTRAINT block_answer CHECK (outcome = 'down') NOT VALID`);
      const body = { bankAccountNumber: '123456789012', ifscCode: SBI, purpose: 'add' };
      expect(failed(await b.post(R.verifyBankAccount.path, body), 500).errorEnum).toBe('INTERNAL');
      const [answered] = await pennyDrops();
      expect(answered).toMatchObject({ status: 'answered', apply_attempts: 1, response: { status: 'verified', holderName: 'ASHA VERMA' } });
      expect(answered!.error).toMatch(/^apply failed: /);
      const id = answered!.idempotency_key.split('/').pop()!;
      expect(await attempt(id)).toMatchObject({ outcome: 'down', holder_name: null });

      await database.db.execute(sql`ALTER TABLE bank_verification DROP CONSTRAINT block_answer`);
      h.advance(60);
      expect(await h.app.outsideCalls.runDue()).toMatchObject({ applied: 1, called: 0 });
      expect(await pennyDrops()).toMatchObject([{ status: 'done', attempts: 1, apply_attempts: 1, error: null }]);
      expect(await attempt(id)).toMatchObject({ outcome: 'verified', holder_name: 'ASHA VERMA' });
      expect(drops).toHaveBeenCalledTimes(1);
    });

    it('is for signed-in investors only', async () => {
      const b = h.browser();
      ok(await b.get('/api/v1/login/get-current-user'));
      failed(await b.post(R.verifyBankAccount.path, { bankAccountNumber: '123456789012', ifscCode: SBI, purpose: 'add' }), 401);
    });
  });

  describe('add', () => {
    it('saves the first account as primary with its cheque, verified, and says so', async () => {
      const { userId, b } = await investor('9000000011');
      const cheque = await chequeOf(userId);
      const res = await add(b, '123456789012', { cancelledChequeId: cheque });
      expect(ok<BankAccountsChanged>(res).message).toBe('Bank account added successfully!');
      expect(listOf(res)).toEqual([
        expect.objectContaining({
          bankAccountNumber: '123456789012',
          ifscCode: SBI,
          defaultBankFlag: 'Y',
          isVerified: true,
          accountHolderName: 'ASHA VERMA',
          accountSequence: 1,
          cancelledChequeId: cheque,
        }),
      ]);
    });

    it('needs a cheque for the primary account, and only the caller’s own upload counts', async () => {
      const { b } = await investor('9000000012');
      const other = await investor('9000000013');
      const othersCheque = await chequeOf(other.userId);
      expect(failed(await add(b, '123456789012'), 400).message).toBe('A cancelled cheque image is required for the primary bank account.');
      expect(failed(await add(b, '123456789012', { cancelledChequeId: othersCheque }), 400).message).toBe(bank.chequeRequiredForPrimary);
    });

    it('name mismatch saves only with Continue Anyway, keeping the bank’s name', async () => {
      const { userId, b } = await investor('9000000014');
      const cheque = await chequeOf(userId);
      const v = await verify(b, PD.nameMismatch);
      expect(v).toMatchObject({ outcome: 'nameMismatch', mayProceed: false, isVerified: true, userNameFromSignzy: SANDBOX_OTHER_HOLDER, message: "Bank Account Name Doesn't Match PAN" });
      const body = fields(PD.nameMismatch, { verificationId: v.verificationId, cancelledChequeId: cheque });
      expect(failed(await save(b, body), 400)).toMatchObject({ errorEnum: BankErrorEnum.BANK_VERIFICATION_REQUIRED, message: "Bank Account Name Doesn't Match PAN" });
      expect(listOf(await save(b, { ...body, continueAnyway: true }))).toEqual([expect.objectContaining({ accountHolderName: SANDBOX_OTHER_HOLDER })]);
    });

    it('serverDown on add lets the account in unverified; a failed or unknown verification does not', async () => {
      const { userId, b } = await investor('9000000015');
      const cheque = await chequeOf(userId);
      expect(failed(await save(b, fields(PD.invalidAccount, { verificationId: '00000000-0000-4000-8000-000000000000', cancelledChequeId: cheque })), 400).message).toBe(
        own.verifyFirst,
      );
      // A verification of one account does not stand for another.
      const v = await verify(b, '123456789012');
      expect(failed(await save(b, fields('123456789013', { verificationId: v.verificationId, cancelledChequeId: cheque })), 400).message).toBe(own.verifyFirst);
      expect(listOf(await add(b, PD.serverDown, { cancelledChequeId: cheque }))).toEqual([
        expect.objectContaining({ bankAccountNumber: PD.serverDown, isVerified: false, accountHolderName: null }),
      ]);
    });

    it('uses a verification once, and not after 30 minutes', async () => {
      const { userId, b } = await investor('9000000016');
      const cheque = await chequeOf(userId);
      const v = await verify(b, '123456789012');
      await wait(b, 31);
      expect(failed(await save(b, fields('123456789012', { verificationId: v.verificationId, cancelledChequeId: cheque })), 400).message).toBe(own.verifyFirst);
      const fresh = await verify(b, '123456789012');
      ok(await save(b, fields('123456789012', { verificationId: fresh.verificationId, cancelledChequeId: cheque })));
      ok(await b.post(R.verifyBankAccount.path, { bankAccountNumber: '223456789012', ifscCode: SBI, purpose: 'add' }));
      expect(failed(await save(b, fields('223456789012', { verificationId: fresh.verificationId })), 400).message).toBe(own.verifyFirst);
    });

    it('a double-click adds one account', async () => {
      const { userId, b } = await investor('9000000017');
      const cheque = await chequeOf(userId);
      const v = await verify(b, '123456789012');
      const body = fields('123456789012', { verificationId: v.verificationId, cancelledChequeId: cheque });
      const answers = await Promise.all([save(b, body), save(b, body)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(await stored(userId)).toHaveLength(1);
    });

    it('refuses a duplicate and a fourth account; set-as-primary turns the others off', async () => {
      const { userId, b } = await investor('9000000018');
      const cheque = await chequeOf(userId);
      ok(await add(b, '111111111111', { cancelledChequeId: cheque }));
      expect(failed(await add(b, '111111111111'), 400).message).toBe('This bank account has already been added.');
      ok(await add(b, '222222222222'));
      const list = listOf(await add(b, '333333333333', { defaultBankFlag: true, cancelledChequeId: await chequeOf(userId) }));
      expect(list.map((a) => [a.accountSequence, a.defaultBankFlag])).toEqual([
        [1, 'N'],
        [2, 'N'],
        [3, 'Y'],
      ]);
      expect(failed(await add(b, '444444444444'), 400).message).toBe('You cannot add more than 3 bank accounts.');
    });

    it('needs step 1 saved first', async () => {
      const { userId, b } = await investor('9000000019');
      await database.db.update(investorProfile).set({ personalDetailsSavedAt: null }).where(eq(investorProfile.userId, userId));
      expect(failed(await add(b, '123456789012'), 400).message).toBe(own.personalDetailsFirst);
    });
  });

  describe('the exchange modification (registered investors)', () => {
    it('is not called before the client is registered', async () => {
      const { userId, b } = await investor('9000000021', 0);
      ok(await add(b, EX.technicalError, { cancelledChequeId: await chequeOf(userId) }));
      expect(exchange.calls).toHaveLength(0);
    });

    it('sends every slot on add when registered, then saves', async () => {
      const { userId, b } = await investor('9000000022', 3);
      ok(await add(b, '123456789012', { cancelledChequeId: await chequeOf(userId) }));
      ok(await add(b, '223456789012', { bankAccountType: 'Current' }));
      expect(exchange.calls[1]).toMatchObject({
        bnk1_acc_no: '123456789012',
        bnk1_dflt: 'Y',
        bnk2_acc_no: '223456789012',
        bnk2_acc_typ: 'CB',
        bnk2_dflt: 'N',
        bnk3_acc_no: '',
      });
    });

    it.each([
      [EX.failed, 400, BankErrorEnum.BANK_MODIFICATION_REFUSED, 'Modification Failed: FAILED: BANK ACCOUNT DETAILS COULD NOT BE VALIDATED'],
      [EX.technicalError, 400, BankErrorEnum.BANK_MODIFICATION_REFUSED, 'A technical error occurred. Please try again later. (Code: 102)'],
      [EX.notAllowed, 400, BankErrorEnum.BANK_MODIFICATION_REFUSED, 'Modification Not Allowed: MODIFICATION NOT ALLOWED WHILE CLIENT ACTIVATION IS PENDING'],
      [EX.rejected, 400, BankErrorEnum.BANK_MODIFICATION_REFUSED, 'Modification Rejected: BANK DETAILS REJECTED BY THE DEPOSITORY'],
      [EX.serverError, 502, 'INTERNAL', 'A server error occurred. Please try again.'],
    ])('account %s: %i with its message, and nothing saved', async (account, status, errorEnum, message) => {
      const { userId, b } = await investor('9000000023', 3);
      expect(failed(await add(b, account, { cancelledChequeId: await chequeOf(userId) }), status)).toMatchObject({ errorEnum, message });
      expect(await stored(userId)).toEqual([]);
    });

    it('101 MANDATE IS APPROVED on removing an account opens the mandate conflict', async () => {
      const { userId, b } = await investor('9000000024', 3);
      ok(await add(b, '123456789012', { cancelledChequeId: await chequeOf(userId) }));
      ok(await add(b, EX.approvedMandate));
      await otp(b, '111111');
      expect(failed(await b.post(R.deleteBankAccount.path, { accountSequence: 2 }), 409)).toMatchObject({
        errorEnum: BankErrorEnum.BANK_MANDATE_CONFLICT,
        message: own.mandateConflict('1010'),
      });
      expect(await stored(userId)).toHaveLength(2);
    });
  });

  describe('edit and delete (after a bank-update OTP)', () => {
    /** Primary 111…, second 222…, both added before. */
    const twoAccounts = async (mobile: string, registered = 0) => {
      const who = await investor(mobile, registered);
      ok(await add(who.b, '111111111111', { cancelledChequeId: await chequeOf(who.userId) }));
      ok(await add(who.b, '222222222222'));
      return who;
    };

    it('refuses both without an OTP, and one OTP authorises one change', async () => {
      const { userId, b } = await twoAccounts('9000000031');
      expect(failed(await b.post(R.deleteBankAccount.path, { accountSequence: 2 }), 403).errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
      const v = await verify(b, '222222222299', HDFC, 'edit');
      const edit = { accountSequence: 2, ...fields('222222222299', { ifscCode: HDFC, verificationId: v.verificationId }) };
      expect(failed(await b.post(R.editBankAccount.path, edit), 403).errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
      // The OTP went to the account's own mobile through the outbox.
      expect(await otp(b, '111111')).toMatchObject({ otpMatched: true });
      const sms = await rows<{ kind: string }>(database, sql`select kind from notification_outbox where recipient = '9000000031'`);
      expect(sms.map((s) => s.kind)).toContain('bank-update-otp');
      const edited = ok<BankAccountsChanged>(await b.post(R.editBankAccount.path, edit));
      expect(edited.message).toBe('Bank Account Edited Successfully');
      expect(edited.userBankDetailsList[1]).toMatchObject({ bankAccountNumber: '222222222299', ifscCode: HDFC, isVerified: true });
      // The grant was used by the edit.
      expect(failed(await b.post(R.deleteBankAccount.path, { accountSequence: 2 }), 403).errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
      expect(await stored(userId)).toHaveLength(2);
    });

    it('a wrong OTP authorises nothing', async () => {
      const { b } = await twoAccounts('9000000032');
      expect(await otp(b, '999999')).toMatchObject({ otpMatched: false, expired: false });
      failed(await b.post(R.deleteBankAccount.path, { accountSequence: 2 }), 403);
    });

    it('serverDown fails an edit', async () => {
      const { b } = await twoAccounts('9000000033');
      await otp(b, '111111');
      const v = await verify(b, PD.serverDown, SBI, 'edit');
      expect(v.verificationId).toBeNull();
      const edit = { accountSequence: 2, ...fields(PD.serverDown, { verificationId: 'none' }) };
      expect(failed(await b.post(R.editBankAccount.path, edit), 400).message).toBe(own.verifyFirst);
    });

    it('the primary cannot be deleted', async () => {
      const { userId, b } = await twoAccounts('9000000034');
      await otp(b, '111111');
      expect(failed(await b.post(R.deleteBankAccount.path, { accountSequence: 1 }), 409)).toMatchObject({
        errorEnum: BankErrorEnum.BANK_PRIMARY_NOT_DELETABLE,
        message: own.primaryNotDeletable,
      });
      expect(await stored(userId)).toHaveLength(2);
    });

    it('deletes a non-primary account; the remaining one is primary in slot 1', async () => {
      const { userId, b } = await twoAccounts('9000000035', 3);
      // Make the second account primary (an edit with set-as-primary), then delete the first.
      await otp(b, '111111');
      const v = await verify(b, '222222222222', SBI, 'edit');
      ok(await b.post(R.editBankAccount.path, { accountSequence: 2, ...fields('222222222222', { verificationId: v.verificationId, defaultBankFlag: true, cancelledChequeId: await chequeOf(userId) }) }));
      await otp(b, '222222');
      const deleted = ok<BankAccountsChanged>(await b.post(R.deleteBankAccount.path, { accountSequence: 1 }));
      expect(deleted.message).toBe('Bank Account Deleted Successfully');
      expect(await stored(userId)).toEqual([{ account_sequence: 1, account_number: '222222222222', is_default: true }]);
      expect(exchange.calls.at(-1)).toMatchObject({ bnk1_acc_no: '222222222222', bnk1_dflt: 'Y', bnk2_acc_no: '' });
    });

    it("another investor's account is not found, and their verification is not theirs to use", async () => {
      const asha = await twoAccounts('9000000036');
      const ravi = await investor('9000000037');
      await otp(ravi.b, '111111');
      expect(failed(await ravi.b.post(R.deleteBankAccount.path, { accountSequence: 2 }), 404).message).toBe(own.accountNotFound);
      const v = await verify(asha.b, '555555555555');
      expect(failed(await save(ravi.b, fields('555555555555', { verificationId: v.verificationId, cancelledChequeId: await chequeOf(ravi.userId) })), 400).message).toBe(own.verifyFirst);
      expect(await stored(asha.userId)).toHaveLength(2);
    });
  });
});
