import {
  businessDayOnOrBefore,
  chequeFundsRealisedAt,
  exchangeCalendar,
  isNfoOfferOrder,
  NFO_OFFER_PRICE,
  nfoAllotmentDate,
  EXCHANGE_PAYMENT_STATUSES,
  istDate,
  istInstant,
  istTimeOfDay,
  nextBusinessDay,
  parseDecimal,
  purchaseNavApplicability,
  Decimal,
  type Clock,
  type NavCutOffClass,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { PaymentReply, PaymentRequest } from './exchange-orders';
import type { MandateDebitAnswer, MandateDebitRequest } from './sandbox-mandates';
import { rowsOf, type SqlRunner } from '../../db/rows';
import { DUE_WORK, signalDueWork } from '../../due-work';

// The sandbox exchange's payments (migration 0042): one payment pays one or more of a client's
// accepted purchase orders, by the spec's modes, and the money is realised the way each mode
// realises it. Documented test values are in README.md beside this file.

export const PAYMENT_TEST_VALUES = {
  /** A cheque whose number ends in 000 bounces when it would clear. */
  bouncingChequeSuffix: '000',
} as const;

export interface SandboxPaymentsOptions {
  /** Business days after the deposit date a cheque clears (default 2). */
  chequeClearingBusinessDays?: number;
  /** Whether the exchange holds an approved mandate for the client (the mandates module answers; none by default). */
  isMandateApproved?: (clientCode: string, mandateId: string, amount: Decimal) => Promise<boolean>;
  /**
   * Presents an OTM payment's debit to the mandate register in the payment's transaction
   * (SandboxMandates.debit: approved, the client's, within its limit for the debit date, once per
   * key). Without it an approved mandate is enough (tests of the money path alone).
   */
  debitMandate?: (request: MandateDebitRequest, tx: DbTx) => Promise<MandateDebitAnswer>;
}

/** A Drizzle transaction, as `db.transaction(async (tx) => …)` hands it over. */
type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the sandbox bank's payment page shows of a payment waiting there. */
export interface PendingBankPayment {
  paymentId: string;
  clientCode: string;
  paymentMode: 'NET_BANKING' | 'UPI';
  totalAmount: string;
  /** The exchange order numbers, comma-separated. */
  orderNos: string;
  vpaId: string | null;
}

/** Spec 3 §4: a challan after 15:00 is deposited the next day. */
export const CHALLAN_CUT_OFF_IST = '15:00:00';

interface PayableOrder {
  order_no: string;
  client_code: string;
  buy_sell: string;
  order_val: string | null;
  lapsed_at: string | null;
  payment_state: string | null;
}

const refused = (ref: string, why: string): PaymentReply => ({
  statuscode: '101',
  internalrefno: ref,
  responsestring: why,
});

export class SandboxPayments {
  private readonly clearingDays: number;
  private readonly isMandateApproved: NonNullable<SandboxPaymentsOptions['isMandateApproved']>;
  private readonly debitMandate: SandboxPaymentsOptions['debitMandate'];

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly clock: Clock,
    options: SandboxPaymentsOptions = {},
  ) {
    this.clearingDays = options.chequeClearingBusinessDays ?? 2;
    this.isMandateApproved = options.isMandateApproved ?? (async () => false);
    this.debitMandate = options.debitMandate;
  }

  async payment(r: PaymentRequest): Promise<PaymentReply> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    const ref = r.internalrefno.trim();
    const member = r.membercode.trim();
    if (!ref || !member)
      return refused(ref, 'FAILED: MEMBER CODE AND INTERNAL REFERENCE NUMBER ARE MANDATORY');
    // A repeat of the reference answers the first reply: looked up under the orders' lock below
    // (one look, not one before and one after the lock).
    const orderNos = [...new Set(r.ordernumber.map((o) => o.trim()))];
    if (!orderNos.length || orderNos.some((o) => !/^\d{1,18}$/.test(o)))
      return refused(ref, 'FAILED: INVALID ORDER NUMBER');
    const total = parseDecimal(r.totalamount);
    if (!total || !total.gt(0) || total.decimalPlaces() > 2)
      return refused(ref, 'FAILED: INVALID TOTAL AMOUNT');
    const modeFailure = this.modeFailure(r);
    if (modeFailure) return refused(ref, modeFailure);
    if (
      r.paymentMode === 'OTM' &&
      !(await this.isMandateApproved(r.clientcode.trim(), r.mandateid!.trim(), total))
    ) {
      return refused(ref, 'FAILED: MANDATE IS NOT APPROVED');
    }

    const now = this.clock.now();
    return this.database.db.transaction(async (tx) => {
      // The orders' rows are locked first: two payments for the same order cannot both pass.
      const orders = await rowsOf<PayableOrder>(
        tx,
        sql`
        SELECT o.order_no::text, o.client_code, o.buy_sell, o.order_val::text, o.lapsed_at::text,
               p.status AS payment_state
        FROM sandbox_exchange_order o LEFT JOIN sandbox_exchange_payment p ON p.id = o.payment_id
        WHERE o.order_no = ANY(${`{${orderNos.join(',')}}`}::bigint[])
        ORDER BY o.order_no
        FOR UPDATE OF o`,
      );
      const failure = this.ordersFailure(r, orderNos, orders, total);
      // A repeat of the reference finds its orders paid by it: the first reply is the answer.
      if (failure) return (await this.byRef(tx, member, ref)) ?? refused(ref, failure);

      const paymentTo = this.paymentFields(r, now);
      if (r.paymentMode === 'OTM' && this.debitMandate) {
        // The debit is presented for the day the money is taken; the register keeps its limit per day.
        const debit = await this.debitMandate(
          {
            debitKey: `otm:${member}:${ref}`,
            mandateId: r.mandateid!.trim(),
            clientCode: r.clientcode.trim(),
            amount: total.toFixed(2),
            debitDate: istDate(paymentTo.realiseAt!),
          },
          tx,
        );
        if (debit.outcome !== 'DEBITED') return refused(ref, debit.remarks);
      }
      // The payment (its reply, which names its id for the bank page) and its orders, in one
      // statement; a concurrent repeat of the reference inserted first: its reply is the answer.
      const bankPagePrefix = paymentTo.status === 'at_bank' ? paymentTo.answer('') : null;
      const fixed = paymentTo.status === 'at_bank' ? null : paymentTo.answer();
      const orderStatus = paymentTo.status === 'awaiting' ? EXCHANGE_PAYMENT_STATUSES.awaitingFunds : EXCHANGE_PAYMENT_STATUSES.notInitiated;
      const [row] = await rowsOf<{ id: string }>(
        tx,
        sql`
        WITH n AS (SELECT nextval(pg_get_serial_sequence('sandbox_exchange_payment', 'id')) AS id),
        p AS (
          INSERT INTO sandbox_exchange_payment
            (id, member_id, internal_ref_no, client_code, payment_mode, order_nos, total_amount, account_number, ifsc, utr,
             vpa_id, mandate_id, cheque_number, cheque_date, deposit_date, status, realise_at, reply, created_at)
          SELECT n.id, ${member}, ${ref}, ${r.clientcode.trim()}, ${r.paymentMode}, ${`{${orderNos.join(',')}}`}::bigint[],
                 ${total.toFixed(2)}, ${r.accountnumber?.trim() || null}, ${r.ifsc?.trim() || null},
                 ${r.NEFTreference?.trim() || null}, ${r.vpaid?.trim() || null}, ${r.mandateid?.trim() || null},
                 ${r.chequeNumber?.trim() || null}, ${r.chequeDate ?? null}::date, ${paymentTo.depositDate}::date,
                 ${paymentTo.status}, ${paymentTo.realiseAt?.toISOString() ?? null}::timestamptz,
                 jsonb_build_object('statuscode', '100', 'internalrefno', ${ref}::text,
                                    'responsestring', coalesce(${fixed}::text, ${bankPagePrefix}::text || n.id::text)),
                 ${now.toISOString()}::timestamptz
          FROM n
          ON CONFLICT (member_id, internal_ref_no) DO NOTHING
          RETURNING id),
        o AS (
          UPDATE sandbox_exchange_order SET payment_id = p.id, payment_status = ${orderStatus}
          FROM p WHERE order_no = ANY(${`{${orderNos.join(',')}}`}::bigint[]))
        SELECT id::text AS id FROM p`,
      );
      if (!row) return (await this.byRef(tx, member, ref))!;
      const reply: PaymentReply = { statuscode: '100', internalrefno: ref, responsestring: fixed ?? `${bankPagePrefix}${row.id}` };
      return reply;
    });
  }

  /** A net-banking or UPI payment still waiting on the local bank page, as that page shows it; else null. */
  async pendingBankPayment(paymentId: string): Promise<PendingBankPayment | null> {
    if (!/^\d{1,18}$/.test(paymentId)) return null;
    const [p] = await rowsOf<PendingBankPayment>(
      this.database.db,
      sql`
      SELECT id::text AS "paymentId", client_code AS "clientCode", payment_mode AS "paymentMode",
             total_amount::text AS "totalAmount", array_to_string(order_nos, ',') AS "orderNos", vpa_id AS "vpaId"
      FROM sandbox_exchange_payment WHERE id = ${paymentId} AND status = 'at_bank'`,
    );
    return p ?? null;
  }

  /** The local bank page's outcome for a net-banking or UPI payment (sandbox console, bank pages, tests). */
  async completeBankPayment(
    paymentId: string,
    outcome: 'approve' | 'fail' | 'abandon',
  ): Promise<boolean> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    if (!/^\d{1,18}$/.test(paymentId)) return false;
    const at = this.clock.now();
    return this.database.db.transaction(async (tx) => {
      const [p] = await rowsOf<{ id: string }>(
        tx,
        sql`
        SELECT id::text FROM sandbox_exchange_payment WHERE id = ${paymentId} AND status = 'at_bank' FOR UPDATE`,
      );
      if (!p) return false;
      if (outcome === 'approve') await realise(tx, p.id, at);
      else await closePayment(tx, p.id, outcome === 'fail' ? 'rejected' : 'abandoned');
      return true;
    });
  }

  /** The bank's NEFT/RTGS credit carrying `utr` arrived now: the payment that quoted it is realised. */
  async receiveNeftCredit(utr: string): Promise<boolean> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    const at = this.clock.now();
    return this.database.db.transaction(async (tx) => {
      const [p] = await rowsOf<{ id: string }>(
        tx,
        sql`
        SELECT id::text FROM sandbox_exchange_payment
        WHERE utr = ${utr.trim()} AND payment_mode = 'NEFT' AND status = 'awaiting' ORDER BY id LIMIT 1 FOR UPDATE`,
      );
      if (!p) return false;
      await realise(tx, p.id, at);
      return true;
    });
  }

  private modeFailure(r: PaymentRequest): string | null {
    switch (r.paymentMode) {
      case 'NEFT':
        return /^[A-Za-z0-9]{1,22}$/.test(r.NEFTreference?.trim() ?? '')
          ? null
          : 'FAILED: UTR NUMBER IS MANDATORY';
      case 'UPI':
        return /^[\w.-]{2,256}@[A-Za-z]{2,64}$/.test(r.vpaid?.trim() ?? '')
          ? null
          : 'FAILED: VPA ID IS MANDATORY';
      case 'CHEQUE':
        if (!/^\d{6}$/.test(r.chequeNumber?.trim() ?? '')) return 'FAILED: INVALID CHEQUE NUMBER';
        return /^\d{4}-\d{2}-\d{2}$/.test(r.chequeDate ?? '')
          ? null
          : 'FAILED: INVALID CHEQUE DATE';
      case 'OTM':
        return r.mandateid?.trim() ? null : 'FAILED: MANDATE ID IS MANDATORY';
      case 'NET_BANKING':
        return null;
      default:
        return 'FAILED: INVALID PAYMENT MODE';
    }
  }

  private ordersFailure(
    r: PaymentRequest,
    orderNos: string[],
    orders: PayableOrder[],
    total: Decimal,
  ): string | null {
    for (const no of orderNos) {
      const o = orders.find((x) => x.order_no === no);
      if (!o || o.client_code !== r.clientcode.trim()) return `FAILED: INVALID ORDER NUMBER ${no}`;
      if (o.buy_sell !== 'P' || o.order_val === null)
        return `FAILED: ORDER NUMBER ${no} IS NOT A PURCHASE`;
      if (o.lapsed_at !== null) return `FAILED: ORDER NUMBER ${no} HAS EXPIRED`;
      if (
        o.payment_state !== null &&
        o.payment_state !== 'rejected' &&
        o.payment_state !== 'abandoned'
      ) {
        return `FAILED: PAYMENT ALREADY INITIATED FOR ORDER NUMBER ${no}`;
      }
    }
    const sum = orders.reduce((acc, o) => acc.plus(o.order_val!), new Decimal(0));
    if (!sum.eq(total))
      return `FAILED: TOTAL AMOUNT ${total.toFixed(2)} DOES NOT MATCH ORDER AMOUNT ${sum.toFixed(2)}`;
    return null;
  }

  /** Where a new payment stands and what the exchange answers, by mode. */
  private paymentFields(r: PaymentRequest, now: Date) {
    switch (r.paymentMode) {
      case 'NET_BANKING':
      case 'UPI':
        return {
          status: 'at_bank' as const,
          depositDate: null,
          realiseAt: null,
          answer: (id: string) => `/v1/sandbox/bank/payments/${id}`,
        };
      case 'NEFT':
        return {
          status: 'awaiting' as const,
          depositDate: null,
          realiseAt: null,
          answer: () => EXCHANGE_PAYMENT_STATUSES.awaitingFunds,
        };
      case 'CHEQUE': {
        const today = istDate(now);
        const depositDate =
          istTimeOfDay(now) <= CHALLAN_CUT_OFF_IST
            ? today
            : nextBusinessDay(today, exchangeCalendar);
        const realiseAt = chequeFundsRealisedAt(depositDate, this.clearingDays, exchangeCalendar);
        return {
          status: 'awaiting' as const,
          depositDate,
          realiseAt,
          answer: () => `CHALLAN GENERATED. DEPOSIT DATE ${depositDate}`,
        };
      }
      case 'OTM': {
        // The mandate is debited the next business day; the money is credited that morning.
        const realiseAt = istInstant(nextBusinessDay(istDate(now), exchangeCalendar), '10:00');
        return {
          status: 'awaiting' as const,
          depositDate: null,
          realiseAt,
          answer: () => EXCHANGE_PAYMENT_STATUSES.awaitingFunds,
        };
      }
    }
  }

  private async byRef(db: SqlRunner, member: string, ref: string): Promise<PaymentReply | null> {
    const [row] = await rowsOf<{ reply: PaymentReply }>(
      db,
      sql`
      SELECT reply FROM sandbox_exchange_payment WHERE member_id = ${member} AND internal_ref_no = ${ref}`,
    );
    return row && row.reply.statuscode ? row.reply : null;
  }
}

/**
 * The payment's money reached the fund at `at`: the payment and its orders are APPROVED, and each
 * order gets its NAV date by the domain's rule and the business day whose NAV prices it.
 */
export async function realise(tx: SqlRunner, paymentId: string, at: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE sandbox_exchange_payment SET status = 'approved', realised_at = ${at.toISOString()}::timestamptz WHERE id = ${paymentId}`);
  const orders = await rowsOf<{
    id: string;
    nav_cutoff_class: NavCutOffClass;
    entry_date: string;
    nfo_open_date: string | null;
    nfo_close_date: string | null;
  }>(
    tx,
    sql`
    SELECT o.id::text, m.nav_cutoff_class, o.entry_date::text, s.nfo_open_date::text, s.nfo_close_date::text
    FROM sandbox_exchange_order o
    JOIN sandbox_exchange_scheme_master m ON m.scheme_code = o.scheme_code
    LEFT JOIN scheme s ON s.amfi_code = m.unique_no
    WHERE o.payment_id = ${paymentId}`,
  );
  for (const o of orders) {
    // An order placed during an NFO's offer buys at the offer price on the allotment date (decision
    // 0148); the scheme has no NAV to price it before then.
    const nfo = isNfoOfferOrder(o.entry_date, { nfoOpenDate: o.nfo_open_date, nfoCloseDate: o.nfo_close_date });
    const navDate = nfo
      ? nfoAllotmentDate(o.nfo_close_date!, exchangeCalendar)
      : purchaseNavApplicability(at, o.nav_cutoff_class, exchangeCalendar).navDate;
    const priceDate = businessDayOnOrBefore(navDate, exchangeCalendar);
    await tx.execute(sql`
      UPDATE sandbox_exchange_order
      SET payment_status = ${EXCHANGE_PAYMENT_STATUSES.approved}, funds_realised_at = ${at.toISOString()}::timestamptz,
          nav_date = ${navDate}, price_date = ${priceDate}, offer_price = ${nfo ? NFO_OFFER_PRICE : null}
      WHERE id = ${o.id}`);
  }
}

/** A payment that will not bring money: its orders may be paid again (rejected shows as REJECTED). */
export async function closePayment(
  tx: SqlRunner,
  paymentId: string,
  status: 'rejected' | 'abandoned',
): Promise<void> {
  await tx.execute(
    sql`UPDATE sandbox_exchange_payment SET status = ${status} WHERE id = ${paymentId}`,
  );
  await tx.execute(sql`
    UPDATE sandbox_exchange_order
    SET payment_status = ${status === 'rejected' ? EXCHANGE_PAYMENT_STATUSES.rejected : EXCHANGE_PAYMENT_STATUSES.notInitiated}
    WHERE payment_id = ${paymentId}`);
}
