import { agentDetails, agentPath, aumSummary, aumSummaryPath, sessionRoutes, type CurrentUser } from '@sanchay/contract';
import { istInstant, type Clock } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { agent } from '../src/db/schema';
import { advisorAppLink, loanAgainstMfLink, withQueryParam } from '../src/features/advisor';
import { SequenceOtpGenerator } from '../src/features/session';
import { addAgent, addUser, Browser, failed, ok, PASSWORD, START } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { buyAndAllot, openMarket, placeRedemption, publishNav, rowsOf, SCHEMES, settleAndRecord } from './portfolio-test-kit';

/** Gives an account an investor profile (so a ucc), as onboarding does; its ids. */
async function withProfile(database: Database, mobile: string): Promise<{ userId: string; ucc: string }> {
  const [found] = await rowsOf<{ id: string; ucc: string | null }>(
    database,
    sql`SELECT u.id::text, p.ucc FROM user_account u LEFT JOIN investor_profile p ON p.user_id = u.id WHERE u.mobile = ${mobile}`,
  );
  if (found!.ucc) return { userId: found!.id, ucc: found!.ucc };
  const [profile] = await rowsOf<{ ucc: string }>(
    database,
    sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
        VALUES (${found!.id}, ${`A${'BCDEFGHIJK'[Number(mobile[1])]}CDE${mobile.slice(-4)}F`}, 'KYC_VALIDATED_STATUS', now(), now(), now()) RETURNING ucc`,
  );
  return { userId: found!.id, ucc: profile!.ucc };
}

// The advisor host (spec 1 §1, §3 AUM summary, §6, §7 "Agent"): who may see an advisor's customer
// count and AUM (only the advisor, signed in with the agent's own account), the special agent codes
// that hide the bar, and the links the host offers. docs/decisions/0011-advisor-host.md.

const ADVISOR_HOST = 'pro.localhost:8181';
const MAIN_HOST = 'localhost:8181';

forEachDatabase('advisor host: customer count and AUM', (open) => {
  let database: Database;
  let app: FastifyInstance;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    const clock: Clock = { now: () => START };
    app = await buildApp({
      database,
      clock,
      config: {
        webDistDir: '/nonexistent/dist',
        specialAgentCodes: ['SPECIAL9'],
        advisorAppUrl: undefined,
        loanAgainstMfUrl: 'https://loans.example.in/lamf',
      },
      session: { otpGenerator: new SequenceOtpGenerator(['123456']) },
    });
    await app.ready();
    // SANCHAY01 (Rohan Mehta, 9000000002) with 3 customers; OTHER02 with 1; a direct investor.
    const sanchay = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    const other = await addAgent(database, 'OTHER02', 'Kiran Joshi');
    await addAgent(database, 'SPECIAL9', 'Special Partner');
    const rohan = await addUser(database, { mobile: '9000000002', name: 'Rohan Mehta' });
    const kiran = await addUser(database, { mobile: '9100000002', name: 'Kiran Joshi' });
    await database.db.update(agent).set({ userId: rohan }).where(eq(agent.id, sanchay));
    await database.db.update(agent).set({ userId: kiran }).where(eq(agent.id, other));
    for (const [mobile, name] of [
      ['9000000003', 'Priya Nair'],
      ['9000000004', 'Vikram Singh'],
      ['9000000005', 'Meera Iyer'],
    ] as const) {
      await addUser(database, { mobile, name, agentCode: 'SANCHAY01' });
    }
    await addUser(database, { mobile: '9100000003', name: 'Anil Rao', agentCode: 'OTHER02' });
    await addUser(database, { mobile: '9000000001', name: 'Asha Verma' });
  });
  afterEach(async () => {
    await app?.close();
  });

  /** A browser on `host` that has opened /v1/home?agentCode=… and, when `mobile` is given, signed in. */
  async function visitor(host: string, mobile?: string, agentCode = 'SANCHAY01'): Promise<Browser> {
    const b = new Browser(app, { host });
    ok<CurrentUser>(await b.get(sessionRoutes.getCurrentUser.path, { agentCode }));
    if (mobile) ok(await b.post(sessionRoutes.userLogin.path, { mobile, password: PASSWORD }));
    return b;
  }

  it('treats pro.localhost as the advisor host and adopts the entry agent code', async () => {
    const b = new Browser(app, { host: ADVISOR_HOST });
    const me = ok<CurrentUser>(await b.get(sessionRoutes.getCurrentUser.path, { agentCode: 'sanchay01' }));
    expect(me).toMatchObject({ advisorHost: true, agentCode: 'SANCHAY01', user: null });
  });

  it('shows a guest the advisor’s name but never the numbers', async () => {
    const guest = await visitor(ADVISOR_HOST);
    const details = agentDetails.parse(ok(await guest.get(agentPath('SANCHAY01'))));
    expect(details).toMatchObject({ advisorName: 'Rohan Mehta', isOwnAdvisorSession: false, customerCountHidden: false });
    expect(failed(await guest.get(aumSummaryPath('SANCHAY01')), 401)).toMatchObject({
      errorEnum: 'UNAUTHORIZED',
      message: 'You are not authorized to view this page.',
    });
  });

  it('gives the advisor signed in with the agent’s own account the customer count and AUM (the ledger at the latest NAVs)', async () => {
    // Holdings made through the sandbox exchange (orders, net banking, settlement, allotment
    // statement → ledger) on Wed 25/11/2026 at NAV 50: Priya ₹5,000 and Vikram ₹10,000 (SANCHAY01's
    // customers), Anil ₹5,000 (OTHER02's), Asha ₹5,000 (direct). Thursday's NAV is 52.5.
    const market = await openMarket(database);
    for (const mobile of ['9000000003', '9000000004', '9100000003', '9000000001']) {
      const amount = mobile === '9000000004' ? '10000' : '5000';
      await buyAndAllot(market, await withProfile(database, mobile), { amount, nav: '50.0000' });
    }
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-26', '52.5000');

    const advisor = await visitor(ADVISOR_HOST, '9000000002');
    const details = agentDetails.parse(ok(await advisor.get(agentPath('SANCHAY01'))));
    expect(details.isOwnAdvisorSession).toBe(true);
    const res = await advisor.get(aumSummaryPath('SANCHAY01'));
    expect(res.headers['cache-control']).toBe('private, no-store');
    // 3 mapped customers (not the advisor, not OTHER02's customer, not the direct investor).
    // Priya: (5,000 − 0.25 stamp duty) / 50 = 99.995 units × 52.5 = 5,249.7375 → ₹5,249.74;
    // Vikram: (10,000 − 0.50) / 50 = 199.99 units × 52.5 = 10,499.475 → ₹10,499.48; sum ₹15,749.22.
    expect(aumSummary.parse(ok(res))).toEqual({ customerCount: 3, totalAUM: '15749.22' });
    // A redemption allotted takes its units out of the AUM: Priya sells 40 units on Thursday at 52.5.
    market.clock.set(istInstant('2026-11-26', '11:00'));
    const priya = await withProfile(database, '9000000003');
    const [folio] = await rowsOf<{ folio_no: string }>(database, sql`SELECT folio_no FROM ledger_entry WHERE ucc = ${priya.ucc}`);
    await placeRedemption(market, priya, { folioNo: folio!.folio_no, units: '40' });
    market.clock.set(istInstant('2026-11-27', '09:00'));
    await settleAndRecord(market);
    // Priya: 59.995 × 52.5 = 3,149.7375 → ₹3,149.74; with Vikram's ₹10,499.48: ₹13,649.22.
    expect(ok(await advisor.get(aumSummaryPath('SANCHAY01')))).toEqual({ customerCount: 3, totalAUM: '13649.22' });
  });

  it('is zero while the customers hold nothing', async () => {
    const advisor = await visitor(ADVISOR_HOST, '9000000002');
    expect(ok(await advisor.get(aumSummaryPath('SANCHAY01')))).toEqual({ customerCount: 3, totalAUM: '0.00' });
  });

  it('counts a customer who signs up on the advisor host', async () => {
    await addUser(database, { mobile: '9000000006', name: 'Nikhil Das', agentCode: 'SANCHAY01' });
    const advisor = await visitor(ADVISOR_HOST, '9000000002');
    expect(ok(await advisor.get(aumSummaryPath('SANCHAY01')))).toMatchObject({ customerCount: 4 });
  });

  it('refuses the advisor’s own customer signed in on the advisor host', async () => {
    const customer = await visitor(ADVISOR_HOST, '9000000003');
    expect(agentDetails.parse(ok(await customer.get(agentPath('SANCHAY01')))).isOwnAdvisorSession).toBe(false);
    expect(failed(await customer.get(aumSummaryPath('SANCHAY01')), 403)).toMatchObject({
      errorEnum: 'FORBIDDEN',
      message: 'Only the advisor can see their customer count and AUM',
    });
  });

  it('refuses another advisor, and a direct investor on the main host', async () => {
    const kiran = await visitor(ADVISOR_HOST, '9100000002', 'OTHER02');
    failed(await kiran.get(aumSummaryPath('SANCHAY01')), 403);
    expect(ok(await kiran.get(aumSummaryPath('OTHER02')))).toEqual({ customerCount: 1, totalAUM: '0.00' });

    const asha = await visitor(MAIN_HOST, '9000000001');
    failed(await asha.get(aumSummaryPath('SANCHAY01')), 403);
    // An unknown code answers like someone else's: the answer does not tell codes apart.
    failed(await asha.get(aumSummaryPath('NOSUCH')), 403);
    expect(failed(await asha.get(aumSummaryPath('bad code!')), 400)).toMatchObject({ message: 'Please enter a valid agent code' });
  });

  it('keeps the numbers from the advisor after logout', async () => {
    const advisor = await visitor(ADVISOR_HOST, '9000000002');
    ok(await advisor.post(sessionRoutes.logout.path));
    failed(await advisor.get(aumSummaryPath('SANCHAY01')), 401);
    expect(agentDetails.parse(ok(await advisor.get(agentPath('SANCHAY01')))).isOwnAdvisorSession).toBe(false);
  });

  it('hides the bar for a special agent code, and only for it', async () => {
    const guest = await visitor(ADVISOR_HOST, undefined, 'SPECIAL9');
    expect(agentDetails.parse(ok(await guest.get(agentPath('special9')))).customerCountHidden).toBe(true);
    expect(agentDetails.parse(ok(await guest.get(agentPath('SANCHAY01')))).customerCountHidden).toBe(false);
  });

  it('offers the loan page with partnerId and the way back to the advisor app', async () => {
    const details = agentDetails.parse(ok(await (await visitor(ADVISOR_HOST)).get(agentPath('SANCHAY01'))));
    expect(details.loanAgainstMfUrl).toBe('https://loans.example.in/lamf?partnerId=SANCHAY01');
    expect(details.advisorAppUrl).toBe('/v1/my-customers?agentCode=SANCHAY01');
  });
});

describe('advisor host configuration', () => {
  it('reads SPECIAL_AGENT_CODES, ADVISOR_APP_URL and LOAN_AGAINST_MF_URL', () => {
    const config = loadConfig(
      {
        SPECIAL_AGENT_CODES: ' sp01, SP02 ,,sp01',
        ADVISOR_APP_URL: 'https://partners.example.in/app',
        LOAN_AGAINST_MF_URL: 'https://loans.example.in/lamf?utm=sanchay',
      },
      [],
    );
    expect(config).toMatchObject({
      specialAgentCodes: ['SP01', 'SP02'],
      advisorAppUrl: 'https://partners.example.in/app',
      loanAgainstMfUrl: 'https://loans.example.in/lamf?utm=sanchay',
    });
  });

  it('uses the sandbox loan page in sandbox mode only', () => {
    expect(loadConfig({}, []).loanAgainstMfUrl).toBe('/v1/sandbox/loan-against-mf');
    expect(loadConfig({ SANDBOX: 'false' }, []).loanAgainstMfUrl).toBeUndefined();
  });

  it('reads REPORTS_URL, with the sandbox report page in sandbox mode only (decision 0145)', () => {
    expect(loadConfig({ REPORTS_URL: 'https://reports.example.in/cir' }, []).reportsUrl).toBe('https://reports.example.in/cir');
    expect(loadConfig({}, []).reportsUrl).toBe('/v1/sandbox/customer-investment-report');
    expect(loadConfig({ SANDBOX: 'false' }, []).reportsUrl).toBeUndefined();
    expect(() => loadConfig({ REPORTS_URL: 'javascript:alert(1)' }, [])).toThrow(/REPORTS_URL/);
  });

  it('refuses a malformed setting, naming it', () => {
    expect(() => loadConfig({ SPECIAL_AGENT_CODES: 'OK1,not ok' }, [])).toThrow(/SPECIAL_AGENT_CODES/);
    expect(() => loadConfig({ LOAN_AGAINST_MF_URL: 'javascript:alert(1)' }, [])).toThrow(/LOAN_AGAINST_MF_URL/);
    expect(() => loadConfig({ ADVISOR_APP_URL: '//evil.example' }, [])).toThrow(/ADVISOR_APP_URL/);
  });

  it('adds the agent code to the configured links, keeping their own query', () => {
    const settings = { advisorAppUrl: 'https://partners.example.in/app?tab=customers', loanAgainstMfUrl: '/v1/sandbox/loan-against-mf' };
    expect(advisorAppLink(settings, 'SANCHAY01')).toBe('https://partners.example.in/app?tab=customers&agentCode=SANCHAY01');
    expect(loanAgainstMfLink(settings, 'SANCHAY01')).toBe('/v1/sandbox/loan-against-mf?partnerId=SANCHAY01');
    expect(loanAgainstMfLink({ advisorAppUrl: undefined, loanAgainstMfUrl: undefined }, 'SANCHAY01')).toBeNull();
    expect(withQueryParam('/v1/my-customers?agentCode=OLD', 'agentCode', 'A&B')).toBe('/v1/my-customers?agentCode=A%26B');
  });
});
