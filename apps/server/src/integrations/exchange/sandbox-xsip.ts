import {
  Decimal,
  istDate,
  parseDecimal,
  parseDisplayDate,
  sipDayOfMonth,
  sipInstalmentDates,
  type Clock,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { formatOrderEntryReply, type OrderEntryRequest } from './exchange-orders';
import { endOfEntryDay, orderConfirmation } from './sandbox-order-entry';
import { rowsOf, type SqlRunner } from '../../db/rows';
import type { XsipEntryReply, XsipEntryRequest, XsipPausePort, XsipPauseReply, XsipPauseRequest, XsipPort, XsipRegistrationState } from './xsip';
import { DUE_WORK, signalDueWork } from '../../due-work';

// The sandbox exchange's XSIP registration and cancellation (migration 0054, docs/decisions/0063):
// checks a registration against the scheme master's SIP columns and the mandate register as BSE
// does, gives it a registration number, places the first-order-today order when asked, and keeps
// every answer keyed by the member's UniqueRefNo so a retry gets the first answer. The instalments
// themselves are the job's (sandbox-xsip-instalments.ts).

/** The scheme-master columns a registration is checked against. */
export interface XsipScheme {
  scheme_code: string;
  amc_code: string;
  purchase_allowed: 'Y' | 'N';
  sip_flag: 'Y' | 'N';
  sip_dates: string;
  sip_minimum_installment_amount: string;
  sip_maximum_installment_amount: string;
  sip_multiplier_amount: string;
  sip_minimum_installment_numbers: number;
  sip_maximum_installment_numbers: number;
  purchase_cutoff_time: string;
}

/** The mandate a registration names, as the register holds it. */
export interface XsipMandate {
  client_code: string;
  status: string;
  amount: string;
  start_date: string;
  end_date: string;
}

export interface XsipFacts {
  scheme: XsipScheme | null;
  mandate: XsipMandate | null;
  /** True when FolioNo is the client's folio with the scheme's AMC. */
  folioIsClients: boolean;
  /** The exchange's day (IST). */
  today: string;
}

/** What an accepted registration holds, checked and normalised. */
export interface XsipAccepted {
  startDate: string;
  amount: Decimal;
  installments: number;
  firstDebitDate: string;
}

const failed = (why: string) => ({ failure: `FAILED: ${why}` });

/**
 * Why the exchange refuses a NEW registration (`FAILED: …`; BSE's words where its clients show
 * them, ours otherwise: README.md), or what it accepts. Checks in order: mandatory fields, scheme
 * and its SIP flag, frequency, start date and the scheme's SIP dates, amount, instalments, first
 * order flag, folio, mandate.
 */
export function xsipRegistrationCheck(r: XsipEntryRequest, facts: XsipFacts): { failure: string } | XsipAccepted {
  if (!r.ClientCode.trim()) return failed('CLIENT CODE IS MANDATORY');
  const s = facts.scheme;
  if (!s) return failed(`INVALID SCHEME CODE ${r.SchemeCode}`);
  if (s.sip_flag !== 'Y' || s.purchase_allowed !== 'Y') return failed('SIP IS NOT ALLOWED IN THE SCHEME');
  if (r.FrequencyType !== 'MONTHLY') return failed('INVALID FREQUENCY TYPE');
  if (r.FrequencyAllowed.trim() !== '1') return failed('INVALID FREQUENCY ALLOWED');
  const startDate = parseDisplayDate(r.StartDate.trim());
  if (!startDate) return failed('INVALID START DATE');
  if (startDate <= facts.today) return failed('START DATE SHOULD BE AFTER TODAY');
  const allowedDays = s.sip_dates.split(',').filter(Boolean).map(Number);
  if (!allowedDays.includes(sipDayOfMonth(startDate))) return failed(`SIP DATE ${sipDayOfMonth(startDate)} IS NOT ALLOWED IN THE SCHEME`);
  const amount = parseDecimal(r.InstallmentAmount);
  if (!amount || !amount.gt(0) || amount.decimalPlaces() > 2) return failed('INVALID INSTALLMENT AMOUNT');
  if (amount.lt(s.sip_minimum_installment_amount)) return failed(`INSTALLMENT AMOUNT IS LESS THAN MINIMUM INSTALLMENT AMOUNT ${s.sip_minimum_installment_amount}`);
  if (amount.gt(s.sip_maximum_installment_amount)) return failed(`INSTALLMENT AMOUNT IS MORE THAN MAXIMUM INSTALLMENT AMOUNT ${s.sip_maximum_installment_amount}`);
  if (!amount.mod(s.sip_multiplier_amount).isZero()) return failed(`INSTALLMENT AMOUNT SHOULD BE IN MULTIPLES OF ${s.sip_multiplier_amount}`);
  if (!/^\d{1,4}$/.test(r.NoOfInstallment.trim()) || Number(r.NoOfInstallment) < 1) return failed('INVALID NUMBER OF INSTALLMENT');
  const installments = Number(r.NoOfInstallment);
  if (installments < s.sip_minimum_installment_numbers) return failed('NUMBER OF INSTALLMENT IS LESS THAN MINIMUM INSTALLMENT ALLOWED');
  if (installments > s.sip_maximum_installment_numbers) return failed('NUMBER OF INSTALLMENT IS MORE THAN MAXIMUM INSTALLMENT ALLOWED');
  if (r.FirstOrderFlag !== 'Y' && r.FirstOrderFlag !== 'N') return failed('INVALID FIRST ORDER FLAG');
  if (r.FolioNo.trim() && !facts.folioIsClients) return failed('INVALID FOLIO NUMBER');
  if (!r.MandateID.trim()) return failed('MANDATE ID IS MANDATORY FOR XSIP');
  const m = facts.mandate;
  if (!m || m.client_code !== r.ClientCode.trim()) return failed('INVALID MANDATE ID');
  if (m.status !== 'APPROVED') return failed('MANDATE IS NOT APPROVED');
  if (amount.gt(m.amount)) return failed('INSTALLMENT AMOUNT EXCEEDS THE MANDATE AMOUNT');
  const first = sipInstalmentDates(startDate, 1);
  if (first.debitDate < m.start_date) return failed('SIP START DATE IS BEFORE THE MANDATE START DATE');
  if (sipInstalmentDates(startDate, installments).debitDate > m.end_date) return failed('SIP END DATE IS BEYOND THE MANDATE END DATE');
  return { startDate, amount, installments, firstDebitDate: first.debitDate };
}

/** BSE's acceptance remark (as its clients quote it). */
export const xsipRegisteredRemark = (regId: string) => `XSIP HAS BEEN REGISTERED, REG NO IS : ${regId}`;
/** The cancellation's remark (our wording). */
export const XSIP_CANCELLED_REMARK = 'XSIP REGISTRATION CANCELLED SUCCESSFULLY';
/** The pause call's acceptance (BSE's sample answer). */
export const XSIP_PAUSED_REMARK = 'DATA SAVED SUCCESSFULLY';

/** The request's fields that make it the same entry (Remarks aside). */
function normalised(r: XsipEntryRequest) {
  const { Remarks: _remarks, ...rest } = r;
  return Object.fromEntries(
    Object.entries(rest)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, String(v ?? '').trim()]),
  );
}

const field = (text: string | undefined) => (text ?? '').replace(/\|/g, ' ').trim();

export interface SandboxXsipOptions {
  /** When an unpaid first-order-today order lapses (order entry's rule: the end of its day). */
  unpaidOrderLapsesAt?: (enteredAt: Date) => Date;
}

/** The sandbox exchange's XSIP registrations, state in sandbox_exchange_xsip* (a restart forgets nothing). */
export class SandboxXsip implements XsipPort, XsipPausePort {
  private readonly lapsesAt: (enteredAt: Date) => Date;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly clock: Clock,
    options: SandboxXsipOptions = {},
  ) {
    this.lapsesAt = options.unpaidOrderLapsesAt ?? endOfEntryDay;
  }

  async xsipOrderEntry(r: XsipEntryRequest): Promise<XsipEntryReply> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    const member = field(r.MemberCode);
    const ref = field(r.UniqueRefNo);
    const reply = (over: Partial<XsipEntryReply>): XsipEntryReply => ({
      TransactionCode: field(r.TransactionCode),
      UniqueRefNo: ref,
      MemberId: member,
      ClientCode: field(r.ClientCode),
      UserID: field(r.UserID),
      XSIPRegId: '0',
      BSERemarks: '',
      SuccessFlag: '1',
      FirstOrderTodayOrderNo: '',
      ...over,
    });
    // Nothing to key it by: refused and not kept.
    if (!member || !ref) return reply({ BSERemarks: 'FAILED: UNIQUE REFERENCE NUMBER AND MEMBER CODE ARE MANDATORY' });
    if (r.TransactionCode !== 'NEW' && r.TransactionCode !== 'CXL') return reply({ BSERemarks: 'FAILED: INVALID TRANSACTION CODE' });

    const earlier = await this.find(this.database.db, member, ref);
    if (earlier) return this.repeat(earlier, r, reply);
    const now = this.clock.now();
    return this.database.db.transaction(async (tx) => {
      // The entry's row first: an identical entry arriving at once waits here, then repeats the answer.
      const claimed = await rowsOf<{ ok: boolean }>(
        tx,
        sql`INSERT INTO sandbox_exchange_xsip_entry (member_id, unique_ref_no, trans_code, request, reply, entered_at)
            VALUES (${member}, ${ref}, ${r.TransactionCode}, ${JSON.stringify(r)}::jsonb, '{}'::jsonb, ${now.toISOString()}::timestamptz)
            ON CONFLICT (member_id, unique_ref_no) DO NOTHING RETURNING true AS ok`,
      );
      if (!claimed.length) return this.repeat((await this.find(tx, member, ref))!, r, reply);
      const answer = r.TransactionCode === 'NEW' ? await this.register(tx, r, now, reply) : await this.cancel(tx, r, now, reply);
      await tx.execute(sql`
        UPDATE sandbox_exchange_xsip_entry SET reply = ${JSON.stringify(answer)}::jsonb,
               xsip_reg_id = ${answer.XSIPRegId === '0' ? null : answer.XSIPRegId}
        WHERE member_id = ${member} AND unique_ref_no = ${ref}`);
      return answer;
    });
  }

  private async register(
    tx: SqlRunner,
    r: XsipEntryRequest,
    now: Date,
    reply: (over: Partial<XsipEntryReply>) => XsipEntryReply,
  ): Promise<XsipEntryReply> {
    const facts = await this.facts(tx, r, istDate(now));
    const checked = xsipRegistrationCheck(r, facts);
    if ('failure' in checked) return reply({ BSERemarks: checked.failure });
    const scheme = facts.scheme!;
    const [reg] = await rowsOf<{ id: string }>(
      tx,
      sql`INSERT INTO sandbox_exchange_xsip
            (member_id, user_id, client_code, scheme_code, start_date, frequency_type, installment_amount, no_of_installments,
             mandate_id, first_order_flag, folio_no, brokerage, status, next_installment_no, next_debit_date, registered_at)
          VALUES (${field(r.MemberCode)}, ${field(r.UserID)}, ${field(r.ClientCode)}, ${scheme.scheme_code}, ${checked.startDate}::date,
                  'MONTHLY', ${checked.amount.toFixed(2)}, ${checked.installments}, ${field(r.MandateID)}, ${r.FirstOrderFlag},
                  ${field(r.FolioNo) || null}, ${parseDecimal(r.Brokerage ?? '')?.toFixed(2) ?? null}, 'ACTIVE', 1,
                  ${checked.firstDebitDate}::date, ${now.toISOString()}::timestamptz)
          RETURNING xsip_reg_id::text AS id`,
    );
    const regId = reg!.id;
    let firstOrderNo = '';
    if (r.FirstOrderFlag === 'Y') {
      firstOrderNo = await this.placeFirstOrder(tx, r, regId, checked.amount, scheme, now);
      await tx.execute(sql`UPDATE sandbox_exchange_xsip SET first_order_no = ${firstOrderNo} WHERE xsip_reg_id = ${regId}`);
    }
    return reply({ XSIPRegId: regId, BSERemarks: xsipRegisteredRemark(regId), SuccessFlag: '0', FirstOrderTodayOrderNo: firstOrderNo });
  }

  /**
   * The first-order-today order: one instalment's amount, entered now as a purchase of the
   * scheme, waiting for the member's payment call (any mode) and lapsing unpaid as any order does.
   */
  private async placeFirstOrder(tx: SqlRunner, r: XsipEntryRequest, regId: string, amount: Decimal, scheme: XsipScheme, now: Date): Promise<string> {
    const [seq] = await rowsOf<{ n: string }>(tx, sql`SELECT nextval('sandbox_exchange_order_no_seq')::text AS n`);
    const orderNo = seq!.n;
    const folio = field(r.FolioNo);
    const entry: OrderEntryRequest = {
      TransCode: 'NEW',
      TransNo: `XSIP${regId}-FIRST`,
      UserID: field(r.UserID),
      MemberId: field(r.MemberCode),
      ClientCode: field(r.ClientCode),
      SchemeCd: scheme.scheme_code,
      BuySell: 'P',
      BuySellType: folio ? 'ADDITIONAL' : 'FRESH',
      DPTxn: 'P',
      OrderVal: amount.toFixed(2),
      Qty: '',
      AllRedeem: 'N',
      FolioNo: folio,
    };
    const remarks = orderConfirmation(entry, orderNo, now, scheme.purchase_cutoff_time);
    const text = formatOrderEntryReply({ ...entry, OrderId: orderNo, BSERemarks: remarks, SuccessFlag: '0' });
    await tx.execute(sql`
      INSERT INTO sandbox_exchange_order
        (member_id, entry_date, trans_no, trans_code, user_id, client_code, scheme_code, buy_sell, buy_sell_type, order_val,
         all_redeem, folio_no, request, order_no, success_flag, bse_remarks, reply, entered_at, lapse_at, xsip_reg_id)
      VALUES (${entry.MemberId}, ${istDate(now)}, ${entry.TransNo}, 'NEW', ${entry.UserID}, ${entry.ClientCode}, ${entry.SchemeCd}, 'P',
              ${entry.BuySellType}, ${entry.OrderVal}, 'N', ${folio || null}, ${JSON.stringify(entry)}::jsonb, ${orderNo}, '0', ${remarks},
              ${text}, ${now.toISOString()}::timestamptz, ${this.lapsesAt(now).toISOString()}::timestamptz, ${regId})`);
    return orderNo;
  }

  private async cancel(
    tx: SqlRunner,
    r: XsipEntryRequest,
    now: Date,
    reply: (over: Partial<XsipEntryReply>) => XsipEntryReply,
  ): Promise<XsipEntryReply> {
    const regId = field(r.RegId);
    if (!/^\d{1,18}$/.test(regId)) return reply({ BSERemarks: 'FAILED: XSIP REG ID IS MANDATORY FOR CANCELLATION' });
    // The row lock makes the instalment job and a cancellation take turns: once this commits, no
    // later instalment is placed (the job reads the status under the same lock).
    const [reg] = await rowsOf<{ status: string; client_code: string; member_id: string }>(
      tx,
      sql`SELECT status, client_code, member_id FROM sandbox_exchange_xsip WHERE xsip_reg_id = ${regId} FOR UPDATE`,
    );
    if (!reg || reg.client_code !== field(r.ClientCode) || reg.member_id !== field(r.MemberCode)) return reply({ BSERemarks: 'FAILED: INVALID XSIP REG ID' });
    if (reg.status === 'CANCELLED') return reply({ BSERemarks: 'FAILED: XSIP IS ALREADY CANCELLED' });
    if (reg.status === 'COMPLETED') return reply({ BSERemarks: 'FAILED: XSIP IS ALREADY COMPLETED' });
    await tx.execute(sql`
      UPDATE sandbox_exchange_xsip SET status = 'CANCELLED', next_debit_date = NULL, lease_until = NULL,
             cancelled_at = ${now.toISOString()}::timestamptz
      WHERE xsip_reg_id = ${regId}`);
    return reply({ XSIPRegId: regId, BSERemarks: XSIP_CANCELLED_REMARK, SuccessFlag: '0' });
  }

  /**
   * Pause SIP/XSIP (decision 0110): skips the next NoOfInstalments instalments from the next one
   * due, within the SIP master's PAUSE FLAG, PAUSE MINIMUM/MAXIMUM INSTALLMENTS and PAUSE
   * MODIFICATION COUNT; not while a pause is running, nor past the last instalment. Keyed by
   * (MemberCode, filler1): a retry gets the first answer. The registration's row lock makes it and
   * the instalment job take turns, so an instalment is either taken before the pause or skipped.
   */
  async xsipPause(r: XsipPauseRequest): Promise<XsipPauseReply> {
    const member = field(r.MemberCode);
    const ref = field(r.filler1);
    const regNo = field(r.RegistrationNumber);
    const reply = (BseRemarks: string, ok = false): XsipPauseReply => ({ RegistrationNumber: regNo, BseRemarks, StatusFlag: ok ? '0' : '1', filler: '' });
    if (!member || !ref) return reply('FAILED: MEMBER CODE AND REFERENCE (FILLER1) ARE MANDATORY');
    const earlier = await this.findPause(this.database.db, member, ref);
    if (earlier) return this.repeatPause(earlier, r, reply);
    const now = this.clock.now();
    return this.database.db.transaction(async (tx) => {
      const claimed = await rowsOf<{ ok: boolean }>(
        tx,
        sql`INSERT INTO sandbox_exchange_xsip_pause (member_id, request_ref, request, reply, entered_at)
            VALUES (${member}, ${ref}, ${JSON.stringify(r)}::jsonb, '{}'::jsonb, ${now.toISOString()}::timestamptz)
            ON CONFLICT (member_id, request_ref) DO NOTHING RETURNING true AS ok`,
      );
      if (!claimed.length) return this.repeatPause((await this.findPause(tx, member, ref))!, r, reply);
      const answer = await this.pause(tx, r, reply);
      await tx.execute(sql`
        UPDATE sandbox_exchange_xsip_pause SET reply = ${JSON.stringify(answer)}::jsonb,
               xsip_reg_id = ${answer.StatusFlag === '0' ? regNo : null}
        WHERE member_id = ${member} AND request_ref = ${ref}`);
      return answer;
    });
  }

  private async pause(tx: SqlRunner, r: XsipPauseRequest, reply: (remarks: string, ok?: boolean) => XsipPauseReply): Promise<XsipPauseReply> {
    if (field(r.RegistrationType) !== 'XSIP') return reply('FAILED: INVALID REGISTRATION TYPE');
    if (field(r.ModificationType).toUpperCase() !== 'PAUSE') return reply('FAILED: INVALID MODIFICATION TYPE');
    const regNo = field(r.RegistrationNumber);
    if (!/^\d{1,18}$/.test(regNo)) return reply('FAILED: INVALID REGISTRATION NUMBER');
    const count = field(r.NoOfInstalments);
    if (!/^\d{1,4}$/.test(count) || Number(count) < 1) return reply('FAILED: INVALID NO OF INSTALMENTS');
    const n = Number(count);
    const [reg] = await rowsOf<{
      status: string; client_code: string; member_id: string; no_of_installments: number; next_installment_no: number;
      pause_to_no: number | null; pause_count: number; flag: string; min: number; max: number; mods: number;
    }>(
      tx,
      sql`SELECT x.status, x.client_code, x.member_id, x.no_of_installments, x.next_installment_no, x.pause_to_no, x.pause_count,
                 m.sip_pause_flag AS flag, m.sip_pause_minimum_installments AS min, m.sip_pause_maximum_installments AS max,
                 m.sip_pause_modification_count AS mods
          FROM sandbox_exchange_xsip x JOIN sandbox_exchange_scheme_master m ON m.scheme_code = x.scheme_code
          WHERE x.xsip_reg_id = ${regNo} FOR UPDATE OF x`,
    );
    if (!reg || reg.client_code !== field(r.ClientCode) || reg.member_id !== field(r.MemberCode)) return reply('FAILED: INVALID REGISTRATION NUMBER');
    if (reg.status === 'CANCELLED') return reply('FAILED: XSIP IS ALREADY CANCELLED');
    if (reg.status === 'COMPLETED') return reply('FAILED: XSIP IS ALREADY COMPLETED');
    if (reg.flag !== 'Y') return reply('FAILED: PAUSE IS NOT ALLOWED IN THE SCHEME');
    if (n < reg.min || n > reg.max) return reply(`FAILED: NO OF INSTALMENTS TO PAUSE SHOULD BE BETWEEN ${reg.min} AND ${reg.max}`);
    if (reg.pause_to_no !== null && reg.pause_to_no >= reg.next_installment_no) return reply('FAILED: XSIP IS ALREADY PAUSED');
    if (reg.pause_count >= reg.mods) return reply('FAILED: PAUSE MODIFICATION LIMIT REACHED FOR THE XSIP');
    const to = reg.next_installment_no + n - 1;
    if (to > reg.no_of_installments) return reply('FAILED: NO OF INSTALMENTS TO PAUSE EXCEEDS THE REMAINING INSTALMENTS');
    await tx.execute(sql`
      UPDATE sandbox_exchange_xsip SET pause_from_no = ${reg.next_installment_no}, pause_to_no = ${to}, pause_count = pause_count + 1
      WHERE xsip_reg_id = ${regNo}`);
    return reply(XSIP_PAUSED_REMARK, true);
  }

  private async findPause(db: SqlRunner, member: string, ref: string): Promise<{ request: XsipPauseRequest; reply: XsipPauseReply } | null> {
    const [row] = await rowsOf<{ request: XsipPauseRequest; reply: XsipPauseReply }>(
      db,
      sql`SELECT request, reply FROM sandbox_exchange_xsip_pause WHERE member_id = ${member} AND request_ref = ${ref}`,
    );
    return row ?? null;
  }

  private repeatPause(
    stored: { request: XsipPauseRequest; reply: XsipPauseReply },
    r: XsipPauseRequest,
    reply: (remarks: string) => XsipPauseReply,
  ): XsipPauseReply {
    const same = (x: XsipPauseRequest) => JSON.stringify(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, String(v ?? '').trim()]));
    return same(stored.request) === same(r) ? stored.reply : reply('FAILED: DUPLICATE REFERENCE NUMBER');
  }

  /** The registration report: each named registration of the client (all when none are named). */
  async xsipRegistrations(query: { MemberCode: string; ClientCode: string; RegIds: string[] }): Promise<XsipRegistrationState[]> {
    const ids = query.RegIds.filter((id) => /^\d{1,18}$/.test(id));
    const rows = await rowsOf<{
      id: string; status: 'ACTIVE' | 'CANCELLED' | 'COMPLETED'; start_date: string; no_of_installments: number; next_installment_no: number;
      pause_from_no: number | null; pause_to_no: number | null; pause_count: number; flag: 'Y' | 'N'; min: number; max: number; mods: number;
      done: number; failed: number; skipped: number;
    }>(
      this.database.db,
      sql`SELECT x.xsip_reg_id::text AS id, x.status, x.start_date::text AS start_date, x.no_of_installments, x.next_installment_no,
                 x.pause_from_no, x.pause_to_no, x.pause_count, m.sip_pause_flag AS flag, m.sip_pause_minimum_installments AS min,
                 m.sip_pause_maximum_installments AS max, m.sip_pause_modification_count AS mods,
                 count(i.*) FILTER (WHERE i.outcome = 'ORDERED')::int AS done,
                 count(i.*) FILTER (WHERE i.outcome = 'REFUSED')::int AS failed,
                 count(i.*) FILTER (WHERE i.outcome = 'PAUSED')::int AS skipped
          FROM sandbox_exchange_xsip x
          JOIN sandbox_exchange_scheme_master m ON m.scheme_code = x.scheme_code
          LEFT JOIN sandbox_exchange_xsip_instalment i ON i.xsip_reg_id = x.xsip_reg_id
          WHERE x.member_id = ${field(query.MemberCode)} AND x.client_code = ${field(query.ClientCode)}
            ${ids.length ? sql`AND x.xsip_reg_id = ANY(${`{${ids.join(',')}}`}::bigint[])` : sql``}
          GROUP BY x.xsip_reg_id, m.unique_no
          ORDER BY x.xsip_reg_id`,
    );
    return rows.map((x) => {
      const pausedNow = x.status === 'ACTIVE' && x.pause_to_no !== null && x.next_installment_no >= x.pause_from_no! && x.next_installment_no <= x.pause_to_no;
      const running = x.pause_to_no !== null && x.pause_to_no >= x.next_installment_no;
      let next = x.next_installment_no;
      if (pausedNow) next = x.pause_to_no! + 1;
      const nextDate = x.status === 'ACTIVE' && next <= x.no_of_installments ? sipInstalmentDates(x.start_date, next).debitDate : '';
      return {
        XSIPRegId: x.id,
        Status: pausedNow ? 'PAUSED' : x.status,
        NextInstallmentDate: nextDate,
        InstallmentsDone: x.done,
        InstallmentsFailed: x.failed,
        InstallmentsSkipped: x.skipped,
        PauseFromDate: running ? sipInstalmentDates(x.start_date, Math.max(x.pause_from_no!, x.next_installment_no)).scheduledDate : '',
        PauseToDate: running ? sipInstalmentDates(x.start_date, x.pause_to_no!).scheduledDate : '',
        PauseFlag: x.flag,
        PauseMinInstallments: x.min,
        PauseMaxInstallments: x.max,
        PausesLeft: Math.max(0, x.mods - x.pause_count),
      };
    });
  }

  private async facts(tx: SqlRunner, r: XsipEntryRequest, today: string): Promise<XsipFacts> {
    const [scheme] = await rowsOf<XsipScheme>(
      tx,
      sql`SELECT scheme_code, amc_code, purchase_allowed, sip_flag, sip_dates, sip_minimum_installment_amount::text,
                 sip_maximum_installment_amount::text, sip_multiplier_amount::text, sip_minimum_installment_numbers,
                 sip_maximum_installment_numbers, purchase_cutoff_time
          FROM sandbox_exchange_scheme_master WHERE scheme_code = ${field(r.SchemeCode)}`,
    );
    const [mandate] = field(r.MandateID)
      ? await rowsOf<XsipMandate>(
          tx,
          sql`SELECT client_code, status, amount::text AS amount, start_date::text AS start_date, end_date::text AS end_date
              FROM sandbox_exchange_mandate WHERE mandate_id = ${field(r.MandateID)}`,
        )
      : [];
    let folioIsClients = false;
    if (scheme && field(r.FolioNo)) {
      const found = await rowsOf<{ ok: boolean }>(
        tx,
        sql`SELECT true AS ok FROM sandbox_exchange_folio
            WHERE folio_no = ${field(r.FolioNo)} AND client_code = ${field(r.ClientCode)} AND amc_code = ${scheme.amc_code}`,
      );
      folioIsClients = found.length > 0;
    }
    return { scheme: scheme ?? null, mandate: mandate ?? null, folioIsClients, today };
  }

  private async find(db: SqlRunner, member: string, ref: string): Promise<{ request: XsipEntryRequest; reply: XsipEntryReply } | null> {
    const [row] = await rowsOf<{ request: XsipEntryRequest; reply: XsipEntryReply }>(
      db,
      sql`SELECT request, reply FROM sandbox_exchange_xsip_entry WHERE member_id = ${member} AND unique_ref_no = ${ref}`,
    );
    return row ?? null;
  }

  /** The first answer for a repeated UniqueRefNo; another entry under a used one is refused. */
  private repeat(
    stored: { request: XsipEntryRequest; reply: XsipEntryReply },
    r: XsipEntryRequest,
    reply: (over: Partial<XsipEntryReply>) => XsipEntryReply,
  ): XsipEntryReply {
    if (JSON.stringify(normalised(stored.request)) === JSON.stringify(normalised(r))) return stored.reply;
    return reply({ BSERemarks: 'FAILED: DUPLICATE UNIQUE REFERENCE NUMBER' });
  }
}
