import { sessionRoutes, SessionErrorEnum, type CurrentUser, type LoginResult } from '@sanchay/contract';
import { productMessages, signInMessages } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';
import { agent, otpChallenge, signInAudit, userAccount, webSession } from '../src/db/schema';
import { addAgent, addUser, auditTrail, failed, ok, PASSWORD, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// Sessions and every sign-in branch (spec 1 §2 "Sign-in dialog", §4, §5, §8) through app.inject,
// on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. OTP expiry, lockout, resends and rate
// limits are in session-otp.test.ts.

const R = sessionRoutes;
const paths = {
  current: R.getCurrentUser.path,
  check: R.checkMobileNumber.path,
  login: R.userLogin.path,
  verifyPassword: R.verifyPassword.path,
  sendOtp: R.sendOtp.path,
  verifyOtp: R.verifyLoginOtp.path,
  updatePassword: R.updatePassword.path,
  saveUser: R.saveUser.path,
  logout: R.logout.path,
};

/** The handle check-mobile-number gives this browser for the account with this masked name. */
async function handleOf(b: Browser, mobile: string, maskedName: string): Promise<string> {
  const { users } = ok<{ users: { accountHandle: string; name: string }[] }>(await b.get(paths.check, { mobile }));
  return users.find((u) => u.name === maskedName)!.accountHandle;
}

forEachDatabase('sessions and sign-in', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    h = await startHarness(database);
  });
  afterEach(async () => {
    await h?.close();
  });

  const sessionCount = async () =>
    (await rows<{ n: number }>(h.database, sql`select count(*)::int as n from web_session`))[0]!.n;

  describe('the session', () => {
    it('starts a guest session on get-current-user: httpOnly SameSite=Lax cookie, readable CSRF cookie', async () => {
      const b = h.browser();
      const me = ok<CurrentUser>(await b.get(paths.current));
      expect(me).toMatchObject({ user: null, agentCode: null, advisorHost: false, minor: false, idleTimeoutSeconds: 1800 });
      expect(me.cookieId).toMatch(/^[0-9a-f-]{36}$/);
      const [session, csrf] = b.lastSetCookie;
      expect(session).toMatch(/^sanchay_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
      expect(csrf).toMatch(/^sanchay_csrf=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
      expect(b.csrfToken).toBe(me.csrfToken);

      // The same session next time; only a hash of the token is stored.
      const again = ok<CurrentUser>(await b.get(paths.current));
      expect(again.cookieId).toBe(me.cookieId);
      expect(await sessionCount()).toBe(1);
      const [stored] = await rows<{ id: string }>(h.database, sql`select id from web_session`);
      expect(stored!.id).not.toBe(b.sessionToken);
      expect(stored!.id).toMatch(/^[0-9a-f]{64}$/);
    });

    it('makes no session for the web app, the catalogue or unknown paths', async () => {
      const b = h.browser();
      await b.get('/v1/home');
      await b.get('/api/v1/get-categories');
      await b.get('/api/v1/no-such-route');
      expect(await sessionCount()).toBe(0);
      expect(b.cookies.size).toBe(0);
    });

    it('sets Secure cookies off loopback hosts', async () => {
      const b = h.browser({ host: 'www.sanchay.example.in' });
      ok(await b.get(paths.current));
      expect(b.lastSetCookie.every((c) => c.includes('; Secure'))).toBe(true);
    });

    it('knows the advisor host and its agent code (spec 1 §1, §6)', async () => {
      await addAgent(h.database, 'SANCHAY01');
      const pro = h.browser({ host: 'pro.localhost' });
      expect(ok<CurrentUser>(await pro.get(paths.current, { agentCode: 'sanchay01' }))).toMatchObject({
        advisorHost: true,
        agentCode: 'SANCHAY01',
      });
      expect(ok<CurrentUser>(await pro.get(paths.current))).toMatchObject({ agentCode: 'SANCHAY01' });
      // An unknown agent is not adopted; the direct host has no agent context.
      const other = h.browser({ host: 'pro.localhost' });
      expect(ok<CurrentUser>(await other.get(paths.current, { agentCode: 'NOSUCH' })).agentCode).toBeNull();
      const direct = h.browser();
      expect(ok<CurrentUser>(await direct.get(paths.current, { agentCode: 'SANCHAY01' }))).toMatchObject({
        advisorHost: false,
        agentCode: null,
      });
    });
  });

  describe('CSRF', () => {
    it('refuses a POST without the session’s token (403), accepts it with the header', async () => {
      const b = h.browser();
      ok(await b.get(paths.current));
      const body = { mobile: '9876543210', purpose: 'signup' };

      const missing = failed(await b.post(paths.sendOtp, body, { csrf: null }), 403);
      expect(missing.errorEnum).toBe(SessionErrorEnum.CSRF_FAILED);
      expect(missing.message).toBe('Your session has expired. Please refresh the page and try again');
      failed(await b.post(paths.sendOtp, body, { csrf: 'x'.repeat(43) }), 403);
      // The token of another session does not do either.
      const other = h.browser();
      ok(await other.get(paths.current));
      failed(await b.post(paths.sendOtp, body, { csrf: other.csrfToken! }), 403);

      ok(await b.post(paths.sendOtp, body));
    });

    it('refuses a POST with no session at all: the browser must GET get-current-user first', async () => {
      const b = h.browser();
      const res = failed(await b.post(paths.sendOtp, { mobile: '9876543210', purpose: 'signup' }, { csrf: 'anything' }), 403);
      expect(res.errorEnum).toBe(SessionErrorEnum.CSRF_FAILED);
      expect(await sessionCount()).toBe(0);
    });

    it('checks the token before the body (a forged request learns nothing)', async () => {
      const b = h.browser();
      ok(await b.get(paths.current));
      failed(await b.post(paths.login, { mobile: 'bad' }, { csrf: null }), 403);
    });
  });

  describe('check-mobile-number (spec 1 §4)', () => {
    it("answers 400 with 'Please enter a valid mobile number'", async () => {
      const b = h.browser();
      const res = failed(await b.get(paths.check, { mobile: '5123456789' }), 400);
      expect(res).toMatchObject({
        errorEnum: 'VALIDATION_FAILED',
        message: 'Please enter a valid mobile number',
        fieldErrors: { mobile: 'Please enter a valid mobile number' },
      });
      expect(failed(await b.get(paths.check), 400).message).toBe(productMessages.validation.mobileRequired);
    });

    it('leads to userdetails, password, updatepassword or multipleUsers', async () => {
      await addUser(h.database, { mobile: '9000000001', name: 'Asha Verma' });
      await addUser(h.database, { mobile: '9000000002', name: 'Ravi Kumar', password: null });
      await addUser(h.database, { mobile: '9000000003', name: 'Sunita Rao', password: null });
      await addUser(h.database, { mobile: '9000000003', name: 'Kabir Rao' });
      const b = h.browser();
      expect(ok(await b.get(paths.check, { mobile: '9876543210' }))).toEqual({ signinStep: 'userdetails', users: [] });
      expect(ok(await b.get(paths.check, { mobile: '9000000001' }))).toMatchObject({
        signinStep: 'password',
        users: [{ name: 'As** Ve***', hasPassword: true }],
      });
      expect(ok(await b.get(paths.check, { mobile: '9000000002' }))).toMatchObject({
        signinStep: 'updatepassword',
        users: [{ name: 'Ra** Ku***', hasPassword: false }],
      });
      const several = ok<{ signinStep: string; users: { name: string; hasPassword: boolean }[] }>(
        await b.get(paths.check, { mobile: '9000000003' }),
      );
      expect(several.signinStep).toBe('multipleUsers');
      // Both accounts, each masked; two made in the same instant have no order to keep.
      const listed = several.users.map((u) => [u.name, u.hasPassword]);
      expect(listed).toHaveLength(2);
      expect(listed).toEqual(expect.arrayContaining([['Su**** Ra*', false], ['Ka*** Ra*', true]]));
    });

    it('names accounts by handles bound to the session, never by their ids', async () => {
      const sunita = await addUser(h.database, { mobile: '9000000003', name: 'Sunita Rao', password: null });
      const kabir = await addUser(h.database, { mobile: '9000000003', name: 'Kabir Rao' });
      const b = h.browser();
      ok(await b.get(paths.current));
      const res = await b.get(paths.check, { mobile: '9000000003' });
      expect(res.body).not.toContain(sunita);
      expect(res.body).not.toContain(kabir);
      const handles = ok<{ users: { accountHandle: string }[] }>(res).users.map((u) => u.accountHandle);
      expect(handles).toHaveLength(2);
      for (const handle of handles) expect(handle).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // The same accounts in another session get other handles.
      const other = h.browser();
      ok(await other.get(paths.current));
      const otherHandles = ok<{ users: { accountHandle: string }[] }>(await other.get(paths.check, { mobile: '9000000003' })).users.map(
        (u) => u.accountHandle,
      );
      expect(otherHandles.some((x) => handles.includes(x))).toBe(false);
    });
  });

  describe('password sign-in', () => {
    it("signs in, rotating the session; a wrong password gets 'Please enter correct password'", async () => {
      await addAgent(h.database, 'SANCHAY01');
      const userId = await addUser(h.database, { mobile: '9000000001', name: 'Asha Verma', agentCode: 'SANCHAY01' });
      const b = h.browser();
      const guest = ok<CurrentUser>(await b.get(paths.current));
      const guestToken = b.sessionToken!;

      const wrong = failed(await b.post(paths.login, { mobile: '9000000001', password: 'Sanchay@124' }), 400);
      expect(wrong).toMatchObject({
        operationMessage: 'failure',
        errorEnum: SessionErrorEnum.INCORRECT_PASSWORD,
        message: 'Please enter correct password',
      });

      const login = ok<LoginResult>(await b.post(paths.login, { mobile: '9000000001', password: PASSWORD }));
      expect(login).toMatchObject({
        outcome: 'signedIn',
        headerName: 'Asha Verma',
        agentCode: 'SANCHAY01',
        minor: false,
        majorStatus: null,
        redirectTo: null,
        otpVerified: false,
        cookieId: guest.cookieId, // the guest cart's id carries over (merge-carts)
        user: { userId, name: 'Asha Verma', primaryMobile: '9000000001', mintAgentCode: 'SANCHAY01', hasPassword: true, taxStatus: '01' },
      });
      // Rotation: a new token and CSRF token; the old token no longer authenticates.
      expect(b.sessionToken).not.toBe(guestToken);
      expect(login.csrfToken).not.toBe(guest.csrfToken);
      expect(b.csrfToken).toBe(login.csrfToken);
      expect(ok<CurrentUser>(await b.get(paths.current)).user?.userId).toBe(userId);

      const thief = h.browser();
      thief.cookies.set('sanchay_session', guestToken);
      const stolen = ok<CurrentUser>(await thief.get(paths.current));
      expect(stolen.user).toBeNull();
      expect(thief.sessionToken).not.toBe(guestToken);
    });

    it('answers verify-password like user-login', async () => {
      await addUser(h.database, { mobile: '9000000001' });
      const b = h.browser();
      ok(await b.get(paths.current));
      expect(ok<LoginResult>(await b.post(paths.verifyPassword, { mobile: '9000000001', password: PASSWORD })).outcome).toBe(
        'signedIn',
      );
    });

    it('validates the body with the spec’s messages (400)', async () => {
      const b = h.browser();
      ok(await b.get(paths.current));
      expect(failed(await b.post(paths.login, { mobile: '12', password: 'x' }), 400).message).toBe(
        'Please enter a valid mobile number',
      );
      expect(failed(await b.post(paths.login, { mobile: '9000000001', password: '' }), 400).fieldErrors).toEqual({
        password: productMessages.session.passwordRequired,
      });
    });

    it('asks which account when several share the mobile (multipleUsers)', async () => {
      await addUser(h.database, { mobile: '9000000003', name: 'Sunita Rao' });
      const kabir = await addUser(h.database, { mobile: '9000000003', name: 'Kabir Rao', password: 'Kabir@2024' });
      const b = h.browser();
      ok(await b.get(paths.current));
      const choose = failed(await b.post(paths.login, { mobile: '9000000003', password: 'Kabir@2024' }), 400);
      expect(choose).toMatchObject({ errorEnum: SessionErrorEnum.ACCOUNT_CHOICE_REQUIRED, fieldErrors: { accountHandle: 'Please choose an account' } });
      const kabirHandle = await handleOf(b, '9000000003', 'Ka*** Ra*');
      const login = ok<LoginResult>(await b.post(paths.login, { mobile: '9000000003', password: 'Kabir@2024', accountHandle: kabirHandle }));
      expect(login.user).toMatchObject({ userId: kabir, name: 'Kabir Rao' });
      // A handle from another session, or a user id, chooses nothing.
      const b2 = h.browser();
      ok(await b2.get(paths.current));
      expect(failed(await b2.post(paths.login, { mobile: '9000000003', password: 'Kabir@2024', accountHandle: kabirHandle }), 400).errorEnum).toBe(
        SessionErrorEnum.ACCOUNT_CHOICE_REQUIRED,
      );
      failed(await b2.post(paths.login, { mobile: '9000000003', password: 'Kabir@2024', userId: kabir }), 400);
    });

    it('says an account without a password must use an OTP', async () => {
      await addUser(h.database, { mobile: '9000000002', password: null });
      const b = h.browser();
      ok(await b.get(paths.current));
      expect(failed(await b.post(paths.login, { mobile: '9000000002', password: 'whatever1' }), 400).errorEnum).toBe(
        SessionErrorEnum.PASSWORD_NOT_SET,
      );
    });

    it('gives a minor (tax status 02 with a majorStatus) the minor outcome (spec 1 §4)', async () => {
      await addUser(h.database, { mobile: '9000000006', name: 'Tara Shah', taxStatus: '02', majorStatus: 'MAJOR_PENDING' });
      await addUser(h.database, { mobile: '9000000007', name: 'Dev Shah', taxStatus: '02', majorStatus: null });
      const b = h.browser();
      ok(await b.get(paths.current));
      const minor = ok<LoginResult>(await b.post(paths.login, { mobile: '9000000006', password: PASSWORD }));
      expect(minor).toMatchObject({
        outcome: 'minor',
        minor: true,
        majorStatus: 'MAJOR_PENDING',
        redirectTo: '/v1/profile/portfolio',
        user: { taxStatus: '02' },
      });
      expect(ok<CurrentUser>(await b.get(paths.current))).toMatchObject({ minor: true, majorStatus: 'MAJOR_PENDING' });

      const b2 = h.browser();
      ok(await b2.get(paths.current));
      expect(ok<LoginResult>(await b2.post(paths.login, { mobile: '9000000007', password: PASSWORD }))).toMatchObject({
        outcome: 'signedIn',
        minor: false,
        majorStatus: null,
      });
    });
  });

  describe('the advisor host (spec 1 §4 USER_MAPPED_TO_OTHER_AGENT)', () => {
    beforeEach(async () => {
      await addAgent(h.database, 'SANCHAY01');
      await addAgent(h.database, 'OTHER02');
      await addUser(h.database, { mobile: '9000000003', name: 'Priya Nair', agentCode: 'SANCHAY01' });
      await addUser(h.database, { mobile: '9000000008', name: 'Neel Das', agentCode: 'OTHER02' });
    });

    it("refuses another advisor's customer with 'User mapped to other agent'", async () => {
      const pro = h.browser({ host: 'pro.localhost' });
      ok(await pro.get(paths.current, { agentCode: 'SANCHAY01' }));
      const check = failed(await pro.get(paths.check, { mobile: '9000000008' }), 403);
      expect(check).toMatchObject({ errorEnum: 'USER_MAPPED_TO_OTHER_AGENT', message: 'User mapped to other agent' });
      const login = failed(await pro.post(paths.login, { mobile: '9000000008', password: PASSWORD }), 403);
      expect(login.errorEnum).toBe('USER_MAPPED_TO_OTHER_AGENT');
      failed(await pro.post(paths.sendOtp, { mobile: '9000000008', purpose: 'login' }), 403);

      // Its own customers sign in, with the advisor's agent code.
      expect(ok(await pro.get(paths.check, { mobile: '9000000003' }))).toMatchObject({ signinStep: 'password' });
      const mine = ok<LoginResult>(await pro.post(paths.login, { mobile: '9000000003', password: PASSWORD }));
      expect(mine).toMatchObject({ agentCode: 'SANCHAY01', advisorHost: true });
    });

    it('takes the agent code from the query of check-mobile-number too', async () => {
      const pro = h.browser({ host: 'pro.localhost' });
      expect(failed(await pro.get(paths.check, { mobile: '9000000008', agentCode: 'SANCHAY01' }), 403).errorEnum).toBe(
        'USER_MAPPED_TO_OTHER_AGENT',
      );
    });

    it('lets anyone sign in on the direct host', async () => {
      const direct = h.browser();
      ok(await direct.get(paths.current, { agentCode: 'SANCHAY01' }));
      expect(ok(await direct.get(paths.check, { mobile: '9000000008' }))).toMatchObject({ signinStep: 'password' });
      expect(ok<LoginResult>(await direct.post(paths.login, { mobile: '9000000008', password: PASSWORD })).agentCode).toBe('OTHER02');
    });
  });

  describe('OTP sign-in and new users', () => {
    it('signs a new user up: signup OTP → save-user → first password (spec 1 §4 userdetails)', async () => {
      await addAgent(h.database, 'SANCHAY01');
      const b = h.browser({ host: 'pro.localhost' });
      const guest = ok<CurrentUser>(await b.get(paths.current, { agentCode: 'SANCHAY01' }));
      expect(ok(await b.get(paths.check, { mobile: '9876543210' }))).toMatchObject({ signinStep: 'userdetails' });

      const details = { name: 'Meera Iyer', email: 'Meera.Iyer@Example.com', mobile: '9876543210' };
      // No account before the mobile is verified.
      expect(failed(await b.post(paths.saveUser, details), 403).errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);

      expect(ok(await b.post(paths.sendOtp, { mobile: '9876543210', purpose: 'signup' }))).toEqual({
        mobile: '9876543210',
        purpose: 'signup',
        expiresInSeconds: 300,
        resendAfterSeconds: 60,
        resendsLeft: 3,
      });
      const [sms] = await rows<{ channel: string; recipient: string; kind: string; body: string }>(
        h.database,
        sql`select channel, recipient, kind, body from notification_outbox`,
      );
      expect(sms).toMatchObject({ channel: 'sms', recipient: '9876543210', kind: 'signup-otp' });
      expect(sms!.body).toContain(h.otp.last!);
      // Only a keyed hash of the code is stored.
      const [challenge] = await rows<{ code_hash: string }>(h.database, sql`select code_hash from otp_challenge`);
      expect(challenge!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge!.code_hash).not.toContain(h.otp.last!);

      expect(ok(await b.post(paths.verifyOtp, { mobile: '9876543210', otp: h.otp.last!, purpose: 'signup' }))).toEqual({
        otpVerified: true,
        purpose: 'signup',
        login: null,
      });

      // The spec's field messages on save-user.
      expect(failed(await b.post(paths.saveUser, { ...details, name: 'Meera 2' }), 400).message).toBe('Please enter a valid name');
      expect(failed(await b.post(paths.saveUser, { ...details, email: 'meera@example' }), 400).message).toBe(
        'Please enter a valid email',
      );
      // The verified mobile only.
      expect(failed(await b.post(paths.saveUser, { ...details, mobile: '9876543211' }), 403).errorEnum).toBe(
        SessionErrorEnum.OTP_NOT_VERIFIED,
      );

      const created = ok<LoginResult>(await b.post(paths.saveUser, details));
      expect(created).toMatchObject({
        outcome: 'signedIn',
        otpVerified: true,
        cookieId: guest.cookieId,
        agentCode: 'SANCHAY01',
        user: { name: 'Meera Iyer', primaryEmail: 'meera.iyer@example.com', hasPassword: false, mintAgentCode: 'SANCHAY01' },
      });
      // One account per verification.
      expect(failed(await b.post(paths.saveUser, details), 403).errorEnum).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);

      // The first password, right after sign-up.
      const mismatch = failed(
        await b.post(paths.updatePassword, { newPassword: 'Meera@2024', confirmPassword: 'Meera@2025' }),
        400,
      );
      expect(mismatch).toMatchObject({ message: 'Please enter same password', fieldErrors: { confirmPassword: 'Please enter same password' } });
      const updated = ok<{ user: { hasPassword: boolean } }>(
        await b.post(paths.updatePassword, { newPassword: 'Meera@2024', confirmPassword: 'Meera@2024' }),
      );
      expect(updated.user.hasPassword).toBe(true);
      const [stored] = await rows<{ password_hash: string }>(
        h.database,
        sql`select password_hash from user_account where mobile = '9876543210'`,
      );
      expect(stored!.password_hash).toMatch(/^\$argon2id\$/);

      const later = h.browser();
      ok(await later.get(paths.current));
      expect(ok<LoginResult>(await later.post(paths.login, { mobile: '9876543210', password: 'Meera@2024' })).user.name).toBe(
        'Meera Iyer',
      );
    });

    it('signs in by OTP and sets a first password (spec 1 §4 updatepassword)', async () => {
      const userId = await addUser(h.database, { mobile: '9000000002', name: 'Ravi Kumar', password: null });
      const b = h.browser();
      ok(await b.get(paths.current));
      expect(ok(await b.get(paths.check, { mobile: '9000000002' }))).toMatchObject({ signinStep: 'updatepassword' });
      ok(await b.post(paths.sendOtp, { mobile: '9000000002', purpose: 'login' }));
      const [sms] = await rows<{ kind: string; body: string }>(h.database, sql`select kind, body from notification_outbox`);
      expect(sms!.kind).toBe('login-otp');
      const tokenBefore = b.sessionToken;

      const wrong = failed(await b.post(paths.verifyOtp, { mobile: '9000000002', otp: '000000' }), 400);
      expect(wrong).toMatchObject({ errorEnum: SessionErrorEnum.INCORRECT_OTP, message: 'Please enter correct OTP.' });
      expect(failed(await b.post(paths.verifyOtp, { mobile: '9000000002', otp: '12345' }), 400).message).toBe(
        productMessages.session.otpLength,
      );

      const verified = ok<{ otpVerified: boolean; login: LoginResult }>(
        await b.post(paths.verifyOtp, { mobile: '9000000002', otp: h.otp.last! }),
      );
      expect(verified.otpVerified).toBe(true);
      expect(verified.login).toMatchObject({ outcome: 'signedIn', otpVerified: true, user: { userId, hasPassword: false } });
      expect(b.sessionToken).not.toBe(tokenBefore);
      // The code is used up.
      expect(failed(await b.post(paths.verifyOtp, { mobile: '9000000002', otp: h.otp.last! }), 400).errorEnum).toBe(
        SessionErrorEnum.OTP_NOT_REQUESTED,
      );

      // A password from the common-password list is refused, on the field (OWASP ASVS 2.1.7).
      for (const common of ['password1', 'Password1', 'qwerty123']) {
        expect(failed(await b.post(paths.updatePassword, { newPassword: common, confirmPassword: common }), 400)).toMatchObject({
          errorEnum: 'VALIDATION_FAILED',
          fieldErrors: { newPassword: signInMessages.newPasswordCommon },
        });
      }
      ok(await b.post(paths.updatePassword, { newPassword: 'Ravi@2024x', confirmPassword: 'Ravi@2024x' }));
      // The proof is spent: a second change needs a new OTP.
      expect(
        failed(await b.post(paths.updatePassword, { newPassword: 'Ravi@2025x', confirmPassword: 'Ravi@2025x' }), 403).errorEnum,
      ).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
      expect(ok(await b.get(paths.check, { mobile: '9000000002' }))).toMatchObject({ signinStep: 'password' });
    });

    it('lets no one set a password without an OTP in this browser', async () => {
      await addUser(h.database, { mobile: '9000000001' });
      const b = h.browser();
      ok(await b.get(paths.current));
      const anonymous = failed(await b.post(paths.updatePassword, { newPassword: 'Asha@2024x', confirmPassword: 'Asha@2024x' }), 401);
      expect(anonymous.message).toBe('You are not authorized to view this page.');
      ok(await b.post(paths.login, { mobile: '9000000001', password: PASSWORD }));
      expect(
        failed(await b.post(paths.updatePassword, { newPassword: 'Asha@2024x', confirmPassword: 'Asha@2024x' }), 403).errorEnum,
      ).toBe(SessionErrorEnum.OTP_NOT_VERIFIED);
    });

    it('needs the account choice for an OTP login when several share the mobile', async () => {
      await addUser(h.database, { mobile: '9000000003', name: 'Sunita Rao', password: null });
      const kabir = await addUser(h.database, { mobile: '9000000003', name: 'Kabir Rao', password: null });
      const b = h.browser();
      ok(await b.get(paths.current));
      ok(await b.post(paths.sendOtp, { mobile: '9000000003', purpose: 'login' }));
      expect(failed(await b.post(paths.verifyOtp, { mobile: '9000000003', otp: h.otp.last! }), 400).errorEnum).toBe(
        SessionErrorEnum.ACCOUNT_CHOICE_REQUIRED,
      );
      const accountHandle = await handleOf(b, '9000000003', 'Ka*** Ra*');
      const done = ok<{ login: LoginResult }>(await b.post(paths.verifyOtp, { mobile: '9000000003', otp: h.otp.last!, accountHandle }));
      expect(done.login.user).toMatchObject({ userId: kabir, name: 'Kabir Rao' });
    });

    it('sends no login OTP to a mobile without an account', async () => {
      const b = h.browser();
      ok(await b.get(paths.current));
      expect(failed(await b.post(paths.sendOtp, { mobile: '9876500000', purpose: 'login' }), 400).errorEnum).toBe(
        SessionErrorEnum.USER_NOT_FOUND,
      );
    });

    it('uses an OTP only in the browser that asked for it', async () => {
      await addUser(h.database, { mobile: '9000000001' });
      const asker = h.browser();
      ok(await asker.get(paths.current));
      ok(await asker.post(paths.sendOtp, { mobile: '9000000001', purpose: 'login' }));
      const other = h.browser();
      ok(await other.get(paths.current));
      expect(failed(await other.post(paths.verifyOtp, { mobile: '9000000001', otp: h.otp.last! }), 400).errorEnum).toBe(
        SessionErrorEnum.OTP_NOT_REQUESTED,
      );
    });
  });

  describe('idle timeout and logout', () => {
    it('ends a signed-in session after 1800 s without a request (server side)', async () => {
      const userId = await addUser(h.database, { mobile: '9000000001' });
      const b = h.browser();
      const guest = ok<CurrentUser>(await b.get(paths.current));
      ok(await b.post(paths.login, { mobile: '9000000001', password: PASSWORD }));

      // Activity keeps it alive: 1000 s, a request, 1000 s more.
      h.advance(1000);
      expect(ok<CurrentUser>(await b.get(paths.current)).user?.userId).toBe(userId);
      h.advance(1000);
      expect(ok<CurrentUser>(await b.get(paths.current)).user?.userId).toBe(userId);

      h.advance(1801);
      const after = ok<CurrentUser>(await b.get(paths.current));
      expect(after.user).toBeNull();
      expect(after.cookieId).not.toBe(guest.cookieId);
      const ended = await rows<{ end_reason: string }>(
        h.database,
        sql`select end_reason from web_session where user_id is not null`,
      );
      expect(ended.map((r) => r.end_reason)).toEqual(['idle']);
      // A POST with the dead session's cookie is refused.
      const stale = h.browser();
      ok(await stale.get(paths.current));
      h.advance(31 * 86_400); // guests idle for 30 days end too
      expect(failed(await stale.post(paths.logout), 403).errorEnum).toBe(SessionErrorEnum.CSRF_FAILED);
    });

    it('logs out: the session ends, a new cookie id; the advisor host keeps its agent (spec 1 §4)', async () => {
      await addAgent(h.database, 'SANCHAY01');
      await addUser(h.database, { mobile: '9000000001' });
      const b = h.browser();
      const guest = ok<CurrentUser>(await b.get(paths.current));
      ok(await b.post(paths.login, { mobile: '9000000001', password: PASSWORD }));
      const signedInToken = b.sessionToken!;
      const out = ok<{ cookieId: string; csrfToken: string; agentCode: string | null }>(await b.post(paths.logout));
      expect(out.cookieId).not.toBe(guest.cookieId);
      expect(b.csrfToken).toBe(out.csrfToken);
      expect(ok<CurrentUser>(await b.get(paths.current))).toMatchObject({ user: null, cookieId: out.cookieId });
      const replay = h.browser();
      replay.cookies.set('sanchay_session', signedInToken);
      expect(ok<CurrentUser>(await replay.get(paths.current)).user).toBeNull();

      const pro = h.browser({ host: 'pro.localhost' });
      ok(await pro.get(paths.current, { agentCode: 'SANCHAY01' }));
      ok(await pro.post(paths.login, { mobile: '9000000001', password: PASSWORD }));
      expect(ok(await pro.post(paths.logout))).toMatchObject({ agentCode: 'SANCHAY01' });
    });
  });

  it('has a Drizzle schema that follows 0011_identity.sql (columns, nullability)', async () => {
    for (const table of [agent, userAccount, webSession, otpChallenge, signInAudit]) {
      const config = getTableConfig(table);
      const columns = await rows<{ column_name: string; is_nullable: string }>(
        h.database,
        sql`select column_name, is_nullable from information_schema.columns
            where table_name = ${config.name} and table_schema = current_schema()`,
      );
      const byName = (a: [string, boolean], b: [string, boolean]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
      expect(columns.map((c): [string, boolean] => [c.column_name, c.is_nullable === 'YES']).sort(byName), config.name).toEqual(
        config.columns.map((c): [string, boolean] => [c.name, !c.notNull]).sort(byName),
      );
    }
  });

  it('writes every sign-in attempt to the audit trail', async () => {
    const userId = await addUser(h.database, { mobile: '9000000001' });
    const b = h.browser({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 test' });
    ok(await b.get(paths.current));
    ok(await b.get(paths.check, { mobile: '9000000001' }));
    failed(await b.post(paths.login, { mobile: '9000000001', password: 'nope-nope1' }), 400);
    ok(await b.post(paths.login, { mobile: '9000000001', password: PASSWORD }));
    ok(await b.post(paths.logout));
    const trail = await auditTrail(h.database);
    expect(trail.map((r) => [r.event, r.outcome, r.reason])).toEqual([
      ['mobile_check', 'success', 'password'],
      ['password_login', 'failure', 'wrong_password'],
      ['password_login', 'success', null],
      ['logout', 'success', null],
    ]);
    expect(trail.every((r) => r.ip === '203.0.113.7' && r.user_agent === 'Mozilla/5.0 test')).toBe(true);
    expect(trail.slice(1).every((r) => r.user_id === userId)).toBe(true);
  });
});
