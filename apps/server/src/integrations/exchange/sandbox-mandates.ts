import { createHash, randomBytes } from 'node:crypto';
import {
  Decimal,
  DEFAULT_MANDATE_LIMITS,
  formatDisplayDate,
  IFSC,
  istDate,
  istToday,
  parseDecimal,
  parseDisplayDate,
  exchangeCalendar,
  type BusinessCalendar,
  type Clock,
  type ExchangeMandateStatus,
  type MandateLimits,
  type MandateType,
} from '@sanchay/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { ExchangeUnavailableError } from './bank-modification';
import type {
  EMandateAuthAnswer,
  EMandateAuthRequest,
  ExchangeAnswer,
  MandateDetail,
  MandatePort,
  MandateRegistration,
  MandateRegistrationAnswer,
  MandateScanUpload,
} from './mandates';
import { debitMandates, type MandateDebitAnswer, type MandateDebitRequest } from './sandbox-mandate-debits';
import { bankAnswerDue } from './sandbox-mandate-calendar';
import { DUE_WORK, signalDueWork } from '../../due-work';

export { DebitKeyReusedError, type MandateDebitAnswer, type MandateDebitRequest } from './sandbox-mandate-debits';

/** Documented test values (README.md beside this file): the mandate's account number chooses. */
export const MANDATE_TEST_ACCOUNTS = {
  /** Registration answers 101 FAILED: INVALID CLIENT ACCOUNT NUMBER. */
  refused: '999930000101',
  /** The bank rejects the mandate when its answer is due (physical after the scan, e-mandate after authorisation). */
  rejectedByBank: '999930000105',
  /** The exchange does not answer the registration (HTTP 500). */
  serverError: '999930000500',
} as const;

/** The bank's words when it rejects a test mandate (our wording: the real text varies by bank). */
export const BANK_REJECTION_REMARKS = 'REJECTED BY BANK: ACCOUNT DETAILS DO NOT MATCH';
/** The investor's Reject on the sandbox bank page. */
export const INVESTOR_REJECTION_REMARKS = 'REJECTED BY CUSTOMER AT BANK';

export interface SandboxMandateSettings {
  /** The most a mandate of each type may be registered for (spec 3 §5 by default). */
  limits: MandateLimits;
  /** Business days from a readable scan to the bank's answer on a physical mandate. */
  physicalApprovalBusinessDays: number;
  /** Business days from the investor's authorisation to the bank's answer on an e-mandate (0: the next job pass). */
  eMandateApprovalBusinessDays: number;
  /** Weekends and holidays, for counting those days. */
  calendar: BusinessCalendar;
}

/** docs/decisions/0053: quick enough to walk in a sandbox, slow enough that Processing is seen. */
export const DEFAULT_SANDBOX_MANDATE_SETTINGS: SandboxMandateSettings = {
  limits: DEFAULT_MANDATE_LIMITS,
  physicalApprovalBusinessDays: 2,
  eMandateApprovalBusinessDays: 0,
  calendar: exchangeCalendar,
};

export interface SandboxMandatesDeps {
  database: { db: Db };
  clock: Clock;
  /** Where the sandbox bank's e-mandate page lives (sandbox-mandate-bank-page.ts). */
  pagePath: string;
  /**
   * Whether a scan is a readable image: the uploads feature's decoding (app.ts passes it in; the
   * sandbox must not judge images any other way than the product does).
   */
  scanIsReadable: (image: Uint8Array) => Promise<boolean>;
  settings?: Partial<SandboxMandateSettings>;
}

/** What the sandbox bank page shows of an e-mandate waiting for the investor. */
export interface PendingAuthorisation {
  mandateId: string;
  clientCode: string;
  amount: string;
  accountNo: string;
  ifscCode: string;
  startDate: string;
  endDate: string;
}

export type BankPageDecision = 'approve' | 'reject' | 'abandon';

/** A Drizzle transaction, as `db.transaction(async (tx) => …)` hands it over. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface MandateRow {
  mandate_id: string;
  client_code: string;
  mandate_type: MandateType;
  amount: string;
  account_no: string;
  account_type: 'SB' | 'CB';
  ifsc_code: string;
  start_date: string;
  end_date: string;
  status: ExchangeMandateStatus;
  remarks: string;
  umrn: string | null;
  registered_at: Date | string;
  decided_at: Date | string | null;
}

const COLUMNS = sql.raw(`mandate_id, client_code, mandate_type, amount::text AS amount, account_no, account_type, ifsc_code,
  start_date::text AS start_date, end_date::text AS end_date, status, remarks, umrn, registered_at, decided_at`);

const ok = (status_description: string): ExchangeAnswer => ({ status_code: '100', status_description });
const failed = (reason: string): ExchangeAnswer => ({ status_code: '101', status_description: `FAILED: ${reason}` });
const displayDate = (instant: Date | string) => formatDisplayDate(istDate(new Date(instant)));

/**
 * The sandbox exchange's mandate register (DESIGN.md "Outside parties"), its state in the
 * `sandbox_exchange_mandate*` tables (migration 0050). A mandate starts REGISTERED BY MEMBER; an
 * e-mandate goes UNDER PROCESSING when the investor authorises it on the sandbox bank page, a
 * physical one when a readable scan is uploaded; the progress job (sandbox-mandate-progress.ts)
 * gives the bank's answer, APPROVED or REJECTED, when it is due.
 */
export class SandboxMandates implements MandatePort {
  private readonly settings: SandboxMandateSettings;

  constructor(private readonly deps: SandboxMandatesDeps) {
    this.settings = { ...DEFAULT_SANDBOX_MANDATE_SETTINGS, ...deps.settings };
  }

  private get db(): Db {
    return this.deps.database.db;
  }

  async registerMandate(r: MandateRegistration): Promise<MandateRegistrationAnswer> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    if (r.AccountNo === MANDATE_TEST_ACCOUNTS.serverError) throw new ExchangeUnavailableError('The exchange did not answer the mandate registration');
    const key = r.IdempotencyKey?.trim() || null;
    if (key) {
      const [first] = await rowsOf<{ mandate_id: string }>(this.db, sql`SELECT mandate_id FROM sandbox_exchange_mandate WHERE registration_key = ${key}`);
      if (first) return registered(first.mandate_id);
    }
    const checked = this.check(r);
    if ('status_code' in checked) return { ...checked, mandate_id: null };
    const [row] = await rowsOf<{ mandate_id: string }>(
      this.db,
      sql`INSERT INTO sandbox_exchange_mandate
            (client_code, mandate_type, amount, account_no, account_type, ifsc_code, micr_code, start_date, end_date, registration_key, registered_at)
          VALUES (${r.ClientCode}, ${r.MandateType}, ${checked.amount}, ${r.AccountNo}, ${r.AccountType}, ${r.IFSCCode}, ${r.MICRCode},
            ${checked.startDate}::date, ${checked.endDate}::date, ${key}, ${this.deps.clock.now().toISOString()}::timestamptz)
          ON CONFLICT (registration_key) DO NOTHING
          RETURNING mandate_id`,
    );
    if (row) return registered(row.mandate_id);
    // The same key registered at the same moment by a concurrent call: that one is the mandate.
    const [first] = await rowsOf<{ mandate_id: string }>(this.db, sql`SELECT mandate_id FROM sandbox_exchange_mandate WHERE registration_key = ${key}`);
    if (!first) throw new Error('The sandbox mandate register refused a registration without saying why');
    return registered(first.mandate_id);
  }

  /** The exchange's own checks, worded as BSE words its failures where known (README). */
  private check(r: MandateRegistration): ExchangeAnswer | { amount: string; startDate: string; endDate: string } {
    if (!/^[A-Z0-9]{1,10}$/.test(r.ClientCode)) return failed('INVALID CLIENT CODE');
    if (r.Amount.trim() === '') return failed('AMOUNT SHOULD NOT BE BLANK');
    const amount = parseDecimal(r.Amount);
    if (amount === null || amount.decimalPlaces() > 2 || amount.isNegative()) return failed('INVALID AMOUNT');
    if (amount.isZero()) return failed('AMOUNT SHOULD NOT BE 0');
    if (r.MandateType !== 'X' && r.MandateType !== 'N') return failed('INVALID MANDATE TYPE');
    const limit = new Decimal(this.settings.limits[r.MandateType]);
    if (amount.gt(limit)) return failed(`MANDATE AMOUNT EXCEEDS THE MAXIMUM LIMIT OF ${limit.toFixed(0)} FOR MANDATE TYPE ${r.MandateType}`);
    if (!/^\d{9,18}$/.test(r.AccountNo) || r.AccountNo === MANDATE_TEST_ACCOUNTS.refused) return failed('INVALID CLIENT ACCOUNT NUMBER');
    if (r.AccountType !== 'SB' && r.AccountType !== 'CB') return failed('INVALID ACCOUNT TYPE');
    if (!IFSC.test(r.IFSCCode)) return failed('INVALID IFSC CODE');
    if (r.MICRCode !== '' && !/^\d{9}$/.test(r.MICRCode)) return failed('INVALID MICR CODE');
    const startDate = parseDisplayDate(r.StartDate);
    if (!startDate) return failed('INVALID START DATE');
    const endDate = parseDisplayDate(r.EndDate);
    if (!endDate) return failed('INVALID END DATE');
    if (startDate < istToday(this.deps.clock)) return failed('START DATE CANNOT BE BEFORE TODAY');
    if (endDate <= startDate) return failed('END DATE SHOULD BE AFTER START DATE');
    return { amount: amount.toFixed(2), startDate, endDate };
  }

  async eMandateAuthUrl(r: EMandateAuthRequest): Promise<EMandateAuthAnswer> {
    const refused = (answer: ExchangeAnswer): EMandateAuthAnswer => ({ ...answer, url: null });
    const mandate = await this.find(r.ClientCode, r.MandateId);
    if (!mandate) return refused(failed('INVALID MANDATE ID'));
    if (mandate.mandate_type !== 'N') return refused(failed('MANDATE IS NOT AN E-MANDATE'));
    if (mandate.status !== 'REGISTERED BY MEMBER') return refused(failed(`MANDATE IS ${mandate.status}`));
    const loopback = r.LoopbackUrl?.trim() || null;
    // Only a path on this site: the bank page must not become an open redirect.
    if (loopback !== null && !/^\/(?![/\\])[^\s]*$/.test(loopback)) return refused(failed('INVALID LOOPBACK URL'));
    const fresh = randomBytes(24).toString('base64url');
    const [row] = await rowsOf<{ auth_token: string }>(
      this.db,
      sql`UPDATE sandbox_exchange_mandate SET auth_token = coalesce(auth_token, ${fresh}), loopback_url = ${loopback}
          WHERE mandate_id = ${mandate.mandate_id} AND status = 'REGISTERED BY MEMBER'
          RETURNING auth_token`,
    );
    if (!row) return refused(failed('MANDATE IS NO LONGER PENDING AUTHENTICATION'));
    return { status_code: '100', status_description: 'E-MANDATE AUTHENTICATION URL GENERATED', url: `${this.deps.pagePath}/${row.auth_token}` };
  }

  async uploadMandateScan(r: MandateScanUpload): Promise<ExchangeAnswer> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    const mandate = await this.find(r.ClientCode, r.MandateId);
    if (!mandate) return failed('INVALID MANDATE ID');
    if (mandate.mandate_type !== 'X') return failed('MANDATE IS NOT A PHYSICAL MANDATE');
    if (mandate.status !== 'REGISTERED BY MEMBER') return failed(`MANDATE IS ${mandate.status}`);
    // Decoding takes time: outside any transaction, before the conditional update below.
    if (!(await this.deps.scanIsReadable(r.Image))) return failed('MANDATE IMAGE IS NOT READABLE');
    const now = this.deps.clock.now();
    const due = bankAnswerDue(now, this.settings.physicalApprovalBusinessDays, this.settings.calendar);
    const digest = createHash('sha256').update(r.Image).digest('hex');
    const [row] = await rowsOf<{ mandate_id: string }>(
      this.db,
      sql`UPDATE sandbox_exchange_mandate
          SET status = 'UNDER PROCESSING', scan_sha256 = ${digest}, scan_uploaded_at = ${now.toISOString()}::timestamptz,
              step_due_at = ${due.toISOString()}::timestamptz
          WHERE mandate_id = ${mandate.mandate_id} AND status = 'REGISTERED BY MEMBER'
          RETURNING mandate_id`,
    );
    if (!row) return failed('MANDATE IS NO LONGER PENDING');
    return ok('MANDATE IMAGE UPLOADED SUCCESSFULLY');
  }

  async mandateDetails(r: { ClientCode: string; MandateId?: string }): Promise<MandateDetail[]> {
    const one = r.MandateId === undefined ? sql`` : sql` AND mandate_id = ${r.MandateId}`;
    const found = await rowsOf<MandateRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM sandbox_exchange_mandate WHERE client_code = ${r.ClientCode}${one} ORDER BY registered_at, mandate_id`,
    );
    return found.map(toDetail);
  }

  /** The e-mandate the bank page at this token shows, while it waits for the investor; else null. */
  async pendingAuthorisation(token: string): Promise<PendingAuthorisation | null> {
    const [m] = await rowsOf<MandateRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM sandbox_exchange_mandate
          WHERE auth_token = ${token} AND mandate_type = 'N' AND status = 'REGISTERED BY MEMBER'`,
    );
    if (!m) return null;
    return {
      mandateId: m.mandate_id,
      clientCode: m.client_code,
      amount: m.amount,
      accountNo: m.account_no,
      ifscCode: m.ifsc_code,
      startDate: formatDisplayDate(m.start_date),
      endDate: formatDisplayDate(m.end_date),
    };
  }

  /**
   * The investor's choice on the bank page: approve (the mandate goes UNDER PROCESSING, the bank's
   * answer due after the e-mandate's business days), reject (REJECTED at once) or abandon (nothing
   * changes; the link still works). Null when the link is not (or no longer) waiting.
   */
  async authorise(token: string, decision: BankPageDecision): Promise<{ mandateId: string; status: ExchangeMandateStatus; loopbackUrl: string | null } | null> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    const now = this.deps.clock.now();
    const waiting = sql`auth_token = ${token} AND mandate_type = 'N' AND status = 'REGISTERED BY MEMBER'`;
    let change: SQL;
    if (decision === 'approve') {
      const due = bankAnswerDue(now, this.settings.eMandateApprovalBusinessDays, this.settings.calendar);
      change = sql`status = 'UNDER PROCESSING', authorised_at = ${now.toISOString()}::timestamptz, step_due_at = ${due.toISOString()}::timestamptz`;
    } else if (decision === 'reject') {
      change = sql`status = 'REJECTED', remarks = ${INVESTOR_REJECTION_REMARKS}, decided_at = ${now.toISOString()}::timestamptz`;
    } else {
      change = sql`status = status`;
    }
    const [row] = await rowsOf<{ mandate_id: string; status: ExchangeMandateStatus; loopback_url: string | null }>(
      this.db,
      sql`UPDATE sandbox_exchange_mandate SET ${change} WHERE ${waiting} RETURNING mandate_id, status, loopback_url`,
    );
    return row ? { mandateId: row.mandate_id, status: row.status, loopbackUrl: row.loopback_url } : null;
  }

  /**
   * The sandbox console's approve or reject: the bank's answer now, for a mandate still waiting
   * for it (registered or under processing). False when the mandate is not waiting.
   */
  async decide(mandateId: string, outcome: 'APPROVED' | 'REJECTED', remarks = ''): Promise<boolean> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    const now = this.deps.clock.now().toISOString();
    const found = await rowsOf<{ mandate_id: string }>(
      this.db,
      sql`UPDATE sandbox_exchange_mandate
          SET status = ${outcome}, remarks = ${outcome === 'REJECTED' ? remarks || BANK_REJECTION_REMARKS : ''},
              umrn = ${outcome === 'APPROVED' ? sql`'SNBX' || lpad(mandate_id, 16, '0')` : sql`NULL`},
              decided_at = ${now}::timestamptz, step_due_at = NULL
          WHERE mandate_id = ${mandateId} AND status IN ('REGISTERED BY MEMBER', 'UNDER PROCESSING')
          RETURNING mandate_id`,
    );
    return found.length > 0;
  }

  /** Whether an approved mandate debits this client's account (the bank-modification check). */
  async hasApprovedMandate(clientCode: string, accountNo: string): Promise<boolean> {
    const found = await rowsOf<{ one: number }>(
      this.db,
      sql`SELECT 1 AS one FROM sandbox_exchange_mandate
          WHERE client_code = ${clientCode} AND account_no = ${accountNo} AND status = 'APPROVED' LIMIT 1`,
    );
    return found.length > 0;
  }

  /**
   * Debits an approved mandate (the sandbox exchange's OTM payments and SIP instalments call
   * this). Refused unless the mandate is APPROVED, the client's, the date within its period and
   * the day's debits with this one within its amount. Once per key: a repeat answers the first
   * outcome, refusals included. Concurrent debits of one mandate queue on its row lock
   * (docs/decisions/0054). Runs in the caller's transaction when one is given.
   */
  async debit(request: MandateDebitRequest, tx?: Tx): Promise<MandateDebitAnswer> {
    const at = this.deps.clock.now();
    const [answer] = tx ? await debitMandates(tx, [request], at) : await this.db.transaction((t) => debitMandates(t, [request], at));
    return answer!;
  }

  private async find(clientCode: string, mandateId: string): Promise<MandateRow | null> {
    const [m] = await rowsOf<MandateRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM sandbox_exchange_mandate WHERE mandate_id = ${mandateId} AND client_code = ${clientCode}`,
    );
    return m ?? null;
  }
}

function registered(mandateId: string): MandateRegistrationAnswer {
  return { status_code: '100', status_description: 'MANDATE REGISTRATION DONE SUCCESSFULLY', mandate_id: mandateId };
}

function toDetail(m: MandateRow): MandateDetail {
  return {
    MandateId: m.mandate_id,
    ClientCode: m.client_code,
    MandateType: m.mandate_type,
    Amount: m.amount,
    AccountNo: m.account_no,
    AccountType: m.account_type,
    IFSCCode: m.ifsc_code,
    StartDate: formatDisplayDate(m.start_date),
    EndDate: formatDisplayDate(m.end_date),
    Status: m.status,
    Remarks: m.remarks,
    UMRNNo: m.umrn ?? '',
    RegnDate: displayDate(m.registered_at),
    ApprovedDate: m.decided_at === null ? '' : displayDate(m.decided_at),
  };
}
