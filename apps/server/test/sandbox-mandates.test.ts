// The sandbox exchange's mandates (integrations/exchange/README.md "Mandates"), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: registration and its refusals, the physical mandate's scan and
// business days (a weekend and a holiday in the count), the e-mandate's bank page over HTTP, the
// progress job under the sandbox clock, debits within the limit per debit date (also concurrent),
// a restart, and the bank modification's approved-mandate check.
import {
  bankModificationPayload,
  businessCalendar,
  istInstant,
  mandateStatusOf,
  modificationOutcome,
  type Clock,
  type ModificationAccount,
} from '@sanchay/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/client';
import { isReadableImage } from '../src/features/uploads';
import {
  BANK_REJECTION_REMARKS,
  DebitKeyReusedError,
  ExchangeUnavailableError,
  INVESTOR_REJECTION_REMARKS,
  MANDATE_TEST_ACCOUNTS as T,
  progressDueMandates,
  SANDBOX_MANDATE_BANK_PATH,
  SandboxBankModification,
  SandboxMandates,
  type MandateRegistration,
} from '../src/integrations/exchange';
import { forEachDatabase } from './test-database';

/** Friday 21 Aug 2026, 16:00 IST (after the 3 PM cut-off, a Friday: the weekend follows). */
const FRIDAY_4PM = istInstant('2026-08-21', '16:00');
/** A holiday on the Monday after (the sandbox's calendar for these tests). */
const CALENDAR = businessCalendar(['2026-08-24']);

class TestClock implements Clock {
  constructor(private at: Date) {}
  now(): Date {
    return new Date(this.at);
  }
  set(at: Date): void {
    this.at = new Date(at);
  }
}

const CLIENT = 'SN00000042';
const ACCOUNT = '50100012345678';

const request = (over: Partial<MandateRegistration> = {}): MandateRegistration => ({
  ClientCode: CLIENT,
  Amount: '10000',
  MandateType: 'X',
  AccountNo: ACCOUNT,
  AccountType: 'SB',
  IFSCCode: 'HDFC0000123',
  MICRCode: '',
  StartDate: '21/08/2026',
  EndDate: '31/12/2099',
  ...over,
});

let scan: Uint8Array;
beforeAll(async () => {
  // A small, whole PNG: what the uploads feature keeps of a photographed form.
  scan = new Uint8Array(await sharp({ create: { width: 64, height: 40, channels: 3, background: '#fafafa' } }).png().toBuffer());
});
/** A PNG's head and nothing after it. */
const unreadable = () => new Uint8Array(scan.subarray(0, 40));

describe('mandate limits are configuration', () => {
  it('defaults to the spec: e-mandate ₹10,00,000, physical ₹1,00,00,000', () => {
    expect(loadConfig({}, []).mandateLimits).toEqual({ N: '1000000', X: '10000000' });
  });
  it('reads MANDATE_LIMIT_E_MANDATE and MANDATE_LIMIT_PHYSICAL, whole rupees only', () => {
    expect(loadConfig({ MANDATE_LIMIT_E_MANDATE: '500000', MANDATE_LIMIT_PHYSICAL: '20000000' }, []).mandateLimits).toEqual({ N: '500000', X: '20000000' });
    expect(() => loadConfig({ MANDATE_LIMIT_E_MANDATE: '5e5' }, [])).toThrow(/MANDATE_LIMIT_E_MANDATE/);
    expect(() => loadConfig({ MANDATE_LIMIT_PHYSICAL: '0' }, [])).toThrow(/MANDATE_LIMIT_PHYSICAL/);
  });
});

describe('a restart of the process', () => {
  it('forgets nothing: a PGlite folder closed and opened again still holds the mandate, and the job carries on', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-mandates-'));
    const clock = new TestClock(FRIDAY_4PM);
    const sandbox = (database: Database) =>
      new SandboxMandates({ database, clock, pagePath: SANDBOX_MANDATE_BANK_PATH, scanIsReadable: isReadableImage, settings: { calendar: CALENDAR } });
    try {
      let database = await openDatabase({ dataDir: dir });
      await migrate(database);
      const { mandate_id: id } = await sandbox(database).registerMandate(request());
      await sandbox(database).uploadMandateScan({ ClientCode: CLIENT, MandateId: id!, Image: scan });
      await database.close();

      database = await openDatabase({ dataDir: dir });
      try {
        expect((await sandbox(database).mandateDetails({ ClientCode: CLIENT }))[0]).toMatchObject({ MandateId: id, Status: 'UNDER PROCESSING' });
        clock.set(istInstant('2026-08-26', '10:00'));
        expect(await progressDueMandates(database, clock)).toEqual({ approved: 1, rejected: 0 });
        expect((await sandbox(database).mandateDetails({ ClientCode: CLIENT }))[0]!.Status).toBe('APPROVED');
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

forEachDatabase('sandbox exchange mandates', (open, label) => {
  let database: Database;
  let clock: TestClock;
  let mandates: SandboxMandates;

  const make = () =>
    new SandboxMandates({
      database,
      clock,
      pagePath: SANDBOX_MANDATE_BANK_PATH,
      scanIsReadable: isReadableImage,
      settings: { calendar: CALENDAR, physicalApprovalBusinessDays: 2 },
    });

  beforeEach(async () => {
    database = await open();
    clock = new TestClock(FRIDAY_4PM);
    mandates = make();
  });
  afterEach(async () => {
    await database?.close();
  });

  const register = async (over: Partial<MandateRegistration> = {}) => {
    const answer = await mandates.registerMandate(request(over));
    expect(answer).toMatchObject({ status_code: '100', status_description: 'MANDATE REGISTRATION DONE SUCCESSFULLY' });
    return answer.mandate_id!;
  };
  const detail = async (mandateId: string, client = CLIENT) => {
    const [d] = await mandates.mandateDetails({ ClientCode: client, MandateId: mandateId });
    if (!d) throw new Error(`no mandate ${mandateId}`);
    return d;
  };
  const shown = async (mandateId: string) => mandateStatusOf((await detail(mandateId)).Status);
  const progressAt = async (at: Date) => {
    clock.set(at);
    return progressDueMandates(database, clock);
  };
  const approved = async (over: Partial<MandateRegistration> = {}) => {
    const id = await register(over);
    expect(await mandates.decide(id, 'APPROVED')).toBe(true);
    return id;
  };

  it('registers a mandate REGISTERED BY MEMBER (shown New Mandate), with an exchange-style id', async () => {
    const id = await register();
    expect(id).toMatch(/^\d{7}$/);
    expect(await detail(id)).toMatchObject({
      ClientCode: CLIENT,
      MandateType: 'X',
      Amount: '10000.00',
      AccountNo: ACCOUNT,
      StartDate: '21/08/2026',
      EndDate: '31/12/2099',
      Status: 'REGISTERED BY MEMBER',
      RegnDate: '21/08/2026',
      ApprovedDate: '',
      UMRNNo: '',
    });
    expect(await shown(id)).toBe('New Mandate');
  });

  it('answers a repeated registration key with the first mandate', async () => {
    const first = await register({ IdempotencyKey: 'reg-1' });
    const again = await mandates.registerMandate(request({ IdempotencyKey: 'reg-1' }));
    expect(again.mandate_id).toBe(first);
    expect(await mandates.mandateDetails({ ClientCode: CLIENT })).toHaveLength(1);
  });

  it('refuses what the exchange refuses, each limit at its type (configuration; spec defaults)', async () => {
    const refusal = async (over: Partial<MandateRegistration>) => {
      const answer = await mandates.registerMandate(request(over));
      expect(answer.status_code).toBe('101');
      expect(answer.mandate_id).toBeNull();
      return answer.status_description;
    };
    expect(await register({ MandateType: 'N', Amount: '1000000' })).toBeTruthy();
    expect(await refusal({ MandateType: 'N', Amount: '1000000.01' })).toBe('FAILED: MANDATE AMOUNT EXCEEDS THE MAXIMUM LIMIT OF 1000000 FOR MANDATE TYPE N');
    expect(await register({ MandateType: 'X', Amount: '10000000' })).toBeTruthy();
    expect(await refusal({ MandateType: 'X', Amount: '10000001' })).toBe('FAILED: MANDATE AMOUNT EXCEEDS THE MAXIMUM LIMIT OF 10000000 FOR MANDATE TYPE X');
    expect(await refusal({ Amount: '' })).toBe('FAILED: AMOUNT SHOULD NOT BE BLANK');
    expect(await refusal({ Amount: '0' })).toBe('FAILED: AMOUNT SHOULD NOT BE 0');
    expect(await refusal({ AccountNo: T.refused })).toBe('FAILED: INVALID CLIENT ACCOUNT NUMBER');
    expect(await refusal({ StartDate: '20/08/2026' })).toBe('FAILED: START DATE CANNOT BE BEFORE TODAY');
    expect(await refusal({ EndDate: '21/08/2026' })).toBe('FAILED: END DATE SHOULD BE AFTER START DATE');
    await expect(mandates.registerMandate(request({ AccountNo: T.serverError }))).rejects.toBeInstanceOf(ExchangeUnavailableError);

    const smaller = new SandboxMandates({ database, clock, pagePath: '/x', scanIsReadable: isReadableImage, settings: { limits: { N: '500000', X: '10000000' } } });
    expect((await smaller.registerMandate(request({ MandateType: 'N', Amount: '500001' }))).status_code).toBe('101');
  });

  it('physical: an unreadable scan is refused; a readable one is approved 2 business days later, past a weekend and a holiday', async () => {
    const id = await register();
    expect(await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: id, Image: unreadable() })).toEqual({
      status_code: '101',
      status_description: 'FAILED: MANDATE IMAGE IS NOT READABLE',
    });
    expect(await shown(id)).toBe('New Mandate');

    expect(await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: id, Image: scan })).toEqual({
      status_code: '100',
      status_description: 'MANDATE IMAGE UPLOADED SUCCESSFULLY',
    });
    expect(await shown(id)).toBe('Processing');
    // Uploaded Friday after work: Saturday, Sunday and Monday (a holiday) do not count; Tuesday is
    // the first business day, Wednesday 26 Aug the second, the bank answering at 10:00 IST.
    expect(await progressAt(istInstant('2026-08-25', '23:59'))).toEqual({ approved: 0, rejected: 0 });
    expect(await progressAt(istInstant('2026-08-26', '09:59'))).toEqual({ approved: 0, rejected: 0 });
    expect(await shown(id)).toBe('Processing');
    expect(await progressAt(istInstant('2026-08-26', '10:00'))).toEqual({ approved: 1, rejected: 0 });
    expect(await detail(id)).toMatchObject({ Status: 'APPROVED', ApprovedDate: '26/08/2026', UMRNNo: `SNBX${id.padStart(16, '0')}`, Remarks: '' });
    expect(await shown(id)).toBe('Approved');
    // Once: another pass answers nothing.
    expect(await progressAt(istInstant('2026-08-28', '10:00'))).toEqual({ approved: 0, rejected: 0 });
  });

  it('physical: the test account is rejected by the bank when its answer is due; a clock moved by days dates it when due', async () => {
    const id = await register({ AccountNo: T.rejectedByBank });
    await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: id, Image: scan });
    expect(await progressAt(istInstant('2026-09-10', '12:00'))).toEqual({ approved: 0, rejected: 1 });
    expect(await detail(id)).toMatchObject({ Status: 'REJECTED', Remarks: BANK_REJECTION_REMARKS, ApprovedDate: '26/08/2026', UMRNNo: '' });
    expect(await shown(id)).toBe('Rejected');
  });

  it('refuses a scan for an e-mandate, for another client, and once processing has begun', async () => {
    const n = await register({ MandateType: 'N' });
    expect((await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: n, Image: scan })).status_description).toBe(
      'FAILED: MANDATE IS NOT A PHYSICAL MANDATE',
    );
    const x = await register();
    expect((await mandates.uploadMandateScan({ ClientCode: 'SN00000099', MandateId: x, Image: scan })).status_description).toBe('FAILED: INVALID MANDATE ID');
    await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: x, Image: scan });
    expect((await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: x, Image: scan })).status_description).toBe('FAILED: MANDATE IS UNDER PROCESSING');
  });

  it('keeps its state across a restart: a new register and job over the same database carry on', async () => {
    const id = await register();
    await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: id, Image: scan });
    mandates = make(); // as after a restart: nothing is held in memory
    expect(await shown(id)).toBe('Processing');
    expect(await progressAt(istInstant('2026-08-26', '10:00'))).toEqual({ approved: 1, rejected: 0 });
    expect(await shown(id)).toBe('Approved');
  });

  it('two job passes at once answer each mandate once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const id = await register();
      await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: id, Image: scan });
      ids.push(id);
    }
    clock.set(istInstant('2026-08-26', '10:00'));
    const [a, b] = await Promise.all([progressDueMandates(database, clock, { batch: 4 }), progressDueMandates(database, clock, { batch: 4 })]);
    const again = await progressDueMandates(database, clock);
    expect(a.approved + b.approved + again.approved).toBe(6);
    for (const id of ids) expect(await shown(id)).toBe('Approved');
  });

  describe('debits', () => {
    it('debits an approved mandate within its limit per debit date; a retried key answers the first outcome', async () => {
      const id = await approved({ Amount: '10000' });
      const debit = (debitKey: string, amount: string, debitDate = '2026-09-01') => mandates.debit({ debitKey, mandateId: id, clientCode: CLIENT, amount, debitDate });
      expect(await debit('k1', '6000')).toEqual({ outcome: 'DEBITED', remarks: 'DEBITED' });
      expect(await debit('k2', '4000')).toEqual({ outcome: 'DEBITED', remarks: 'DEBITED' }); // exactly the limit
      expect(await debit('k3', '0.01')).toEqual({ outcome: 'REFUSED', remarks: 'FAILED: AMOUNT EXCEEDS THE MANDATE LIMIT FOR THE DAY' });
      expect(await debit('k4', '10000', '2026-09-02')).toEqual({ outcome: 'DEBITED', remarks: 'DEBITED' }); // another day, a fresh limit
      expect(await debit('k1', '6000')).toEqual({ outcome: 'DEBITED', remarks: 'DEBITED' }); // the retry, not a second debit
      expect(await debit('k3', '0.01')).toEqual({ outcome: 'REFUSED', remarks: 'FAILED: AMOUNT EXCEEDS THE MANDATE LIMIT FOR THE DAY' });
      await expect(debit('k1', '5000')).rejects.toBeInstanceOf(DebitKeyReusedError);
      expect(await debit('k5', '1', '2026-08-20')).toMatchObject({ remarks: 'FAILED: DEBIT DATE IS OUTSIDE THE MANDATE PERIOD' });
      expect(await mandates.debit({ debitKey: 'k6', mandateId: id, clientCode: 'SN00000099', amount: '1', debitDate: '2026-09-03' })).toMatchObject({
        remarks: 'FAILED: MANDATE DOES NOT BELONG TO THE CLIENT',
      });
    });

    it('refuses a debit unless the mandate is APPROVED', async () => {
      const id = await register();
      const debit = (debitKey: string) => mandates.debit({ debitKey, mandateId: id, clientCode: CLIENT, amount: '100', debitDate: '2026-09-01' });
      expect(await debit('p1')).toEqual({ outcome: 'REFUSED', remarks: 'FAILED: MANDATE IS NOT APPROVED' });
      await mandates.uploadMandateScan({ ClientCode: CLIENT, MandateId: id, Image: scan });
      expect((await debit('p2')).outcome).toBe('REFUSED');
      await progressAt(istInstant('2026-08-26', '10:00'));
      expect((await debit('p3')).outcome).toBe('DEBITED');
      const rejected = await register({ StartDate: '26/08/2026' }); // the clock is on 26 Aug now
      await mandates.decide(rejected, 'REJECTED');
      expect(await mandates.debit({ debitKey: 'p4', mandateId: rejected, clientCode: CLIENT, amount: '100', debitDate: '2026-09-01' })).toMatchObject({
        outcome: 'REFUSED',
      });
      expect(await mandates.debit({ debitKey: 'p5', mandateId: '999', clientCode: CLIENT, amount: '100', debitDate: '2026-09-01' })).toEqual({
        outcome: 'REFUSED',
        remarks: 'FAILED: INVALID MANDATE ID',
      });
    });

    it(`holds the limit per debit date under concurrent debits [${label}]`, async () => {
      const id = await approved({ Amount: '10000' });
      // On five days, 25 debits of ₹1,000 at once: ten fit the ₹10,000 limit of each day,
      // whatever the order. (Without the mandate's row lock PostgreSQL let 11–15 through a day.)
      const days = ['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-07'];
      for (const debitDate of days) {
        const answers = await Promise.all(
          Array.from({ length: 25 }, (_, i) => mandates.debit({ debitKey: `${debitDate}-${i}`, mandateId: id, clientCode: CLIENT, amount: '1000', debitDate })),
        );
        expect(answers.filter((a) => a.outcome === 'DEBITED')).toHaveLength(10);
      }
      // The same key sent five times at once is one debit.
      const same = await Promise.all(
        Array.from({ length: 5 }, () => mandates.debit({ debitKey: 'same', mandateId: id, clientCode: CLIENT, amount: '700', debitDate: '2026-09-08' })),
      );
      expect(same.every((a) => a.outcome === 'DEBITED')).toBe(true);
      const sums = await database.db.execute(sql`
        SELECT debit_date::text AS debit_date, sum(amount)::text AS total, count(*)::int AS n
        FROM sandbox_exchange_mandate_debit WHERE mandate_id = ${id} AND outcome = 'DEBITED'
        GROUP BY debit_date ORDER BY debit_date`);
      expect((sums as unknown as { rows: { debit_date: string; total: string; n: number }[] }).rows).toEqual([
        ...days.map((debit_date) => ({ debit_date, total: '10000.00', n: 10 })),
        { debit_date: '2026-09-08', total: '700.00', n: 1 },
      ]);
    });
  });

  it('tells the bank modification about approved mandates: dropping that account is refused', async () => {
    const exchange = new SandboxBankModification({ database, hasApprovedMandate: (c, a) => mandates.hasApprovedMandate(c, a) });
    const acc = (n: string, seq: number, dflt: boolean): ModificationAccount => ({
      bankAccountType: 'Savings',
      bankAccountNumber: n,
      ifscCode: 'HDFC0000123',
      defaultBankFlag: dflt,
      accountSequence: seq,
    });
    const modify = async (accounts: ModificationAccount[]) =>
      modificationOutcome((await exchange.modifyBankDetails(bankModificationPayload(CLIENT, accounts))).ucc_resp[0]!);
    const other = '50100087654321';
    expect(await modify([acc(ACCOUNT, 1, true), acc(other, 2, false)])).toEqual({ kind: 'modified' });
    // Only registered, not approved: the account may go.
    const id = await register({ AccountNo: other });
    expect(await modify([acc(ACCOUNT, 1, true)])).toEqual({ kind: 'modified' });
    expect(await modify([acc(ACCOUNT, 1, true), acc(other, 2, false)])).toEqual({ kind: 'modified' });
    await mandates.decide(id, 'APPROVED');
    expect(await modify([acc(ACCOUNT, 1, true)])).toMatchObject({ kind: 'mandateConflict', accountNumber: other });
  });

  describe('e-mandate bank page (HTTP)', () => {
    let app: FastifyInstance;
    const startApp = async (sandbox: boolean) => {
      app = await buildApp({
        database,
        clock,
        config: { webDistDir: '/nonexistent/dist', sandbox },
        sandboxMandates: { calendar: CALENDAR },
      });
      await app.ready();
      return app;
    };
    afterEach(async () => {
      await app?.close();
    });

    const authUrl = async (id: string, LoopbackUrl?: string) => {
      const answer = await app.sandboxMandates.eMandateAuthUrl({ ClientCode: CLIENT, MandateId: id, LoopbackUrl });
      expect(answer.status_code).toBe('100');
      return answer.url!;
    };
    const press = (url: string, decision: string) =>
      app.inject({ method: 'POST', url: `${url}/${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

    it('e-mandate: approve on the bank page → back to the loopback URL, Processing, then Approved by the job', async () => {
      await startApp(true);
      const { mandate_id: id } = await app.sandboxMandates.registerMandate(request({ MandateType: 'N', Amount: '25000' }));
      const url = await authUrl(id!, '/v1/profile/mandates?from=bank');
      expect(url).toMatch(new RegExp(`^${SANDBOX_MANDATE_BANK_PATH}/[A-Za-z0-9_-]{32}$`));
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Approve');
      expect(page.body).toContain('XXXX5678');
      expect(page.body).toContain('₹25,000.00');

      const back = await press(url, 'approve');
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/v1/profile/mandates?from=bank&mandateId=${id}&status=UNDER+PROCESSING`);
      expect(mandateStatusOf((await app.sandboxMandates.mandateDetails({ ClientCode: CLIENT, MandateId: id! }))[0]!.Status)).toBe('Processing');
      // The link is spent.
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await press(url, 'approve')).statusCode).toBe(404);

      expect(await progressDueMandates(database, clock)).toEqual({ approved: 1, rejected: 0 });
      expect((await app.sandboxMandates.mandateDetails({ ClientCode: CLIENT, MandateId: id! }))[0]).toMatchObject({ Status: 'APPROVED', ApprovedDate: '21/08/2026' });
    });

    it('e-mandate: reject is final; abandon leaves it waiting with the link still good', async () => {
      await startApp(true);
      const { mandate_id: rejected } = await app.sandboxMandates.registerMandate(request({ MandateType: 'N' }));
      const url = await authUrl(rejected!);
      const done = await press(url, 'reject');
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('You rejected the mandate.');
      expect((await app.sandboxMandates.mandateDetails({ ClientCode: CLIENT, MandateId: rejected! }))[0]).toMatchObject({
        Status: 'REJECTED',
        Remarks: INVESTOR_REJECTION_REMARKS,
      });
      expect((await app.sandboxMandates.eMandateAuthUrl({ ClientCode: CLIENT, MandateId: rejected! })).status_description).toBe('FAILED: MANDATE IS REJECTED');

      const { mandate_id: left } = await app.sandboxMandates.registerMandate(request({ MandateType: 'N' }));
      const leftUrl = await authUrl(left!);
      expect((await press(leftUrl, 'abandon')).statusCode).toBe(200);
      expect((await app.sandboxMandates.mandateDetails({ ClientCode: CLIENT, MandateId: left! }))[0]!.Status).toBe('REGISTERED BY MEMBER');
      expect(await authUrl(left!)).toBe(leftUrl);
      expect((await app.inject({ method: 'GET', url: leftUrl })).statusCode).toBe(200);
      expect((await press(leftUrl, 'somethingelse')).statusCode).toBe(404);
    });

    it('refuses a loopback URL off this site, and a physical mandate', async () => {
      await startApp(true);
      const { mandate_id: n } = await app.sandboxMandates.registerMandate(request({ MandateType: 'N' }));
      for (const LoopbackUrl of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
        expect((await app.sandboxMandates.eMandateAuthUrl({ ClientCode: CLIENT, MandateId: n!, LoopbackUrl })).status_description).toBe(
          'FAILED: INVALID LOOPBACK URL',
        );
      }
      const { mandate_id: x } = await app.sandboxMandates.registerMandate(request());
      expect((await app.sandboxMandates.eMandateAuthUrl({ ClientCode: CLIENT, MandateId: x! })).status_description).toBe('FAILED: MANDATE IS NOT AN E-MANDATE');
    });

    it('takes the configured limits', async () => {
      app = await buildApp({ database, clock, config: { webDistDir: '/nonexistent/dist', mandateLimits: { N: '500000', X: '10000000' } } });
      await app.ready();
      expect((await app.sandboxMandates.registerMandate(request({ MandateType: 'N', Amount: '500001' }))).status_code).toBe('101');
      expect((await app.sandboxMandates.registerMandate(request({ MandateType: 'N', Amount: '500000' }))).status_code).toBe('100');
    });

    it('is gone when SANDBOX=false', async () => {
      await startApp(false);
      const { mandate_id: id } = await app.sandboxMandates.registerMandate(request({ MandateType: 'N' }));
      const url = await authUrl(id!);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await press(url, 'approve')).statusCode).toBe(404);
      expect((await app.sandboxMandates.mandateDetails({ ClientCode: CLIENT, MandateId: id! }))[0]!.Status).toBe('REGISTERED BY MEMBER');
    });
  });
});
