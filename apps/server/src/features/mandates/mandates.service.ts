import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  eMandateAllowed,
  formatDisplayDate,
  istToday,
  mandateDefaultLimit,
  mandateLimitProblem,
  mandateMinimum,
  accountNumberLast4,
  mandateStatusLabel,
  mandateStatusOf,
  messages,
  parseDecimal,
  productMessages,
  defaultMandateType,
  type Clock,
  type MandateFlow,
  type MandateLimits,
  exchangeRemarkText,
  type MandateType,
} from '@sanchay/domain';
import {
  ErrorEnum,
  mandateFormPath,
  mandateSetupLink,
  type ActivatedMandate,
  type MandateConfig,
  type MandateFormFile,
  type MandateSetupOptions,
  type MandateView,
  type RegisterMandateBody,
} from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../http/app-errors';
import type { EMandateAuthAnswer, ExchangeAnswer, MandateRegistration } from '../../integrations/exchange';
import { findAccount, findOwner, listAccounts, lockOwner, type DbOrTx } from '../../investor-profile';
import type { OutsideCalls } from '../../outside-calls';
import type { IncomingFile, PartyErrorLog } from '../uploads';
import { MANDATE_AUTH_URL, MANDATE_DETAILS, MANDATE_REGISTRATION, MANDATE_SCAN, type ScanRequest } from './mandate.commands';
import { mandateFormPdf } from './mandate-form.pdf';
import * as q from './mandates.queries';

const own = productMessages.mandate;

/** The exchange refused or did not answer: the spec's words (spec 3 §8), a 502 in the envelope. */
class MandateExchangeError extends AppError {
  constructor(message: string) {
    super(ErrorEnum.INTERNAL, 502, message);
  }
}

export interface MandatesDeps {
  database: Database;
  clock: Clock;
  outsideCalls: OutsideCalls;
  limits: MandateLimits;
  /** The SIP total of the investor's cart (whole rupees as a decimal string; '0' without SIPs). */
  sipCartTotal: (userId: string) => Promise<string>;
  /** The uploads feature: keeps the signed form (decoded, as a JPEG). */
  keepScan: (userId: string, file: IncomingFile, log: PartyErrorLog) => Promise<{ fileId: string; value: string }>;
}

/** Until cancelled: BSE's mandates run to 31/12/2099 unless the investor gives an end. */
const UNTIL_CANCELLED = '2099-12-31';
/** Where the bank sends the browser back after the e-mandate: the web app's mandates page (under /v1/; mandateId and status are added). */
export const MANDATE_LOOPBACK = '/v1/profile/mandates';

export class MandatesService {
  constructor(private readonly deps: MandatesDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  /**
   * The investor's mandates as last learnt: a read only. Statuses of mandates still waiting for
   * the bank are asked of the exchange by the mandate-status job (`refreshWaiting`), and for one
   * mandate by `status` (the page does it on the bank's return).
   */
  async list(userId: string): Promise<{ mandates: MandateView[] }> {
    return { mandates: (await q.registeredMandates(this.db, userId)).map(toView) };
  }

  /**
   * The mandate-status job's pass: one details lookup per investor with a mandate still waiting
   * (registered, neither approved nor rejected), at most once per `everyMs` window (the command's
   * key names the window, so a second pass in it, here or in another process, adds nothing), each
   * a durable command run now. Answers how many were asked and whether any mandate still waits.
   */
  async refreshWaiting(everyMs: number): Promise<{ asked: number; waiting: boolean }> {
    const { outsideCalls, clock } = this.deps;
    const window = Math.floor(clock.now().getTime() / everyMs) * everyMs;
    const uccs = await q.uccsWithWaitingMandates(this.db);
    let asked = 0;
    for (const ucc of uccs) {
      const { id, created } = await outsideCalls.enqueue(
        this.db,
        { ...MANDATE_DETAILS, idempotencyKey: `mandate-details:${ucc}:${new Date(window).toISOString()}`, request: { ClientCode: ucc }, subject: ucc },
        { runNow: true },
      );
      if (!created) continue;
      await outsideCalls.run(id);
      asked += 1;
    }
    return { asked, waiting: (await q.uccsWithWaitingMandates(this.db)).length > 0 };
  }

  async setupOptions(userId: string, flow: MandateFlow): Promise<MandateSetupOptions> {
    const account = await findAccount(this.db, userId);
    const taxStatus = account?.taxStatus ?? '01';
    const sipTotal = await this.deps.sipCartTotal(userId);
    const accounts = await listAccounts(this.db, userId);
    return {
      bankAccounts: accounts.map((a) => ({
        accountSequence: a.accountSequence,
        bankName: a.bankName,
        bankAccountNumber: accountNumberLast4(a.accountNumber),
        isDefault: a.isDefault,
      })),
      taxStatus,
      ucc: (await findOwner(this.db, userId))?.ucc ?? null,
      eMandateAllowed: eMandateAllowed(taxStatus, flow),
      defaultType: defaultMandateType(taxStatus, flow),
      defaultLimit: mandateDefaultLimit(sipTotal),
      minimumLimit: mandateMinimum(sipTotal),
    };
  }

  async config(userId: string, accountSequence: number): Promise<MandateConfig> {
    const account = (await listAccounts(this.db, userId)).find((a) => a.accountSequence === accountSequence);
    if (!account) throw new NotFoundError(messages.payment.bankAccountRequired);
    const holder = await findAccount(this.db, userId);
    // The sandbox bank takes e-mandates by net banking and debit card for every account.
    return { emandateAllowed: (holder?.taxStatus ?? '01') === '01', netBankingAllowed: true, debitCardAllowed: true };
  }

  /**
   * Registers a mandate (spec 3 §7 "registered mandate"): the row and the durable command in one
   * transaction (the investor's profile row locked, so concurrent submits of one form queue and
   * the request key makes them one mandate), then the call, outside it.
   */
  async register(userId: string, body: RegisterMandateBody & { flowType: MandateFlow }): Promise<MandateView> {
    const { clock, outsideCalls } = this.deps;
    const sipTotal = await this.deps.sipCartTotal(userId);
    const commandId = await this.db.transaction(async (tx) => {
      const owner = await lockOwner(tx, userId);
      if (!owner) throw new ValidationError(own.noBankAccount);
      const earlier = await q.mandateByRequestKey(tx, userId, body.requestKey);
      const account = (await listAccounts(tx, userId)).find((a) => a.accountSequence === body.accountSequence);
      if (!account) throw new ValidationError(messages.payment.bankAccountRequired, { accountSequence: messages.payment.bankAccountRequired });
      if (earlier) {
        // Amounts as decimals ('25000.00' stored, '25000' typed): a binary float would call two
        // amounts beyond 2^53 the same mandate.
        const sameAmount = parseDecimal(body.mandateAmount.trim())?.eq(earlier.amount) === true;
        const same = earlier.mandate_type === body.mandateType && earlier.account_number === account.accountNumber && sameAmount;
        if (!same) throw new ValidationError(own.requestKeyReused);
      } else {
        const holder = await findAccount(tx, userId);
        if (body.mandateType === 'N' && !eMandateAllowed(holder?.taxStatus ?? '01', body.flowType)) {
          throw new ValidationError(own.typeNotAllowed, { mandateType: own.typeNotAllowed });
        }
        const problem = mandateLimitProblem(body.mandateAmount, body.mandateType, mandateMinimum(sipTotal), this.deps.limits);
        if (problem) throw new ValidationError(problem, { mandateAmount: problem });
      }
      const rowId =
        earlier?.id ??
        (await q.insertMandate(
          tx,
          {
            user_id: userId,
            ucc: owner.ucc,
            request_key: body.requestKey,
            mandate_type: body.mandateType,
            amount: body.mandateAmount.trim(),
            bank_name: account.bankName,
            account_number: account.accountNumber,
            ifsc: account.ifsc,
            account_type: account.accountType === 'Current' ? 'CB' : 'SB',
            start_date: istToday(clock),
            end_date: UNTIL_CANCELLED,
          },
          clock.now(),
        ))!;
      const row = (await q.mandateById(tx, rowId))!;
      const request: MandateRegistration = {
        ClientCode: row.ucc,
        Amount: row.amount,
        MandateType: row.mandate_type,
        AccountNo: row.account_number,
        AccountType: row.account_type,
        IFSCCode: row.ifsc,
        MICRCode: '',
        StartDate: formatDisplayDate(row.start_date),
        EndDate: formatDisplayDate(row.end_date),
      };
      const { id } = await outsideCalls.enqueue(
        tx,
        { ...MANDATE_REGISTRATION, idempotencyKey: `mandate-registration:${rowId}`, request, context: { mandateRowId: rowId }, subject: row.ucc },
        { runNow: true },
      );
      return { id, rowId };
    });
    const row = await this.settle(commandId.id, commandId.rowId);
    if (row.registration !== 'registered') throw new MandateExchangeError(messages.mandate.registeredMandateFailed);
    return toView(row);
  }

  /**
   * Runs the registration command now; a concurrent submit of the same form waits until the first
   * one's answer is applied (`calling`, then `answered` until its apply commits), up to 60 s. It
   * used to stop waiting at `answered` and after 5 s: on PostgreSQL, and on a busy machine, the
   * duplicate submit then answered the registration failure while the mandate was registered.
   */
  private async settle(commandId: string, rowId: string): Promise<q.MandateRow> {
    let command = await this.deps.outsideCalls.run(commandId);
    // An answer whose apply failed (applyAttempts > 0) is the job's to retry: no point waiting.
    const inFlight = () => command.status === 'calling' || (command.status === 'answered' && command.applyAttempts === 0);
    for (let i = 0; i < 600 && inFlight(); i += 1) {
      await sleep(100);
      command = (await this.deps.outsideCalls.find(commandId)) ?? command;
    }
    return (await q.mandateById(this.db, rowId))!;
  }

  async status(userId: string, mandateId: string): Promise<MandateView> {
    await this.ownRegistered(userId, mandateId);
    await this.refresh(userId);
    return toView((await q.ownMandate(this.db, userId, mandateId))!);
  }

  async downloadForm(userId: string, mandateId: string): Promise<MandateFormFile> {
    const m = await this.ownRegistered(userId, mandateId);
    if (m.mandate_type !== 'X') throw new ValidationError(own.notPhysical);
    return { fileName: `mandate-form-${mandateId}.pdf`, fileUrl: mandateFormPath(mandateId), fileType: 'application/pdf' };
  }

  async formPdf(userId: string, mandateId: string): Promise<Buffer> {
    const m = await this.ownRegistered(userId, mandateId);
    if (m.mandate_type !== 'X') throw new NotFoundError(own.notPhysical);
    const holder = await findAccount(this.db, userId);
    return mandateFormPdf({ mandate: m, investorName: holder?.name ?? '', today: istToday(this.deps.clock) });
  }

  /** Keeps the signed form (spec 3 §7 "upload mandate"); Setup Mandate sends it to the exchange. */
  async uploadScan(userId: string, mandateId: string, file: IncomingFile, log: PartyErrorLog): Promise<{ value: string; message: string }> {
    const m = await this.ownRegistered(userId, mandateId);
    if (m.mandate_type !== 'X') throw new ValidationError(own.notPhysical);
    if (m.exchange_status !== 'REGISTERED BY MEMBER' || m.scan_sent_at !== null) throw new ValidationError(own.notWaitingForScan);
    const kept = await this.deps.keepScan(userId, file, log);
    await q.updateMandate(this.db, m.id, sql`scan_file_id = ${kept.fileId}::uuid`, this.deps.clock.now(), sql`scan_sent_at IS NULL`);
    return { value: kept.value, message: messages.mandate.uploadSuccess };
  }

  /**
   * Spec 3 §4, §7 "activate mandate". N: the exchange's authentication URL, where the bank asks the
   * investor (the browser goes there). X: the signed form to the exchange, which starts processing.
   */
  async activate(userId: string, type: MandateType, mandateId: string): Promise<ActivatedMandate> {
    const m = await this.ownRegistered(userId, mandateId);
    if (m.mandate_type !== type) throw new ValidationError(messages.mandate.setupFailed);
    const { outsideCalls } = this.deps;
    if (type === 'N') {
      const { id } = await outsideCalls.enqueue(
        this.db,
        {
          ...MANDATE_AUTH_URL,
          idempotencyKey: `mandate-auth-url:${m.id}:${randomUUID()}`,
          request: { ClientCode: m.ucc, MandateId: mandateId, LoopbackUrl: MANDATE_LOOPBACK },
          subject: m.ucc,
        },
        { runNow: true },
      );
      const command = await outsideCalls.run(id);
      const answer = command.status === 'done' ? (command.response as EMandateAuthAnswer) : null;
      if (!answer) throw new MandateExchangeError(messages.mandate.setupFailed);
      if (answer.status_code !== '100' || !answer.url) throw new MandateExchangeError(answer.status_description);
      return { mandate: toView(m), responseString: answer.url, message: answer.status_description };
    }
    if (m.scan_sent_at !== null) return { mandate: toView(m), responseString: null, message: own.physicalSubmitted };
    if (!m.scan_file_id) throw new ValidationError(own.scanFirst);
    const request: ScanRequest = { ClientCode: m.ucc, MandateId: mandateId, fileId: m.scan_file_id, userId };
    const { id } = await outsideCalls.enqueue(
      this.db,
      { ...MANDATE_SCAN, idempotencyKey: `mandate-scan:${m.id}:${m.scan_file_id}`, request, context: { mandateRowId: m.id }, subject: m.ucc },
      { runNow: true },
    );
    const command = await outsideCalls.run(id);
    const answer = command.status === 'done' ? (command.response as ExchangeAnswer) : null;
    if (!answer) throw new MandateExchangeError(messages.mandate.setupFailed);
    if (answer.status_code !== '100') throw new MandateExchangeError(answer.status_description);
    const after = (await q.mandateById(this.db, m.id))!;
    return { mandate: toView(after), responseString: null, message: own.physicalSubmitted };
  }

  /**
   * What an advisor shares (spec 3 §2, §4): the customer's own setup link, with the ucc the
   * caller's own (403 otherwise) and a mandate, when named, the caller's registered one.
   */
  async shareableSetupLink(userId: string, link: { ucc: string; mandateId?: string | undefined; mandateLimit?: string | undefined }): Promise<string> {
    const owner = await findOwner(this.db, userId);
    if (!owner || owner.ucc !== link.ucc.trim()) throw new ForbiddenError(messages.payment.notAuthorisedForOrder);
    if (link.mandateId) await this.ownRegistered(userId, link.mandateId);
    return mandateSetupLink({ ucc: owner.ucc, mandateId: link.mandateId, mandateLimit: link.mandateLimit });
  }

  /** The active-mandate seam of the bank-accounts feature (spec 2 §2 Bank info). */
  hasActiveMandate = (userId: string, accountNumber: string, tx?: DbOrTx): Promise<boolean> =>
    q.hasApprovedMandateOn(tx ?? this.db, userId, accountNumber);

  /**
   * Asks the exchange for the investor's mandates when any is still waiting for the bank, and
   * records what it says (a durable lookup; when the exchange does not answer the last known
   * statuses stand).
   */
  private async refresh(userId: string): Promise<void> {
    const waiting = (await q.registeredMandates(this.db, userId)).filter((m) => m.exchange_status !== 'APPROVED' && m.exchange_status !== 'REJECTED');
    const ucc = waiting[0]?.ucc;
    if (!ucc) return;
    const { outsideCalls } = this.deps;
    const { id } = await outsideCalls.enqueue(
      this.db,
      { ...MANDATE_DETAILS, idempotencyKey: `mandate-details:${ucc}:${randomUUID()}`, request: { ClientCode: ucc }, subject: ucc },
      { runNow: true },
    );
    await outsideCalls.run(id);
  }

  private async ownRegistered(userId: string, mandateId: string): Promise<q.MandateRow> {
    const m = await q.ownMandate(this.db, userId, mandateId);
    if (!m || m.registration !== 'registered') throw new NotFoundError(own.mandateNotFound);
    return m;
  }
}


function toView(m: q.MandateRow): MandateView {
  const status = mandateStatusOf(m.exchange_status ?? '') ?? 'New Mandate';
  return {
    bseMandateId: m.bse_mandate_id ?? '',
    type: m.mandate_type,
    status,
    statusLabel: mandateStatusLabel(status),
    startDate: formatDisplayDate(m.start_date),
    endDate: formatDisplayDate(m.end_date),
    amount: m.amount,
    bankAccountNumber: accountNumberLast4(m.account_number),
    bankName: m.bank_name,
    createdDate: m.registered_on ? formatDisplayDate(m.registered_on) : '',
    canUploadForm: m.mandate_type === 'X' && status === 'New Mandate' && m.scan_sent_at === null,
    remarks: exchangeRemarkText(m.remarks) ?? '',
  };
}
