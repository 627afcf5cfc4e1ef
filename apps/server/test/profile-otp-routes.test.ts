// The profile area's OTP gate and the Personal tab's save (spec 2 §4 "Profile personal edit",
// §7 send-profile-otp, verify-profile-OTP, update-user-profile) through app.inject: on PGlite, and
// on PostgreSQL when TEST_DATABASE_URL is set.
import { ProfileErrorEnum, SessionErrorEnum, profileRoutes, type ProfileView, type StepUpOtpSent, type StepUpOtpVerified } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { investorProfile, userAccount } from '../src/db/schema';
import { PASSWORD, addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

const R = profileRoutes;
const P = { current: '/api/v1/login/get-current-user', login: '/api/v1/login/user-login', logout: '/api/v1/login/logout' };
const edit = { email: 'asha.new@example.com', address: '4 Park Street', pincode: '560001' };

forEachDatabase('profile: the OTP gate and the Personal tab', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    // Codes in turn: the first send gets 111111, the next 222222, then 333333 onwards.
    h = await startHarness(database, ['111111', '222222', '333333']);
  });
  afterEach(async () => {
    await h?.close();
  });

  /** An investor with a profile; onboarded (registeredWithBse 3) unless told otherwise. */
  const investor = async (mobile: string, options: { registered?: number } = {}): Promise<{ userId: string; ucc: string }> => {
    const userId = await addUser(database, { mobile });
    await database.db.update(userAccount).set({ registeredWithBse: options.registered ?? 3 }).where(eq(userAccount.id, userId));
    const [row] = await database.db
      .insert(investorProfile)
      .values({
        userId,
        // A PAN per investor (the column is unique): ABCPV + the mobile's last 4 digits + V.
        pan: `ABCPV${mobile.slice(-4)}V`,
        panStatus: 'KYC_VALIDATED_STATUS',
        kycCheckedAt: h.now(),
        gender: 'F',
        dob: '1990-04-15',
        address: '12 MG Road, Indiranagar',
        pincode: '560038',
        city: 'Bangalore',
        state: 'Karnataka',
        personalDetailsSavedAt: h.now(),
        createdAt: h.now(),
        updatedAt: h.now(),
      })
      .returning({ ucc: investorProfile.ucc });
    return { userId, ucc: row!.ucc };
  };
  const signIn = (mobile: string): Promise<Browser> => h.signIn(mobile);
  const send = (b: Browser) => b.post(R.sendProfileOtp.path);
  const verify = (b: Browser, otp: string) => b.post(R.verifyProfileOtp.path, { otp });
  const update = (b: Browser, ucc: string, body: Record<string, unknown> = edit) => b.post(R.updateUserProfile.path, { ucc, ...body });
  const smsTo = (mobile: string) =>
    rows<{ kind: string; body: string }>(database, sql`select kind, body from notification_outbox where recipient = ${mobile} order by created_at, id`);

  describe('send-profile-otp', () => {
    it("sends a code to the account's own mobile through the outbox, never storing the code", async () => {
      await investor('9876543210');
      const b = await signIn('9876543210');
      const sent = ok<StepUpOtpSent>(await send(b));
      expect(sent).toEqual({ mobile: 'XXXXXX3210', expiresInSeconds: 300, resendAfterSeconds: 30, resendsLeft: 3 });
      const sms = await smsTo('9876543210');
      expect(sms).toEqual([{ kind: 'profile-update-otp', body: expect.stringMatching(/^111111 is your Sanchay OTP to confirm changes to your profile/) }]);
      const stored = await rows<{ code_hash: string; purpose: string }>(database, sql`select code_hash, purpose from otp_challenge`);
      expect(stored).toEqual([{ code_hash: expect.not.stringContaining('111111'), purpose: 'profile_update' }]);
    });

    it('is refused signed out (401) and without the CSRF header (403)', async () => {
      const guest = h.browser();
      ok(await guest.get(P.current));
      expect(failed(await send(guest), 401).message).toBe(messages.profileArea.notAuthorized);
      await investor('9876543210');
      const b = await signIn('9876543210');
      expect((await b.post(R.sendProfileOtp.path, undefined, { csrf: null })).statusCode).toBe(403);
    });

    it('lets a resend through only after 30 seconds, at most 3 times, each with a new code', async () => {
      await investor('9876543210');
      const b = await signIn('9876543210');
      ok(await send(b));
      h.advance(10);
      const early = failed(await send(b), 429);
      expect(early.message).toBe('Please wait 20 seconds before requesting a new OTP');
      h.advance(20);
      expect(ok<StepUpOtpSent>(await send(b)).resendsLeft).toBe(2);
      // The first code died with the resend.
      expect(ok<StepUpOtpVerified>(await verify(b, '111111'))).toMatchObject({ otpMatched: false, expired: false });
      expect(ok<StepUpOtpVerified>(await verify(b, '222222'))).toMatchObject({ otpMatched: true, expired: false });
    });

    it('stops after 3 resends of one code, and after 5 sends of this purpose a mobile in 15 minutes', async () => {
      await investor('9876543210');
      const b = await signIn('9876543210');
      ok(await send(b));
      for (let i = 0; i < 3; i += 1) {
        h.advance(31);
        ok(await send(b));
      }
      h.advance(31);
      expect(failed(await send(b), 429).message).toBe('You have requested the OTP too many times. Please try again after some time');
      // After the code expires a new challenge may start, but the mobile has had its 4 sends + 1.
      h.advance(300);
      ok(await send(b));
      h.advance(31);
      const limited = failed(await send(b), 429);
      expect(limited.message).toMatch(/^Too many OTP requests for this mobile number/);
      expect((await smsTo('9876543210')).length).toBe(5);
    });
  });

  describe('verify-profile-OTP', () => {
    it('answers otpMatched for the right code and authorises edits for 10 minutes', async () => {
      const { ucc } = await investor('9876543210');
      const b = await signIn('9876543210');
      ok(await send(b));
      const verified = ok<StepUpOtpVerified>(await verify(b, '111111'));
      expect(verified).toEqual({ otpMatched: true, expired: false, attemptsLeft: 4, authorisedUntil: new Date(h.now().getTime() + 600_000).toISOString() });
      ok(await update(b, ucc));
      // A used code cannot be used again.
      expect(failed(await verify(b, '111111'), 400).errorEnum).toBe(SessionErrorEnum.OTP_NOT_REQUESTED);
      h.advance(601);
      const late = failed(await update(b, ucc), 403);
      expect(late.errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
    });

    it('answers expired after 5 minutes', async () => {
      await investor('9876543210');
      const b = await signIn('9876543210');
      ok(await send(b));
      h.advance(301);
      expect(ok<StepUpOtpVerified>(await verify(b, '111111'))).toEqual({ otpMatched: false, expired: true, attemptsLeft: 0, authorisedUntil: null });
    });

    it('allows 5 tries: wrong codes count down, the fifth locks the code (429), even the right code then fails', async () => {
      await investor('9876543210');
      const b = await signIn('9876543210');
      ok(await send(b));
      for (const left of [4, 3, 2, 1]) {
        expect(ok<StepUpOtpVerified>(await verify(b, '999999'))).toEqual({ otpMatched: false, expired: false, attemptsLeft: left, authorisedUntil: null });
      }
      expect(failed(await verify(b, '999999'), 429).errorEnum).toBe(SessionErrorEnum.OTP_LOCKED);
      expect(failed(await verify(b, '111111'), 429).errorEnum).toBe(SessionErrorEnum.OTP_LOCKED);
    });

    it('checks the code with the spec 2 rules: "Please enter OTP." and "Please enter a valid 6-digit OTP."', async () => {
      await investor('9876543210');
      const b = await signIn('9876543210');
      ok(await send(b));
      expect(failed(await verify(b, ''), 400).message).toBe(messages.onboarding.otp.required);
      expect(failed(await verify(b, '12345'), 400).message).toBe(messages.onboarding.otp.length);
    });

    it('says no code was asked for when none was sent', async () => {
      await investor('9876543210');
      const b = await signIn('9876543210');
      expect(failed(await verify(b, '111111'), 400).errorEnum).toBe(SessionErrorEnum.OTP_NOT_REQUESTED);
    });

    it("cannot be used from another session, not even the same investor's other browser", async () => {
      const { ucc } = await investor('9876543210');
      const first = await signIn('9876543210');
      const second = await signIn('9876543210');
      ok(await send(first));
      // The other browser has no challenge of its own: the code sent to the first is not its.
      expect(failed(await verify(second, '111111'), 400).errorEnum).toBe(SessionErrorEnum.OTP_NOT_REQUESTED);
      ok(await verify(first, '111111'));
      expect(failed(await update(second, ucc), 403).errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
      ok(await update(first, ucc));
    });

    it('ends with the session: after logout and a new sign-in, a new OTP is needed', async () => {
      const { ucc } = await investor('9876543210');
      const b = await signIn('9876543210');
      ok(await send(b));
      ok(await verify(b, '111111'));
      ok(await b.post(P.logout));
      ok(await b.post(P.login, { mobile: '9876543210', password: PASSWORD }));
      expect(failed(await update(b, ucc), 403).errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
    });
  });

  describe('update-user-profile', () => {
    const authorised = async (mobile: string) => {
      const who = await investor(mobile);
      const b = await signIn(mobile);
      ok(await send(b));
      ok(await verify(b, '111111'));
      return { ...who, b };
    };

    it('saves e-mail (on the account), address and pincode with its city and state', async () => {
      const { b, ucc, userId } = await authorised('9876543210');
      const view = ok<ProfileView>(await update(b, ucc, { email: ' Asha.New@example.com ', address: '4 Park Street', pincode: '500001' }));
      expect(view).toMatchObject({ primaryEmail: 'Asha.New@example.com', address: '4 Park Street', pincode: '500001', city: 'Hyderabad', state: 'Telangana' });
      const [account] = await database.db.select({ email: userAccount.email }).from(userAccount).where(eq(userAccount.id, userId));
      expect(account!.email).toBe('Asha.New@example.com');
      // A reload reads the same.
      expect(ok<ProfileView>(await b.get('/api/v1/onboarding/profile'))).toMatchObject({ address: '4 Park Street', city: 'Hyderabad' });
    });

    it('refuses without a verified profile OTP (403), and changes nothing', async () => {
      const { ucc } = await investor('9876543210');
      const b = await signIn('9876543210');
      const refused = failed(await update(b, ucc), 403);
      expect(refused).toMatchObject({ errorEnum: SessionErrorEnum.OTP_NOT_VERIFIED });
      expect(ok<ProfileView>(await b.get('/api/v1/onboarding/profile')).address).toBe('12 MG Road, Indiranagar');
    });

    it('refuses before onboarding is complete (registeredWithBse not 3): 403 PROFILE_NOT_ONBOARDED', async () => {
      const { ucc } = await investor('9876543210', { registered: 1 });
      const b = await signIn('9876543210');
      ok(await send(b));
      ok(await verify(b, '111111'));
      const refused = failed(await update(b, ucc), 403);
      expect(refused).toEqual(expect.objectContaining({ errorEnum: ProfileErrorEnum.PROFILE_NOT_ONBOARDED, message: productMessages.profileArea.notOnboarded }));
    });

    it("refuses another investor's ucc", async () => {
      const { b } = await authorised('9876543210');
      const other = await investor('9123456780');
      expect(failed(await update(b, other.ucc), 403).message).toBe(productMessages.profileArea.wrongAccount);
      const [row] = await database.db.select({ address: investorProfile.address }).from(investorProfile).where(eq(investorProfile.ucc, other.ucc));
      expect(row!.address).toBe('12 MG Road, Indiranagar');
    });

    it('checks each field with the spec messages and the pincode against the directory', async () => {
      const { b, ucc } = await authorised('9876543210');
      const bad = failed(await update(b, ucc, { email: 'asha@', address: 'x'.repeat(41), pincode: '' }), 400);
      expect(bad.fieldErrors).toMatchObject({
        email: 'Please enter a valid email',
        address: 'Please enter 40 characters only',
        pincode: 'Please enter your pincode',
      });
      expect(failed(await update(b, ucc, { ...edit, pincode: '999999' }), 400).fieldErrors).toEqual({ pincode: 'Invalid pincode' });
    });

    it('refuses fields that cannot change here (name, DOB)', async () => {
      const { b, ucc } = await authorised('9876543210');
      expect((await update(b, ucc, { ...edit, dob: '1980-01-01' })).statusCode).toBe(400);
      expect((await update(b, ucc, { ...edit, name: 'Someone Else' })).statusCode).toBe(400);
    });
  });
});
