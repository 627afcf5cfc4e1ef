import {
  businessDayOnOrBefore,
  exchangeCalendar,
  isBusinessDay,
  redemptionNavApplicability,
  istDate,
  istInstant,
  istTimeOfDay,
  parseDecimal,
  shiftIsoDate,
  type Clock,
  type Decimal,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  formatOrderEntryReply,
  parseOrderEntryReply,
  type OrderEntryReply,
  type OrderEntryRequest,
} from './exchange-orders';
import { rowsOf, type SqlRunner } from '../../db/rows';
import { DUE_WORK, signalDueWork } from '../../due-work';

// The sandbox exchange's order entry: checks an entry against its scheme master (migration 0040)
// as BSE does, gives accepted entries an order number, and keeps every answer in
// sandbox_exchange_order, keyed by (member, day, TransNo), so a retry gets the first answer.

/** The scheme-master columns order entry checks. */
export interface OrderEntryScheme {
  scheme_code: string;
  amc_code: string;
  purchase_allowed: 'Y' | 'N';
  minimum_purchase_amount: string;
  additional_purchase_amount: string;
  maximum_purchase_amount: string;
  purchase_amount_multiplier: string;
  purchase_cutoff_time: string;
  redemption_allowed: 'Y' | 'N';
  minimum_redemption_qty: string;
  redemption_qty_multiplier: string;
  maximum_redemption_qty: string;
  redemption_amount_minimum: string;
  redemption_amount_maximum: string;
  redemption_amount_multiple: string;
}

/** What order entry knows besides the request: the scheme (null: unknown) and the folio's owner. */
export interface OrderEntryFacts {
  scheme: OrderEntryScheme | null;
  /** True when FolioNo is the client's folio with the scheme's AMC. */
  folioIsClients: boolean;
}

function positive(text: string, places: number): Decimal | null {
  const value = parseDecimal(text);
  return value && value.gt(0) && value.decimalPlaces() <= places ? value : null;
}

/**
 * Why the exchange refuses an entry (`FAILED: …`, its wording), or null when it accepts it.
 * Checks in BSE's order: mandatory fields, scheme, purchase/redemption allowed, folio, amount or
 * quantity, minimum, maximum, multiple.
 */
export function orderEntryFailure(r: OrderEntryRequest, facts: OrderEntryFacts): string | null {
  if (r.TransCode !== 'NEW') return 'FAILED: INVALID TRANSACTION CODE';
  if (!r.ClientCode.trim()) return 'FAILED: CLIENT CODE IS MANDATORY';
  const s = facts.scheme;
  if (!s) return `FAILED: INVALID SCHEME CODE ${r.SchemeCd}`;
  const byAmount = r.OrderVal.trim() !== '';
  const byQty = r.Qty.trim() !== '';

  if (r.BuySell === 'P') {
    if (s.purchase_allowed !== 'Y') return 'FAILED: ORDER ENTRY NOT ALLOWED IN THE SCHEME';
    if (r.BuySellType === 'ADDITIONAL' && !r.FolioNo.trim())
      return 'FAILED: FOLIO NUMBER IS MANDATORY FOR ADDITIONAL PURCHASE';
    if (r.FolioNo.trim() && !facts.folioIsClients) return 'FAILED: INVALID FOLIO NUMBER';
    if (byQty || r.AllRedeem === 'Y') return 'FAILED: PURCHASE IS ALLOWED BY AMOUNT ONLY';
    const amount = positive(r.OrderVal, 2);
    if (!amount) return 'FAILED: INVALID ORDER AMOUNT';
    const minimum =
      r.BuySellType === 'FRESH' ? s.minimum_purchase_amount : s.additional_purchase_amount;
    if (amount.lt(minimum)) {
      return r.BuySellType === 'FRESH'
        ? `FAILED: ORDER AMOUNT IS LESS THAN MINIMUM PURCHASE AMOUNT ${minimum}`
        : `FAILED: ORDER AMOUNT IS LESS THAN MINIMUM ADDITIONAL PURCHASE AMOUNT ${minimum}`;
    }
    if (amount.gt(s.maximum_purchase_amount))
      return `FAILED: ORDER AMOUNT IS MORE THAN MAXIMUM PURCHASE AMOUNT ${s.maximum_purchase_amount}`;
    if (!amount.mod(s.purchase_amount_multiplier).isZero()) {
      return `FAILED: ORDER AMOUNT SHOULD BE IN MULTIPLES OF ${s.purchase_amount_multiplier}`;
    }
    return null;
  }

  if (s.redemption_allowed !== 'Y') return 'FAILED: REDEMPTION NOT ALLOWED IN THE SCHEME';
  if (!r.FolioNo.trim()) return 'FAILED: FOLIO NUMBER IS MANDATORY FOR REDEMPTION';
  if (!facts.folioIsClients) return 'FAILED: INVALID FOLIO NUMBER';
  if (r.AllRedeem === 'Y')
    return byAmount || byQty ? 'FAILED: AMOUNT AND QUANTITY MUST BE BLANK FOR ALL REDEEM' : null;
  if (byAmount === byQty) return 'FAILED: EITHER AMOUNT OR QUANTITY IS MANDATORY';
  if (byAmount) {
    const amount = positive(r.OrderVal, 2);
    if (!amount) return 'FAILED: INVALID ORDER AMOUNT';
    return redemptionLimitFailure('AMOUNT', amount, s.redemption_amount_minimum, s.redemption_amount_maximum, s.redemption_amount_multiple);
  }
  const qty = positive(r.Qty, 4);
  if (!qty) return 'FAILED: INVALID QUANTITY';
  return redemptionLimitFailure('QUANTITY', qty, s.minimum_redemption_qty, s.maximum_redemption_qty, s.redemption_qty_multiplier);
}

/** The scheme master's minimum, maximum and multiple for a redemption by amount or by quantity. */
function redemptionLimitFailure(
  noun: 'AMOUNT' | 'QUANTITY',
  value: Decimal,
  minimum: Decimal.Value,
  maximum: Decimal.Value,
  multiple: Decimal.Value,
): string | null {
  if (value.lt(minimum)) return `FAILED: REDEMPTION ${noun} IS LESS THAN MINIMUM REDEMPTION ${noun} ${minimum}`;
  if (value.gt(maximum)) return `FAILED: REDEMPTION ${noun} IS MORE THAN MAXIMUM REDEMPTION ${noun} ${maximum}`;
  if (!value.mod(multiple).isZero()) return `FAILED: REDEMPTION ${noun} SHOULD BE IN MULTIPLES OF ${multiple}`;
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** BSE's confirmation time: 'Nov 24 2026 10:05AM' (IST). */
export function bseConfirmationTime(at: Date): string {
  const [y, m, d] = istDate(at).split('-').map(Number) as [number, number, number];
  const [hh, mm] = istTimeOfDay(at).split(':').map(Number) as [number, number];
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${MONTHS[m - 1]} ${d} ${y} ${String(h12).padStart(2, ' ')}:${String(mm).padStart(2, '0')}${hh < 12 ? 'AM' : 'PM'}`;
}

/** What the confirmation says of its moment: BSE's time, and whether it is past the cut-off or off a business day. */
export interface ConfirmationMoment {
  time: string;
  offline: boolean;
}

export function confirmationMoment(at: Date, cutOff: string): ConfirmationMoment {
  return {
    time: bseConfirmationTime(at),
    offline: !isBusinessDay(istDate(at), exchangeCalendar) || istTimeOfDay(at) > cutOff,
  };
}

/**
 * The success remark in BSE's shape (`ORD CONF: Your Request for FRESH PURCHASE 5000.000  in
 * SCHEME: …`). A bulk caller (a day's SIP instalments) passes the moment computed once.
 */
export function orderConfirmation(
  r: OrderEntryRequest,
  orderNo: string,
  at: Date | ConfirmationMoment,
  cutOff: string,
): string {
  const moment = at instanceof Date ? confirmationMoment(at, cutOff) : at;
  const what =
    r.BuySell === 'P'
      ? `${r.BuySellType} PURCHASE ${parseDecimal(r.OrderVal)!.toFixed(3)}`
      : r.AllRedeem === 'Y'
        ? 'REDEMPTION ALL UNITS'
        : r.Qty.trim()
          ? `REDEMPTION ${parseDecimal(r.Qty)!.toFixed(3)} UNITS`
          : `REDEMPTION ${parseDecimal(r.OrderVal)!.toFixed(3)}`;
  return (
    `ORD CONF: Your Request for ${what}  in SCHEME: ${r.SchemeCd} THRO : PHYSICAL is confirmed for CLIENT : ${r.ClientCode} ` +
    `(Code: ${r.ClientCode})  CONFIRMATION TIME: ${moment.time} ENTRY BY:  ORDER NO: ${orderNo}` +
    (moment.offline ? ' OFFLINE ORDER WILL BE TRIGGERED  ON NEXT WORKING DAY' : '')
  );
}

/** A field as the reply repeats it: no '|' can break the pipe-separated answer. */
const field = (text: string) => text.replace(/\|/g, ' ').trim();

interface StoredOrder {
  request: OrderEntryRequest;
  reply: string;
}

/** The order entry of the sandbox exchange, its state in the database. */
export interface SandboxOrderEntryOptions {
  /**
   * When an accepted purchase that nobody paid for lapses: the end of its day (IST midnight) by
   * default; the sandbox console or a test may give another rule.
   */
  unpaidOrderLapsesAt?: (enteredAt: Date) => Date;
}

/** Midnight IST after the entry: an unpaid order lapses at the end of its day. */
export function endOfEntryDay(enteredAt: Date): Date {
  return istInstant(shiftIsoDate(istDate(enteredAt), { days: 1 }));
}

export class SandboxOrderEntry {
  private readonly lapsesAt: (enteredAt: Date) => Date;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly clock: Clock,
    options: SandboxOrderEntryOptions = {},
  ) {
    this.lapsesAt = options.unpaidOrderLapsesAt ?? endOfEntryDay;
  }

  async orderEntry(request: OrderEntryRequest): Promise<OrderEntryReply> {
    signalDueWork(DUE_WORK.sandboxExchange); // the exchange jobs look once the caller is done
    const db = this.database.db;
    const at = this.clock.now();
    const entryDate = istDate(at);
    const key = { member: field(request.MemberId), transNo: field(request.TransNo) };
    const base = {
      TransCode: field(request.TransCode),
      TransNo: key.transNo,
      UserID: field(request.UserID),
      MemberId: key.member,
      ClientCode: field(request.ClientCode),
    };
    if (!key.transNo || !key.member) {
      // Nothing to key it by: refused and not kept (BSE answers the same way every time).
      return {
        ...base,
        OrderId: '0',
        BSERemarks: 'FAILED: TRANSACTION NUMBER AND MEMBER ID ARE MANDATORY',
        SuccessFlag: '1',
      };
    }

    // The TransNo's earlier entry, the scheme's facts and (for a new entry of a known scheme) the
    // next order number, in one statement: a refusal leaves a gap in the numbers, as BSE's have.
    const known = await this.entryFacts(db, key, entryDate, request);
    if (known.earlier) return this.repeat(known.earlier, request, base);
    const facts = known.facts;
    const failure = orderEntryFailure(request, facts);
    let orderNo: string | null = null;
    let remarks: string;
    if (failure) remarks = failure;
    else {
      orderNo = known.orderNo!;
      remarks = orderConfirmation(request, orderNo, at, facts.scheme!.purchase_cutoff_time);
    }
    const reply: OrderEntryReply = {
      ...base,
      OrderId: orderNo ?? '0',
      BSERemarks: field(remarks),
      SuccessFlag: failure ? '1' : '0',
    };
    const amount = parseDecimal(request.OrderVal);
    const qty = parseDecimal(request.Qty);
    // A redemption is priced by the time of its entry (3 PM cut-off, spec 3 §4 Redeem); settlement
    // pays it once that NAV is published.
    const redemptionNav =
      !failure && request.BuySell === 'R' ? redemptionNavApplicability(at, exchangeCalendar).navDate : null;
    const inserted = await rowsOf<{ id: string }>(
      db,
      sql`
      INSERT INTO sandbox_exchange_order
        (member_id, entry_date, trans_no, trans_code, user_id, client_code, scheme_code, buy_sell, buy_sell_type,
         order_val, qty, all_redeem, folio_no, request, order_no, success_flag, bse_remarks, reply, entered_at, lapse_at,
         nav_date, price_date)
      VALUES (${key.member}, ${entryDate}, ${key.transNo}, ${base.TransCode}, ${base.UserID}, ${base.ClientCode},
              ${field(request.SchemeCd)}, ${request.BuySell === 'R' ? 'R' : 'P'},
              ${request.BuySellType === 'ADDITIONAL' ? 'ADDITIONAL' : 'FRESH'},
              ${amount && !failure ? amount.toFixed(2) : null}, ${qty && !failure ? qty.toFixed(4) : null},
              ${request.AllRedeem === 'Y' ? 'Y' : 'N'}, ${field(request.FolioNo) || null}, ${JSON.stringify(request)}::jsonb,
              ${orderNo}, ${reply.SuccessFlag}, ${reply.BSERemarks}, ${formatOrderEntryReply(reply)}, ${at.toISOString()}::timestamptz,
              ${!failure && request.BuySell === 'P' ? this.lapsesAt(at).toISOString() : null}::timestamptz,
              ${redemptionNav}::date, ${redemptionNav && businessDayOnOrBefore(redemptionNav, exchangeCalendar)}::date)
      ON CONFLICT (member_id, entry_date, trans_no) DO NOTHING
      RETURNING id::text AS id`,
    );
    if (inserted.length) return reply;
    // An identical entry got in first (a concurrent retry): its answer is the answer.
    const first = await this.find(db, key.member, entryDate, key.transNo);
    if (!first) throw new Error('Order entry: the row that won the insert is not visible');
    return this.repeat(first, request, base);
  }

  private async find(
    db: SqlRunner,
    member: string,
    entryDate: string,
    transNo: string,
  ): Promise<StoredOrder | null> {
    const [row] = await rowsOf<StoredOrder>(
      db,
      sql`
      SELECT request, reply FROM sandbox_exchange_order
      WHERE member_id = ${member} AND entry_date = ${entryDate} AND trans_no = ${transNo}`,
    );
    return row ?? null;
  }

  /** The first answer for a repeated TransNo; a different order under a used TransNo is refused. */
  private repeat(
    stored: StoredOrder,
    request: OrderEntryRequest,
    base: Omit<OrderEntryReply, 'OrderId' | 'BSERemarks' | 'SuccessFlag'>,
  ): OrderEntryReply {
    const same = JSON.stringify(normalised(stored.request)) === JSON.stringify(normalised(request));
    if (same) return parseOrderEntryReply(stored.reply);
    return {
      ...base,
      OrderId: '0',
      BSERemarks: 'FAILED: DUPLICATE TRANSACTION NUMBER',
      SuccessFlag: '1',
    };
  }

  private async entryFacts(
    db: SqlRunner,
    key: { member: string; transNo: string },
    entryDate: string,
    r: OrderEntryRequest,
  ): Promise<{ earlier: StoredOrder | null; facts: OrderEntryFacts; orderNo: string | null }> {
    const [row] = await rowsOf<{ earlier: StoredOrder | string | null; scheme: OrderEntryScheme | string | null; n: string | null }>(
      db,
      sql`
      WITH earlier AS (
        SELECT request, reply FROM sandbox_exchange_order
        WHERE member_id = ${key.member} AND entry_date = ${entryDate} AND trans_no = ${key.transNo}),
      scheme AS (
        SELECT scheme_code, amc_code, purchase_allowed, minimum_purchase_amount::text, additional_purchase_amount::text,
               maximum_purchase_amount::text, purchase_amount_multiplier::text, purchase_cutoff_time, redemption_allowed,
               minimum_redemption_qty::text, redemption_qty_multiplier::text, maximum_redemption_qty::text,
               redemption_amount_minimum::text, redemption_amount_maximum::text, redemption_amount_multiple::text
        FROM sandbox_exchange_scheme_master WHERE scheme_code = ${field(r.SchemeCd)})
      SELECT (SELECT row_to_json(e) FROM earlier e) AS earlier, (SELECT row_to_json(m) FROM scheme m) AS scheme,
             CASE WHEN NOT EXISTS (SELECT 1 FROM earlier) AND EXISTS (SELECT 1 FROM scheme)
                  THEN nextval('sandbox_exchange_order_no_seq')::text END AS n`,
    );
    const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
    const earlier = json(row!.earlier);
    if (earlier) return { earlier, facts: { scheme: null, folioIsClients: false }, orderNo: null };
    return { earlier: null, facts: await this.folioFacts(db, r, json(row!.scheme)), orderNo: row!.n };
  }

  /** The scheme's facts with whether the request's folio is the client's at the scheme's AMC. */
  private async folioFacts(db: SqlRunner, r: OrderEntryRequest, scheme: OrderEntryScheme | null): Promise<OrderEntryFacts> {
    let folioIsClients = false;
    if (scheme && r.FolioNo.trim()) {
      const [folio] = await rowsOf<{ ok: boolean }>(
        db,
        sql`
        SELECT true AS ok FROM sandbox_exchange_folio
        WHERE folio_no = ${field(r.FolioNo)} AND client_code = ${field(r.ClientCode)} AND amc_code = ${scheme.amc_code}`,
      );
      folioIsClients = folio?.ok ?? false;
    }
    return { scheme: scheme ?? null, folioIsClients };
  }
}

/** The request's fields that make it the same order (Remarks aside). */
function normalised(r: OrderEntryRequest) {
  const { Remarks: _remarks, ...rest } = r;
  return Object.fromEntries(
    Object.entries(rest)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, String(v).trim()]),
  );
}
