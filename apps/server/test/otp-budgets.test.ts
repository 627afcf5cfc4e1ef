import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DEFAULT_STEP_UP_POLICY } from '../src/features/session';
import { addAgent, addUser, Browser, failed, ok, PASSWORD, rows, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// Step-up OTP budgets per recipient, purpose and requester (issue 23 §5, docs/decisions/0165), on
// PGlite and PostgreSQL, with requests sent concurrently: an advisor's consent requests spend only
// his own budget for her mobile, never her own transaction OTPs; every budget holds when requests
// race (no code past it); the requests of accounts other than hers share one cap per mobile.

const ADVISOR_HOST = 'pro.localhost:8181';
const P = {
  consent: (id: string) => `/api/v1/acting/customers/${id}/send-otp`,
  startActing: (id: string) => `/api/v1/acting/customers/${id}/verify-otp`,
  txnOtp: '/api/v1/checkout/send-transaction-otp',
  profileOtp: '/api/v1/profile/send-profile-otp',
  bankOtp: '/api/v1/bank-accounts/send-bank-update-otp',
};
const PRIYA = '9000000003';
const { sendsPerPurpose, sendsByOthersPerMobile } = DEFAULT_STEP_UP_POLICY;

forEachDatabase('OTP budgets per purpose and requester', (open) => {
  let database: Database;
  let h: Harness;
  let priya: string;

  beforeEach(async () => {
    database = await open();
    h = await startHarness(database, ['123456']);
    const agentId = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    const rohan = await addUser(database, { mobile: '9000000002', name: 'Rohan Mehta' });
    await database.db.execute(sql`UPDATE agent SET user_id = ${rohan} WHERE id = ${agentId}`);
    priya = await addUser(database, { mobile: PRIYA, name: 'Priya Nair', agentCode: 'SANCHAY01' });
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  /** `n` browsers signed in as `mobile` (each its own session: one open code per session and purpose). */
  async function sessions(n: number, mobile: string, host = 'localhost:8181'): Promise<Browser[]> {
    const browsers: Browser[] = [];
    for (let i = 0; i < n; i++) {
      const b = new Browser(h.app, { host });
      ok(await b.get('/api/v1/login/get-current-user', host === ADVISOR_HOST ? { agentCode: 'SANCHAY01' } : {}));
      ok(await b.post('/api/v1/login/user-login', { mobile, password: PASSWORD }));
      browsers.push(b);
    }
    return browsers;
  }

  const smsTo = async (mobile: string, kind: string) =>
    (await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM notification_outbox WHERE recipient = ${mobile} AND kind = ${kind}`))[0]!.n;

  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

  it("an advisor's parallel consent requests send exactly his budget; her own transaction and profile OTPs still go", async () => {
    const advisor = await sessions(2 * sendsPerPurpose, '9000000002', ADVISOR_HOST);
    const mine = await sessions(2, PRIYA);
    const answers = await Promise.all(advisor.map((b) => b.post(P.consent(priya))));
    expect(statuses(answers)).toEqual([...Array(sendsPerPurpose).fill(200), ...Array(sendsPerPurpose).fill(429)]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(failed(refused, 429).errorEnum).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await smsTo(PRIYA, 'acting-consent-otp')).toBe(sendsPerPurpose);

    // Her own codes are her own budget: the redemption OTP and the profile OTP are sent.
    const [redeem, profile] = await Promise.all([mine[0]!.get(P.txnOtp, { flowType: '3' }), mine[1]!.post(P.profileOtp)]);
    ok(redeem);
    ok(profile);
    expect(await smsTo(PRIYA, 'redeem-otp')).toBe(1);
    expect(await smsTo(PRIYA, 'profile-update-otp')).toBe(1);
    // And the advisor's budget for her is still spent: another session of his is refused.
    expect(failed(await (await sessions(1, '9000000002', ADVISOR_HOST))[0]!.post(P.consent(priya)), 429).errorEnum).toBe('RATE_LIMITED');
  });

  it('her own budget per purpose holds when her requests race: exactly the budget is sent, the other purposes stay open', async () => {
    const mine = await sessions(2 * sendsPerPurpose + 1, PRIYA);
    const answers = await Promise.all(mine.slice(1).map((b) => b.get(P.txnOtp, { flowType: '3' })));
    expect(statuses(answers)).toEqual([...Array(sendsPerPurpose).fill(200), ...Array(sendsPerPurpose).fill(429)]);
    expect(await smsTo(PRIYA, 'redeem-otp')).toBe(sendsPerPurpose);
    ok(await mine[0]!.post(P.profileOtp));
    // The window passes: the redemption OTP is hers again.
    h.advance(DEFAULT_STEP_UP_POLICY.windowSeconds + 1);
    ok(await mine[0]!.get(P.txnOtp, { flowType: '3' }));
  });

  it("others' requests for her mobile share one cap across their purposes; hers never count towards it nor are refused by it", async () => {
    const advisor = await sessions(sendsPerPurpose, '9000000002', ADVISOR_HOST);
    expect(statuses(await Promise.all(advisor.map((b) => b.post(P.consent(priya)))))).toEqual(Array(sendsPerPurpose).fill(200));
    // Acting for her, he asks for her codes of other purposes (they go to her mobile, asked by him).
    ok(await advisor[0]!.post(P.startActing(priya), { otp: '123456' }));
    const acting = advisor[0]!;
    const left = sendsByOthersPerMobile - sendsPerPurpose;
    const sends = [() => acting.post(P.profileOtp), () => acting.post(P.bankOtp)];
    for (let i = 0; i < left; i++) {
      h.advance(31); // past the resend wait of the code before
      ok(await sends[i % sends.length]!());
    }
    h.advance(31);
    const capped = failed(await acting.post(P.profileOtp), 429);
    expect(capped.message).toMatch(/for this customer's mobile number/);
    // Meanwhile her own requests, in parallel, are all sent.
    const mine = await sessions(3, PRIYA);
    const own = await Promise.all([mine[0]!.get(P.txnOtp, { flowType: '3' }), mine[1]!.post(P.profileOtp), mine[2]!.get(P.txnOtp, { flowType: '1' })]);
    expect(statuses(own)).toEqual([200, 200, 200]);
  });
});
