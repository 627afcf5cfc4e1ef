import { randomBytes } from 'node:crypto';
import type {
  DestinationFunds,
  RegisterStpBody,
  RegisteredStp,
  StpAllowedDates,
  StpMessage,
  StpPlanList,
  StpSourceFunds,
  StpValidationDetails,
} from '@sanchay/contract';
import {
  formatDisplayDate,
  istDate,
  messages,
  parseDecimal,
  productMessages,
  stpAllowedStartDates,
  stpBoundsByFrequency,
  stpFormFields,
  stpFormProblems,
  stpPlanOf,
  stpVerificationWindow,
  STP_FREQUENCY_CODES,
  freeAmount,
  toDecimal,
  type Clock,
  exchangeRemarkText,
  type StpFrequency,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ErrorEnum } from '@sanchay/contract';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../http/app-errors';
import { pastBeingReplayed, type StpRegistrationRequest, type StpSwpCancellationRequest, type StpSwpPort, type StpSwpReply } from '../../integrations/exchange';
import type { Tx } from '../../integrations/notifications';
import { folioUnitsOf, type LedgerDb } from '../../ledger';
import { rowsOf, type SqlRunner } from '../../db/rows';
import { insertPlan, schemeWhere, SCHEME_CODE_OF, SCHEME_COLUMNS, type SchemeRow } from './stp-swp.queries';
import { deadlineText, PLAN_COLUMNS, toView, type PlanRow, type PlanStatus } from './stp-plan-view';
import { hashToken, StpVerification } from './stp-verification';
import type { OutsideCalls } from '../../outside-calls';
import type { ExchangeMember } from '../orders';
import { STP_CANCELLATION, STP_REGISTRATION, type StpCommandContext } from './stp-swp.commands';

// The product's STPs (issue 12 §4, spec 3 §4–§7; docs/decisions/0112, 0113). An investor registers
// a plan from a holding (STP allowed, units held) into a scheme of the same fund house; the
// server checks it with the domain's one rule set against the exchange's validation rows and the
// amount the ledger says is available; the plan waits for its e-mail link (PENDING_VERIFICATION,
// the 3 PM rule); a verified plan is APPROVED; Setup order registers it at the exchange (a
// durable command: PENDING, then ACTIVE or back to APPROVED with the refusal); Stop cancels it
// there. A link not confirmed in time leaves the plan AUTO_CANCELLED (the job).

export interface StpSwpServiceDeps {
  database: Database;
  clock: Clock;
  outsideCalls: OutsideCalls;
  exchange: StpSwpPort;
  member: ExchangeMember;
  /** The site's public address, for the verification link. */
  publicUrl: string;
  /** The server's logger (app.log): an unexpected failure placing a verified plan is logged here. */
  log?: { error: (fields: Record<string, unknown>, message: string) => void };
}

export class StpSwpService {
  private readonly verification: StpVerification;

  constructor(private readonly deps: StpSwpServiceDeps) {
    this.verification = new StpVerification(deps);
  }

  private get db() {
    return this.deps.database.db;
  }

  /** The caller's own ucc, or 403 (another customer's, or none). */
  private async ownUcc(userId: string, ucc: string): Promise<void> {
    const [p] = await rowsOf<{ ucc: string | null }>(this.db, sql`SELECT ucc FROM investor_profile WHERE user_id = ${userId}`);
    if (!p?.ucc || p.ucc !== ucc.trim()) throw new ForbiddenError(messages.session.notAuthorized);
  }

  /**
   * Spec 3 §5 available amount for a holding: the folio's free units by the one rule
   * (ledger/folio-units, decision 0161: held less every outflow in progress — redemptions, plans
   * not yet at the exchange, instalments placed — less ELSS units locked by the scheme facts'
   * lock-in), valued at the NAV.
   */
  private async available(db: LedgerDb, ucc: string, folioNo: string, scheme: SchemeRow, nav: string, exceptPlan?: string) {
    const today = istDate(this.deps.clock.now());
    const units = await folioUnitsOf(db, { ucc, folioNo, schemeCode: scheme.scheme_code, nav }, { today, ...(exceptPlan ? { exceptPlan } : {}) });
    return { units: units.held.minus(units.locked), free: units, amount: freeAmount(units, nav) };
  }

  async sourceFunds(userId: string, ucc: string): Promise<StpSourceFunds> {
    await this.ownUcc(userId, ucc);
    const holdings = await rowsOf<{ folio_no: string; scheme_code: string; units: string }>(
      this.db,
      sql`SELECT folio_no, scheme_code, sum(units)::text AS units FROM ledger_entry WHERE ucc = ${ucc}
          GROUP BY folio_no, scheme_code HAVING sum(units) > 0 ORDER BY scheme_code, folio_no`,
    );
    const funds: StpSourceFunds['funds'] = [];
    for (const h of holdings) {
      const s = await schemeWhere(this.db, sql`${SCHEME_CODE_OF} = ${h.scheme_code}`);
      // Spec 3 §4: stpFlag Y and units held (ELSS has no STP: its units are locked for 3 years).
      if (!s || !s.stp_allowed || !s.latest_nav || !s.latest_nav_date) continue;
      const a = await this.available(this.db, ucc, h.folio_no, s, s.latest_nav);
      if (!a.units.gt(0)) continue; // ELSS units all still locked in
      funds.push({
        schemeId: s.amfi_code,
        schemeName: s.name,
        bseSchemeCode: s.scheme_code,
        isin: s.isin,
        folioNo: h.folio_no,
        units: a.units.toFixed(3),
        nav: toDecimal(s.latest_nav).toFixed(4),
        navDate: formatDisplayDate(s.latest_nav_date),
        availableAmount: a.amount.toFixed(2),
      });
    }
    return { funds };
  }

  async sameAmcSchemes(schemeId: number): Promise<DestinationFunds> {
    const rows = await rowsOf<SchemeRow>(
      this.db,
      sql`SELECT ${SCHEME_COLUMNS} FROM scheme s JOIN scheme f ON f.amfi_code = ${schemeId} AND f.amc_id = s.amc_id
          WHERE s.amfi_code <> ${schemeId} AND s.stp_allowed AND s.purchase_allowed ORDER BY s.name`,
    );
    return { schemes: rows.map((s) => ({ schemeIsin: s.isin, bseSchemeCode: s.scheme_code, schemeName: s.name, encryptedSchemeId: s.amfi_code })) };
  }

  async validationDetails(schemeId: number): Promise<StpValidationDetails> {
    const s = await schemeWhere(this.db, sql`s.amfi_code = ${schemeId}`);
    if (!s) throw new NotFoundError(productMessages.stp.schemeUnknown);
    return { rows: await this.deps.exchange.stpValidationRows(s.scheme_code) };
  }

  private async boundsFor(fromCode: string, toCode: string) {
    const [from, to] = await Promise.all([this.deps.exchange.stpValidationRows(fromCode), this.deps.exchange.stpValidationRows(toCode)]);
    return stpBoundsByFrequency(from, to);
  }

  async allowedDates(query: { fromSchemeId: number; toSchemeId: number; frequency: StpFrequency }): Promise<StpAllowedDates> {
    const [from, to] = await Promise.all([
      schemeWhere(this.db, sql`s.amfi_code = ${query.fromSchemeId}`),
      schemeWhere(this.db, sql`s.amfi_code = ${query.toSchemeId}`),
    ]);
    const today = istDate(this.deps.clock.now());
    const b = from && to && from.amc_id === to.amc_id ? (await this.boundsFor(from.scheme_code, to.scheme_code))[query.frequency] : undefined;
    if (!b) return { available: false, minAmount: '0', maxAmount: '0', multiplier: '1', minInstallments: 0, maxInstallments: 0, dates: [], today };
    return {
      available: true,
      minAmount: b.minAmount.toFixed(2),
      maxAmount: b.maxAmount.toFixed(2),
      multiplier: b.multiplier.toFixed(2),
      minInstallments: b.minInstallments,
      maxInstallments: b.maxInstallments,
      dates: stpAllowedStartDates(b, today),
      today,
    };
  }

  /**
   * Register (spec 3 §7 register-stp-swp): every rule again on the server, then the plan and its
   * verification e-mail (now for an STP starting today; on its start date otherwise, by the job)
   * in one transaction under the investor's row lock, so two submits of one form make one plan and
   * two different plans cannot both count the same available amount.
   */
  async register(userId: string, ucc: string, body: RegisterStpBody): Promise<RegisteredStp> {
    await this.ownUcc(userId, ucc);
    // A sandbox demo investor's past still being replayed: the ledger has only part of it (decision 0123).
    if (await pastBeingReplayed(this.db, ucc.trim())) throw new ValidationError(productMessages.redeem.historyBeingPrepared);
    const input = stpFormFields.parse({
      frequency: (Object.entries(STP_FREQUENCY_CODES).find(([, code]) => code === body.freqType)?.[0] ?? 'MONTHLY') as StpFrequency,
      installmentAmount: body.installmentAmount,
      noOfInstallments: body.noOfInstallments ?? '',
      startDate: body.startDate,
      endDate: body.endDate ?? '',
    });
    const now = this.deps.clock.now();
    const today = istDate(now);
    // The schemes and the exchange's validation rows first: the exchange is never asked inside a transaction.
    const from = await schemeWhere(this.db, sql`${SCHEME_CODE_OF} = ${body.fromSchemeCode}`);
    const to = await schemeWhere(this.db, sql`${SCHEME_CODE_OF} = ${body.toSchemeCode}`);
    if (!from || !from.stp_allowed || !from.latest_nav) throw new ValidationError(productMessages.stp.sourceNotAllowed);
    if (!to || !to.stp_allowed || !to.purchase_allowed || to.amc_id !== from.amc_id || to.amfi_code === from.amfi_code) {
      throw new ValidationError(productMessages.stp.destinationNotAllowed);
    }
    const boundsByFrequency = await this.boundsFor(from.scheme_code, to.scheme_code);
    const fromNav = from.latest_nav;
    const planId = await this.db.transaction(async (tx) => {
      const [profile] = await rowsOf<{ email: string | null }>(
        tx,
        sql`SELECT u.email FROM investor_profile p JOIN user_account u ON u.id = p.user_id WHERE p.user_id = ${userId} FOR UPDATE OF p`,
      );
      const [existing] = await rowsOf<{ id: string }>(
        tx,
        sql`SELECT id::text FROM investor_stp_swp WHERE user_id = ${userId} AND request_key = ${body.requestKey}`,
      );
      if (existing) return existing.id;
      if (!profile?.email) throw new ValidationError(productMessages.stp.emailMissing);
      const available = await this.available(tx, ucc, body.folioNo, from, fromNav);
      if (!available.units.gt(0)) throw new ValidationError(productMessages.stp.sourceNotAllowed);
      const problems = stpFormProblems(input, { boundsByFrequency, today, availableAmount: available.amount });
      if (problems.length) throw new ValidationError(problems[0]!.message);
      const plan = stpPlanOf(input, { today })!;
      const stated = body.totalamount ? parseDecimal(body.totalamount.replace(/,/g, '')) : null;
      if (body.totalamount && (!stated || !stated.eq(plan.totalAmount))) {
        throw new ValidationError(productMessages.stp.totalMismatch);
      }
      const firstOrderToday = body.firstOrderToday === 'Y';
      const window = stpVerificationWindow(now, plan.startDate, firstOrderToday);
      const token = randomBytes(32).toString('base64url');
      const id = await insertPlan(tx, {
        userId,
        ucc,
        requestKey: body.requestKey,
        from: { amfiCode: from.amfi_code, schemeCode: from.scheme_code, name: from.name, isin: from.isin },
        to: { amfiCode: to.amfi_code, schemeCode: to.scheme_code, name: to.name, isin: to.isin },
        folioNo: body.folioNo,
        frequency: plan.frequency,
        installmentAmount: plan.installmentAmount.toFixed(2),
        noOfInstallments: plan.noOfInstallments,
        startDate: plan.startDate,
        endDate: plan.endDate,
        totalAmount: plan.totalAmount.toFixed(2),
        firstOrderToday,
        status: 'PENDING_VERIFICATION',
        tokenHash: hashToken(token),
        email: profile.email,
        linkAt: window.linkAt,
        verifyBy: window.deadline,
        at: now,
      });
      // The profile row is locked and the key was not there: written now.
      const planId = id!;
      // A future-dated plan's link is made and sent on its start date (the job); its hash until then matches no link.
      if (window.linkAt.getTime() <= now.getTime()) await this.verification.sendLink(tx, planId, profile.email, token, window.deadline, from.name, to.name, now);
      return planId;
    });
    const plan = await this.planById(this.db, planId);
    return { plan: toView(plan), message: productMessages.stp.awaitingVerification(deadlineText(plan.verify_by)) };
  }

  /** The job: links of future-dated plans due today, and plans whose deadline passed (AUTO_CANCELLED). */
  runVerificationDue(): Promise<{ sent: number; expired: number }> {
    return this.verification.runDue();
  }

  /** The earliest link to send or deadline to pass, for the job's sleep. */
  nextVerificationDueAt(): Promise<Date | null> {
    return this.verification.nextDueAt();
  }

  /** The e-mail link (StpVerification.confirm); a plan it approves goes to the exchange at once. */
  async verifyLink(token: string): Promise<{ message: string; verified: boolean }> {
    const result = await this.verification.confirm(token);
    // Approved: the order is saved to the exchange at once (spec 3 §4). A refusal or no answer
    // leaves it APPROVED with the reason, and My STPs offers Setup order to try again.
    if (result.approved) await this.placeVerified(result.approved);
    return { message: result.message, verified: result.verified };
  }

  /**
   * The verified plan to the exchange. Its link is confirmed whatever the exchange says: a refusal
   * is already on the plan (APPROVED with the exchange's reason, a ValidationError here) and Setup
   * order tries again. Anything else is a fault: logged with the plan, and the plan keeps the
   * reason 'create failed' so My STPs offers Setup order instead of showing nothing.
   */
  private async placeVerified(planId: string): Promise<void> {
    try {
      await this.placeAtExchange(planId, null);
    } catch (error) {
      if (error instanceof ValidationError) return;
      this.deps.log?.error({ err: error, planId }, 'stp registration after verification failed');
      await this.db.execute(sql`UPDATE investor_stp_swp SET exchange_remarks = ${messages.stp.createFailed},
                                  updated_at = ${this.deps.clock.now().toISOString()}::timestamptz
                                WHERE id = ${planId}::bigint AND status = 'APPROVED'`);
    }
  }

  async list(userId: string, ucc: string, transType: 'STP' | 'SWP', only?: PlanStatus[]): Promise<StpPlanList> {
    await this.ownUcc(userId, ucc);
    // A deadline passed since the job's last look reads as what it is.
    await this.runVerificationDue();
    const rows = await rowsOf<PlanRow>(
      this.db,
      sql`SELECT ${PLAN_COLUMNS} FROM investor_stp_swp WHERE user_id = ${userId} AND ucc = ${ucc} AND trans_type = ${transType}
          ${only ? sql`AND status = ANY(${`{${only.join(',')}}`}::text[])` : sql``}
          ORDER BY id DESC`,
    );
    return { plans: rows.map(toView) };
  }

  private async planById(db: SqlRunner, id: string): Promise<PlanRow> {
    const [p] = await rowsOf<PlanRow>(db, sql`SELECT ${PLAN_COLUMNS} FROM investor_stp_swp WHERE id = ${id}::bigint`);
    if (!p) throw new NotFoundError(productMessages.stp.notFound);
    return p;
  }

  /** Setup order (spec 3 §4, §7 save-stp-swp-order-to-bse): an APPROVED plan registered at the exchange. */
  async saveOrderToExchange(userId: string, ucc: string, stpId: string): Promise<StpMessage> {
    await this.ownUcc(userId, ucc);
    return this.placeAtExchange(stpId, { userId, ucc });
  }

  /**
   * The plan's registration at the exchange: a durable command written with the plan's move to
   * PENDING, run after the commit. Called by Setup order, and right after the link is confirmed.
   */
  private async placeAtExchange(stpId: string, owner: { userId: string; ucc: string } | null): Promise<StpMessage> {
    const now = this.deps.clock.now();
    const command = await this.db.transaction(async (tx) => {
      const [p] = await rowsOf<PlanRow>(
        tx,
        sql`SELECT ${PLAN_COLUMNS} FROM investor_stp_swp WHERE id = ${stpId}::bigint
              ${owner ? sql`AND user_id = ${owner.userId} AND ucc = ${owner.ucc}` : sql``} FOR UPDATE`,
      );
      if (!p) throw new NotFoundError(productMessages.stp.notFound);
      if (p.status === 'PENDING' || p.status === 'ACTIVE') {
        // A second press while the first is at the exchange: the same command.
        const [c] = await rowsOf<{ id: string }>(tx, sql`SELECT id::text FROM outside_call WHERE idempotency_key LIKE ${`stp:${this.deps.member.MemberId}:STP${p.id}-%`} ORDER BY id DESC LIMIT 1`);
        return c?.id ?? null;
      }
      if (p.status !== 'APPROVED') throw new ValidationError(productMessages.stp.notApproved);
      const [attempt] = await rowsOf<{ n: string }>(tx, sql`SELECT count(*)::text AS n FROM outside_call WHERE idempotency_key LIKE ${`stp:${this.deps.member.MemberId}:STP${p.id}-%`}`);
      const ref = `STP${p.id}-${Number(attempt!.n) + 1}`;
      const firstToday = p.first_order_today && istDate(now) <= p.start_date;
      const request: StpRegistrationRequest = {
        MemberCode: this.deps.member.MemberId,
        ClientCode: p.ucc,
        FromBSESchemeCode: p.from_scheme_code,
        ToBSESchemeCode: p.to_scheme_code!,
        BuySellType: 'ADDITIONAL',
        TransactionMode: 'P',
        FolioNo: p.folio_no,
        InternalRefNo: ref,
        StartDate: formatDisplayDate(p.start_date),
        FrequencyType: p.frequency,
        NoOfTransfers: String(p.no_of_installments),
        InstAmount: toDecimal(p.installment_amount).toFixed(2),
        FirstOrderToday: firstToday ? 'Y' : 'N',
        EUINDeclaration: 'N',
        Remarks: '',
      };
      await tx.execute(sql`UPDATE investor_stp_swp SET status = 'PENDING', exchange_ref_no = ${ref}, exchange_remarks = NULL,
                             updated_at = ${now.toISOString()}::timestamptz WHERE id = ${p.id}::bigint`);
      const { id } = await this.deps.outsideCalls.enqueue<StpRegistrationRequest, StpCommandContext>(
        tx,
        { ...STP_REGISTRATION, idempotencyKey: `stp:${request.MemberCode}:${ref}`, request, context: { planId: p.id }, subject: p.ucc },
        { runNow: true },
      );
      return id;
    });
    if (command) await this.deps.outsideCalls.run(command);
    const plan = await this.planById(this.db, stpId);
    const view = toView(plan);
    if (plan.status === 'ACTIVE') return { message: plan.first_order_today ? productMessages.stp.firstOrderToday : productMessages.stp.registered, plan: view };
    if (plan.status === 'APPROVED' && plan.exchange_remarks) throw new ValidationError(exchangeRemarkText(plan.exchange_remarks) ?? plan.exchange_remarks);
    if (plan.status === 'PENDING') return { message: productMessages.stp.stillRegistering, plan: view };
    throw new ValidationError(messages.stp.createFailed);
  }

  /** The registration's answer (the command's apply): ACTIVE with its number, or back to APPROVED with the refusal. */
  readonly applyRegistration = async (tx: Tx, answer: { reply: StpSwpReply; context: StpCommandContext }): Promise<void> => {
    const now = this.deps.clock.now().toISOString();
    if (answer.reply.StatusCode === '100') {
      await tx.execute(sql`UPDATE investor_stp_swp SET status = 'ACTIVE', exchange_reg_no = ${answer.reply.Response}, updated_at = ${now}::timestamptz
                           WHERE id = ${answer.context.planId}::bigint AND status = 'PENDING'`);
    } else {
      await tx.execute(sql`UPDATE investor_stp_swp SET status = 'APPROVED', exchange_remarks = ${answer.reply.Response}, updated_at = ${now}::timestamptz
                           WHERE id = ${answer.context.planId}::bigint AND status = 'PENDING'`);
    }
  };

  /** No answer after every attempt: back to APPROVED, so Setup order may be pressed again. */
  readonly applyRegistrationFailure = async (tx: Tx, failure: { context: StpCommandContext }): Promise<void> => {
    await tx.execute(sql`UPDATE investor_stp_swp SET status = 'APPROVED', exchange_remarks = ${messages.stp.createFailed},
                           updated_at = ${this.deps.clock.now().toISOString()}::timestamptz
                         WHERE id = ${failure.context.planId}::bigint AND status = 'PENDING'`);
  };

  /** Stop (spec 3 §4, §7 cancel-transaction): an ACTIVE plan cancelled at the exchange. */
  async stop(userId: string, ucc: string, body: { txnRegNo: string; txnType: 'STP' | 'SWP' }): Promise<StpMessage> {
    await this.ownUcc(userId, ucc);
    const { command, planId } = await this.db.transaction(async (tx) => {
      const [p] = await rowsOf<PlanRow>(
        tx,
        sql`SELECT ${PLAN_COLUMNS} FROM investor_stp_swp WHERE user_id = ${userId} AND ucc = ${ucc} AND exchange_reg_no = ${body.txnRegNo}
              AND trans_type = ${body.txnType} FOR UPDATE`,
      );
      if (!p) throw new NotFoundError(productMessages.stp.notFound);
      if (p.status === 'CANCELLED') return { command: null, planId: p.id };
      if (p.status !== 'ACTIVE') throw new ValidationError(productMessages.stp.notStoppable);
      const [attempt] = await rowsOf<{ n: string }>(tx, sql`SELECT count(*)::text AS n FROM outside_call WHERE idempotency_key LIKE ${`stp-cxl:${p.id}:%`}`);
      const ref = `CXL${p.id}-${Number(attempt!.n) + 1}`;
      const request: StpSwpCancellationRequest = {
        MemberCode: this.deps.member.MemberId,
        InternalRefNo: ref,
        TransType: p.trans_type,
        RegNo: p.exchange_reg_no!,
        ClientCode: p.ucc,
        Remarks: 'STOPPED BY THE INVESTOR',
      };
      const { id } = await this.deps.outsideCalls.enqueue<StpSwpCancellationRequest, StpCommandContext>(
        tx,
        { ...STP_CANCELLATION, idempotencyKey: `stp-cxl:${p.id}:${ref}`, request, context: { planId: p.id }, subject: p.ucc },
        { runNow: true },
      );
      return { command: id, planId: p.id };
    });
    if (command) {
      const done = await this.deps.outsideCalls.run(command);
      if (done.status === 'failed' || done.status === 'pending' || done.status === 'calling') {
        throw new UnavailableStopError(messages.stp.stopUnable);
      }
      const reply = done.response as StpSwpReply | null;
      if (reply?.StatusCode !== '100') throw new ValidationError(messages.stp.stopFailed);
    }
    return { message: messages.stp.stopped, plan: toView(await this.planById(this.db, planId)) };
  }

  readonly applyCancellation = async (tx: Tx, answer: { reply: StpSwpReply; context: StpCommandContext }): Promise<void> => {
    if (answer.reply.StatusCode !== '100') return;
    await tx.execute(sql`UPDATE investor_stp_swp SET status = 'CANCELLED', updated_at = ${this.deps.clock.now().toISOString()}::timestamptz
                         WHERE id = ${answer.context.planId}::bigint AND status = 'ACTIVE'`);
  };

  /** Whether any plan is at the exchange (the job then reads the allotment statement). */
  async anyActive(): Promise<boolean> {
    const [r] = await rowsOf<{ any: boolean }>(this.db, sql`SELECT EXISTS (SELECT 1 FROM investor_stp_swp WHERE status = 'ACTIVE') AS any`);
    return r?.any === true;
  }
}

/** The exchange did not answer a Stop: 'Unable to stop STP. Please try later.' (502). */
export class UnavailableStopError extends AppError {
  constructor(message: string) {
    super(ErrorEnum.INTERNAL, 502, message);
  }
}

