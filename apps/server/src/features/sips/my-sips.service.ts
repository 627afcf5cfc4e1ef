import type { RunningSip, RunningSipsAnswer, SipChangeAnswer } from '@sanchay/contract';
import { checkPauseInstallments, formatDisplayDate, istDate, exchangeRemarkText, messages, productMessages, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/app-errors';
import {
  ExchangeUnavailableError,
  type XsipEntryReply,
  type XsipEntryRequest,
  type XsipPausePort,
  type XsipPauseReply,
  type XsipPauseRequest,
  type XsipRegistrationState,
} from '../../integrations/exchange';
import type { Tx } from '../../integrations/notifications';
import { unfinishedByKeys, type OutsideCalls } from '../../outside-calls';
import { SANDBOX_MEMBER, type ExchangeMember } from '../orders';
import * as q from './my-sips.queries';
import { enqueueXsipPause } from './xsip-pause.command';
import { enqueueXsipEntry, type XsipRegistrationContext } from './xsip-registration.command';

const own = productMessages.sips;

const STATUS_LABELS: Record<RunningSip['status'], string> = {
  REGISTERING: 'Registering',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  CANCELLING: 'Cancelling',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  REGISTRATION_FAILED: 'Registration Error',
};

const display = (iso: string) => (iso ? formatDisplayDate(iso) : '');

export interface MySipsDeps {
  database: Database;
  clock: Clock;
  outsideCalls: OutsideCalls;
  /** The exchange's pause call and XSIP registration report. */
  exchange: XsipPausePort;
  member?: ExchangeMember;
}

/**
 * My SIPs (issue 12 §3, decision 0110): the investor's SIPs registered through checkout, each
 * with what the exchange reports of it, and the two changes an investor asks for, each a durable
 * exchange command written with its request row (never called inside a transaction), keyed by the
 * browser's request key; a SIP has at most one live cancel and one pause in flight.
 */
export class MySipsService {
  private readonly member: ExchangeMember;

  constructor(private readonly deps: MySipsDeps) {
    this.member = deps.member ?? SANDBOX_MEMBER;
  }

  private get db() {
    return this.deps.database.db;
  }

  async list(userId: string): Promise<RunningSipsAnswer> {
    const rows = await q.sipsOfUser(this.db, userId);
    const { states, answered } = await this.report(rows);
    return { sips: rows.map((r) => this.view(r, states.get(r.xsip_reg_id ?? ''))), exchangeAnswered: answered };
  }

  /** The exchange's report for the registered ones; an unanswered report leaves the rows without it. */
  private async report(rows: q.SipRow[]): Promise<{ states: Map<string, XsipRegistrationState>; answered: boolean }> {
    const registered = rows.filter((r) => r.status === 'VALID' && r.xsip_reg_id);
    const states = new Map<string, XsipRegistrationState>();
    if (!registered.length) return { states, answered: true };
    try {
      for (const ucc of new Set(registered.map((r) => r.ucc))) {
        const found = await this.deps.exchange.xsipRegistrations({
          MemberCode: this.member.MemberId,
          ClientCode: ucc,
          RegIds: registered.filter((r) => r.ucc === ucc).map((r) => r.xsip_reg_id!),
        });
        for (const s of found) states.set(s.XSIPRegId, s);
      }
      return { states, answered: true };
    } catch (error) {
      if (error instanceof ExchangeUnavailableError) return { states, answered: false };
      throw error;
    }
  }

  private view(r: q.SipRow, s: XsipRegistrationState | undefined): RunningSip {
    const status: RunningSip['status'] =
      r.status === 'ENTERING'
        ? 'REGISTERING'
        : r.status === 'INVALID'
          ? 'REGISTRATION_FAILED'
          : r.cancelled_at
            ? 'CANCELLED'
            : r.cancel_status === 'SENDING'
              ? 'CANCELLING'
              : (s?.Status ?? 'ACTIVE');
    const running = status === 'ACTIVE' || status === 'PAUSED';
    const pause =
      status === 'ACTIVE' && s && s.PauseFlag === 'Y' && s.PausesLeft > 0 && r.pause_status !== 'SENDING'
        ? { min: s.PauseMinInstallments, max: s.PauseMaxInstallments, pausesLeft: s.PausesLeft }
        : null;
    return {
      sipId: r.id,
      schemeId: r.amfi_code,
      schemeName: r.scheme_name ?? '',
      xsipRegId: r.xsip_reg_id ?? '',
      status,
      statusLabel: STATUS_LABELS[status],
      amount: r.amount,
      sipDate: r.sip_date,
      numOfInstallments: r.num_installments,
      startDate: display(r.start_date),
      nextInstallmentDate: running && s ? display(s.NextInstallmentDate) : '',
      installmentsDone: s ? s.InstallmentsDone : null,
      installmentsFailed: s ? s.InstallmentsFailed : null,
      installmentsSkipped: s ? s.InstallmentsSkipped : null,
      pausedFrom: s && status === 'PAUSED' ? display(s.PauseFromDate) : '',
      pausedTo: s && status === 'PAUSED' ? display(s.PauseToDate) : '',
      mandate: {
        mandateId: r.mandate_id,
        bankName: r.bank_name ?? '',
        bankAccountNumber: r.account_number ? `XXXX${r.account_number.slice(-4)}` : '',
      },
      folioNumber: r.folio_no,
      pause,
      canCancel: running && r.cancel_status !== 'SENDING',
      lastRemarks: exchangeRemarkText(r.last_refusal ?? (r.status === 'INVALID' ? r.remarks : null)) ?? '',
    };
  }

  /** One SIP of the caller's, with the exchange's report of it (404 for anyone else's). */
  private async ownSip(userId: string, sipId: string): Promise<{ row: q.SipRow; state: XsipRegistrationState | undefined; answered: boolean }> {
    const row = await q.sipOfUser(this.db, userId, sipId);
    if (!row) throw new NotFoundError(own.sipNotFound);
    const { states, answered } = await this.report([row]);
    return { row, state: states.get(row.xsip_reg_id ?? ''), answered };
  }

  async pause(userId: string, input: { sipId: string; installments: number; requestKey: string }): Promise<SipChangeAnswer> {
    const earlier = await q.requestByKey(this.db, userId, input.requestKey);
    if (earlier) return this.answerOf(userId, earlier);
    const { row, state, answered } = await this.ownSip(userId, input.sipId);
    const current = this.view(row, state);
    if (!answered) throw new ValidationError(own.exchangeUnavailable);
    if (current.status === 'PAUSED') throw new ValidationError(own.alreadyPaused);
    if (current.status !== 'ACTIVE' || !state) throw new ValidationError(own.notRunning);
    if (state.PauseFlag !== 'Y') throw new ValidationError(own.pauseNotAllowed);
    if (state.PausesLeft < 1) throw new ValidationError(own.noPausesLeft);
    const checked = checkPauseInstallments(input.installments, { min: state.PauseMinInstallments, max: state.PauseMaxInstallments });
    if (!checked.ok) throw new ValidationError(checked.message, { installments: checked.message });

    const commandId = await this.db.transaction(async (tx) => {
      const locked = await q.lockSip(tx, userId, row.id);
      if (!locked || locked.status !== 'VALID' || locked.cancelled_at) throw new ValidationError(own.notRunning);
      const again = await q.requestByKey(tx, userId, input.requestKey);
      if (again) return null;
      if (await q.liveRequest(tx, row.id, 'CANCEL')) throw new ValidationError(own.notRunning);
      if (await q.pauseInFlight(tx, row.id)) throw new ValidationError(own.pauseInProgress);
      const reference = await this.reference(tx);
      const requestId = await q.insertRequest(tx, {
        userId,
        sipId: row.id,
        kind: 'PAUSE',
        installments: checked.value,
        key: input.requestKey,
        reference,
        at: this.deps.clock.now(),
      });
      const request: XsipPauseRequest = {
        LoginId: this.member.UserID,
        MemberCode: this.member.MemberId,
        ClientCode: locked.ucc,
        RegistrationType: 'XSIP',
        RegistrationNumber: locked.xsip_reg_id!,
        ModificationType: 'PAUSE',
        NoOfInstalments: String(checked.value),
        filler1: reference,
      };
      return (await enqueueXsipPause(this.deps.outsideCalls, tx, { request, context: { sipRequestId: requestId } })).id;
    });
    if (commandId) await this.deps.outsideCalls.run(commandId);
    return this.answerOf(userId, (await q.requestByKey(this.db, userId, input.requestKey))!);
  }

  async cancel(userId: string, input: { sipId: string; requestKey: string }): Promise<SipChangeAnswer> {
    const earlier = await q.requestByKey(this.db, userId, input.requestKey);
    if (earlier) return this.answerOf(userId, earlier);
    const row = await q.sipOfUser(this.db, userId, input.sipId);
    if (!row) throw new NotFoundError(own.sipNotFound);
    const written = await this.db.transaction(async (tx) => {
      const locked = await q.lockSip(tx, userId, row.id);
      if (!locked) throw new NotFoundError(own.sipNotFound);
      const again = await q.requestByKey(tx, userId, input.requestKey);
      if (again) return { request: again, commandId: null };
      // A double cancel is one cancel: the live one answers.
      const live = await q.liveRequest(tx, row.id, 'CANCEL');
      if (live) return { request: live, commandId: null };
      if (locked.status !== 'VALID' || !locked.xsip_reg_id || locked.cancelled_at) throw new ValidationError(own.notRunning);
      const now = this.deps.clock.now();
      const reference = await this.reference(tx);
      const requestId = await q.insertRequest(tx, { userId, sipId: row.id, kind: 'CANCEL', installments: null, key: input.requestKey, reference, at: now });
      const request: XsipEntryRequest = {
        TransactionCode: 'CXL',
        UniqueRefNo: reference,
        SchemeCode: locked.scheme_code,
        MemberCode: this.member.MemberId,
        ClientCode: locked.ucc,
        UserID: this.member.UserID,
        TransMode: 'P',
        DpTxnMode: 'P',
        StartDate: formatDisplayDate(locked.start_date),
        FrequencyType: 'MONTHLY',
        FrequencyAllowed: '1',
        InstallmentAmount: locked.amount,
        NoOfInstallment: String(locked.num_installments),
        FolioNo: locked.folio_no ?? '',
        FirstOrderFlag: 'N',
        MandateID: locked.mandate_id,
        RegId: locked.xsip_reg_id,
      };
      const command = await enqueueXsipEntry(this.deps.outsideCalls, tx, { request, context: { sipRequestId: requestId }, subject: locked.ucc }, { runNow: true });
      return { request: (await q.requestById(tx, requestId))!, commandId: command.id };
    });
    if (written.commandId) await this.deps.outsideCalls.run(written.commandId);
    return this.answerOf(userId, (await q.requestById(this.db, written.request.id))!);
  }

  /** The member's reference for a pause or cancel: YYYYMMDD<usercode>NNNNNN, as checkout's XSIPs. */
  private async reference(tx: Tx): Promise<string> {
    const [seq] = await rowsOf<{ n: string }>(tx, sql`SELECT nextval('investor_order_trans_seq')::text AS n`);
    return `${istDate(this.deps.clock.now()).replace(/-/g, '')}${this.member.UserID}${seq!.n.padStart(6, '0')}`;
  }

  /**
   * A request still waiting for the exchange (a retried key, a second cancel arriving while the
   * first is sent): its command is run (or waited for) here, so the answer is the exchange's.
   */
  private async finish(request: q.SipRequestRow): Promise<q.SipRequestRow> {
    if (request.status !== 'SENDING') return request;
    const key = request.kind === 'PAUSE' ? `xsip-pause:${this.member.MemberId}:${request.reference}` : `xsip:${this.member.MemberId}:${request.reference}`;
    for (const id of await unfinishedByKeys(this.db, [key])) await this.deps.outsideCalls.run(id);
    return (await q.requestById(this.db, request.id)) ?? request;
  }

  private async answerOf(userId: string, unfinished: q.SipRequestRow): Promise<SipChangeAnswer> {
    const request = await this.finish(unfinished);
    const message =
      request.status === 'DONE'
        ? request.kind === 'PAUSE'
          ? own.paused(request.installments ?? 0)
          : own.cancelled
        : request.status === 'REFUSED'
          ? request.remarks || messages.generic.somethingWentWrong
          : own.pending;
    const sip = (await this.list(userId)).sips.find((s) => s.sipId === request.checkout_sip_id) ?? null;
    return { outcome: request.status, message, sip };
  }

  // ---- the commands' applies (in the command's transaction, with its done mark: once) ----

  readonly applyPauseAnswer = async (tx: Tx, { reply, context }: { reply: XsipPauseReply; context: { sipRequestId: string } }): Promise<void> => {
    await q.answerRequest(tx, context.sipRequestId, reply.StatusFlag === '0' ? 'DONE' : 'REFUSED', reply.BseRemarks, this.deps.clock.now());
  };

  readonly applyCancelAnswer = async (tx: Tx, { reply, context }: { reply: XsipEntryReply; context: XsipRegistrationContext }): Promise<void> => {
    const id = typeof context.sipRequestId === 'string' ? context.sipRequestId : null;
    if (!id) return;
    // The exchange's "already cancelled" means the same to the investor: no more instalments.
    const done = reply.SuccessFlag === '0' || reply.BSERemarks === 'FAILED: XSIP IS ALREADY CANCELLED';
    const now = this.deps.clock.now();
    const changed = await q.answerRequest(tx, id, done ? 'DONE' : 'REFUSED', reply.BSERemarks, now);
    if (done && changed) await tx.execute(sql`UPDATE checkout_sip SET cancelled_at = ${now.toISOString()}::timestamptz WHERE id = ${changed} AND cancelled_at IS NULL`);
  };

  /** The exchange never answered (attempts spent): the request is refused with our words (the error is in the command's log). */
  readonly applyFailure = async (tx: Tx, { context }: { context: { sipRequestId?: unknown } }): Promise<void> => {
    const id = typeof context.sipRequestId === 'string' ? context.sipRequestId : null;
    if (id) await q.answerRequest(tx, id, 'REFUSED', messages.generic.somethingWentWrong, this.deps.clock.now());
  };
}
