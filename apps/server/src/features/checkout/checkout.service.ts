import {
  paymentLink,
  type ChallanDetails,
  type CheckoutOrder,
  type MakePaymentBody,
  type OrderSummary,
  type PaymentOutcome,
  type TransactionFlowType,
  type TransactionOtpSent,
} from '@sanchay/contract';
import {
  bseOrderSaveMessage,
  challanDepositDate,
  chequeDateError,
  chequeNumberError,
  Decimal,
  EXCHANGE_PAYMENT_STATUSES,
  formatDisplayDate,
  formatIndianNumber,
  getsClearingDayNav,
  istDate,
  istInstant,
  istToday,
  messages,
  nfoOrderRefusalOn,
  PAYMENT_MODE_CODES,
  paymentModeOf,
  productMessages,
  shiftIsoDate,
  exchangeRemarkText,
  type Clock,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/app-errors';
import { SANDBOX_PAYMENT_BANK_PATH, type XsipEntryRequest } from '../../integrations/exchange';
import { unfinishedByKeys, type OutsideCalls } from '../../outside-calls';
import { RISKOMETER_LEVELS } from '../catalogue';
import { SANDBOX_MEMBER, type ExchangeMember, type OrderRequest, type OrdersService, type OrderView, type WrittenSet } from '../orders';
import { requireStepUpGrant, type SignInContext, type StepUpOtpService } from '../session';
import { enqueueXsipEntry, type XsipAnswerApply } from '../sips';
import * as q from './checkout.queries';

export interface CheckoutServiceDeps {
  database: Database;
  clock: Clock;
  orders: OrdersService;
  outsideCalls: OutsideCalls;
  stepUpOtp: StepUpOtpService;
  member?: ExchangeMember;
}

/** The signed-in caller of a checkout call. */
export interface CheckoutCaller {
  sessionId: string;
  userId: string;
  /** The advisor acting for the customer (decision 0138), when it is not the customer themself. */
  actedBy?: string | null;
}

const pay = messages.payment;
const own = productMessages.checkout;
const xsipKey = (member: ExchangeMember, uniqueRefNo: string) => `xsip:${member.MemberId}:${uniqueRefNo}`;

/**
 * Checkout (issue 11 §1, docs/decisions/0075): the transaction OTP, placing the cart's orders once
 * per submit key (lumpsums through `app.orders`, SIPs as XSIP registrations), the order summary of
 * a payment link, paying by each mode through `app.orders`, and the cheque challan. No outside
 * call inside a transaction: each is a durable command run after the commit.
 */
export class CheckoutService {
  private readonly member: ExchangeMember;

  constructor(private readonly deps: CheckoutServiceDeps) {
    this.member = deps.member ?? SANDBOX_MEMBER;
  }

  /**
   * Payment popup step one: the OTP (flowType 1) and whether a fund is riskier than the investor's
   * profile. The Redeem dialog's OTP is flowType 3 (spec 3 §7 Portfolio): its own purpose, spent by
   * one redemption (features/portfolio/redeem, decision 0106); no cart, no risk flag.
   */
  async sendOtp(ctx: SignInContext, userId: string, cartId?: string, flowType: TransactionFlowType = 1): Promise<TransactionOtpSent> {
    await this.ownCart(userId, cartId);
    if (flowType === 3) return { ...(await this.deps.stepUpOtp.send(ctx, 'redeem')), highRisk: false };
    // The popup opened again within the resend wait: the code already sent is shown again (0096).
    const sent = await this.deps.stepUpOtp.send(ctx, 'transaction', { reuseLive: true });
    return { ...sent, highRisk: await this.highRisk(userId) };
  }

  /**
   * Spec 3 §6: a fund in the cart whose riskometer (Low … Very High) is above the investor's
   * assessed class (Conservative … Very High, the same six steps). No assessment: not flagged.
   */
  async highRisk(userId: string): Promise<boolean> {
    const db = this.deps.database.db;
    const [profile] = await rowsOf<{ class_id: number }>(
      db,
      sql`SELECT risk_profile_class_id AS class_id FROM risk_profile_result WHERE user_id = ${userId} ORDER BY calculated_at DESC LIMIT 1`,
    );
    if (!profile) return false;
    const levels = await rowsOf<{ riskometer: string | null }>(db, sql`SELECT s.riskometer FROM scheme s WHERE s.amfi_code IN (${q.cartAmfiCodes(userId)})`);
    return levels.some((l) => RISKOMETER_LEVELS.indexOf((l.riskometer ?? '') as (typeof RISKOMETER_LEVELS)[number]) + 1 > Number(profile.class_id));
  }

  /** Hold on! (spec 3 §4): the investor's order sets still waiting for payment, newest first. */
  async activeOrders(userId: string): Promise<{ loopBackUrl: string; paymentUrl: string; validTill: string; payableAmount: string }[]> {
    const now = this.deps.clock.now();
    const live = await rowsOf<q.CheckoutRow>(
      this.deps.database.db,
      sql`SELECT ${q.CHECKOUT_COLUMNS} FROM checkout WHERE user_id = ${userId} AND discarded_at IS NULL
          AND valid_till > ${now.toISOString()}::timestamptz ORDER BY created_at DESC, id DESC LIMIT 20`,
    );
    const out = [];
    for (const c of live) {
      const summary = await this.summaryOf(userId, c);
      if (summary.canPay) out.push({ loopBackUrl: c.id, paymentUrl: summary.paymentUrl, validTill: summary.validTill, payableAmount: summary.payableAmount });
    }
    return out;
  }

  /** Cancel Order: the active order sets are no longer offered (the exchange lets unpaid orders lapse). */
  async discardOrders(userId: string): Promise<boolean> {
    await this.deps.database.db.execute(
      sql`UPDATE checkout SET discarded_at = ${this.deps.clock.now().toISOString()}::timestamptz WHERE user_id = ${userId} AND discarded_at IS NULL`,
    );
    return true;
  }

  /** Continue with Existing Order: the cart is emptied. */
  async discardCart(userId: string): Promise<boolean> {
    await this.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM cart_item WHERE cart_id IN (SELECT id FROM cart WHERE user_id = ${userId})`);
      await tx.execute(sql`DELETE FROM cart_pack_item WHERE cart_id IN (SELECT id FROM cart WHERE user_id = ${userId})`);
    });
    return true;
  }

  /**
   * save BSE order: the cart becomes one checkout per (user, trnxDetailId). The first submit needs
   * the verified transaction OTP; it writes the checkout, its SIPs' XSIP commands and empties the
   * cart in one transaction (the profile row locked: submits of one investor go one at a time),
   * then places the lumpsums as one order set (keyed by the checkout) and runs the commands. A
   * repeat of the key answers the same checkout, finishing what the first could not.
   */
  async saveBseOrder(caller: CheckoutCaller, input: { trnxDetailId: string; ucc: string; mandateId?: string | undefined }): Promise<OrderSummary> {
    const { userId } = caller;
    const key = input.trnxDetailId.trim();
    const db = this.deps.database.db;
    // The caller's ucc and the checkout of this key, if any, in one read (docs/decisions/0091).
    const [found] = await rowsOf<{ profile_ucc: string } & Partial<q.CheckoutRow>>(
      db,
      sql`SELECT p.ucc AS profile_ucc, ${q.CHECKOUT_COLUMNS_OF_C} FROM investor_profile p
          LEFT JOIN checkout c ON c.user_id = p.user_id AND c.idempotency_key = ${key} WHERE p.user_id = ${userId}`,
    );
    if (!found || found.profile_ucc !== input.ucc.trim()) throw new ForbiddenError(pay.notAuthorisedForOrder);
    const ucc = found.profile_ucc;
    await this.ownMandate(userId, input.mandateId);
    let checkout = found.id ? (found as q.CheckoutRow) : undefined;
    // The lumpsums' order set when this call wrote it with the checkout: its commands run below.
    let written: WrittenSet | null = null;
    // Whether this call wrote the checkout without SIPs: then there are none to read (decision 0092).
    let noSips = false;
    if (!checkout) {
      checkout = await db.transaction(async (tx) => {
        const now = this.deps.clock.now();
        await tx.execute(sql`SELECT 1 FROM investor_profile WHERE user_id = ${userId} FOR UPDATE`);
        // Its own statement, after the lock: a statement's snapshot is taken when it starts, so a
        // read joined to the lock would miss a checkout committed while it waited.
        const earlier = await q.findCheckout(tx, userId, key);
        if (earlier) return earlier;
        await requireStepUpGrant(tx, caller, 'transaction', now);
        const { cart, items } = await q.cartWithOrders(tx, userId);
        if (!cart || !items.length) throw new ValidationError(own.cartEmpty);
        if (cart.agent_status !== 'approved') throw new ValidationError(messages.cart.awaitingApproval);
        // An NFO in the cart is bought only while its offer is open (decision 0148): the cart took it
        // on an earlier day, so the window is checked again on the day of the order.
        for (const i of items) {
          const window = { nfoOpenDate: i.nfo_open_date, nfoCloseDate: i.nfo_close_date, hasNav: i.has_nav };
          const refusal = nfoOrderRefusalOn(istDate(now), window, i.investment_type);
          if (refusal) throw new ValidationError(refusal);
        }
        const lumpsums: OrderRequest[] = items.filter((i) => i.investment_type === 'LUMPSUM').map((i) => ({ kind: 'purchase', amfiCode: i.amfi_code, amount: i.amount, ...(i.folio_no ? { folioNo: i.folio_no } : {}) }));
        const sips = items.filter((i) => i.investment_type === 'SIP');
        const mandateId = input.mandateId?.trim() ?? '';
        if (sips.length && !mandateId) throw new ValidationError(own.mandateRequiredForSip, { mandateId: own.mandateRequiredForSip });
        const today = istDate(now);
        // Good until the end of its IST day.
        const validTill = new Date(istInstant(shiftIsoDate(today, { days: 1 })).getTime() - 1);
        const row = await q.insertCheckout(tx, { userId, ucc, key, cartId: cart.id, lumpsums, validTill, at: now, actedBy: caller.actedBy ?? null });
        if (!row) return (await q.findCheckout(tx, userId, key))!;
        noSips = sips.length === 0;
        for (const sip of sips) await this.writeSip(tx, row.id, userId, ucc, sip, mandateId, today, now);
        const emptyCart = sql`WITH items AS (DELETE FROM cart_item WHERE cart_id = ${cart.id}), packs AS (DELETE FROM cart_pack_item WHERE cart_id = ${cart.id})`;
        if (!lumpsums.length) {
          await tx.execute(sql`${emptyCart} SELECT 1`);
          return row;
        }
        // The lumpsums' set in this transaction (the profile lock is held), keyed by the checkout
        // as finish() would: one commit for the checkout and its orders (docs/decisions/0092).
        written = await this.deps.orders.writeOrderSet(tx, userId, ucc, { idempotencyKey: `checkout:${row.id}`, orders: lumpsums });
        // The cart emptied and the set linked in one statement (docs/decisions/0150).
        await tx.execute(sql`${emptyCart} UPDATE checkout SET order_set_id = ${written.setId} WHERE id = ${row.id}`);
        return { ...row, order_set_id: written.setId };
      });
    }
    if (written) await this.deps.orders.runOrderEntries(written);
    const finished = await this.finish(checkout, written !== null, noSips);
    return this.summaryOf(userId, finished.checkout, finished.sips);
  }

  /** The order summary of a payment link (spec 3 §4): the caller's own ucc and checkout, not expired. */
  async orderList(userId: string, link: { loopBackUrl: string; ucc: string; cartId?: string | undefined }): Promise<OrderSummary> {
    await this.ownUcc(userId, link.ucc);
    await this.ownCart(userId, link.cartId);
    const checkout = await q.checkoutById(this.deps.database.db, userId, link.loopBackUrl);
    if (!checkout || checkout.ucc !== link.ucc.trim()) throw new ForbiddenError(pay.notAuthorisedForOrder);
    if (new Date(checkout.valid_till) <= this.deps.clock.now()) throw new ValidationError(pay.linkExpired);
    if (checkout.discarded_at) throw new ValidationError(own.ordersDiscarded);
    return this.summaryOf(userId, checkout);
  }

  /** An order set as it stands, by its number (no link, so no expiry): the caller's own only. */
  async orders(userId: string, pxOrderNumber: string): Promise<OrderSummary> {
    const checkout = await q.checkoutById(this.deps.database.db, userId, pxOrderNumber);
    if (!checkout) throw new ForbiddenError(pay.notAuthorisedForOrder);
    return this.summaryOf(userId, checkout);
  }

  /**
   * The bank's return to /v1/{loopBackUrl} (docs/decisions/0095): the set's payments' status asked
   * of the exchange now (durable lookups, outside any transaction, at most once per order per
   * window), then the set as it stands: a refusal is known at once, not at the orders job's round.
   */
  async paymentStatus(userId: string, pxOrderNumber: string): Promise<OrderSummary> {
    const checkout = await q.checkoutById(this.deps.database.db, userId, pxOrderNumber);
    if (!checkout) throw new ForbiddenError(pay.notAuthorisedForOrder);
    if (checkout.order_set_id) await this.deps.orders.refreshSetPayments(userId, checkout.order_set_id);
    return this.summaryOf(userId, checkout);
  }

  /**
   * make payment (spec 3 §3 Payment request, §5 Payment): the set's VALID unpaid lumpsums by one
   * mode. A repeat of the paymentKey is the same payment; another tab's second payment of the
   * same set finds nothing left to pay (the orders feature locks the investor for it).
   */
  async makePayment(userId: string, body: MakePaymentBody): Promise<PaymentOutcome> {
    const accountNumber = body.bankAccountNumber?.trim() ?? '';
    // The checkout and the named account's IFSC (null: not the caller's) in one read; the checks
    // below keep their order.
    const found = await q.checkoutAndAccount(this.deps.database.db, userId, body.loopBackUrl, accountNumber);
    if (!found) throw new ForbiddenError(pay.notAuthorisedForOrder);
    const { checkout } = found;
    if (new Date(checkout.valid_till) <= this.deps.clock.now()) throw new ValidationError(pay.linkExpired);
    if (checkout.discarded_at) throw new ValidationError(own.ordersDiscarded);
    const mode = paymentModeOf(body.paymentMode);
    if (!mode) throw new ValidationError(pay.modeRequired);
    await this.ownMandate(userId, body.mandateId);
    const needsAccount = mode === 'CHEQUE' || mode === 'NEFT' || mode === 'UPI';
    if (needsAccount && !accountNumber) throw new ValidationError(pay.bankAccountRequired, { bankAccountNumber: pay.bankAccountRequired });
    if (accountNumber && found.ifsc === null) throw new ValidationError(own.bankAccountNotYours, { bankAccountNumber: own.bankAccountNotYours });
    if (mode === 'NEFT' && !body.neftReferenceNumber?.trim()) throw new ValidationError(pay.utrRequired, { neftReferenceNumber: pay.utrRequired });
    if (mode === 'UPI' && !body.vpaId?.trim()) throw new ValidationError(pay.vpaRequired, { vpaId: pay.vpaRequired });
    if (mode === 'CHEQUE') {
      const numberError = chequeNumberError(body.chequeNumber);
      const dateError = chequeDateError(body.chequeDate, istToday(this.deps.clock));
      if (dateError || numberError) {
        throw new ValidationError((dateError ?? numberError)!, {
          ...(dateError ? { chequeDate: dateError } : {}),
          ...(numberError ? { chequeNumber: numberError } : {}),
        });
      }
    }
    if (!checkout.order_set_id) throw new ValidationError(productMessages.orders.nothingToPay);
    const payment = await this.deps.orders.payOrders(userId, {
      idempotencyKey: `checkout:${checkout.id}:${body.paymentKey.trim()}`,
      orderSetId: checkout.order_set_id,
      paymentMode: mode,
      ...(accountNumber ? { bankAccountNumber: accountNumber } : {}),
      ...(found.ifsc ? { ifscCode: found.ifsc } : {}),
      ...(body.neftReferenceNumber?.trim() ? { neftReferenceNumber: body.neftReferenceNumber.trim() } : {}),
      ...(body.vpaId?.trim() ? { vpaId: body.vpaId.trim() } : {}),
      ...(body.chequeNumber?.trim() ? { chequeNumber: body.chequeNumber.trim() } : {}),
      ...(body.chequeDate?.trim() ? { chequeDate: body.chequeDate.trim() } : {}),
      ...(body.mandateId?.trim() ? { mandateId: body.mandateId.trim() } : {}),
    });
    const orderNo = payment.orderNumbers[0] ?? '';
    const accepted = payment.status === 'ACCEPTED';
    const bankPage = accepted && (mode === 'NET_BANKING' || mode === 'UPI') ? payment.responseString : null;
    // The bank's page returns to /v1/{loopBackUrl} (spec 3 §2). The sandbox bank takes the address
    // in its query (docs/decisions/0086); a real exchange is given it as the payment's LoopbackURL.
    const redirectUrl =
      bankPage?.startsWith(`${SANDBOX_PAYMENT_BANK_PATH}/`) && !bankPage.includes('?')
        ? `${bankPage}?loopbackUrl=${encodeURIComponent(`/v1/${checkout.id}`)}`
        : bankPage;
    const validTill = new Date(checkout.valid_till).toISOString();
    const paymentUrl = paymentLink({ loopBackUrl: checkout.id, ucc: checkout.ucc, validTill, cartId: checkout.cart_id });
    return {
      groupId: payment.id,
      paymentMode: PAYMENT_MODE_CODES[payment.paymentMode],
      totalAmount: payment.totalAmount,
      status: payment.status,
      redirectUrl,
      challanPath: accepted && mode === 'CHEQUE' ? `/challan?encryptedGroupId=${payment.id}` : null,
      next: accepted
        ? redirectUrl ?? `/thank-you?orderNo=${encodeURIComponent(orderNo)}`
        : `/payment-error?paymentUrl=${encodeURIComponent(paymentUrl)}&orderNo=${encodeURIComponent(orderNo)}`,
      message: accepted ? null : productMessages.payment.paymentFailed,
    };
  }

  /**
   * Report Error (spec 3 §4): the orders named (the set's own keys only) are recorded on the set,
   * once per report, for the operations team's call; answers the thank-you message.
   */
  async reportInvalidOrders(userId: string, body: { loopBackUrl: string; orderDetailsList: string[]; isPaymentLinkExpired?: boolean | undefined }): Promise<{ message: string }> {
    const checkout = await q.checkoutById(this.deps.database.db, userId, body.loopBackUrl);
    if (!checkout) throw new ForbiddenError(pay.notAuthorisedForOrder);
    const known = new Set((await this.summaryOf(userId, checkout)).orders.map((o) => o.key));
    const keys = [...new Set(body.orderDetailsList)].filter((k) => known.has(k));
    await this.deps.database.db.execute(
      sql`UPDATE checkout SET reported_at = ${this.deps.clock.now().toISOString()}::timestamptz, reported_orders = ${JSON.stringify(keys)}::jsonb,
                 link_expired = ${body.isPaymentLinkExpired ?? null} WHERE id = ${checkout.id}`,
    );
    return { message: productMessages.payment.reportErrorThanks };
  }

  /**
   * What an advisor shares (spec 3 §2 "for advisors share-link options"): the caller's own set's
   * payment link, while it can still be paid (an expired or cancelled set is refused as on the page).
   */
  async shareablePaymentLink(userId: string, loopBackUrl: string): Promise<{ path: string; validTill: string }> {
    const checkout = await q.checkoutById(this.deps.database.db, userId, loopBackUrl);
    if (!checkout) throw new ForbiddenError(pay.notAuthorisedForOrder);
    if (new Date(checkout.valid_till) <= this.deps.clock.now()) throw new ValidationError(pay.linkExpired);
    if (checkout.discarded_at) throw new ValidationError(own.ordersDiscarded);
    const validTill = new Date(checkout.valid_till).toISOString();
    return { path: paymentLink({ loopBackUrl: checkout.id, ucc: checkout.ucc, validTill, cartId: checkout.cart_id }), validTill };
  }

  /** A cheque payment's challan details (the caller's own payment only). */
  async challan(userId: string, groupId: string): Promise<ChallanDetails & { payment: q.ChequePaymentRow }> {
    const [payment] = await rowsOf<q.ChequePaymentRow>(
      this.deps.database.db,
      sql`SELECT p.id::text, p.internal_ref_no, p.total_amount::text, p.created_at, p.order_nos::text AS order_nos,
                 c.request->>'chequeNumber' AS cheque_number, c.request->>'chequeDate' AS cheque_date,
                 s.ucc, u.name AS investor_name
          FROM order_payment p JOIN order_set s ON s.id = p.order_set_id JOIN user_account u ON u.id = p.user_id
          LEFT JOIN outside_call c ON c.idempotency_key = 'payment:' || p.internal_ref_no
          WHERE p.id = ${groupId} AND p.user_id = ${userId} AND p.payment_mode = 'CHEQUE' AND p.status = 'ACCEPTED'`,
    );
    if (!payment) throw new NotFoundError(pay.challanDownloadFailed);
    const amount = new Decimal(payment.total_amount);
    return {
      payment,
      challanUrl: `/api/v1/checkout/challan/${payment.id}`,
      fileTtype: 'application/pdf',
      chequeFavourName: own.chequeFavourName,
      chequeAmount: amount.isZero() ? messages.generic.notAvailable : `₹${formatIndianNumber(amount)}`,
      chequeNumber: payment.cheque_number ?? '',
      depositDate: formatDisplayDate(challanDepositDate(new Date(payment.created_at))),
      clearingDayNavNote: getsClearingDayNav(payment.total_amount) ? own.clearingDayNav : null,
    };
  }

  /** Records an XSIP registration's answer on its SIP (the command's apply, in its transaction). */
  readonly applyXsipAnswer: XsipAnswerApply = async (tx, { reply, context }) => {
    const sipId = typeof context.checkoutSipId === 'string' ? context.checkoutSipId : null;
    if (!sipId) return;
    const valid = reply.SuccessFlag === '0';
    await tx.execute(
      sql`UPDATE checkout_sip SET status = ${valid ? 'VALID' : 'INVALID'}, xsip_reg_id = ${valid ? reply.XSIPRegId : null},
                 remarks = ${reply.BSERemarks} WHERE id = ${sipId} AND status = 'ENTERING'`,
    );
  };

  /** A cart id the caller names must be the caller's own cart (403 otherwise). */
  async ownCart(userId: string, cartId: string | undefined): Promise<void> {
    const id = cartId?.trim();
    if (!id) return;
    const [cart] = /^[0-9a-f-]{36}$/i.test(id)
      ? await rowsOf<{ user_id: string | null }>(this.deps.database.db, sql`SELECT user_id::text FROM cart WHERE id = ${id}`)
      : [];
    if (!cart || cart.user_id !== userId) throw new ForbiddenError(pay.notAuthorisedForOrder);
  }

  /** A mandate id the caller names must be one of the caller's own registered mandates (400, before anything is written). */
  private async ownMandate(userId: string, mandateId: string | undefined): Promise<void> {
    const id = mandateId?.trim();
    if (!id) return;
    if (!(await q.ownsMandate(this.deps.database.db, userId, id))) {
      throw new ValidationError(productMessages.mandate.mandateNotFound, { mandateId: productMessages.mandate.mandateNotFound });
    }
  }

  private async ownUcc(userId: string, ucc: string): Promise<string> {
    const [profile] = await rowsOf<{ ucc: string }>(this.deps.database.db, sql`SELECT ucc FROM investor_profile WHERE user_id = ${userId}`);
    if (!profile || profile.ucc !== ucc.trim()) throw new ForbiddenError(pay.notAuthorisedForOrder);
    return profile.ucc;
  }

  /**
   * Places the lumpsums (once: keyed by the checkout) and runs the XSIP commands not finished
   * yet. Answers the checkout as it now stands, and its SIPs when no command ran (read once).
   */
  private async finish(checkout: q.CheckoutRow, entriesRun = false, noSips = false): Promise<{ checkout: q.CheckoutRow; sips?: q.SipRow[] }> {
    const db = this.deps.database.db;
    const lumpsums = (typeof checkout.lumpsums === 'string' ? JSON.parse(checkout.lumpsums) : checkout.lumpsums) as OrderRequest[];
    let current = checkout;
    if (checkout.order_set_id && !entriesRun) {
      // A repeat of the key: the set's order entries an earlier request left unfinished run now.
      await this.deps.orders.runOrderEntries({ setId: checkout.order_set_id, commands: null });
    } else if (lumpsums.length && !checkout.order_set_id) {
      // A checkout written before its set was (before decision 0092): placed now, once.
      const setId = await this.deps.orders.placeOrderSet(checkout.user_id, { idempotencyKey: `checkout:${checkout.id}`, orders: lumpsums });
      // Set once: a concurrent repeat of the key placed the same set (same idempotency key).
      await db.execute(sql`UPDATE checkout SET order_set_id = ${setId} WHERE id = ${checkout.id} AND order_set_id IS NULL`);
      current = { ...checkout, order_set_id: setId };
    }
    if (noSips) return { checkout: current, sips: [] };
    const sips = await q.sipsOf(db, checkout.id);
    const keys = sips.filter((s) => s.status === 'ENTERING').map((s) => xsipKey(this.member, s.unique_ref_no));
    if (!keys.length) return { checkout: current, sips };
    for (const id of await unfinishedByKeys(db, keys)) await this.deps.outsideCalls.run(id);
    return { checkout: current };
  }

  private async writeSip(tx: q.Tx, checkoutId: string, userId: string, ucc: string, sip: q.CartOrderRow, mandateId: string, today: string, now: Date): Promise<void> {
    const [scheme] = await rowsOf<{ scheme_code: string }>(tx, q.schemeCodeOf(sip.amfi_code));
    if (!scheme) throw new ValidationError(productMessages.orders.schemeUnknown);
    const [seq] = await rowsOf<{ n: string }>(tx, sql`SELECT nextval('investor_order_trans_seq')::text AS n`);
    const uniqueRefNo = `${today.replace(/-/g, '')}${this.member.UserID}${seq!.n.padStart(6, '0')}`;
    const startDate = firstSipDate(today, sip.sip_date);
    const sipId = await q.insertCheckoutSip(tx, {
      checkoutId,
      userId,
      amfiCode: sip.amfi_code,
      schemeCode: scheme.scheme_code,
      amount: sip.amount,
      sipDate: sip.sip_date,
      numInstallments: sip.num_installments,
      startDate,
      mandateId,
      uniqueRefNo,
      folioNo: sip.folio_no,
      at: now,
    });
    const request: XsipEntryRequest = {
      TransactionCode: 'NEW',
      UniqueRefNo: uniqueRefNo,
      SchemeCode: scheme.scheme_code,
      MemberCode: this.member.MemberId,
      ClientCode: ucc,
      UserID: this.member.UserID,
      TransMode: 'P',
      DpTxnMode: 'P',
      StartDate: formatDisplayDate(startDate),
      FrequencyType: 'MONTHLY',
      FrequencyAllowed: '1',
      InstallmentAmount: new Decimal(sip.amount).toFixed(2),
      NoOfInstallment: String(sip.num_installments),
      FolioNo: sip.folio_no ?? '',
      FirstOrderFlag: 'N',
      MandateID: mandateId,
      RegId: '',
    };
    await enqueueXsipEntry(this.deps.outsideCalls, tx, { request, context: { checkoutSipId: sipId! }, subject: ucc }, { runNow: true });
  }

  /** The order summary of a checkout; its SIPs when the caller has just read them. */
  private async summaryOf(userId: string, checkout: q.CheckoutRow, sipsRead?: q.SipRow[]): Promise<OrderSummary> {
    const db = this.deps.database.db;
    const validTill = new Date(checkout.valid_till).toISOString();
    const lumpsums = checkout.order_set_id ? (await this.deps.orders.orderSet(userId, checkout.order_set_id)).orders : [];
    // The SIPs (unless just read) and every fund's name in one statement (decision 0092).
    const read = await q.sipsAndNames(db, checkout.id, lumpsums.map((o) => Number(o.schemeCode.split('-')[0])), !sipsRead);
    const sips = sipsRead ?? read.sips ?? [];
    const names = read.names;
    const created = new Date(checkout.created_at).toISOString();
    const fund = (amfi: number) => names.get(amfi) ?? { schemeName: '', subCategory: '' };
    const orders: CheckoutOrder[] = [
      ...lumpsums.map((o) => lumpsumOrder(o, fund(Number(o.schemeCode.split('-')[0])), created)),
      ...sips.map((s): CheckoutOrder => ({
        key: `S${s.id}`,
        mutualFund: fund(s.amfi_code),
        amount: s.amount,
        investmentType: 'SIP',
        orderStatus: s.status,
        bseOrderNumber: s.xsip_reg_id,
        sipDate: s.sip_date,
        numOfInstallments: s.num_installments,
        createdDate: created,
        remark: s.status === 'VALID' ? pay.activeSip : s.status === 'INVALID' ? pay.registrationError : null,
        exchangeRemarks: s.status === 'INVALID' ? exchangeRemarkText(s.remarks) : null,
        paymentStatus: null,
        allotment: null,
      })),
    ];
    // VALID first (spec 3 §4), otherwise in the order placed.
    orders.sort((a, b) => Number(b.orderStatus === 'VALID') - Number(a.orderStatus === 'VALID'));
    const payable = lumpsums.filter(isPayable).reduce((sum, o) => sum.plus(o.amount ?? '0'), new Decimal(0));
    const live = !checkout.discarded_at && new Date(checkout.valid_till) > this.deps.clock.now();
    const saveErrors = [
      ...lumpsums.filter((o) => o.orderStatus === 'INVALID' || o.orderStatus === 'UNANSWERED').map((o) => bseOrderSaveMessage(o.orderStatus === 'INVALID' ? o.remarks : null)),
      ...sips.filter((s) => s.status === 'INVALID').map((s) => bseOrderSaveMessage(s.remarks)),
    ];
    return {
      loopBackUrl: checkout.id,
      ucc: checkout.ucc,
      cartId: checkout.cart_id,
      validTill,
      paymentUrl: paymentLink({ loopBackUrl: checkout.id, ucc: checkout.ucc, validTill, cartId: checkout.cart_id }),
      orders,
      payableAmount: payable.toFixed(2),
      canPay: live && payable.gt(0),
      saveErrors,
    };
  }
}

const unpaid: string[] = [EXCHANGE_PAYMENT_STATUSES.notInitiated, EXCHANGE_PAYMENT_STATUSES.rejected];

/** A VALID purchase not allotted and not paid (or its payment brought no money). */
function isPayable(o: OrderView): boolean {
  return o.buySell === 'P' && o.orderStatus === 'VALID' && o.allotment === null && unpaid.includes(o.paymentStatus ?? '');
}

function lumpsumOrder(o: OrderView, fund: { schemeName: string; subCategory: string }, created: string): CheckoutOrder {
  return {
    key: `L${o.id}`,
    mutualFund: fund,
    amount: o.amount ?? '0',
    investmentType: 'Lumpsum',
    orderStatus: o.orderStatus,
    bseOrderNumber: o.bseOrderNumber,
    sipDate: null,
    numOfInstallments: null,
    createdDate: created,
    remark: o.remarkLabel,
    exchangeRemarks: o.orderStatus === 'INVALID' ? exchangeRemarkText(o.remarks) : null,
    paymentStatus: o.paymentStatus,
    allotment: o.allotment,
  };
}

/** The first SIP date: the chosen day of this month if still ahead, else of next month. */
export function firstSipDate(today: string, sipDay: number): string {
  const thisMonth = `${today.slice(0, 8)}${String(sipDay).padStart(2, '0')}`;
  return thisMonth > today ? thisMonth : shiftIsoDate(thisMonth, { months: 1 });
}
