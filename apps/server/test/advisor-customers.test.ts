import { agentCustomersPath, customerList, sessionRoutes, type CurrentUser, type CustomerList } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { agent, ledgerPosition } from '../src/db/schema';
import { SequenceOtpGenerator } from '../src/features/session';
import { addAgent, addUser, Browser, failed, ok, PASSWORD, START } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { publishNav, rowsOf } from './portfolio-test-kit';

// /my-customers' data (issue 13 §1, decision 0142): GET /api/v1/agent/{agentCode}/customers. Only
// the advisor signed in with the agent's own account; search, sort and pages; per customer the
// onboarding status, AUM (the ledger at the latest NAVs), SIP book and last transaction; the totals
// are the AUM summary's. The ledger is written straight (as the allotment statement would).

const ADVISOR_HOST = 'pro.localhost:8181';
// START is Fri 21/08/2026 (IST); the clock stays there.
const FUND_A = 910001;
const FUND_B = 910002;

forEachDatabase('advisor customers list', (open) => {
  let database: Database;
  let app: FastifyInstance;
  const ids: Record<string, string> = {};
  let orderNo = 770000000;

  beforeEach(async () => {
    database = await open();
    const clock: Clock = { now: () => START };
    app = await buildApp({
      database,
      clock,
      config: { webDistDir: '/nonexistent/dist' },
      session: { otpGenerator: new SequenceOtpGenerator(['123456']) },
    });
    await app.ready();
    const sanchay = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    const other = await addAgent(database, 'OTHER02', 'Kiran Joshi');
    const rohan = await addUser(database, { mobile: '9000000002', name: 'Rohan Mehta' });
    const kiran = await addUser(database, { mobile: '9100000002', name: 'Kiran Joshi' });
    await database.db.update(agent).set({ userId: rohan }).where(eq(agent.id, sanchay));
    await database.db.update(agent).set({ userId: kiran }).where(eq(agent.id, other));
    for (const [key, mobile, name, code] of [
      ['priya', '9000000003', 'Priya Nair', 'SANCHAY01'],
      ['vikram', '9000000004', 'Vikram Singh', 'SANCHAY01'],
      ['meera', '9000000005', 'Meera Iyer', 'SANCHAY01'],
      ['anil', '9100000003', 'Anil Rao', 'OTHER02'],
    ] as const) {
      ids[key] = await addUser(database, { mobile, name, agentCode: code });
      await database.db.execute(sql`UPDATE user_account SET email = ${`${key}@example.in`} WHERE id = ${ids[key]}`);
    }
    await addUser(database, { mobile: '9000000001', name: 'Asha Verma' });
    // Priya: onboarded with the exchange; Vikram: a KYC-validated profile, personal details not yet
    // saved; Meera: no profile (no PAN checked); Anil (OTHER02's): onboarded.
    ids.priyaUcc = await profile(ids.priya!, 'ABCPN1234F', 3);
    ids.vikramUcc = await profile(ids.vikram!, 'ABCPV5678G', 0);
    ids.anilUcc = await profile(ids.anil!, 'ABCPA9012H', 3);
    await publishNav(database, FUND_A, '2026-08-19', '10.0000');
    await publishNav(database, FUND_A, '2026-08-20', '12.5000');
    await publishNav(database, FUND_B, '2026-08-20', '33.3333');
  });
  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  async function profile(userId: string, pan: string, registeredWithBse: number): Promise<string> {
    await database.db.execute(sql`UPDATE user_account SET registered_with_bse = ${registeredWithBse} WHERE id = ${userId}`);
    const [row] = await rowsOf<{ ucc: string }>(
      database,
      sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
          VALUES (${userId}, ${pan}, 'KYC_VALIDATED_STATUS', now(), now(), now()) RETURNING ucc`,
    );
    return row!.ucc;
  }

  /** One allotment in the ledger; `units` negative for a redemption. */
  async function ledger(ucc: string, e: { kind: 'purchase' | 'redemption'; amfi: number; folio: string; date: string; units: string; nav: string }) {
    const amount = (Math.abs(Number(e.units)) * Number(e.nav)).toFixed(2); // test data only, small exact values
    await database.db.execute(sql`
      INSERT INTO ledger_entry (exchange_order_no, kind, ucc, scheme_code, folio_no, order_date, nav_date, nav, units, amount, stamp_duty,
                                reported_on, recorded_at, order_type)
      VALUES (${orderNo++}, ${e.kind}, ${ucc}, ${`${e.amfi}-DP-GR`}, ${e.folio}, ${e.date}, ${e.date}, ${e.nav}, ${e.units}, ${amount}, 0,
              ${e.date}, now(), ${e.kind === 'purchase' ? 'lumpsum' : 'redemption'})`);
  }

  /** A SIP registration as checkout records it. */
  async function sip(userId: string, ucc: string, s: { amount: string; start: string; installments: number; status?: string; regId?: string | null; cancelled?: boolean }) {
    const [checkout] = await rowsOf<{ id: string }>(
      database,
      sql`INSERT INTO checkout (user_id, ucc, idempotency_key, lumpsums, valid_till, created_at)
          VALUES (${userId}, ${ucc}, ${`k${orderNo++}`}, '[]'::jsonb, now(), now()) RETURNING id::text`,
    );
    await database.db.execute(sql`
      INSERT INTO checkout_sip (checkout_id, user_id, amfi_code, scheme_code, amount, sip_date, num_installments, start_date, mandate_id,
                                unique_ref_no, status, xsip_reg_id, cancelled_at, created_at)
      VALUES (${checkout!.id}, ${userId}, ${FUND_A}, ${`${FUND_A}-DP-GR`}, ${s.amount}, 5, ${s.installments}, ${s.start}, 'M1',
              ${`ref${orderNo++}`}, ${s.status ?? 'VALID'}, ${s.regId === undefined ? String(orderNo) : s.regId},
              ${s.cancelled ? sql`now()` : sql`NULL`}, now())`);
  }

  async function signedIn(mobile: string, agentCode = 'SANCHAY01'): Promise<Browser> {
    const b = new Browser(app, { host: ADVISOR_HOST });
    ok<CurrentUser>(await b.get(sessionRoutes.getCurrentUser.path, { agentCode }));
    ok(await b.post(sessionRoutes.userLogin.path, { mobile, password: PASSWORD }));
    return b;
  }

  async function list(b: Browser, query: Record<string, string> = {}, agentCode = 'SANCHAY01'): Promise<CustomerList> {
    const res = await b.get(agentCustomersPath(agentCode), query);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return customerList.parse(ok(res));
  }

  async function holdings() {
    // Priya: 100 units of A in one folio, 30 sold later; 10 units of B. A at 12.5, B at 33.3333.
    await ledger(ids.priyaUcc!, { kind: 'purchase', amfi: FUND_A, folio: 'F1', date: '2026-06-01', units: '100.0000', nav: '10.0000' });
    await ledger(ids.priyaUcc!, { kind: 'purchase', amfi: FUND_B, folio: 'F2', date: '2026-07-01', units: '10.0000', nav: '30.0000' });
    await ledger(ids.priyaUcc!, { kind: 'redemption', amfi: FUND_A, folio: 'F1', date: '2026-08-10', units: '-30.0000', nav: '11.0000' });
    // Vikram: 0.3333 units of B (33.3333 × 0.3333 = 11.10999… → ₹11.11), and two folios of A.
    await ledger(ids.vikramUcc!, { kind: 'purchase', amfi: FUND_B, folio: 'V1', date: '2026-05-04', units: '0.3333', nav: '30.0000' });
    await ledger(ids.vikramUcc!, { kind: 'purchase', amfi: FUND_A, folio: 'V2', date: '2026-05-04', units: '1000.0000', nav: '10.0000' });
    await ledger(ids.vikramUcc!, { kind: 'purchase', amfi: FUND_A, folio: 'V3', date: '2026-04-01', units: '1.0001', nav: '10.0000' });
    // Anil (another advisor's customer) holds a lot.
    await ledger(ids.anilUcc!, { kind: 'purchase', amfi: FUND_A, folio: 'A1', date: '2026-08-01', units: '99999.0000', nav: '10.0000' });
  }

  it('refuses a guest (401), the advisor’s customer, another advisor and a direct investor (403)', async () => {
    const guest = new Browser(app, { host: ADVISOR_HOST });
    ok(await guest.get(sessionRoutes.getCurrentUser.path, { agentCode: 'SANCHAY01' }));
    expect(failed(await guest.get(agentCustomersPath('SANCHAY01')), 401)).toMatchObject({ message: 'You are not authorized to view this page.' });
    for (const [mobile, code] of [['9000000003', 'SANCHAY01'], ['9100000002', 'OTHER02'], ['9000000001', 'SANCHAY01']] as const) {
      const b = await signedIn(mobile, code);
      expect(failed(await b.get(agentCustomersPath('SANCHAY01')), 403)).toMatchObject({
        errorEnum: 'FORBIDDEN',
        message: 'Only the advisor can see their customers',
      });
    }
    // An unknown code answers like someone else's.
    failed(await (await signedIn('9000000002')).get(agentCustomersPath('NOSUCH1')), 403);
  });

  it('lists the advisor’s own customers with AUM, onboarding status and last transaction; the rows add up to the AUM summary', async () => {
    await holdings();
    const rohan = await signedIn('9000000002');
    const answer = await list(rohan);
    // Priya: 70 × 12.5 = 875.00 + 10 × 33.3333 = 333.333 → 333.33: ₹1,208.33.
    // Vikram: 0.3333 × 33.3333 = 11.11 (11.10999…), 1000 × 12.5 = 12,500.00, 1.0001 × 12.5 = 12.50125 → 12.50: ₹12,523.61.
    expect(answer).toEqual({
      customerCount: 3,
      totalAUM: '13731.94',
      matching: 3,
      page: 0,
      pageSize: 20,
      customers: [
        {
          customerId: ids.meera,
          name: 'Meera Iyer',
          mobile: '90XXXXXX05',
          onboardingStatus: 'KYC_PENDING',
          onboardingLabel: 'KYC Pending',
          aum: '0.00',
          sipBook: '0.00',
          lastTransaction: null,
        },
        {
          customerId: ids.priya,
          name: 'Priya Nair',
          mobile: '90XXXXXX03',
          onboardingStatus: 'ONBOARDED',
          onboardingLabel: 'Onboarded',
          aum: '1208.33',
          sipBook: '0.00',
          lastTransaction: { date: '2026-08-10', type: 'Redemption' },
        },
        {
          customerId: ids.vikram,
          name: 'Vikram Singh',
          mobile: '90XXXXXX04',
          onboardingStatus: 'PERSONAL_DETAILS',
          onboardingLabel: 'Personal Details',
          aum: '12523.61',
          sipBook: '0.00',
          lastTransaction: { date: '2026-05-04', type: 'Purchase' },
        },
      ],
    });
    const rowsSum = answer.customers.reduce((sum, c) => sum + Math.round(Number(c.aum) * 100), 0);
    expect((rowsSum / 100).toFixed(2)).toBe(answer.totalAUM);
    // The same figures as the AUM summary.
    expect(ok(await rohan.get(`/api/v1/agent/SANCHAY01/aum-summary`))).toEqual({ customerCount: 3, totalAUM: '13731.94' });
    // Kiran sees only Anil.
    const kiran = await list(await signedIn('9100000002', 'OTHER02'), {}, 'OTHER02');
    expect(kiran.customers.map((c) => c.name)).toEqual(['Anil Rao']);
    expect(kiran.totalAUM).toBe('1249987.50');
  });

  it('moves through the onboarding steps', async () => {
    await database.db.execute(sql`UPDATE investor_profile SET personal_details_saved_at = now() WHERE user_id = ${ids.vikram}`);
    const rohan = await signedIn('9000000002');
    const vikram = async () => (await list(rohan, { search: 'vikram' })).customers[0]!;
    expect(await vikram()).toMatchObject({ onboardingStatus: 'BANK_DETAILS', onboardingLabel: 'Bank Details' });
    await database.db.execute(sql`
      INSERT INTO bank_account (user_id, account_sequence, bank_name, account_number, ifsc, account_type, is_default, created_at, updated_at)
      VALUES (${ids.vikram}, 1, 'HDFC Bank', '123456789012', 'HDFC0000001', 'Savings', true, now(), now())`);
    expect(await vikram()).toMatchObject({ onboardingStatus: 'RISK_PROFILE', onboardingLabel: 'Risk Profile' });
    await database.db.execute(sql`UPDATE investor_profile SET pan_status = 'KYC_NON_COMPLIANT_STATUS' WHERE user_id = ${ids.vikram}`);
    expect(await vikram()).toMatchObject({ onboardingStatus: 'KYC_PENDING' });
  });

  it('sums the running SIPs a month: not cancelled, not refused, not still registering, not run out', async () => {
    await sip(ids.priya!, ids.priyaUcc!, { amount: '5000.00', start: '2026-06-05', installments: 12 });
    await sip(ids.priya!, ids.priyaUcc!, { amount: '1500.50', start: '2026-09-05', installments: 60 });
    await sip(ids.priya!, ids.priyaUcc!, { amount: '9999.00', start: '2026-01-05', installments: 12, cancelled: true });
    await sip(ids.priya!, ids.priyaUcc!, { amount: '8888.00', start: '2026-01-05', installments: 12, status: 'INVALID', regId: null });
    await sip(ids.priya!, ids.priyaUcc!, { amount: '7777.00', start: '2026-09-05', installments: 12, status: 'ENTERING', regId: null });
    // Its last instalment was 05/08/2026, before today (21/08/2026): done.
    await sip(ids.priya!, ids.priyaUcc!, { amount: '6666.00', start: '2026-03-05', installments: 6 });
    await sip(ids.vikram!, ids.vikramUcc!, { amount: '100.00', start: '2026-08-05', installments: 1 });
    await sip(ids.anil!, ids.anilUcc!, { amount: '2000.00', start: '2026-06-05', installments: 12 });
    const answer = await list(await signedIn('9000000002'), { sort: 'sipBook', order: 'desc' });
    expect(answer.customers.map((c) => [c.name, c.sipBook])).toEqual([
      ['Priya Nair', '6500.50'],
      ['Meera Iyer', '0.00'],
      ['Vikram Singh', '0.00'],
    ]);
  });

  it('searches name, mobile, e-mail, PAN and ucc in any case, and sorts and pages', async () => {
    await holdings();
    const rohan = await signedIn('9000000002');
    const names = async (query: Record<string, string>) => (await list(rohan, query)).customers.map((c) => c.name);
    expect(await names({ search: '  nAIR ' })).toEqual(['Priya Nair']);
    expect(await names({ search: '9000000004' })).toEqual(['Vikram Singh']);
    expect(await names({ search: 'MEERA@EXAMPLE' })).toEqual(['Meera Iyer']);
    expect(await names({ search: 'abcpv' })).toEqual(['Vikram Singh']);
    expect(await names({ search: ids.priyaUcc!.toLowerCase() })).toEqual(['Priya Nair']);
    // Another advisor's customer is never found, and a wildcard is a character.
    expect(await names({ search: 'Anil' })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([]);
    expect(await list(rohan, { search: 'i' })).toMatchObject({ matching: 3, customerCount: 3, totalAUM: '13731.94' });
    expect((await list(rohan, { search: 'zzz' })).matching).toBe(0);

    expect(await names({ sort: 'aum', order: 'desc' })).toEqual(['Vikram Singh', 'Priya Nair', 'Meera Iyer']);
    expect(await names({ sort: 'aum', order: 'asc' })).toEqual(['Meera Iyer', 'Priya Nair', 'Vikram Singh']);
    expect(await names({ sort: 'name', order: 'desc' })).toEqual(['Vikram Singh', 'Priya Nair', 'Meera Iyer']);
    // No transaction goes last either way.
    expect(await names({ sort: 'lastTransaction', order: 'desc' })).toEqual(['Priya Nair', 'Vikram Singh', 'Meera Iyer']);
    expect(await names({ sort: 'lastTransaction', order: 'asc' })).toEqual(['Vikram Singh', 'Priya Nair', 'Meera Iyer']);

    const page1 = await list(rohan, { sort: 'aum', order: 'desc', pageSize: '2', page: '1' });
    expect(page1).toMatchObject({ matching: 3, page: 1, pageSize: 2, customerCount: 3, totalAUM: '13731.94' });
    expect(page1.customers.map((c) => c.name)).toEqual(['Meera Iyer']);
    // Past the end: no rows, the totals still told.
    expect(await list(rohan, { page: '5' })).toMatchObject({ customers: [], matching: 3, customerCount: 3, totalAUM: '13731.94' });
  });

  it('keeps the positions equal to the ledger: inserts (also concurrent ones), corrections and deletions', async () => {
    await holdings();
    const positions = () =>
      rowsOf<{ ucc: string; folio_no: string; scheme_code: string; units: string; last: string }>(
        database,
        sql`SELECT ucc, folio_no, scheme_code, units::text, last_order_date::text AS last FROM ledger_position ORDER BY 1, 2, 3`,
      );
    const fromLedger = () =>
      rowsOf<{ ucc: string; folio_no: string; scheme_code: string; units: string; last: string }>(
        database,
        sql`SELECT ucc, folio_no, scheme_code, sum(units)::text AS units, max(order_date)::text AS last FROM ledger_entry GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      );
    expect(await positions()).toEqual(await fromLedger());
    // 20 allotments of one holding from 4 transactions at once: every one counts.
    await Promise.all(
      [0, 1, 2, 3].map((t) =>
        database.db.transaction(async (tx) => {
          for (let i = 0; i < 5; i += 1) {
            await tx.execute(sql`
              INSERT INTO ledger_entry (exchange_order_no, kind, ucc, scheme_code, folio_no, order_date, nav_date, nav, units, amount,
                                        stamp_duty, reported_on, recorded_at)
              VALUES (${880000000 + t * 10 + i}, 'purchase', ${ids.priyaUcc!}, ${`${FUND_A}-DP-GR`}, 'F1', ${`2026-08-${11 + t}`}, '2026-08-11',
                      10, 1.0001, 10.00, 0, '2026-08-11', now())`);
          }
        }),
      ),
    );
    const priyaA = async () => (await positions()).find((p) => p.ucc === ids.priyaUcc && p.folio_no === 'F1')!;
    expect(await priyaA()).toMatchObject({ units: '90.0020', last: '2026-08-14' });
    // A correction moves an entry to another folio; deleting a folio's last entry drops its position.
    await database.db.execute(sql`UPDATE ledger_entry SET folio_no = 'F9', units = 2.5 WHERE exchange_order_no = 880000031`);
    await database.db.execute(sql`DELETE FROM ledger_entry WHERE ucc = ${ids.vikramUcc!} AND folio_no = 'V3'`);
    expect(await positions()).toEqual(await fromLedger());
    expect(await priyaA()).toMatchObject({ units: '89.0019', last: '2026-08-14' });
    // The list reads them: Priya's A is now 89.0019 × 12.5 = 1,112.52 (1,112.52375), F9 2.5 × 12.5 = 31.25, B 333.33: ₹1,477.10.
    const answer = await list(await signedIn('9000000002'), { search: 'priya' });
    expect(answer.customers[0]).toMatchObject({ aum: '1477.10', lastTransaction: { date: '2026-08-14', type: 'Purchase' } });
  });

  it('has a Drizzle schema that follows 0092_ledger_position.sql (columns, nullability)', async () => {
    const config = getTableConfig(ledgerPosition);
    const columns = await rowsOf<{ column_name: string; is_nullable: string }>(
      database,
      sql`select column_name, is_nullable from information_schema.columns where table_name = ${config.name} and table_schema = current_schema()`,
    );
    const sorted = (list: [string, boolean][]) => list.sort((a, b) => a[0].localeCompare(b[0]));
    expect(sorted(columns.map((c) => [c.column_name, c.is_nullable === 'YES']))).toEqual(sorted(config.columns.map((c) => [c.name, !c.notNull])));
  });

  it('refuses a bad query with 400 and the catalogue’s message', async () => {
    const rohan = await signedIn('9000000002');
    const bad = async (query: Record<string, string>) => failed(await rohan.get(agentCustomersPath('SANCHAY01'), query), 400).message;
    expect(await bad({ sort: 'pan' })).toBe('Please sort by name, AUM, SIP book or last transaction, ascending or descending');
    expect(await bad({ order: 'up' })).toBe('Please sort by name, AUM, SIP book or last transaction, ascending or descending');
    expect(await bad({ page: '-1' })).toBe('Please ask for a page number from 0');
    expect(await bad({ page: 'x' })).toBe('Please ask for a page number from 0');
    expect(await bad({ pageSize: '101' })).toBe('Please ask for 1 to 100 customers a page');
    expect(await bad({ pageSize: '0' })).toBe('Please ask for 1 to 100 customers a page');
    expect(await bad({ search: 'x'.repeat(101) })).toBe('Please enter at most 100 characters to search');
    expect(await bad({ search: 'a\u0000b' })).toBe('Please remove hidden or control characters: type the text again');
    failed(await rohan.get(agentCustomersPath('bad code!')), 400);
  });
});
