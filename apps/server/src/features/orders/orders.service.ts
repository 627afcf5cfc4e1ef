import {
  Decimal,
  EXCHANGE_PAYMENT_STATUSES,
  formatIndianNumber,
  freeAmount,
  freeUnitsShown,
  istDate,
  paymentModeOf,
  PAYMENT_MODE_CODES,
  type Clock,
} from '@sanchay/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/client';
import type { ExchangeOrderPort, OrderEntryRequest, PaymentReply, PaymentRequest } from '../../integrations/exchange';
import { applyAllotmentStatement, folioUnitsOf, reconcileLedger, recordReconciliationBreaks, type BreakAlertLog } from '../../ledger';
import { unfinishedByKeys, type OutsideCalls } from '../../outside-calls';
import {
  ORDER_ENTRY,
  PAYMENT,
  PAYMENT_STATUS,
  recordPaymentStatus,
  type OrderEntryContext,
  type PaymentContext,
  type PaymentStatusContext,
  type PaymentStatusRequest,
} from './orders.commands';
import { orderErrors } from './orders-errors';
import { MAX_ORDERS, modeFields, prepareSet, type NormalisedOrder, type PayOrdersInput, type PlaceOrdersInput, type PreparedSet } from './order-requests';
import { orderView, paymentView, type OrderSetView, type PaymentView } from './order-views';
import * as q from './orders.queries';

/** The member's identity at the exchange (BSE's MemberId and its user id). */
export interface ExchangeMember {
  MemberId: string;
  UserID: string;
}

/** The sandbox exchange's member (its order book accepts any; a real one comes from configuration). */
export const SANDBOX_MEMBER: ExchangeMember = { MemberId: '12345', UserID: '1234501' };

export interface OrdersServiceDeps {
  database: Database;
  clock: Clock;
  outsideCalls: OutsideCalls;
  exchange: ExchangeOrderPort;
  member?: ExchangeMember;
  /** The server's logger: a reconciliation break the statement reveals is an alert (decision 0164). */
  log?: BreakAlertLog;
}

/** One payment-status lookup per order per window on the bank's return (docs/decisions/0095). */
export const PAYMENT_STATUS_WINDOW_MS = 10_000;
const orderEntryKey = (transNo: string) => `order-entry:${transNo}`;
const paymentKey = (ref: string) => `payment:${ref}`;

/**
 * Places and pays an investor's orders through the exchange (docs/decisions/0060). Every exchange
 * call is a durable command written with our rows (tx 1), run after commit, its answer applied in
 * tx 2 (orders.commands.ts). Submits are idempotent per (user, key); the investor's profile row
 * is locked for a submit, so two at once are one after the other and see each other's orders.
 */
export class OrdersService {
  private readonly member: ExchangeMember;

  constructor(private readonly deps: OrdersServiceDeps) {
    this.member = deps.member ?? SANDBOX_MEMBER;
  }

  async placeOrders(userId: string, input: PlaceOrdersInput): Promise<OrderSetView> {
    return this.orderSet(userId, await this.placeOrderSet(userId, input));
  }

  /**
   * placeOrders without reading the set back: its id, once its order entries have run (the
   * checkout reads the set once, for its summary).
   */
  async placeOrderSet(userId: string, input: PlaceOrdersInput): Promise<string> {
    const prepared = prepareSet(input);
    const written = await this.deps.database.db.transaction(async (tx) => {
      const [profile] = await rowsOf<{ ucc: string }>(tx, sql`SELECT ucc FROM investor_profile WHERE user_id = ${userId} FOR UPDATE`);
      if (!profile) throw orderErrors.profileMissing();
      return this.writeSet(tx, userId, profile.ucc, prepared);
    });
    await this.runOrderEntries(written);
    return written.setId;
  }

  /**
   * Writes an order set in the caller's transaction, which holds the investor's profile row
   * (`FOR UPDATE`), as placeOrders' own does: the checkout writes its set with its checkout
   * (docs/decisions/0092). After the commit, pass the answer to runOrderEntries.
   */
  writeOrderSet(tx: Tx, userId: string, ucc: string, input: PlaceOrdersInput): Promise<WrittenSet> {
    return this.writeSet(tx, userId, ucc, prepareSet(input));
  }

  /** The id of the set an earlier submit with this key wrote, in the caller's transaction; null when none. */
  async findOrderSetId(tx: Tx, userId: string, idempotencyKey: string): Promise<string | null> {
    return (await q.findSet(tx, userId, idempotencyKey.trim()))?.id ?? null;
  }

  /**
   * Runs a written set's order entries: the commands this call wrote, by id; for a set written
   * before (a repeated key), the ones still unfinished (a retried submit finishes what the first could not).
   */
  async runOrderEntries(written: WrittenSet): Promise<void> {
    if (written.commands) for (const id of written.commands) await this.deps.outsideCalls.run(id);
    else await this.finishSet(written.setId);
  }

  private async writeSet(tx: Tx, userId: string, ucc: string, { key, wanted, hash }: PreparedSet): Promise<WrittenSet> {
    const now = this.deps.clock.now();
    // The key's first set wins; a repeat (same orders) gets it, other orders under it are refused.
    const [set] = await rowsOf<{ id: string }>(
      tx,
      sql`INSERT INTO order_set (user_id, ucc, idempotency_key, request_hash, created_at)
          VALUES (${userId}, ${ucc}, ${key}, ${hash}, ${now.toISOString()}::timestamptz)
          ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id::text`,
    );
    if (!set) {
      const earlier = await q.findSet(tx, userId, key);
      if (!earlier || earlier.request_hash !== hash) throw orderErrors.keyReused();
      return { setId: earlier.id, commands: null };
    }
    const commands: string[] = [];
    for (const order of wanted) commands.push(await this.writeOrder(tx, set.id, userId, ucc, order, now));
    return { setId: set.id, commands };
  }

  /** The set as it stands (the caller's own only). */
  async orderSet(userId: string, setId: string): Promise<OrderSetView> {
    const orders = await q.ordersOfOwnSet(this.deps.database.db, userId, setId);
    if (!orders.length) throw orderErrors.setNotFound();
    return { id: orders[0]!.order_set_id, orders: orders.map(orderView) };
  }

  /** Pays the set's VALID purchase orders not paid yet, by one mode; idempotent per (user, key). */
  async payOrders(userId: string, input: PayOrdersInput): Promise<PaymentView> {
    const key = input.idempotencyKey.trim();
    if (!key || key.length > 100) throw orderErrors.keyReused();
    const mode = typeof input.paymentMode === 'number' ? paymentModeOf(input.paymentMode) : input.paymentMode in PAYMENT_MODE_CODES ? input.paymentMode : null;
    if (!mode) throw orderErrors.modeRequired();
    const fields = modeFields(mode, input);
    const { db } = this.deps.database;

    // The payment command when this call wrote it (run at once below); a payment written before
    // is read, and its command run if it is still being sent.
    const { paymentId, command, written } = await db.transaction(async (tx) => {
      const [profile] = await rowsOf<{ ucc: string }>(tx, sql`SELECT ucc FROM investor_profile WHERE user_id = ${userId} FOR UPDATE`);
      if (!profile) throw orderErrors.profileMissing();
      const earlier = await q.findPayment(tx, userId, key);
      if (earlier) return { paymentId: earlier.id, command: null, written: null };
      // The caller's own set's orders, locked, in one statement (no set read first: decision 0092).
      const orders = await q.ordersOfOwnSet(tx, userId, input.orderSetId, true);
      if (!orders.length) throw orderErrors.setNotFound();
      const set = { id: orders[0]!.order_set_id };
      const purchases = orders.filter((o) => o.buy_sell === 'P');
      if (purchases.some((o) => o.order_status === 'ENTERING')) throw orderErrors.stillEntering();
      // Payable: not paid for yet, or the last payment brought no money (REJECTED, or a bank page
      // left without paying: the exchange still says not initiated, and refuses a second payment
      // while its page is open). A payment still being sent holds its orders.
      const sending = new Set(
        (await rowsOf<{ id: string }>(tx, sql`SELECT id::text FROM order_payment WHERE order_set_id = ${set.id} AND status = 'SENDING'`)).map((p) => p.id),
      );
      const unpaid: string[] = [EXCHANGE_PAYMENT_STATUSES.notInitiated, EXCHANGE_PAYMENT_STATUSES.rejected];
      const payable = purchases.filter(
        (o) =>
          o.order_status === 'VALID' && o.allotted_at === null && unpaid.includes(o.payment_status ?? '') && !(o.payment_id !== null && sending.has(o.payment_id)),
      );
      if (!payable.length) throw orderErrors.nothingToPay();
      const total = payable.reduce((sum, o) => sum.plus(o.amount!), new Decimal(0));
      const now = this.deps.clock.now();
      const orderNos = payable.map((o) => o.bse_order_no!);
      // The payment and its orders' link to it in one statement (docs/decisions/0150).
      const [row] = await rowsOf<{ id: string; internal_ref_no: string }>(
        tx,
        sql`WITH p AS (
              INSERT INTO order_payment (order_set_id, user_id, idempotency_key, internal_ref_no, payment_mode, order_nos, total_amount, status, created_at)
              VALUES (${set.id}, ${userId}, ${key}, ${`PAY${istDate(now).replace(/-/g, '')}`} || ${padded('investor_order_trans_seq', 10)}, ${mode},
                      ${`{${orderNos.join(',')}}`}::bigint[], ${total.toFixed(2)}, 'SENDING', ${now.toISOString()}::timestamptz)
              RETURNING id, internal_ref_no),
            linked AS (UPDATE investor_order SET payment_id = (SELECT id FROM p) WHERE id = ANY(${`{${payable.map((o) => o.id).join(',')}}`}::bigint[]))
            SELECT id::text, internal_ref_no FROM p`,
      );
      const ref = row!.internal_ref_no;
      const request: PaymentRequest = {
        membercode: this.member.MemberId,
        clientcode: profile.ucc,
        paymentMode: mode,
        ordernumber: orderNos,
        totalamount: total.toFixed(2),
        internalrefno: ref,
        ...fields,
      };
      const enqueued = await this.deps.outsideCalls.enqueue<PaymentRequest, PaymentContext>(
        tx,
        { ...PAYMENT, idempotencyKey: paymentKey(ref), request, context: { paymentId: row!.id }, subject: profile.ucc },
        { runNow: true },
      );
      return { paymentId: row!.id, command: enqueued.id, written: { mode, total: total.toFixed(2), orderNos } };
    });
    if (command) {
      const ran = await this.deps.outsideCalls.run(command);
      // Applied by this run: the payment is what its apply wrote (status and response string), so
      // it is not read back (decision 0092); otherwise (answered, retrying) it is read below.
      const reply = ran.status === 'done' ? (ran.response as PaymentReply | null) : null;
      if (reply?.statuscode && written) {
        return {
          id: paymentId,
          paymentMode: written.mode,
          totalAmount: written.total,
          orderNumbers: written.orderNos,
          status: reply.statuscode === '100' ? 'ACCEPTED' : 'REFUSED',
          responseString: reply.responsestring,
        };
      }
    } else {
      const payment = (await q.paymentById(db, paymentId))!;
      if (payment.status !== 'SENDING') return paymentView(payment);
      const [unfinished] = await unfinishedByKeys(db, [paymentKey(payment.internal_ref_no)]);
      if (unfinished) await this.deps.outsideCalls.run(unfinished);
    }
    return paymentView((await q.paymentById(db, paymentId))!);
  }

  /**
   * Reads the exchange's allotment statement for the days given (outside any transaction) and
   * records it: each allotment once in the ledger (ledger/), and on our orders (units, NAV,
   * amount; purchases APPROVED). A redemption the exchange could not settle (ValidFlag N) makes
   * the order INVALID with the exchange's reason. Safe to run again and from two processes.
   */
  async recordAllotments(range: { fromDate: string; toDate: string }): Promise<{ recorded: number; ordersAllotted: number }> {
    const statement = await this.deps.exchange.allotmentStatement(range);
    if (!statement.length) return { recorded: 0, ordersAllotted: 0 };
    const result = await this.deps.database.db.transaction(async (tx) => {
      const ledger = await applyAllotmentStatement({ db: tx }, statement, this.deps.clock);
      const rows = statement.map((r) => ({ no: r.OrderNo, nav: r.AllottedNav, units: r.AllottedUnit, amount: r.AllottedAmt, folio: r.FolioNo, valid: r.ValidFlag }));
      const updated = await rowsOf<{ id: string }>(
        tx,
        sql`
        UPDATE investor_order o
        SET allotted_at = CASE WHEN x.valid = 'Y' THEN ${this.deps.clock.now().toISOString()}::timestamptz END,
            allotted_nav = CASE WHEN x.valid = 'Y' THEN x.nav END, allotted_units = CASE WHEN x.valid = 'Y' THEN x.units END,
            allotted_amount = CASE WHEN x.valid = 'Y' THEN x.amount END,
            folio_no = coalesce(o.folio_no, x.folio),
            order_status = CASE WHEN x.valid = 'Y' THEN o.order_status ELSE 'INVALID' END,
            remarks = CASE WHEN x.valid = 'Y' THEN o.remarks ELSE 'REJECTED BY THE REGISTRAR: UNITS NOT AVAILABLE IN THE FOLIO' END,
            payment_status = CASE WHEN o.buy_sell = 'P' THEN ${EXCHANGE_PAYMENT_STATUSES.approved} ELSE o.payment_status END
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(no bigint, nav numeric, units numeric, amount numeric, folio text, valid text)
        WHERE o.bse_order_no = x.no AND o.order_status = 'VALID' AND o.allotted_at IS NULL
        RETURNING o.id::text`,
      );
      return { recorded: ledger.recorded, ordersAllotted: updated.length, differing: ledger.differing.length };
    });
    // An allotment the ledger holds otherwise than the exchange reports it: kept as a break, not
    // dropped (decision 0164). Only this window's, so nothing outside it is resolved.
    if (result.differing > 0) {
      const differences = await reconcileLedger(this.deps.database, statement, range);
      await recordReconciliationBreaks(this.deps.database, differences, {
        now: this.deps.clock.now(),
        completeWindow: false,
        ...(this.deps.log ? { log: this.deps.log } : {}),
      });
    }
    return { recorded: result.recorded, ordersAllotted: result.ordersAllotted };
  }

  /**
   * Asks the exchange where each paid, unallotted purchase's payment stands (one call per order,
   * outside any transaction) and records the answer (REJECTED: the order may be paid again).
   */
  async refreshPaymentStatuses(limit = 100): Promise<number> {
    const { db } = this.deps.database;
    const waiting = await rowsOf<{ id: string; ucc: string; bse_order_no: string; payment_status: string; payment_id: string }>(
      db,
      sql`SELECT o.id::text, o.ucc, o.bse_order_no::text, o.payment_status, o.payment_id::text FROM investor_order o
          JOIN order_payment p ON p.id = o.payment_id AND p.status = 'ACCEPTED'
          WHERE o.buy_sell = 'P' AND o.order_status = 'VALID' AND o.allotted_at IS NULL
            AND o.payment_status <> ${EXCHANGE_PAYMENT_STATUSES.approved}
          ORDER BY o.id LIMIT ${limit}`,
    );
    let changed = 0;
    for (const o of waiting) {
      const answer = await this.deps.exchange.paymentStatus(o.ucc, o.bse_order_no);
      if (answer.statuscode !== '100' || answer.status === o.payment_status) continue;
      if (await recordPaymentStatus(db, o.id, o.payment_id, answer.status)) changed += 1;
    }
    return changed;
  }

  /**
   * The bank's return (docs/decisions/0095): asks the exchange at once where the payment of each
   * of the caller's set's paid, unallotted purchases stands, each a durable lookup run now (outside
   * any transaction) whose apply records the answer. At most one lookup per order per
   * `PAYMENT_STATUS_WINDOW_MS` (the command's key names the window): a refresh loop of the page
   * adds a row look-up, never a call. Answers how many lookups were made.
   */
  async refreshSetPayments(userId: string, setId: string): Promise<number> {
    if (!/^\d{1,18}$/.test(setId)) return 0;
    const { db } = this.deps.database;
    const waiting = await rowsOf<{ id: string; ucc: string; bse_order_no: string; payment_id: string }>(
      db,
      sql`SELECT o.id::text, o.ucc, o.bse_order_no::text, o.payment_id::text FROM investor_order o
          JOIN order_payment p ON p.id = o.payment_id AND p.status = 'ACCEPTED'
          WHERE o.order_set_id = (SELECT id FROM order_set WHERE id = ${setId} AND user_id = ${userId})
            AND o.buy_sell = 'P' AND o.order_status = 'VALID' AND o.allotted_at IS NULL
            AND o.payment_status <> ${EXCHANGE_PAYMENT_STATUSES.approved}
          ORDER BY o.id LIMIT ${MAX_ORDERS}`,
    );
    if (!waiting.length) return 0;
    const windowStart = Math.floor(this.deps.clock.now().getTime() / PAYMENT_STATUS_WINDOW_MS) * PAYMENT_STATUS_WINDOW_MS;
    const window = new Date(windowStart).toISOString();
    let asked = 0;
    for (const o of waiting) {
      const { id, created } = await this.deps.outsideCalls.enqueue<PaymentStatusRequest, PaymentStatusContext>(
        db,
        {
          ...PAYMENT_STATUS,
          idempotencyKey: `payment-status:${o.bse_order_no}:${o.payment_id}:${window}`,
          request: { clientCode: o.ucc, orderNo: o.bse_order_no },
          context: { orderId: o.id, paymentId: o.payment_id },
          subject: o.ucc,
        },
        { runNow: true },
      );
      if (!created) continue;
      await this.deps.outsideCalls.run(id);
      asked += 1;
    }
    return asked;
  }

  /** Whether any order waits for its allotment, or a redemption for its payout (the sync job's cheap look). */
  async anyAwaitingAllotment(): Promise<boolean> {
    const [row] = await rowsOf<{ any: boolean }>(
      this.deps.database.db,
      sql`SELECT EXISTS (SELECT 1 FROM investor_order WHERE order_status = 'VALID' AND allotted_at IS NULL
                         AND (buy_sell = 'R' OR payment_id IS NOT NULL))
              OR EXISTS (SELECT 1 FROM ledger_entry WHERE kind = 'redemption' AND paid_out_on IS NULL AND payout_due_on IS NOT NULL) AS any`,
    );
    return row?.any ?? false;
  }

  /** Runs the set's order entries not finished yet (a retried submit finishes what the first could not). */
  private async finishSet(setId: string): Promise<void> {
    const { db } = this.deps.database;
    const orders = await q.ordersOfSet(db, setId);
    const commands = await unfinishedByKeys(
      db,
      orders.filter((o) => o.order_status === 'ENTERING').map((o) => orderEntryKey(o.trans_no)),
    );
    for (const id of commands) await this.deps.outsideCalls.run(id);
  }

  /** Writes one order and its order-entry command (run after the commit); the command's id. */
  private async writeOrder(tx: Tx, setId: string, userId: string, ucc: string, order: NormalisedOrder, now: Date): Promise<string> {
    // A redemption's folio is checked first, by BSE's scheme code; the insert derives the code
    // again with the transaction number, in one statement (no scheme: no order).
    if (order.kind === 'redemption') {
      const [scheme] = await rowsOf<{ scheme_code: string }>(tx, sql`SELECT ${SCHEME_CODE} AS scheme_code FROM scheme s WHERE s.amfi_code = ${order.amfiCode}`);
      if (!scheme) throw orderErrors.schemeUnknown();
      await this.checkFreeUnits(tx, ucc, scheme.scheme_code, order);
    }
    const purchase = order.kind === 'purchase';
    const buySellType = purchase && order.folioNo ? 'ADDITIONAL' : 'FRESH';
    const [row] = await rowsOf<{ id: string; trans_no: string; scheme_code: string }>(
      tx,
      // Unique per member per day as BSE requires: the day and a sequence no other order shares.
      sql`INSERT INTO investor_order (order_set_id, user_id, ucc, trans_no, scheme_code, buy_sell, buy_sell_type, amount, units,
                                      all_units, folio_no, order_status, created_at)
          SELECT ${setId}, ${userId}, ${ucc}, ${istDate(now).replace(/-/g, '')} || ${padded('investor_order_trans_seq', 10)}, ${SCHEME_CODE},
                 ${purchase ? 'P' : 'R'}, ${buySellType}, ${order.amount}, ${order.units}, ${order.allUnits}, ${order.folioNo}, 'ENTERING',
                 ${now.toISOString()}::timestamptz
          FROM scheme s WHERE s.amfi_code = ${order.amfiCode}
          RETURNING id::text, trans_no, scheme_code`,
    );
    if (!row) throw orderErrors.schemeUnknown();
    const { trans_no: transNo, scheme_code: schemeCode } = row;
    const request: OrderEntryRequest = {
      TransCode: 'NEW',
      TransNo: transNo,
      UserID: this.member.UserID,
      MemberId: this.member.MemberId,
      ClientCode: ucc,
      SchemeCd: schemeCode,
      BuySell: purchase ? 'P' : 'R',
      BuySellType: buySellType,
      DPTxn: 'P',
      OrderVal: order.amount ?? '',
      Qty: order.units ?? '',
      AllRedeem: order.allUnits ? 'Y' : 'N',
      FolioNo: order.folioNo ?? '',
    };
    const command = await this.deps.outsideCalls.enqueue<OrderEntryRequest, OrderEntryContext>(
      tx,
      { ...ORDER_ENTRY, idempotencyKey: orderEntryKey(transNo), request, context: { orderId: row.id }, subject: ucc },
      { runNow: true },
    );
    return command.id;
  }

  /**
   * A redemption takes at most the folio's free units by the one rule (ledger/folio-units,
   * decision 0161: held less every outflow in progress — redemptions, STP and SWP — less ELSS
   * units still locked in); by amount, at most the free amount at the latest NAV; all units while
   * anything is free (the redeem feature turns a partly reserved or locked "all" into units). The
   * exchange checks the scheme's minimum and multiple (its FAILED remarks become the order's).
   */
  private async checkFreeUnits(tx: Tx, ucc: string, schemeCode: string, order: NormalisedOrder): Promise<void> {
    const nav = await q.latestNav(tx, order.amfiCode);
    const units = await folioUnitsOf(tx, { ucc, folioNo: order.folioNo!, schemeCode, nav }, { today: istDate(this.deps.clock.now()) });
    const shownUnits = freeUnitsShown(units).toFixed(3);
    if (order.allUnits) {
      if (!units.free.gt(0)) throw orderErrors.maximumUnits(shownUnits);
      return;
    }
    if (order.units !== null && new Decimal(order.units).gt(units.free)) throw orderErrors.maximumUnits(shownUnits);
    if (order.amount !== null) {
      const available = freeAmount(units, nav);
      if (new Decimal(order.amount).gt(available)) throw orderErrors.maximumAmount(formatIndianNumber(available));
    }
  }

}

/** BSE's scheme code of `scheme s` as the sandbox scheme master derives it (decision 0051). */
const SCHEME_CODE = sql.raw(`s.amfi_code || '-' || CASE WHEN s.plan = 'Regular' THEN 'RG' ELSE 'DP' END || '-' ||
  CASE WHEN s.option = 'IDCW' THEN 'DR' ELSE 'GR' END`);

/** A sequence's next value as text, zero-padded to `width` digits (longer values whole, as padStart). */
function padded(sequence: 'investor_order_trans_seq', width: number): SQL {
  return sql`(SELECT CASE WHEN length(n) >= ${width} THEN n ELSE lpad(n, ${width}, '0') END FROM (SELECT nextval(${sequence})::text AS n) seq)`;
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/**
 * A set written in a transaction: its id, and the order-entry commands to run after the commit
 * (null: the set was there before, its unfinished commands are looked up).
 */
export interface WrittenSet {
  setId: string;
  commands: string[] | null;
}
