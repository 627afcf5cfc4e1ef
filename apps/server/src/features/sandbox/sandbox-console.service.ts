import { randomUUID } from 'node:crypto';
import {
  formatDisplayDate,
  istToday,
  nextBusinessDay,
  productMessages,
} from '@sanchay/domain';
import type {
  ReconciliationBreakView,
  ReconciliationDifferenceView,
  SandboxConsoleView,
  SandboxMandateView,
  SandboxOrderView,
} from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/client';
import { ValidationError } from '../../http/app-errors';
import { closePayment, type SandboxExchangeOrders, type SandboxMandates } from '../../integrations/exchange';
import { DUE_WORK, signalDueWork } from '../../due-work';
import { applyAllotmentStatement, reconcileLedger, reconciliationBreaks, recordReconciliationBreaks, type BreakAlertLog } from '../../ledger';
import { loadDemoCatalogue } from '../catalogue';
import type { ClockUnit, SandboxClock } from './sandbox-clock';

// The sandbox console's work (docs/decisions/0065, 0066): it reads the sandbox parties' own tables
// and acts through their classes (SandboxMandates, SandboxExchangeOrders), never around them,
// except for the lists, which are plain reads of the sandbox exchange's books.

const msg = productMessages.sandbox.console;
/** The sandbox member the console's test data is entered under (as the exchange's tests use). */
export const CONSOLE_MEMBER = { MemberId: '12345', UserID: '1234501' } as const;
/** The statement window of the reconciliation and the ledger feed: everything the sandbox allotted. */
const STATEMENT_FROM = '2000-01-01';
const LIST_LIMIT = 50;

export interface SandboxConsoleDeps {
  database: Database;
  clock: SandboxClock;
  exchange: SandboxExchangeOrders;
  mandates: SandboxMandates;
  /** Called after NAVs are published (the app refreshes its suggestion index). */
  afterNavsPublished?: () => Promise<void>;
  /** The server's logger: a reconciliation break opened is an alert (decision 0164). */
  log?: BreakAlertLog;
}

export class SandboxConsoleService {
  constructor(private readonly deps: SandboxConsoleDeps) {}

  clockView() {
    return { now: this.deps.clock.now().toISOString(), offsetMs: this.deps.clock.offset };
  }

  async moveClock(amount: number, unit: ClockUnit) {
    await this.deps.clock.advance(amount, unit);
    return this.clockView();
  }

  async view(): Promise<SandboxConsoleView> {
    const today = istToday(this.deps.clock);
    const [latest] = await rowsOf<{ latest: string | null }>(this.deps.database.db, sql`SELECT max(latest_nav_date)::text AS latest FROM scheme`);
    const allotments = await this.deps.exchange.allotmentStatement({ fromDate: STATEMENT_FROM, toDate: today });
    const histories = await rowsOf<{ client_code: string; finished: boolean }>(
      this.deps.database.db,
      sql`SELECT client_code, finished_at IS NOT NULL AS finished FROM sandbox_exchange_history ORDER BY client_code`,
    );
    return {
      clock: this.clockView(),
      latestNavDate: latest?.latest ?? null,
      demoHistory: histories.map((h) => ({ clientCode: h.client_code, finished: h.finished })),
      orders: await this.orders(),
      allotments: allotments
        .slice(-LIST_LIMIT)
        .reverse()
        .map((r) => ({
          OrderNo: r.OrderNo,
          OrderDate: r.OrderDate,
          ReportDate: r.ReportDate,
          ClientCode: r.ClientCode,
          SchemeCode: r.SchemeCode,
          FolioNo: r.FolioNo,
          NavDate: r.NavDate,
          AllottedNav: r.AllottedNav,
          AllottedUnit: r.AllottedUnit,
          AllottedAmt: r.AllottedAmt,
          StampDuty: r.StampDuty,
          BuySell: r.BuySell,
          Stt: r.Stt ?? '0.00',
          PayoutDate: r.PayoutDate || null,
          PaidOutOn: r.PaidOutOn || null,
        })),
      mandates: await this.mandateList(),
    };
  }

  /**
   * The demo model's NAVs of the business day after the latest NAV date, for every demo scheme,
   * through the demo catalogue's own loader (it adds only the days missing, so publishing a date
   * twice, or twice at once, writes its NAVs once). Not before that day on the sandbox clock.
   */
  async publishNextNavs(): Promise<{ navDate: string; navsPublished: number }> {
    const [latest] = await rowsOf<{ latest: string | null }>(
      this.deps.database.db,
      sql`SELECT max(latest_nav_date)::text AS latest FROM scheme WHERE is_demo`,
    );
    if (!latest?.latest) throw new ValidationError(msg.noDemoCatalogue);
    // The demo model's business days are weekdays (it models no holidays), so its next one is too.
    const navDate = nextBusinessDay(latest.latest);
    if (navDate > istToday(this.deps.clock)) throw new ValidationError(msg.navsNotDue(formatDisplayDate(navDate)));
    await loadDemoCatalogue(this.deps.database, navDate);
    // Orders waiting for these NAVs are allotted once the console is answered.
    signalDueWork(DUE_WORK.sandboxExchange);
    await this.deps.afterNavsPublished?.();
    // The date's NAVs as they now stand (whoever wrote them): the same answer to a repeat.
    const [count] = await rowsOf<{ navs: number }>(this.deps.database.db, sql`SELECT count(*)::int AS navs FROM nav_history WHERE nav_date = ${navDate}`);
    return { navDate, navsPublished: count?.navs ?? 0 };
  }

  async decideMandate(mandateId: string, outcome: 'APPROVED' | 'REJECTED') {
    if (!(await this.deps.mandates.decide(mandateId, outcome))) throw new ValidationError(msg.mandateNotWaiting);
    return { mandateId, status: outcome };
  }

  /**
   * A payment still waiting for money fails as the bank would fail it: REJECTED, its orders free
   * to be paid again. At the bank page (net banking, UPI) through the bank's own call; a NEFT,
   * cheque or mandate debit still awaited is closed under its row lock, so it cannot also be
   * realised by the settlement job at the same moment.
   */
  async failPayment(paymentId: string) {
    if (await this.deps.exchange.bank.completeBankPayment(paymentId, 'fail'))
      return { paymentId, paymentStatus: 'REJECTED' as const };
    const closed = await this.deps.database.db.transaction(async (tx) => {
      const found = await rowsOf(tx, sql`SELECT id FROM sandbox_exchange_payment WHERE id = ${paymentId} AND status = 'awaiting' FOR UPDATE`);
      if (!found.length) return false;
      await closePayment(tx, paymentId, 'rejected');
      return true;
    });
    if (!closed) throw new ValidationError(msg.paymentNotPending);
    return { paymentId, paymentStatus: 'REJECTED' as const };
  }

  /**
   * Every difference over everything the sandbox allotted, kept as breaks (decision 0164): new ones
   * open (and alert in the log), ones gone are resolved, as the window is complete.
   */
  async reconciliation(): Promise<ReconciliationDifferenceView[]> {
    const window = { fromDate: STATEMENT_FROM, toDate: istToday(this.deps.clock) };
    const differences = await reconcileLedger(this.deps.database, await this.deps.exchange.allotmentStatement(window), window);
    await recordReconciliationBreaks(this.deps.database, differences, {
      now: this.deps.clock.now(),
      completeWindow: true,
      ...(this.deps.log ? { log: this.deps.log } : {}),
    });
    return differences;
  }

  /** The breaks kept, open first. */
  reconciliationBreaks(): Promise<ReconciliationBreakView[]> {
    return reconciliationBreaks(this.deps.database);
  }


  /** The exchange's allotment statement into the ledger, as the product's statement job will read it. */
  async applyStatement() {
    const statement = await this.deps.exchange.allotmentStatement({ fromDate: STATEMENT_FROM, toDate: istToday(this.deps.clock) });
    const result = await applyAllotmentStatement(this.deps.database, statement, this.deps.clock);
    return { recorded: result.recorded, alreadyRecorded: result.alreadyRecorded };
  }

  /**
   * Test data: a fresh purchase of `amount` rupees in the first demo scheme that takes it (not a
   * liquid or overnight fund, so the 3 PM cut-off applies; not an ELSS fund, whose units could not
   * be redeemed for 3 years), paid by net banking and approved at the
   * bank page at once. Entered through the exchange's own port, as the product will. With
   * `amfiCode`, that demo scheme only (a test that needs, say, an STP source picks one); refused
   * if it is not a demo scheme taking this purchase.
   */
  async testPurchase(clientCode: string, amount: number, amfiCode?: number) {
    const [scheme] = await rowsOf<{ scheme_code: string }>(this.deps.database.db, sql`
      SELECT m.scheme_code FROM sandbox_exchange_scheme_master m JOIN scheme s ON s.amfi_code = m.unique_no
      WHERE s.is_demo AND m.purchase_allowed = 'Y' AND m.settlement_type = 'MF' AND m.lock_in_period_flag = 'N'
        AND m.minimum_purchase_amount <= ${amount} AND m.maximum_purchase_amount >= ${amount}
        AND mod(${amount}::numeric, m.purchase_amount_multiplier) = 0
        AND s.latest_nav_date IS NOT NULL${amfiCode === undefined ? sql`` : sql` AND s.amfi_code = ${amfiCode}`}
      ORDER BY m.unique_no LIMIT 1`);
    if (!scheme) throw new ValidationError(amfiCode === undefined ? msg.noTestScheme : msg.noSuchTestScheme);
    const ref = randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase();
    const entry = await this.deps.exchange.orderEntry({
      TransCode: 'NEW',
      TransNo: ref,
      ...CONSOLE_MEMBER,
      ClientCode: clientCode,
      SchemeCd: scheme.scheme_code,
      BuySell: 'P',
      BuySellType: 'FRESH',
      DPTxn: 'P',
      OrderVal: String(amount),
      Qty: '',
      AllRedeem: 'N',
      FolioNo: '',
    });
    if (entry.SuccessFlag !== '0') throw new ValidationError(msg.testPurchaseRefused(entry.BSERemarks));
    const paid = await this.deps.exchange.payment({
      membercode: CONSOLE_MEMBER.MemberId,
      clientcode: clientCode,
      paymentMode: 'NET_BANKING',
      ordernumber: [entry.OrderId],
      totalamount: String(amount),
      internalrefno: ref,
    });
    if (paid.statuscode !== '100') throw new ValidationError(msg.testPurchaseRefused(paid.responsestring));
    const [payment] = await rowsOf<{ id: string }>(
      this.deps.database.db,
      sql`SELECT id::text FROM sandbox_exchange_payment WHERE member_id = ${CONSOLE_MEMBER.MemberId} AND internal_ref_no = ${ref}`,
    );
    await this.deps.exchange.bank.completeBankPayment(payment!.id, 'approve');
    return { orderNo: entry.OrderId, paymentId: payment!.id, schemeCode: scheme.scheme_code };
  }

  /** Test data: a mandate of ₹25,000 a debit date for a year, waiting for the bank (physical: its scan read). */
  async testMandate(clientCode: string, mandateType: 'X' | 'N') {
    const today = istToday(this.deps.clock);
    const [y, m, d] = today.split('-');
    const answer = await this.deps.mandates.registerMandate({
      ClientCode: clientCode,
      Amount: '25000',
      MandateType: mandateType,
      AccountNo: '123456789012',
      AccountType: 'SB',
      IFSCCode: 'HDFC0000001',
      MICRCode: '',
      StartDate: `${d}/${m}/${y}`,
      EndDate: `${d}/${m}/${Number(y) + 1}`,
    });
    if (answer.status_code !== '100' || !answer.mandate_id) throw new ValidationError(msg.testMandateRefused(answer.status_description));
    return { mandateId: answer.mandate_id };
  }

  private async orders(): Promise<SandboxOrderView[]> {
    const rows = await rowsOf<{
      order_no: string | null;
      trans_no: string;
      client_code: string;
      scheme_code: string;
      buy_sell: 'P' | 'R';
      order_val: string | null;
      qty: string | null;
      bse_remarks: string;
      payment_status: string;
      payment_id: string | null;
      payment_state: string | null;
      payment_mode: string | null;
      nav_date: string | null;
      allotted: boolean;
      lapsed: boolean;
      entered_at: Date | string;
    }>(this.deps.database.db, sql`
      SELECT o.order_no::text, o.trans_no, o.client_code, o.scheme_code, o.buy_sell, o.order_val::text, o.qty::text,
             o.bse_remarks, o.payment_status, o.payment_id::text, p.status AS payment_state, p.payment_mode,
             o.nav_date::text, o.allotted_at IS NOT NULL AS allotted, o.lapsed_at IS NOT NULL AS lapsed, o.entered_at
      FROM sandbox_exchange_order o LEFT JOIN sandbox_exchange_payment p ON p.id = o.payment_id
      ORDER BY o.entered_at DESC, o.id DESC LIMIT ${LIST_LIMIT}`);
    return rows.map((r) => ({
      orderNo: r.order_no,
      transNo: r.trans_no,
      clientCode: r.client_code,
      schemeCode: r.scheme_code,
      buySell: r.buy_sell,
      amount: r.order_val,
      units: r.qty,
      remarks: r.bse_remarks,
      paymentStatus: r.payment_status,
      paymentId: r.payment_id,
      paymentState: r.payment_state,
      paymentMode: r.payment_mode,
      navDate: r.nav_date,
      allotted: r.allotted,
      lapsed: r.lapsed,
      enteredAt: new Date(r.entered_at).toISOString(),
    }));
  }

  private async mandateList(): Promise<SandboxMandateView[]> {
    const rows = await rowsOf<{
      mandate_id: string;
      client_code: string;
      mandate_type: 'X' | 'N';
      amount: string;
      status: SandboxMandateView['status'];
      remarks: string;
      registered_at: Date | string;
    }>(this.deps.database.db, sql`
      SELECT mandate_id, client_code, mandate_type, amount::text, status, remarks, registered_at
      FROM sandbox_exchange_mandate ORDER BY registered_at DESC, mandate_id DESC LIMIT ${LIST_LIMIT}`);
    return rows.map((r) => ({
      mandateId: r.mandate_id,
      clientCode: r.client_code,
      mandateType: r.mandate_type,
      amount: r.amount,
      status: r.status,
      remarks: r.remarks,
      registeredAt: new Date(r.registered_at).toISOString(),
    }));
  }
}

