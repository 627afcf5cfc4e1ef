import { formatDisplayDate, istDate, istInstant, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/client';
import {
  placeDueInstalments,
  runDueStpSwpInstalments,
  SandboxExchangeOrders,
  SandboxMandates,
  SandboxStpSwp,
  SandboxXsip,
  settleDue,
  type ExchangeScope,
} from '../../integrations/exchange';
import { applyAllotmentStatement } from '../../ledger';
import { recordRegisteredSip } from '../checkout';
import { DEMO_BANKING, DEMO_IFSC, recordRegisteredMandate } from '../mandates';
import { recordRegisteredStp } from '../stp-swp';
import { CONSOLE_MEMBER } from './sandbox-console.service';
import { DEMO_HISTORY_PLANS, type DemoHistoryEvent, type DemoHistoryPlan } from './demo-history-plan';

// Sandbox only (issue 12 §5, docs/decisions/0115): the demo investors' years of investing, made
// through the sandbox exchange itself, its clock moved back: for each investor a history clock
// walks the days of the plan (demo-history-plan.ts) and the instalment dates of its SIPs, and on
// each day the exchange's own classes and passes run on that clock — mandate registration and the
// bank's answer, XSIP and STP registration, order entry, payment at the sandbox bank, redemption
// entry, the XSIP instalment pass (mandate debits, child orders), settlement, the STP instalment
// pass (units out of one scheme into another) — and the day's allotment
// statement is read into the ledger as the product reads it. THE clock (the sandbox clock every
// screen and job uses) never moves. While an investor's past is replayed the live jobs leave that
// client alone (sandbox_exchange_history, integrations/exchange/sandbox-history-scope.ts).
//
// Idempotent and resumable: one row per investor, worked under a lease by one process at a time,
// its last replayed day stored after each day; every exchange call is keyed by the plan event's
// id (TransNo, internal reference, UniqueRefNo, mandate key) and every pass by the exchange's
// own keys, so a day done again after a crash, or the whole plan run again, adds nothing.

/** The investor's history row is held this long by the process working it (on THE clock). */
const LEASE_MS = 120_000;
/** A SIP's debit date moves at most a few days past its date (weekends, holidays). */
const MANDATE_END = '31/12/2099';
const MANDATE_END_ISO = '2099-12-31';

/** The clock the exchange runs on while it replays a day of the past. */
class HistoryClock implements Clock {
  private at = new Date(0);
  now(): Date {
    return this.at;
  }
  set(date: string, time: string): void {
    this.at = istInstant(date, time);
  }
}

export interface DemoHistoryDeps {
  database: Database;
  /** THE clock: the history runs up to the day before its today (IST). */
  clock: Clock;
  plans?: readonly DemoHistoryPlan[];
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface DemoHistoryProgress {
  /** Days of the past replayed by this call. */
  days: number;
  /** Investors whose history is finished (all of them: nothing left to do). */
  finished: number;
  /** Investors still to do (or held by another process). */
  pending: number;
}

/** A day of the past to replay and which of the exchange's processes have work on it. */
interface Day {
  date: string;
  /** A plan event falls on it. */
  event: boolean;
  /** An XSIP instalment of the client is due (on or before it). */
  sipDue: boolean;
  /** An STP instalment of the client is due (on or before it). */
  stpDue: boolean;
}

interface Claimed {
  plan: DemoHistoryPlan;
  ucc: string;
  userId: string;
  replayedThrough: string | null;
}

export class DemoHistory {
  private readonly plans: readonly DemoHistoryPlan[];
  private readonly historyClock = new HistoryClock();
  private readonly exchange: SandboxExchangeOrders;
  private readonly xsip: SandboxXsip;
  private readonly stp: SandboxStpSwp;
  private readonly mandates: SandboxMandates;
  /** How many investors the plans give a past. */
  readonly investors: number;

  constructor(private readonly deps: DemoHistoryDeps) {
    this.plans = deps.plans ?? DEMO_HISTORY_PLANS;
    this.investors = this.plans.length;
    const database = deps.database;
    // The exchange's own classes on the history clock: what they stamp and check ("today") is the past day.
    this.mandates = new SandboxMandates({
      database,
      clock: this.historyClock,
      pagePath: '/sandbox/bank/mandate',
      // No scans in the history: e-mandates, answered by the bank as the console does.
      scanIsReadable: async () => false,
    });
    this.exchange = new SandboxExchangeOrders(database, this.historyClock);
    this.xsip = new SandboxXsip(database, this.historyClock);
    this.stp = new SandboxStpSwp(database, this.historyClock);
  }

  /**
   * Replays up to `maxDays` days of the past (for the job: a short pass, then the loop's other
   * jobs), investor after investor. Safe to call from several processes at once.
   */
  async run(maxDays = Number.POSITIVE_INFINITY): Promise<DemoHistoryProgress> {
    let days = 0;
    let finished = 0;
    let pending = 0;
    for (const plan of this.plans) {
      if (days >= maxDays) {
        pending += (await this.isFinished(plan)) ? 0 : 1;
        continue;
      }
      const claimed = await this.claim(plan);
      if (claimed === 'finished') finished += 1;
      else if (claimed === 'held') pending += 1;
      // 'absent': not seeded yet; nothing to do until the demo accounts exist.
      else if (claimed !== 'absent') {
        const done = await this.replay(claimed, maxDays - days).finally(() => this.release(claimed.ucc));
        days += done.days;
        if (done.finished) finished += 1;
        else pending += 1;
      }
    }
    return { days, finished, pending };
  }

  private async investor(plan: DemoHistoryPlan): Promise<{ ucc: string; userId: string } | null> {
    const [row] = await rowsOf<{ ucc: string; user_id: string }>(
      this.deps.database.db,
      sql`SELECT p.ucc, u.id::text AS user_id FROM user_account u JOIN investor_profile p ON p.user_id = u.id
          WHERE u.mobile = ${plan.mobile} AND u.name = ${plan.name} LIMIT 1`,
    );
    return row ? { ucc: row.ucc, userId: row.user_id } : null;
  }

  private async isFinished(plan: DemoHistoryPlan): Promise<boolean> {
    const ucc = (await this.investor(plan))?.ucc;
    if (!ucc) return true;
    const [row] = await rowsOf<{ done: boolean }>(
      this.deps.database.db,
      sql`SELECT finished_at IS NOT NULL AS done FROM sandbox_exchange_history WHERE client_code = ${ucc}`,
    );
    return row?.done ?? false;
  }

  /** The investor's row, created on first sight and leased to this process; or why not. */
  private async claim(plan: DemoHistoryPlan): Promise<Claimed | 'absent' | 'finished' | 'held'> {
    const investor = await this.investor(plan);
    // Not seeded (yet): the demo accounts and profiles come first.
    if (!investor) return 'absent';
    const { ucc, userId } = investor;
    const now = this.deps.clock.now();
    await this.deps.database.db.execute(sql`
      INSERT INTO sandbox_exchange_history (client_code, plan, started_at) VALUES (${ucc}, ${plan.plan}, ${now.toISOString()}::timestamptz)
      ON CONFLICT (client_code) DO NOTHING`);
    const [row] = await rowsOf<{ through: string | null }>(
      this.deps.database.db,
      sql`UPDATE sandbox_exchange_history SET lease_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
          WHERE client_code = ${ucc} AND finished_at IS NULL AND (lease_until IS NULL OR lease_until <= ${now.toISOString()}::timestamptz)
          RETURNING replayed_through::text AS through`,
    );
    if (row) return { plan, ucc, userId, replayedThrough: row.through };
    return (await this.isFinished(plan)) ? 'finished' : 'held';
  }

  private async replay(c: Claimed, maxDays: number): Promise<{ days: number; finished: boolean }> {
    const scope: ExchangeScope = { pastOf: c.ucc };
    // The past ends the day before THE clock's today: today and after are the live jobs'.
    const today = istDate(this.deps.clock.now());
    let through = c.replayedThrough;
    let days = 0;
    while (days < maxDays) {
      const day = await this.nextDay(c, through);
      if (day === null || day.date >= today) {
        await this.deps.database.db.execute(sql`
          UPDATE sandbox_exchange_history SET finished_at = ${this.deps.clock.now().toISOString()}::timestamptz, lease_until = NULL
          WHERE client_code = ${c.ucc} AND finished_at IS NULL`);
        this.deps.log?.info({ client: c.ucc, plan: c.plan.plan, through }, 'demo history finished');
        return { days, finished: true };
      }
      await this.replayDay(c, day, scope);
      through = day.date;
      days += 1;
      await this.deps.database.db.execute(sql`
        UPDATE sandbox_exchange_history
        SET replayed_through = ${day.date}::date,
            lease_until = ${new Date(this.deps.clock.now().getTime() + LEASE_MS).toISOString()}::timestamptz
        WHERE client_code = ${c.ucc}`);
    }
    return { days, finished: false };
  }

  /** The pass is over (or failed): the next one, this process's or another's, takes it from where it stopped. */
  private async release(ucc: string): Promise<void> {
    await this.deps.database.db.execute(sql`UPDATE sandbox_exchange_history SET lease_until = NULL WHERE client_code = ${ucc}`);
  }

  /**
   * The next day with something to do after `through`: a plan event, an instalment of the
   * client's SIPs or of its STP (one statement for both dates); and what is due on it.
   */
  private async nextDay(c: Claimed, through: string | null): Promise<Day | null> {
    const event = c.plan.events.map((e) => e.on).filter((d) => through === null || d > through).sort()[0] ?? null;
    const [due] = await rowsOf<{ sip: string | null; stp: string | null }>(
      this.deps.database.db,
      sql`SELECT (SELECT min(next_debit_date)::text FROM sandbox_exchange_xsip WHERE client_code = ${c.ucc} AND status = 'ACTIVE') AS sip,
                 (SELECT min(next_date)::text FROM sandbox_exchange_stp_swp WHERE client_code = ${c.ucc} AND status = 'ACTIVE') AS stp`,
    );
    const sip = due?.sip ?? null;
    const stp = due?.stp ?? null;
    const date = [event, sip, stp].filter((d): d is string => d !== null).sort()[0];
    if (!date) return null;
    return { date, event: event === date, sipDue: sip !== null && sip <= date, stpDue: stp !== null && stp <= date };
  }

  /**
   * One day of the past: the instalments at the bank's 10:00 debit, the plan's events, settlement,
   * the STP's transfer, the ledger. A process with nothing due that day is not run (about a third
   * of the days are an STP's alone): the statements it would run find nothing.
   */
  private async replayDay(c: Claimed, day: Day, scope: ExchangeScope): Promise<void> {
    const { database } = this.deps;
    // One pass of each process is the whole day: every debit date is visited, so no SIP is ever
    // more than one instalment behind, and a day's few orders fit one settlement batch (PGlite
    // statements cost milliseconds each; docs/benchmarks.md has the history's figures).
    if (day.sipDue) {
      this.historyClock.set(day.date, '10:00:00');
      await placeDueInstalments(database, this.historyClock, { scope });
    }

    this.historyClock.set(day.date, '11:00:00');
    if (day.event) for (const event of c.plan.events.filter((e) => e.on === day.date)) await this.event(c, event);

    // After the day's NAVs (published by 23:00): settlement allots and redeems at them.
    this.historyClock.set(day.date, '23:00:00');
    let moved = false;
    if (day.sipDue || day.event) {
      const settled = await settleDue(database, this.historyClock, { scope });
      moved = Object.values(settled).some((n) => typeof n === 'number' && n > 0);
    }
    // The day's STP instalment, at the day's NAVs of both schemes (units out, units in).
    if (day.stpDue) {
      await runDueStpSwpInstalments(database, this.historyClock, { scope });
      moved = true;
    }
    if (!moved) return;
    // The product reads the day's allotment statement into its ledger (each allotment once).
    const statement = await this.exchange.allotmentStatement({ fromDate: day.date, toDate: day.date, clientCode: c.ucc });
    if (statement.length) await applyAllotmentStatement(database, statement, this.historyClock);
  }

  private async event(c: Claimed, e: DemoHistoryEvent): Promise<void> {
    const ref = `DH${c.ucc}${e.id}`;
    const refused = (remarks: string) => this.deps.log?.warn({ client: c.ucc, event: e.id, remarks }, 'demo history: the exchange refused an event; skipped');
    switch (e.kind) {
      case 'mandate': {
        const answer = await this.mandate(c, e.amount);
        if (!answer.mandateId) return refused(answer.remarks);
        // The bank's answer, now (as the sandbox console's approve): a history has no bank page to click.
        await this.mandates.decide(answer.mandateId, 'APPROVED');
        // The product's own mandate record, as the mandates feature keeps an approved one: My SIPs shows its bank.
        const day = istDate(this.historyClock.now());
        await recordRegisteredMandate(this.deps.database.db, {
          userId: c.userId,
          ucc: c.ucc,
          requestKey: `demo-history:${c.plan.plan}`,
          mandateType: 'N',
          amount: e.amount,
          accountNumber: this.accountOf(c),
          startDate: day,
          endDate: MANDATE_END_ISO,
          bseMandateId: answer.mandateId,
          at: this.historyClock.now(),
          registeredOn: day,
        });
        return;
      }
      case 'sip': {
        const mandate = await this.mandate(c, null);
        if (!mandate.mandateId) return refused(mandate.remarks);
        // YYYYMMDD<user>NNNNNN: the registration day, then 9, the client's last 3 digits and the event's number.
        const uniqueRefNo = `${e.on.replaceAll('-', '')}${CONSOLE_MEMBER.UserID}9${c.ucc.slice(-3)}${e.id.replace(/\D/g, '').padStart(2, '0')}`;
        const schemeCode = await this.schemeCode(e.amfiCode);
        const reply = await this.xsip.xsipOrderEntry({
          TransactionCode: 'NEW',
          UniqueRefNo: uniqueRefNo,
          SchemeCode: schemeCode,
          MemberCode: CONSOLE_MEMBER.MemberId,
          ClientCode: c.ucc,
          UserID: CONSOLE_MEMBER.UserID,
          InternalRefNo: ref,
          TransMode: 'P',
          DpTxnMode: 'P',
          StartDate: formatDisplayDate(e.firstDate),
          FrequencyType: 'MONTHLY',
          FrequencyAllowed: '1',
          InstallmentAmount: e.amount,
          NoOfInstallment: String(e.instalments),
          FolioNo: '',
          FirstOrderFlag: 'N',
          MandateID: mandate.mandateId,
          RegId: '',
        });
        if (reply.SuccessFlag !== '0') return refused(reply.BSERemarks);
        // The product's own SIP record, as checkout writes it once the exchange answers: My SIPs lists it.
        await recordRegisteredSip(this.deps.database.db, {
          userId: c.userId,
          ucc: c.ucc,
          key: ref,
          amfiCode: e.amfiCode,
          schemeCode,
          amount: e.amount,
          sipDate: Number(e.firstDate.slice(8, 10)),
          numInstallments: e.instalments,
          startDate: e.firstDate,
          mandateId: mandate.mandateId,
          uniqueRefNo,
          xsipRegId: reply.XSIPRegId,
          remarks: reply.BSERemarks,
          folioNo: null,
          at: this.historyClock.now(),
        });
        return;
      }
      case 'lumpsum': {
        const schemeCode = await this.schemeCode(e.amfiCode);
        const folio = await this.folioWithAmc(c.ucc, schemeCode);
        const entry = await this.exchange.orderEntry({
          TransCode: 'NEW',
          TransNo: ref,
          ...CONSOLE_MEMBER,
          ClientCode: c.ucc,
          SchemeCd: schemeCode,
          BuySell: 'P',
          BuySellType: folio ? 'ADDITIONAL' : 'FRESH',
          DPTxn: 'P',
          OrderVal: e.amount,
          Qty: '',
          AllRedeem: 'N',
          FolioNo: folio ?? '',
        });
        if (entry.SuccessFlag !== '0') return refused(entry.BSERemarks);
        const paid = await this.exchange.payment({
          membercode: CONSOLE_MEMBER.MemberId,
          clientcode: c.ucc,
          paymentMode: 'NET_BANKING',
          ordernumber: [entry.OrderId],
          totalamount: e.amount,
          internalrefno: ref,
        });
        if (paid.statuscode !== '100') return refused(paid.responsestring);
        // The investor approves at the sandbox bank (its page's path ends in the payment's id).
        const paymentId = paid.responsestring.split('/').pop()!;
        await this.exchange.bank.completeBankPayment(paymentId, 'approve');
        return;
      }
      case 'stp': {
        const fromSchemeCode = await this.schemeCode(e.amfiCode);
        const toSchemeCode = await this.schemeCode(e.toAmfiCode);
        const folio = await this.folioWithAmc(c.ucc, fromSchemeCode);
        if (!folio) return refused('NO FOLIO TO TRANSFER FROM');
        const reply = await this.stp.registerStp({
          MemberCode: CONSOLE_MEMBER.MemberId,
          ClientCode: c.ucc,
          FromBSESchemeCode: fromSchemeCode,
          ToBSESchemeCode: toSchemeCode,
          BuySellType: 'ADDITIONAL',
          TransactionMode: 'P',
          FolioNo: folio,
          InternalRefNo: ref,
          StartDate: formatDisplayDate(e.firstDate),
          FrequencyType: 'MONTHLY',
          NoOfTransfers: String(e.transfers),
          InstAmount: e.amount,
          FirstOrderToday: 'N',
        });
        if (reply.StatusCode !== '100') return refused(reply.Response);
        // The product's own plan, as the STP feature records one the exchange registered: My STPs lists it, Stop cancels it.
        await recordRegisteredStp(this.deps.database.db, {
          userId: c.userId,
          ucc: c.ucc,
          requestKey: ref,
          fromAmfiCode: e.amfiCode,
          toAmfiCode: e.toAmfiCode,
          fromSchemeCode,
          toSchemeCode,
          folioNo: folio,
          frequency: 'MONTHLY',
          installmentAmount: e.amount,
          noOfInstallments: e.transfers,
          startDate: e.firstDate,
          firstOrderToday: false,
          refNo: ref,
          regNo: reply.Response,
          at: this.historyClock.now(),
        });
        return;
      }
      case 'redeem': {
        const schemeCode = await this.schemeCode(e.amfiCode);
        const folio = await this.folioWithAmc(c.ucc, schemeCode);
        if (!folio) return refused('NO FOLIO TO REDEEM FROM');
        const entry = await this.exchange.orderEntry({
          TransCode: 'NEW',
          TransNo: ref,
          ...CONSOLE_MEMBER,
          ClientCode: c.ucc,
          SchemeCd: schemeCode,
          BuySell: 'R',
          BuySellType: 'FRESH',
          DPTxn: 'P',
          OrderVal: e.amount,
          Qty: '',
          AllRedeem: 'N',
          FolioNo: folio,
        });
        if (entry.SuccessFlag !== '0') refused(entry.BSERemarks);
        return;
      }
    }
  }

  /** The investor's history mandate at the exchange (registered once, by its key; `amount` null: only look it up). */
  private async mandate(c: Claimed, amount: string | null): Promise<{ mandateId: string | null; remarks: string }> {
    const account = this.accountOf(c);
    const answer = await this.mandates.registerMandate({
      ClientCode: c.ucc,
      Amount: amount ?? '100000',
      MandateType: 'N',
      AccountNo: account,
      AccountType: 'SB',
      IFSCCode: DEMO_IFSC,
      MICRCode: '',
      StartDate: formatDisplayDate(istDate(this.historyClock.now())),
      EndDate: MANDATE_END,
      IdempotencyKey: `demo-history:${c.ucc}:${c.plan.plan}`,
    });
    return { mandateId: answer.mandate_id, remarks: answer.status_description };
  }

  /** The investor's demo bank account (the mandate debits it). */
  private accountOf(c: Claimed): string {
    return DEMO_BANKING.find((b) => b.mobile === c.plan.mobile)?.accountNumber ?? '50100000000009';
  }

  private async schemeCode(amfiCode: number): Promise<string> {
    const [row] = await rowsOf<{ scheme_code: string }>(
      this.deps.database.db,
      sql`SELECT scheme_code FROM sandbox_exchange_scheme_master WHERE unique_no = ${amfiCode}`,
    );
    // Unknown to the exchange (a catalogue without it): order entry refuses it, the event is skipped.
    return row?.scheme_code ?? `${amfiCode}-DP-GR`;
  }

  /** The investor's folio with the scheme's AMC, as the ledger knows it (null: a fresh purchase opens one). */
  private async folioWithAmc(ucc: string, schemeCode: string): Promise<string | null> {
    const [row] = await rowsOf<{ folio_no: string }>(
      this.deps.database.db,
      sql`SELECT l.folio_no FROM ledger_entry l
          JOIN sandbox_exchange_scheme_master held ON held.scheme_code = l.scheme_code
          JOIN sandbox_exchange_scheme_master wanted ON wanted.amc_code = held.amc_code AND wanted.scheme_code = ${schemeCode}
          WHERE l.ucc = ${ucc} ORDER BY l.exchange_order_no LIMIT 1`,
    );
    return row?.folio_no ?? null;
  }
}
