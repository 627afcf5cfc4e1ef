import {
  businessDayOnOrAfter,
  combineStpBounds,
  daysBetween,
  exchangeCalendar,
  isoDayOfWeek,
  istDate,
  parseDecimal,
  parseDisplayDate,
  stpInstalmentDate,
  STP_FORM_FREQUENCIES,
  type Clock,
  type StpFrequency,
  type StpValidationRow,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { DUE_WORK, signalDueWork } from '../../due-work';
import { rowsOf, type SqlRunner } from '../../db/rows';
import type {
  StpRegistrationRequest,
  StpSwpCancellationRequest,
  StpSwpPort,
  StpSwpReply,
  SwpRegistrationRequest,
} from './stp-swp';

// The sandbox exchange's STP and SWP registrations (migration 0076, docs/decisions/0112): checked
// against the STP validation rows (the view sandbox_exchange_stp_master) and the client's folio as
// BSE does, given a registration number, cancelled on request; every answer kept by the member's
// InternalRefNo so a retry, or two identical calls at once, make one registration. The instalments
// are the job's (sandbox-stp-swp-instalments.ts).

export const STP_SWP_CANCELLED_REMARK = 'REGISTRATION CANCELLED SUCCESSFULLY';

interface MasterRow {
  scheme_code: string;
  amc_code: string;
  astp_frequency: StpFrequency;
  astp_reg_out: 'Y' | 'N';
  astp_reg_in: 'Y' | 'N';
  astp_out_min_inst_amt: string;
  astp_in_min_inst_amt: string;
  astp_out_max_inst_amt: string;
  astp_in_max_inst_amt: string;
  astp_max_instl_nos: number;
  astp_min_instl_nos: number;
  astp_out_multiplier_amt: string;
  astp_min_gap: number;
  astp_max_gap: number;
  astp_dates: string;
}

const toRow = (m: MasterRow): StpValidationRow => ({
  astpFrequency: m.astp_frequency,
  astpRegOut: m.astp_reg_out,
  astpRegIn: m.astp_reg_in,
  astpOutMinInstAmt: m.astp_out_min_inst_amt,
  astpInMinInstAmt: m.astp_in_min_inst_amt,
  astpOutMaxInstAmt: m.astp_out_max_inst_amt,
  astpInMaxInstAmt: m.astp_in_max_inst_amt,
  astpMaxInstlNos: m.astp_max_instl_nos,
  astpMinInstlNos: m.astp_min_instl_nos,
  astpOutMultiplierAmt: m.astp_out_multiplier_amt,
  astpMinGap: m.astp_min_gap,
  astpMaxGap: m.astp_max_gap,
  astpDates: m.astp_dates,
});

const failed = (why: string): StpSwpReply => ({ StatusCode: '101', Response: `FAILED: ${why}` });

/** The plan both registrations share once checked. */
interface Accepted {
  startDate: string;
  amount: string;
  installments: number;
}

/** The common checks of a start date, an amount and a count against combined bounds (BSE's order of checks). */
function checkPlan(
  input: { startDate: string; amount: string; count: string; frequency: string },
  bounds: NonNullable<ReturnType<typeof combineStpBounds>>,
  today: string,
): StpSwpReply | Accepted {
  const startDate = parseDisplayDate(input.startDate.trim());
  if (!startDate) return failed('INVALID START DATE');
  // The exchange takes a start date from today up to the longest gap (the product's form asks
  // for one after today, at least the minimum gap away: its link may be confirmed on the day).
  const gap = daysBetween(today, startDate);
  if (gap < 0) return failed('START DATE CANNOT BE IN THE PAST');
  if (gap > bounds.maxGap) return failed('START DATE IS NOT WITHIN THE ALLOWED GAP');
  if (bounds.frequency === 'WEEKLY' && [0, 6].includes(isoDayOfWeek(startDate))) return failed('START DATE FALLS ON A WEEKEND');
  if ((bounds.frequency === 'MONTHLY' || bounds.frequency === 'QUARTERLY') && !bounds.allowedDates.includes(Number(startDate.slice(8, 10)))) {
    return failed('START DATE IS NOT AN ALLOWED DATE');
  }
  const amount = /^\d{1,10}(\.\d{1,2})?$/.test(input.amount.trim()) ? parseDecimal(input.amount.trim()) : null;
  if (!amount || !amount.gt(0)) return failed('INVALID INSTALLMENT AMOUNT');
  if (amount.lt(bounds.minAmount)) return failed('INSTALLMENT AMOUNT IS LESS THAN MINIMUM INSTALLMENT AMOUNT');
  if (amount.gt(bounds.maxAmount)) return failed('INSTALLMENT AMOUNT IS MORE THAN MAXIMUM INSTALLMENT AMOUNT');
  if (!amount.mod(bounds.multiplier).isZero()) return failed(`INSTALLMENT AMOUNT SHOULD BE IN MULTIPLES OF ${bounds.multiplier.toString()}`);
  if (!/^\d{1,4}$/.test(input.count.trim())) return failed('INVALID NUMBER OF INSTALLMENT');
  const n = Number(input.count.trim());
  if (n < bounds.minInstallments) return failed('NUMBER OF INSTALLMENT IS LESS THAN MINIMUM INSTALLMENT ALLOWED');
  if (n > bounds.maxInstallments) return failed('NUMBER OF INSTALLMENT IS MORE THAN MAXIMUM INSTALLMENT ALLOWED');
  return { startDate, amount: amount.toFixed(2), installments: n };
}

export class SandboxStpSwp implements StpSwpPort {
  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly clock: Clock,
  ) {}

  async stpValidationRows(schemeCode: string): Promise<StpValidationRow[]> {
    return (await this.masterRows(this.database.db, [schemeCode])).map(toRow);
  }

  private async masterRows(db: SqlRunner, codes: string[]): Promise<MasterRow[]> {
    return rowsOf<MasterRow>(
      db,
      sql`SELECT scheme_code, amc_code, astp_frequency, astp_reg_out, astp_reg_in, astp_out_min_inst_amt::text, astp_in_min_inst_amt::text,
                 astp_out_max_inst_amt::text, astp_in_max_inst_amt::text, astp_max_instl_nos, astp_min_instl_nos,
                 astp_out_multiplier_amt::text, astp_min_gap, astp_max_gap, astp_dates
          FROM sandbox_exchange_stp_master WHERE scheme_code = ANY(${`{${codes.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])
          ORDER BY scheme_code, astp_frequency`,
    );
  }

  registerStp(r: StpRegistrationRequest): Promise<StpSwpReply> {
    return this.once(r.MemberCode, r.InternalRefNo, 'STP', r, async (tx, today) => {
      if (!r.ClientCode.trim()) return { reply: failed('CLIENT CODE IS MANDATORY') };
      if (!(STP_FORM_FREQUENCIES as readonly string[]).includes(r.FrequencyType)) return { reply: failed('INVALID FREQUENCY TYPE') };
      const rows = await this.masterRows(tx, [r.FromBSESchemeCode, r.ToBSESchemeCode]);
      const from = rows.filter((x) => x.scheme_code === r.FromBSESchemeCode);
      const to = rows.filter((x) => x.scheme_code === r.ToBSESchemeCode);
      if (!from.length) return { reply: failed(`INVALID SCHEME CODE ${r.FromBSESchemeCode}`) };
      if (!to.length) return { reply: failed(`INVALID SCHEME CODE ${r.ToBSESchemeCode}`) };
      if (r.FromBSESchemeCode === r.ToBSESchemeCode) return { reply: failed('FROM AND TO SCHEME CANNOT BE SAME') };
      if (from[0]!.amc_code !== to[0]!.amc_code) return { reply: failed('FROM AND TO SCHEME SHOULD BELONG TO THE SAME AMC') };
      const bounds = combineStpBounds(
        from.map(toRow).find((x) => x.astpFrequency === r.FrequencyType),
        to.map(toRow).find((x) => x.astpFrequency === r.FrequencyType),
      );
      if (!bounds) return { reply: failed('STP IS NOT ALLOWED IN THE SCHEME FOR THIS FREQUENCY') };
      const plan = checkPlan({ startDate: r.StartDate, amount: r.InstAmount, count: r.NoOfTransfers, frequency: r.FrequencyType }, bounds, today);
      if ('StatusCode' in plan) return { reply: plan };
      if (!(await this.ownsFolio(tx, r.ClientCode, r.FolioNo, from[0]!.amc_code))) return { reply: failed('INVALID FOLIO NUMBER') };
      const regNo = await this.insertRegistration(tx, {
        trans_type: 'STP',
        member_id: r.MemberCode,
        client_code: r.ClientCode,
        from_scheme_code: r.FromBSESchemeCode,
        to_scheme_code: r.ToBSESchemeCode,
        folio_no: r.FolioNo,
        frequency: r.FrequencyType,
        first_order_today: r.FirstOrderToday === 'Y' ? 'Y' : 'N',
        ...plan,
        today,
      });
      return { reply: { StatusCode: '100', Response: regNo }, regNo };
    });
  }

  registerSwp(r: SwpRegistrationRequest): Promise<StpSwpReply> {
    return this.once(r.MemberCode, r.InternalRefNo, 'SWP', r, async (tx, today) => {
      if (!r.ClientCode.trim()) return { reply: failed('CLIENT CODE IS MANDATORY') };
      if (!(STP_FORM_FREQUENCIES as readonly string[]).includes(r.FrequencyType)) return { reply: failed('INVALID FREQUENCY TYPE') };
      const [s] = await rowsOf<{ amc_code: string; swp_flag: string; redemption_allowed: string; min_amount: string; min_nos: number }>(
        tx,
        sql`SELECT amc_code, swp_flag, redemption_allowed, swp_minimum_installment_amount::text AS min_amount,
                   swp_minimum_installment_numbers AS min_nos
            FROM sandbox_exchange_scheme_master WHERE scheme_code = ${r.SchemeCode}`,
      );
      if (!s) return { reply: failed(`INVALID SCHEME CODE ${r.SchemeCode}`) };
      if (s.swp_flag !== 'Y' || s.redemption_allowed !== 'Y') return { reply: failed('SWP IS NOT ALLOWED IN THE SCHEME') };
      // SWP bounds: the scheme's SWP minimums; the STP rows' gaps and dates for the frequency.
      const row = (await this.masterRows(tx, [r.SchemeCode])).map(toRow).find((x) => x.astpFrequency === r.FrequencyType);
      const bounds = row
        ? combineStpBounds(
            { ...row, astpRegOut: 'Y', astpOutMinInstAmt: s.min_amount, astpMinInstlNos: s.min_nos },
            { ...row, astpRegIn: 'Y', astpInMinInstAmt: s.min_amount, astpInMaxInstAmt: row.astpOutMaxInstAmt, astpMinInstlNos: s.min_nos },
          )
        : null;
      if (!bounds) return { reply: failed('SWP IS NOT ALLOWED IN THE SCHEME FOR THIS FREQUENCY') };
      const plan = checkPlan({ startDate: r.StartDate, amount: r.InstallmentAmount, count: r.NoOfWithdrawls, frequency: r.FrequencyType }, bounds, today);
      if ('StatusCode' in plan) return { reply: plan };
      if (!(await this.ownsFolio(tx, r.ClientCode, r.FolioNo, s.amc_code))) return { reply: failed('INVALID FOLIO NUMBER') };
      const regNo = await this.insertRegistration(tx, {
        trans_type: 'SWP',
        member_id: r.MemberCode,
        client_code: r.ClientCode,
        from_scheme_code: r.SchemeCode,
        to_scheme_code: null,
        folio_no: r.FolioNo,
        frequency: r.FrequencyType,
        first_order_today: r.FirstOrderToday === 'Y' ? 'Y' : 'N',
        ...plan,
        today,
      });
      return { reply: { StatusCode: '100', Response: regNo }, regNo };
    });
  }

  cancel(r: StpSwpCancellationRequest): Promise<StpSwpReply> {
    return this.once(r.MemberCode, r.InternalRefNo, 'CXL', r, async (tx) => {
      const [reg] = await rowsOf<{ status: string }>(
        tx,
        sql`SELECT status FROM sandbox_exchange_stp_swp
            WHERE reg_no = ${/^\d{1,18}$/.test(r.RegNo) ? r.RegNo : '0'}::bigint AND client_code = ${r.ClientCode} AND trans_type = ${r.TransType}
            FOR UPDATE`,
      );
      if (!reg) return { reply: failed('INVALID REGISTRATION NUMBER') };
      if (reg.status !== 'ACTIVE') return { reply: failed(`REGISTRATION IS ALREADY ${reg.status}`) };
      await tx.execute(sql`
        UPDATE sandbox_exchange_stp_swp SET status = 'CANCELLED', next_date = NULL, lease_until = NULL,
               cancelled_at = ${this.clock.now().toISOString()}::timestamptz
        WHERE reg_no = ${r.RegNo}::bigint`);
      return { reply: { StatusCode: '100', Response: STP_SWP_CANCELLED_REMARK }, regNo: r.RegNo };
    });
  }

  /**
   * The answer of (member, reference), given once: the entry row is inserted first (a concurrent
   * identical call waits on its key, then reads the first answer), the work and the answer follow
   * in the same transaction.
   */
  private async once(
    memberId: string,
    ref: string,
    transType: 'STP' | 'SWP' | 'CXL',
    request: object,
    work: (tx: SqlRunner, today: string) => Promise<{ reply: StpSwpReply; regNo?: string }>,
  ): Promise<StpSwpReply> {
    const now = this.clock.now();
    if (!memberId.trim() || !ref.trim()) return failed('MEMBER CODE AND INTERNAL REFERENCE NUMBER ARE MANDATORY');
    const reply = await this.database.db.transaction(async (tx) => {
      const mine = await rowsOf<{ k: string }>(
        tx,
        sql`INSERT INTO sandbox_exchange_stp_swp_entry (member_id, internal_ref_no, trans_type, request, reply, entered_at)
            VALUES (${memberId}, ${ref}, ${transType}, ${JSON.stringify(request)}::jsonb, '{}'::jsonb, ${now.toISOString()}::timestamptz)
            ON CONFLICT DO NOTHING RETURNING internal_ref_no AS k`,
      );
      if (!mine.length) {
        const [first] = await rowsOf<{ reply: StpSwpReply }>(
          tx,
          sql`SELECT reply FROM sandbox_exchange_stp_swp_entry WHERE member_id = ${memberId} AND internal_ref_no = ${ref}`,
        );
        return first!.reply;
      }
      const done = await work(tx, istDate(now));
      await tx.execute(sql`
        UPDATE sandbox_exchange_stp_swp_entry SET reply = ${JSON.stringify(done.reply)}::jsonb, reg_no = ${done.regNo ?? null}::bigint
        WHERE member_id = ${memberId} AND internal_ref_no = ${ref}`);
      return done.reply;
    });
    if (reply.StatusCode === '100') signalDueWork(DUE_WORK.sandboxExchange);
    return reply;
  }

  private async ownsFolio(tx: SqlRunner, clientCode: string, folioNo: string, amcCode: string): Promise<boolean> {
    const [f] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`SELECT EXISTS (SELECT 1 FROM sandbox_exchange_folio WHERE folio_no = ${folioNo} AND client_code = ${clientCode} AND amc_code = ${amcCode}) AS ok`,
    );
    return f?.ok === true;
  }

  private async insertRegistration(
    tx: SqlRunner,
    r: {
      trans_type: 'STP' | 'SWP';
      member_id: string;
      client_code: string;
      from_scheme_code: string;
      to_scheme_code: string | null;
      folio_no: string;
      frequency: StpFrequency;
      first_order_today: 'Y' | 'N';
      startDate: string;
      amount: string;
      installments: number;
      today: string;
    },
  ): Promise<string> {
    // First order today: instalment 0 on today's business day (or the next), before the schedule.
    const first = r.first_order_today === 'Y';
    const nextDate = first ? businessDayOnOrAfter(r.today, exchangeCalendar) : stpInstalmentDate(r.frequency, r.startDate, 1);
    const [row] = await rowsOf<{ reg_no: string }>(
      tx,
      sql`INSERT INTO sandbox_exchange_stp_swp
            (trans_type, member_id, client_code, from_scheme_code, to_scheme_code, folio_no, frequency, installment_amount,
             no_of_installments, start_date, first_order_today, status, next_installment_no, next_date, registered_at)
          VALUES (${r.trans_type}, ${r.member_id}, ${r.client_code}, ${r.from_scheme_code}, ${r.to_scheme_code}, ${r.folio_no}, ${r.frequency},
                  ${r.amount}::numeric, ${r.installments}, ${r.startDate}::date, ${r.first_order_today}, 'ACTIVE', ${first ? 0 : 1},
                  ${nextDate}::date, ${this.clock.now().toISOString()}::timestamptz)
          RETURNING reg_no::text`,
    );
    return row!.reg_no;
  }

  /** The registrations of a client (the sandbox console and tests). */
  async registrations(clientCode: string): Promise<{ regNo: string; transType: string; status: string; nextInstallmentNo: number; nextDate: string | null }[]> {
    const rows = await rowsOf<{ reg_no: string; trans_type: string; status: string; next_installment_no: number; next_date: string | null }>(
      this.database.db,
      sql`SELECT reg_no::text, trans_type, status, next_installment_no, next_date::text FROM sandbox_exchange_stp_swp
          WHERE client_code = ${clientCode} ORDER BY reg_no`,
    );
    return rows.map((r) => ({ regNo: r.reg_no, transType: r.trans_type, status: r.status, nextInstallmentNo: r.next_installment_no, nextDate: r.next_date }));
  }
}
