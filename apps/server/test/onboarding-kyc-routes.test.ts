// The onboarding routes (spec 2 §4 KYC statuses, Create Account, Do KYC, auto-populate; §5
// personal details) through app.inject, with the sandbox KYC party and its e-KYC page: on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { onboardingRoutes, type KycDetailsView, type ProfileView } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bankAccount, ekycRequest, investorProfile, kycCheck, nominee, userAccount } from '../src/db/schema';
import { PASSWORD, addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

const R = onboardingRoutes;
const P = { current: '/api/v1/login/get-current-user', login: '/api/v1/login/user-login' };
const kycText = productMessages.kyc;
const personalText = messages.onboarding.personal;

/** A valid step 1 for someone born in 1990 (the harness's today is 21/08/2026). */
const personal = {
  gender: 'F',
  dob: '1990-04-15',
  email: 'asha.verma@example.com',
  emailDeclarationFlag: 'SE',
  mobileDeclarationFlag: 'SE',
  address: '12 MG Road, Indiranagar',
  pincode: '560038',
};

forEachDatabase('onboarding: KYC, e-KYC and personal details', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    h = await startHarness(database, undefined, { config: { sandbox: true } });
  });
  afterEach(async () => {
    await h?.close();
  });

  const signedIn = async (mobile: string, name?: string): Promise<{ b: Browser; userId: string }> => {
    const userId = await addUser(database, { mobile, ...(name ? { name } : {}) });
    const b = h.browser();
    ok(await b.get(P.current));
    ok(await b.post(P.login, { mobile, password: PASSWORD }));
    return { b, userId };
  };
  const check = async (b: Browser, pan: string) => ok<KycDetailsView>(await b.post(R.checkKycStatus.path, { pan }));

  describe('check-kyc-status', () => {
    it.each([
      ['ABCPV1111V', 'KYC_VALIDATED_STATUS', 'KYC VALIDATED'],
      ['ABCPR2222R', 'KYC_REGISTERED_STATUS', 'KYC REGISTERED'],
      ['ABCPU3333U', 'KYC_UNDER_PROCESS_STATUS', 'UNDER PROCESS'],
      ['ABCPS4444S', 'KYC_UNDER_PROCESS_STATUS_SHORT', 'UNDER PROCESS (SHORT)'],
      ['ABCPH7777H', 'KYC_HOLD_REJECTED_STATUS', 'ON HOLD / REJECTED'],
      ['ABCPM9999M', 'KYC_PAN_DOES_NOT_MATCH_STATUS', 'PAN AND NAME DO NOT MATCH AS PER INCOME TAX RECORDS'],
    ])('test PAN %s answers %s with the name on record', async (pan, status, rawStatus) => {
      const { b } = await signedIn('9876543210', 'Asha Verma');
      expect(await check(b, pan)).toEqual({ status, rawStatus, kycName: 'ASHA VERMA', error: null, duplicateMobNo: null, pan });
    });

    it.each([
      ['ABCPN5555N', 'KYC_NON_COMPLIANT_STATUS', null],
      ['ABCPA6666A', 'KYC_NOT_AVAILABLE', null],
      ['ABCPE5556E', 'KYC_NON_COMPLIANT_STATUS', 'KYC details for this PAN could not be fetched from the KRA. Please try with another PAN or mobile number.'],
    ])('test PAN %s answers %s without a name (error %s)', async (pan, status, error) => {
      const { b } = await signedIn('9876543210');
      const details = await check(b, pan);
      expect(details).toMatchObject({ status, kycName: null, error, duplicateMobNo: null, pan });
    });

    it('any other valid PAN is validated; the PAN is upper-cased first', async () => {
      const { b } = await signedIn('9876543210', 'Ravi Kumar');
      expect(await check(b, 'bnzpk1234q')).toMatchObject({ status: 'KYC_VALIDATED_STATUS', kycName: 'RAVI KUMAR', pan: 'BNZPK1234Q' });
    });

    it('the test duplicate PAN comes back masked but its digits', async () => {
      const { b } = await signedIn('9876543210');
      expect(await check(b, 'ABCPD8888D')).toMatchObject({ status: 'KYC_DUPLICATE_PAN_STATUS', pan: 'XXXXX8888X', kycName: null });
    });

    it("a PAN on another investor's profile is a duplicate, with that account's mobile masked", async () => {
      const first = await signedIn('9876543210');
      ok(await first.b.post(R.createAccount.path, { pan: 'BNZPK1234Q' }));
      const second = await signedIn('9123456780');
      expect(await check(second.b, 'BNZPK1234Q')).toEqual({
        status: 'KYC_DUPLICATE_PAN_STATUS',
        rawStatus: 'DUPLICATE PAN',
        kycName: null,
        error: null,
        duplicateMobNo: '98XXXXXX10',
        pan: 'XXXXX1234X',
      });
      // …and cannot open an account with it.
      expect(failed(await second.b.post(R.createAccount.path, { pan: 'BNZPK1234Q' }), 400).message).toBe(kycText.accountNotAllowed);
    });

    it("refuses a missing or malformed PAN with the spec's messages", async () => {
      const { b } = await signedIn('9876543210');
      expect(failed(await b.post(R.checkKycStatus.path, { pan: '' }), 400).message).toBe(messages.onboarding.pan.required);
      expect(failed(await b.post(R.checkKycStatus.path, { pan: 'ABCDE12345' }), 400).message).toBe(messages.onboarding.pan.invalid);
    });

    it('allows 10 checks an hour per investor, records each, then 429', async () => {
      const { b, userId } = await signedIn('9876543210');
      for (let i = 0; i < 10; i += 1) await check(b, 'BNZPK1234Q');
      expect(failed(await b.post(R.checkKycStatus.path, { pan: 'BNZPK1234Q' }), 429).message).toBe(kycText.tooManyChecks);
      const logged = await database.db.select().from(kycCheck).where(eq(kycCheck.userId, userId));
      expect(logged).toHaveLength(10);
      // An hour later (signed in again: the session has idled out meanwhile) the count starts afresh.
      h.advance(3601);
      ok(await b.get(P.current));
      ok(await b.post(P.login, { mobile: '9876543210', password: PASSWORD }));
      await check(b, 'BNZPK1234Q');
    });
  });

  describe('create-account', () => {
    it('opens the account: the PAN and its status on a new profile with a ucc; again keeps the ucc', async () => {
      const { b } = await signedIn('9876543210', 'Asha Verma');
      const before = ok<ProfileView>(await b.get(R.getProfile.path));
      expect(before).toMatchObject({ ucc: null, pan: null, name: 'Asha Verma', primaryMobile: '9876543210', registeredWithBse: 0 });

      const opened = ok<ProfileView>(await b.post(R.createAccount.path, { pan: 'ABCPR2222R' }));
      expect(opened).toMatchObject({ pan: 'ABCPR2222R', panStatus: 'KYC_REGISTERED_STATUS', kycName: 'ASHA VERMA' });
      expect(opened.ucc).toMatch(/^SN\d{8}$/);

      const again = ok<ProfileView>(await b.post(R.createAccount.path, { pan: 'BNZPK1234Q' }));
      expect(again).toMatchObject({ ucc: opened.ucc, pan: 'BNZPK1234Q', panStatus: 'KYC_VALIDATED_STATUS' });
    });

    it.each(['ABCPN5555N', 'ABCPA6666A', 'ABCPH7777H', 'ABCPD8888D', 'ABCPM9999M'])(
      'refuses %s: its status does not allow an account',
      async (pan) => {
        const { b, userId } = await signedIn('9876543210');
        expect(failed(await b.post(R.createAccount.path, { pan }), 400).message).toBe(kycText.accountNotAllowed);
        expect(await database.db.select().from(investorProfile).where(eq(investorProfile.userId, userId))).toHaveLength(0);
      },
    );

    it('once registered with the exchange (3), changes nothing', async () => {
      const { b, userId } = await signedIn('9876543210');
      ok(await b.post(R.createAccount.path, { pan: 'ABCPV1111V' }));
      await database.db.update(userAccount).set({ registeredWithBse: 3 }).where(eq(userAccount.id, userId));
      const after = ok<ProfileView>(await b.post(R.createAccount.path, { pan: 'BNZPK1234Q' }));
      expect(after.pan).toBe('ABCPV1111V');
    });
  });

  describe('e-KYC (Do KYC Process → provider page → /v1/signzy-callback)', () => {
    /** The provider page's Complete, as the browser would post it; answers the callback URL. */
    const completeOnProviderPage = async (url: string, form: Record<string, string> = {}) => {
      const page = await h.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Complete');
      const done = await h.app.inject({
        method: 'POST',
        url: `${url}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      expect(done.statusCode).toBe(303);
      return new URL(String(done.headers.location));
    };

    it('saves the profile, sends the investor to the provider, and the callback fills the profile', async () => {
      const { b } = await signedIn('9876543210', 'Asha Verma');
      const started = ok<{ url: string; requestId: string }>(await b.post(R.requestKyc.path, { pan: 'ABCPN5555N' }));
      expect(started.url).toBe(`/sandbox/e-kyc/${started.requestId}`);
      const saved = ok<ProfileView>(await b.get(R.getProfile.path));
      expect(saved).toMatchObject({ pan: 'ABCPN5555N', panStatus: 'KYC_NON_COMPLIANT_STATUS' });
      expect(saved.ucc).toMatch(/^SN\d{8}$/);

      // Before Complete, the callback says the KYC is not finished.
      expect(failed(await b.post(R.completeEkyc.path, { requestId: started.requestId }), 400).message).toBe(kycText.ekycPending);

      const back = await completeOnProviderPage(started.url, { occupation: '03' });
      expect(back.pathname).toBe('/v1/signzy-callback');
      expect(back.searchParams.get('requestId')).toBe(started.requestId);

      const filled = ok<ProfileView>(await b.post(R.completeEkyc.path, { requestId: started.requestId }));
      expect(filled).toMatchObject({
        pan: 'ABCPN5555N',
        panStatus: 'KYC_UNDER_PROCESS_STATUS',
        kycName: 'ASHA VERMA',
        gender: 'F',
        dob: '1990-04-15',
        // 'Flat 12, Sunshine Apartments, 4th Cross Road, Indiranagar, Bengaluru' cut to 40 (and
        // the space it ends on).
        address: 'Flat 12, Sunshine Apartments, 4th Cross',
        pincode: '560038',
        city: 'Bangalore',
        state: 'Karnataka',
        occupation: '03',
        occupationType: 'B',
        ucc: saved.ucc,
      });

      // A reload of the callback page answers the same profile without applying it again.
      expect(ok<ProfileView>(await b.post(R.completeEkyc.path, { requestId: started.requestId }))).toEqual(filled);
      // The KRA now knows the e-KYC: the PAN is under process, so the account can be opened.
      expect((await check(b, 'ABCPN5555N')).status).toBe('KYC_UNDER_PROCESS_STATUS');
    });

    it('maps the provider occupation codes to S, B and O', async () => {
      const cases = [['01', 'S', 'ABCPA6666A', '9876543210'], ['99', 'O', 'ABCPN5555N', '9123456780']] as const;
      for (const [code, type, pan, mobile] of cases) {
        const { b } = await signedIn(mobile);
        const started = ok<{ url: string; requestId: string }>(await b.post(R.requestKyc.path, { pan }));
        await completeOnProviderPage(started.url, { occupation: code });
        expect(ok<ProfileView>(await b.post(R.completeEkyc.path, { requestId: started.requestId })).occupationType).toBe(type);
      }
    });

    it("refuses another investor's request id as unknown, and a made-up one", async () => {
      const owner = await signedIn('9876543210');
      const started = ok<{ url: string; requestId: string }>(await owner.b.post(R.requestKyc.path, { pan: 'ABCPN5555N' }));
      await completeOnProviderPage(started.url);
      const other = await signedIn('9123456780');
      expect(failed(await other.b.post(R.completeEkyc.path, { requestId: started.requestId }), 404).message).toBe(kycText.ekycUnknown);
      expect(failed(await owner.b.post(R.completeEkyc.path, { requestId: 'sbx_does_not_exist' }), 404).message).toBe(kycText.ekycUnknown);
      const rowsOfOther = await database.db.select().from(investorProfile).where(eq(investorProfile.userId, other.userId));
      expect(rowsOfOther).toHaveLength(0);
    });

    it('refuses Do KYC for a PAN whose KYC is complete, or that came back with an error', async () => {
      const { b } = await signedIn('9876543210');
      expect(failed(await b.post(R.requestKyc.path, { pan: 'BNZPK1234Q' }), 400).message).toBe(kycText.ekycNotAllowed);
      expect(failed(await b.post(R.requestKyc.path, { pan: 'ABCPE5556E' }), 400).message).toBe(kycText.ekycNotAllowed);
      expect(await database.db.select().from(ekycRequest)).toHaveLength(0);
    });

    it('answers 404 for an unknown provider page', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/sandbox/e-kyc/sbx_unknown' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('personal-details (step 1)', () => {
    const opened = async (mobile = '9876543210') => {
      const s = await signedIn(mobile, 'Asha Verma');
      ok(await s.b.post(R.createAccount.path, { pan: 'BNZPK1234Q' }));
      return s;
    };

    it('saves step 1: city and state from the pincode, the e-mail on the account', async () => {
      const { b, userId } = await opened();
      const saved = ok<ProfileView>(await b.post(R.savePersonalDetails.path, personal));
      expect(saved).toMatchObject({
        gender: 'F',
        dob: '1990-04-15',
        primaryEmail: 'asha.verma@example.com',
        address: '12 MG Road, Indiranagar',
        pincode: '560038',
        city: 'Bangalore',
        state: 'Karnataka',
        emailDeclarationFlag: 'SE',
        personalDetailsSaved: true,
      });
      const [account] = await database.db.select({ email: userAccount.email }).from(userAccount).where(eq(userAccount.id, userId));
      expect(account!.email).toBe('asha.verma@example.com');
    });

    it("refuses each bad field with the spec's message", async () => {
      const { b } = await opened();
      const refusal = async (change: Record<string, string>) => failed(await b.post(R.savePersonalDetails.path, { ...personal, ...change }), 400);
      expect((await refusal({ gender: '' })).message).toBe(personalText.genderRequired);
      expect((await refusal({ emailDeclarationFlag: '' })).message).toBe(personalText.declarationRequired);
      expect((await refusal({ email: '' })).message).toBe(personalText.emailRequired);
      expect((await refusal({ email: 'asha@' })).message).toBe(personalText.emailInvalid);
      expect((await refusal({ address: '' })).message).toBe(personalText.addressRequired);
      expect((await refusal({ address: 'x'.repeat(41) })).message).toBe(personalText.addressTooLong);
      expect((await refusal({ pincode: '' })).message).toBe(personalText.pincodeRequired);
      expect((await refusal({ pincode: '999999' })).fieldErrors).toEqual({ pincode: personalText.pincodeInvalid });
    });

    it('needs the investor to be 18 on the IST date of the request', async () => {
      const { b } = await opened();
      // The harness's clock: 21/08/2026 IST. Born 22/08/2008: 18 tomorrow.
      const young = failed(await b.post(R.savePersonalDetails.path, { ...personal, dob: '2008-08-22' }), 400);
      expect(young.fieldErrors).toEqual({ dob: personalText.dobAdult });
      ok(await b.post(R.savePersonalDetails.path, { ...personal, dob: '2008-08-21' }));
      expect(failed(await b.post(R.savePersonalDetails.path, { ...personal, dob: '2030-01-01' }), 400).message).toBe(personalText.dobAdult);
    });

    it('refuses before the account is opened, and once registered with the exchange', async () => {
      const fresh = await signedIn('9123456780');
      expect(failed(await fresh.b.post(R.savePersonalDetails.path, personal), 400).message).toBe(kycText.accountMissing);

      const { b, userId } = await opened();
      await database.db.update(userAccount).set({ registeredWithBse: 3 }).where(eq(userAccount.id, userId));
      expect(failed(await b.post(R.savePersonalDetails.path, personal), 403).message).toBe(kycText.alreadyRegistered);
    });
  });

  it('every route is 401 when signed out, and needs the CSRF token', async () => {
    const guest = h.browser();
    ok(await guest.get(P.current));
    expect(failed(await guest.get(R.getProfile.path), 401).message).toBe('You are not authorized to view this page.');
    for (const [path, body] of [
      [R.checkKycStatus.path, { pan: 'BNZPK1234Q' }],
      [R.createAccount.path, { pan: 'BNZPK1234Q' }],
      [R.requestKyc.path, { pan: 'ABCPN5555N' }],
      [R.completeEkyc.path, { requestId: 'sbx_0123456789' }],
      [R.savePersonalDetails.path, personal],
    ] as const) {
      failed(await guest.post(path, body), 401);
    }
    const { b } = await signedIn('9876543210');
    failed(await b.post(R.checkKycStatus.path, { pan: 'BNZPK1234Q' }, { csrf: null }), 403);
  });

  it('has a Drizzle schema that follows 0016_investor_profile.sql (columns, nullability)', async () => {
    for (const table of [investorProfile, bankAccount, nominee, ekycRequest, kycCheck]) {
      const config = getTableConfig(table);
      const columns = await rows<{ column_name: string; is_nullable: string }>(
        database,
        sql`select column_name, is_nullable from information_schema.columns
            where table_name = ${config.name} and table_schema = current_schema()`,
      );
      const byName = (a: [string, boolean], b: [string, boolean]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
      expect(columns.map((c): [string, boolean] => [c.column_name, c.is_nullable === 'YES']).sort(byName), config.name).toEqual(
        config.columns.map((c): [string, boolean] => [c.name, !c.notNull]).sort(byName),
      );
    }
  });

  it('keeps the tables to their rules: three bank slots, one default, shares as numeric(5,2)', async () => {
    const { b, userId } = await signedIn('9876543210');
    ok(await b.post(R.createAccount.path, { pan: 'BNZPK1234Q' }));
    const now = h.now();
    const account = (seq: number, isDefault: boolean) => ({
      userId, accountSequence: seq, bankName: 'HDFC Bank', accountNumber: `12345678${seq}`, ifsc: 'HDFC0000001',
      accountType: 'Savings' as const, isDefault, createdAt: now, updatedAt: now,
    });
    await database.db.insert(bankAccount).values([account(1, true), account(2, false), account(3, false)]);
    await expect(database.db.insert(bankAccount).values(account(4, false))).rejects.toThrow();
    await expect(database.db.update(bankAccount).set({ isDefault: true }).where(eq(bankAccount.accountSequence, 2))).rejects.toThrow();
    await database.db.insert(nominee).values({
      userId, slot: 1, name: 'Ravi Verma', relationship: '20', percentage: '33.33', identityType: '1', idNumber: 'ABCPR2222R',
      email: 'ravi@example.com', mobile: '9876500000', address: 'Somewhere', pincode: '560038', createdAt: now,
    });
    const view = ok<ProfileView>(await b.get(R.getProfile.path));
    expect(view.userBankDetailsList.map((a) => [a.accountSequence, a.defaultBankFlag])).toEqual([[1, 'Y'], [2, 'N'], [3, 'N']]);
    expect(view.nomineeList[0]).toMatchObject({ nomineeName: 'Ravi Verma', nomineePercentage: '33.33', isNomineeMinor: 'false' });
  });
});
