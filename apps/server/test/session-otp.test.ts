import { sessionRoutes, SessionErrorEnum, type LoginResult } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { addUser, auditTrail, failed, ok, PASSWORD, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// The OTP's limits (issue 3: expire after 5 minutes, at most 5 tries per code, resend limits,
// rate limits per mobile and per client address → 429) and the password-failure limit, with the
// app's Clock moved by hand.

const paths = {
  current: sessionRoutes.getCurrentUser.path,
  login: sessionRoutes.userLogin.path,
  sendOtp: sessionRoutes.sendOtp.path,
  verifyOtp: sessionRoutes.verifyLoginOtp.path,
};
const MOBILE = '9000000001';

forEachDatabase('sign-in OTP limits', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    h = await startHarness(database, ['111111', '222222', '333333', '444444', '555555', '666666']);
    await addUser(database, { mobile: MOBILE, name: 'Asha Verma' });
  });
  afterEach(async () => {
    await h?.close();
  });

  async function signedOutBrowser(options: { ip?: string } = {}): Promise<Browser> {
    const b = h.browser(options);
    ok(await b.get(paths.current));
    return b;
  }
  const send = (b: Browser, mobile = MOBILE, purpose: 'login' | 'signup' = 'login') =>
    b.post(paths.sendOtp, { mobile, purpose });
  const verify = (b: Browser, otp: string, mobile = MOBILE) => b.post(paths.verifyOtp, { mobile, otp });

  it("expires after 5 minutes: 'Your OTP has expired. Please request a new OTP'", async () => {
    const b = await signedOutBrowser();
    ok(await send(b));
    h.advance(300);
    const expired = failed(await verify(b, '111111'), 400);
    expect(expired).toMatchObject({
      errorEnum: SessionErrorEnum.OTP_EXPIRED,
      message: 'Your OTP has expired. Please request a new OTP',
    });
    // A new OTP works.
    ok(await send(b));
    expect(ok<{ login: LoginResult }>(await verify(b, '222222')).login.outcome).toBe('signedIn');
  });

  it('works until the last second of its 5 minutes', async () => {
    const b = await signedOutBrowser();
    ok(await send(b));
    h.advance(299);
    ok(await verify(b, '111111'));
  });

  it('locks the code after 5 wrong tries', async () => {
    const b = await signedOutBrowser();
    ok(await send(b));
    for (let i = 0; i < 4; i++) {
      expect(failed(await verify(b, '999999'), 400).message).toBe('Please enter correct OTP.');
    }
    const fifth = failed(await verify(b, '999999'), 429);
    expect(fifth).toMatchObject({
      errorEnum: SessionErrorEnum.OTP_LOCKED,
      message: 'You have entered a wrong OTP too many times. Please request a new OTP',
    });
    // Even the right code is refused now.
    expect(failed(await verify(b, '111111'), 429).errorEnum).toBe(SessionErrorEnum.OTP_LOCKED);
    // A new OTP after the same 60-second wait as any resend, not at once.
    expect(failed(await send(b), 429)).toMatchObject({ errorEnum: 'RATE_LIMITED', message: expect.stringMatching(/^Please wait \d+ seconds/) });
    h.advance(60);
    expect(ok(await send(b))).toMatchObject({ resendsLeft: 2 });
    ok(await verify(b, '222222'));
    const [row] = await rows<{ attempts: number }>(database, sql`select attempts from otp_challenge order by created_at limit 1`);
    expect(row!.attempts).toBe(5);
  });

  it('makes a locked code wait like a resend, and a lock does not renew the 3 resends', async () => {
    const b = await signedOutBrowser();
    ok(await send(b));
    const wrongFiveTimes = async () => {
      for (let i = 0; i < 5; i++) failed(await verify(b, '999999'), i < 4 ? 400 : 429);
    };
    await wrongFiveTimes();
    const early = failed(await send(b), 429);
    expect(early).toMatchObject({ errorEnum: 'RATE_LIMITED', message: 'Please wait 60 seconds before requesting a new OTP' });
    for (const left of [2, 1, 0]) {
      h.advance(60);
      expect(ok(await send(b))).toMatchObject({ resendsLeft: left });
      await wrongFiveTimes();
    }
    h.advance(60);
    expect(failed(await send(b), 429).message).toBe('You have requested the OTP too many times. Please try again after some time');
    // Once the locked code's 5 minutes are over, a new one may be asked for.
    h.advance(300);
    expect(ok(await send(b))).toMatchObject({ resendsLeft: 3 });
  });

  it('counts parallel guesses: never more than 5 tries', async () => {
    const b = await signedOutBrowser();
    ok(await send(b));
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(b, '999999')));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(4);
    const [row] = await rows<{ attempts: number }>(database, sql`select attempts from otp_challenge`);
    expect(row!.attempts).toBe(5);
  });

  it('re-sends after the 60-second countdown, at most 3 times, each with a new code', async () => {
    const b = await signedOutBrowser();
    expect(ok(await send(b))).toMatchObject({ resendAfterSeconds: 60, resendsLeft: 3 });

    h.advance(45);
    const early = await send(b);
    expect(failed(early, 429)).toMatchObject({
      errorEnum: 'RATE_LIMITED',
      message: 'Please wait 15 seconds before requesting a new OTP',
    });
    expect(early.headers['retry-after']).toBe('15');

    for (const left of [2, 1, 0]) {
      h.advance(60);
      expect(ok(await send(b))).toMatchObject({ resendsLeft: left });
    }
    h.advance(60);
    expect(failed(await send(b), 429).message).toBe(
      'You have requested the OTP too many times. Please try again after some time',
    );
    // Only the newest code counts; one challenge, re-sent 3 times.
    expect(failed(await verify(b, '111111'), 400).errorEnum).toBe(SessionErrorEnum.INCORRECT_OTP);
    ok(await verify(b, '444444'));
    const challenges = await rows<{ resend_count: number }>(database, sql`select resend_count from otp_challenge`);
    expect(challenges).toEqual([{ resend_count: 3 }]);
    const sms = await rows<{ body: string }>(database, sql`select body from notification_outbox order by created_at`);
    expect(sms.map((m) => m.body.slice(0, 6))).toEqual(['111111', '222222', '333333', '444444']);
  });

  it('sends at most 5 OTPs to one mobile in 15 minutes (429), from any browser', async () => {
    for (let i = 0; i < 5; i++) {
      ok(await send(await signedOutBrowser({ ip: `198.51.100.${i + 1}` })));
    }
    const sixth = await send(await signedOutBrowser({ ip: '198.51.100.99' }));
    expect(failed(sixth, 429)).toMatchObject({
      errorEnum: 'RATE_LIMITED',
      message: 'Too many OTP requests for this mobile number. Please try again in 15 minutes',
    });
    expect(Number(sixth.headers['retry-after'])).toBe(900);
    h.advance(15 * 60);
    ok(await send(await signedOutBrowser({ ip: '198.51.100.99' })));
  });

  it('sends at most 20 OTPs from one address in 15 minutes (429)', async () => {
    const b = await signedOutBrowser({ ip: '203.0.113.50' });
    for (let i = 0; i < 20; i++) {
      ok(await send(b, `98765432${String(i).padStart(2, '0')}`, 'signup'));
    }
    const refused = failed(await send(b, '9876543299', 'signup'), 429);
    expect(refused.message).toBe('Too many requests from your network. Please try again in 15 minutes');
    // Another address is not affected.
    ok(await send(await signedOutBrowser({ ip: '203.0.113.51' }), '9876543299', 'signup'));
  });

  it('takes the per-address OTP limit from the configuration (OTP_SENDS_PER_ADDRESS)', async () => {
    await h.close();
    h = await startHarness(database, ['123456'], { config: { otpSendsPerAddress: 2 } });
    const b = await signedOutBrowser({ ip: '203.0.113.60' });
    ok(await send(b, '9876543201', 'signup'));
    ok(await send(b, '9876543202', 'signup'));
    expect(failed(await send(b, '9876543203', 'signup'), 429).errorEnum).toBe('RATE_LIMITED');
  });

  it('stops password guessing: 10 wrong passwords for a mobile in 15 minutes → 429', async () => {
    const b = await signedOutBrowser();
    for (let i = 0; i < 10; i++) {
      failed(await b.post(paths.login, { mobile: MOBILE, password: `wrong-${i}x` }), 400);
    }
    const refused = failed(await b.post(paths.login, { mobile: MOBILE, password: PASSWORD }), 429);
    expect(refused.message).toBe('Too many wrong passwords. Please try again in 15 minutes or sign in with an OTP');
    h.advance(15 * 60 + 1);
    ok(await b.post(paths.login, { mobile: MOBILE, password: PASSWORD }));
  });

  it('audits sends, refusals and verifications', async () => {
    const b = await signedOutBrowser({ ip: '192.0.2.10' });
    ok(await send(b));
    failed(await send(b), 429);
    failed(await verify(b, '000000'), 400);
    ok(await verify(b, '111111'));
    const trail = await auditTrail(database);
    expect(trail.map((r) => [r.event, r.outcome, r.reason, r.mobile, r.ip])).toEqual([
      ['otp_send', 'success', 'login', MOBILE, '192.0.2.10'],
      ['otp_send', 'blocked', 'resend_too_soon', MOBILE, '192.0.2.10'],
      ['otp_verify', 'failure', 'wrong_otp', MOBILE, '192.0.2.10'],
      ['otp_verify', 'success', 'login', MOBILE, '192.0.2.10'],
    ]);
  });

  describe('with the OTP read from the outbox', () => {
    it('carries the code in the SMS body only', async () => {
      const b = await signedOutBrowser();
      ok(await send(b));
      const [sms] = await rows<{ channel: string; recipient: string; kind: string; body: string }>(
        database,
        sql`select channel, recipient, kind, body from notification_outbox`,
      );
      expect(sms).toEqual({
        channel: 'sms',
        recipient: MOBILE,
        kind: 'login-otp',
        body: '111111 is your Sanchay OTP to sign in. It is valid for 5 minutes. Do not share it with anyone.',
      });
    });
  });
});
