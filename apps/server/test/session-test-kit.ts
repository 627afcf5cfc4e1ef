// Shared by the session tests: an app on a fresh database with a movable clock and a
// deterministic OTP generator, a small browser (cookie jar + CSRF header) over app.inject, and
// account seeding (users, advisors, KYC-validated investors and their XSIP mandates).
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, failureEnvelope, sessionRoutes, type FailureEnvelope } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import type { Database } from '../src/db/client';
import { agent, userAccount } from '../src/db/schema';
import { SequenceOtpGenerator, argon2idHasher } from '../src/features/session';

/** 21 Aug 2026, 14:30 IST. */
export const START = new Date('2026-08-21T09:00:00Z');

export interface Harness {
  app: FastifyInstance;
  database: Database;
  otp: SequenceOtpGenerator;
  /** Moves the app's clock forward. */
  advance(seconds: number): void;
  now(): Date;
  browser(options?: { host?: string; ip?: string; userAgent?: string }): Browser;
  /** A new browser signed in by password (get-current-user, then user-login), as the web app does. */
  signIn(mobile: string, password?: string): Promise<Browser>;
  /** Closes the app (the test closes its database). */
  close(): Promise<void>;
}

/**
 * A new app on `database` (each test opens a fresh one: test-database.ts), with its own clock (at
 * {@link START}) and OTP generator.
 */
export async function startHarness(
  database: Database,
  codes: string[] = ['123456'],
  /** Other parties for this app (e.g. an exchange adapter whose calls a test inspects). */
  parties: Pick<AppOptions, 'clientRegistration' | 'parties'> & { config?: Partial<AppOptions['config']> } = {},
): Promise<Harness> {
  const { config, ...others } = parties;
  let now = START;
  const clock: Clock = { now: () => now };
  const otp = new SequenceOtpGenerator(codes);
  const app = await buildApp({
    database,
    clock,
    config: { webDistDir: '/nonexistent/dist', ...config },
    session: { otpGenerator: otp },
    ...others,
  });
  await app.ready();
  return {
    app,
    database,
    otp,
    advance(seconds) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    now: () => now,
    browser: (options = {}) => new Browser(app, options),
    async signIn(mobile, password = PASSWORD) {
      const b = new Browser(app, {});
      ok(await b.get(sessionRoutes.getCurrentUser.path));
      ok(await b.post(sessionRoutes.userLogin.path, { mobile, password }));
      return b;
    },
    async close() {
      await app.close();
    },
  };
}

type Json = Record<string, unknown>;

/** One browser: keeps the cookies the server sets and sends x-csrf-token from the readable cookie. */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** Set-Cookie values of the last response, as sent. */
  lastSetCookie: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { host?: string; ip?: string; userAgent?: string },
  ) {}

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  get csrfToken(): string | undefined {
    return this.cookies.get(CSRF_COOKIE);
  }

  async get(url: string, query: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.send('GET', url, { query });
  }

  async post(url: string, body?: Json, options: { csrf?: string | null } = {}): Promise<LightMyRequestResponse> {
    return this.send('POST', url, { body, csrf: options.csrf === undefined ? this.csrfToken : options.csrf });
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    { query, body, csrf }: { query?: Record<string, string>; body?: Json | undefined; csrf?: string | null | undefined },
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      host: this.options.host ?? 'localhost',
      'user-agent': this.options.userAgent ?? 'vitest-browser',
    };
    if (csrf) headers[CSRF_HEADER] = csrf;
    const res = await this.app.inject({
      method,
      url,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { payload: body } : {}),
      headers,
      cookies: Object.fromEntries(this.cookies),
      remoteAddress: this.options.ip ?? '127.0.0.1',
    });
    const setCookie = res.headers['set-cookie'];
    this.lastSetCookie = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const c of res.cookies) {
      if (c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
}

/** The success envelope's responseData (status 200). */
export function ok<T = Json>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json() as { operationMessage: string; responseData: T };
  expect(json.operationMessage).toBe('success');
  return json.responseData;
}

/** The failure envelope, with its status. */
export function failed(res: LightMyRequestResponse, status: number): FailureEnvelope {
  expect(res.statusCode, res.body).toBe(status);
  return failureEnvelope.parse(res.json());
}

export const PASSWORD = 'Sanchay@123';
let cachedHash: Promise<string> | undefined;
/** argon2id of {@link PASSWORD}, hashed once per test file. */
export const passwordHash = () => (cachedHash ??= argon2idHasher.hash(PASSWORD));

export async function addAgent(database: Database, agentCode: string, name = `Advisor ${agentCode}`): Promise<string> {
  const [row] = await database.db
    .insert(agent)
    .values({ agentCode, name, arn: 'ARN-123456', verificationStatus: 'verified', partnerStatus: 'active' })
    .returning({ id: agent.id });
  return row!.id;
}

export async function addUser(
  database: Database,
  user: {
    mobile: string;
    name?: string;
    password?: string | null;
    agentCode?: string;
    taxStatus?: string;
    majorStatus?: string | null;
    createdAt?: Date;
  },
): Promise<string> {
  const agentId = user.agentCode
    ? (await database.db.select({ id: agent.id }).from(agent).where(eq(agent.agentCode, user.agentCode)))[0]!.id
    : null;
  const hash =
    user.password === undefined
      ? await passwordHash()
      : user.password === null
        ? null
        : await argon2idHasher.hash(user.password);
  const [row] = await database.db
    .insert(userAccount)
    .values({
      mobile: user.mobile,
      name: user.name ?? 'Asha Verma',
      email: 'asha@example.com',
      passwordHash: hash,
      agentId,
      taxStatus: user.taxStatus ?? '01',
      majorStatus: user.majorStatus ?? null,
      ...(user.createdAt ? { createdAt: user.createdAt } : {}),
    })
    .returning({ id: userAccount.id });
  return row!.id;
}

/** The bank account {@link addInvestor} gives an investor (HDFC, savings), as a test pays from it. */
export const INVESTOR_BANK = { bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0000001' } as const;

/**
 * An investor who signs in with {@link PASSWORD}: an account (addUser) with a KYC-validated
 * profile, so a ucc (PAN ABCDE + the mobile's last 4 digits + F). `bank`: their default, verified
 * {@link INVESTOR_BANK} account; `registered`: registered at the exchange (registeredWithBse 3).
 */
export async function addInvestor(
  database: Database,
  investor: { mobile: string; name?: string; agentCode?: string; bank?: boolean; registered?: boolean },
): Promise<{ userId: string; ucc: string }> {
  const { mobile, bank = false, registered = false } = investor;
  const userId = await addUser(database, {
    mobile,
    ...(investor.name ? { name: investor.name } : {}),
    ...(investor.agentCode ? { agentCode: investor.agentCode } : {}),
  });
  const [profile] = await rows<{ ucc: string }>(
    database,
    sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
        VALUES (${userId}, ${`ABCDE${mobile.slice(-4)}F`}, 'KYC_VALIDATED_STATUS', now(), now(), now()) RETURNING ucc`,
  );
  if (bank) {
    await database.db.execute(
      sql`INSERT INTO bank_account (user_id, account_sequence, bank_name, account_number, ifsc, account_type, is_default, is_verified, created_at, updated_at)
          VALUES (${userId}, 1, ${INVESTOR_BANK.bankName}, ${INVESTOR_BANK.accountNumber}, ${INVESTOR_BANK.ifsc}, 'Savings', true, true, now(), now())`,
    );
  }
  if (registered) await database.db.execute(sql`UPDATE user_account SET registered_with_bse = 3 WHERE id = ${userId}`);
  return { userId, ucc: profile!.ucc };
}

/**
 * An XSIP mandate (type X) of the investor's on their {@link INVESTOR_BANK} account: registered at
 * the app's sandbox exchange, approved unless told not to, and the product's own row of it
 * (save-bse-order and make-payment take the caller's own mandates only). Its exchange id.
 */
export async function approvedMandate(
  h: Harness,
  owner: { userId: string; ucc: string },
  { amount = '100000', approve = true }: { amount?: string; approve?: boolean } = {},
): Promise<string> {
  const { accountNumber, ifsc } = INVESTOR_BANK;
  const answer = await h.app.sandboxMandates.registerMandate({
    ClientCode: owner.ucc, Amount: amount, MandateType: 'X', AccountNo: accountNumber, AccountType: 'SB', IFSCCode: ifsc,
    MICRCode: '', StartDate: '21/08/2026', EndDate: '21/08/2036',
  });
  expect(answer.status_code, answer.status_description).toBe('100');
  if (approve) await h.app.sandboxMandates.decide(answer.mandate_id!, 'APPROVED');
  await h.database.db.execute(sql`INSERT INTO investor_mandate (user_id, ucc, request_key, mandate_type, amount, bank_name, account_number, ifsc,
      account_type, start_date, end_date, registration, bse_mandate_id, exchange_status, registered_on, created_at, updated_at)
    VALUES (${owner.userId}, ${owner.ucc}, ${`test-${answer.mandate_id!}`}, 'X', ${amount}, ${INVESTOR_BANK.bankName}, ${accountNumber}, ${ifsc}, 'SB', '2026-08-21', '2036-08-21',
      'registered', ${answer.mandate_id!}, ${approve ? 'APPROVED' : 'REGISTERED BY MEMBER'}, '2026-08-21', now(), now())`);
  return answer.mandate_id!;
}

/** Rows of a query as plain objects. */
export async function rows<T = Json>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return ((result as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

/** The sign-in audit trail, oldest first. */
export async function auditTrail(database: Database) {
  return rows<{ mobile: string | null; user_id: string | null; event: string; outcome: string; reason: string | null; ip: string | null; user_agent: string | null }>(
    database,
    sql`select mobile, user_id, event, outcome, reason, ip, user_agent from sign_in_audit order by id`,
  );
}

export type { FailureEnvelope };

/**
 * The advisor (Rohan Mehta, 9000000002: the agent's own account, made on first use) signed in on
 * the advisor host, asking to act for the customer of `customerMobile` with her consent OTP
 * (decision 0138; the harness's OTPs are 123456): his session, and the consent's last answer.
 */
export async function advisorAskingToActFor(
  h: Harness,
  database: Database,
  customerMobile: string,
  agentCode: string,
): Promise<{ b: Browser; consent: LightMyRequestResponse }> {
  const advisorMobile = '9000000002';
  const [existing] = await rows<{ id: string }>(database, sql`SELECT id::text FROM user_account WHERE mobile = ${advisorMobile}`);
  const advisorId = existing?.id ?? (await addUser(database, { mobile: advisorMobile, name: 'Rohan Mehta' }));
  await database.db.execute(sql`UPDATE agent SET user_id = ${advisorId} WHERE agent_code = ${agentCode}`);
  const b = h.browser({ host: 'pro.sanchay.example' });
  ok(await b.get(sessionRoutes.getCurrentUser.path, { agentCode }));
  ok(await b.post(sessionRoutes.userLogin.path, { mobile: advisorMobile, password: 'Sanchay@123' }));
  const [customer] = await rows<{ id: string }>(database, sql`SELECT id::text FROM user_account WHERE mobile = ${customerMobile}`);
  const consent = await b.post(`/api/v1/acting/customers/${customer!.id}/send-otp`);
  if (consent.statusCode !== 200) return { b, consent };
  return { b, consent: await b.post(`/api/v1/acting/customers/${customer!.id}/verify-otp`, { otp: '123456' }) };
}
