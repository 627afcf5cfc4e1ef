import {
  AgentErrorEnum,
  agentCodeParams,
  uploadedFilePath,
  type AgentCertificates,
  type AgentTransactionAllow,
  type RegistrationResult,
} from '@sanchay/contract';
import {
  agentRegistrationRequestSchema,
  istToday,
  messages,
  productMessages,
  toRegistrationRequest,
  type Clock,
} from '@sanchay/domain';
import type { Database } from '../../db/client';
import { AppError, ForbiddenError, ValidationError } from '../../http/app-errors';
import type { IncomingFile, PartyErrorLog, UploadsService } from '../uploads';
import * as queries from './agent-certificates.queries';
import type { AgentCertificateRow } from './agent-certificates.queries';

// NISM and ARN registration and the right to sell (spec 1 §3 Agent, §7; spec 3 §3–§9;
// docs/decisions/0126, 0127). Routes: packages/contract/src/agent-registration.ts.

const own = productMessages.agentRegistration;

/**
 * Who asks (decision 0138): `userId` is the account the request works on (the customer while an
 * advisor acts for them), `actorUserId` the signed-in account; its agent code and whether the
 * request came to the advisor host.
 */
export interface AgentCaller {
  userId: string;
  actorUserId: string;
  /** The session's agent code (the advisor host's). */
  agentCode: string | null;
  advisorHost: boolean;
}

/** The app errors of this feature, with the codes the web acts on. */
class AgentError extends AppError {
  constructor(code: keyof typeof AgentErrorEnum, statusCode: number, message: string) {
    super(code, statusCode, message);
  }
}

/** 403 AGENT_NOT_ALLOWED: the spec's 'Please submit your NISM Certificate and ARN Card copy…'. */
export const agentNotAllowed = () => new AgentError('AGENT_NOT_ALLOWED', 403, messages.redeem.nismArnRequired);
const arnAlreadyMapped = () => new AgentError('ARN_ALREADY_MAPPED', 409, messages.registration.arnAlreadyMapped);

type AgentRow = NonNullable<Awaited<ReturnType<typeof queries.findAgentByCode>>>;

export class AgentRegistrationService {
  constructor(private readonly deps: { database: Database; clock: Clock; uploads: UploadsService }) {}

  /** GET agentCertificates/{agentCode}: the advisor's registration and whether they may sell today. */
  async certificates(caller: AgentCaller, rawCode: unknown): Promise<AgentCertificates> {
    const row = await this.advisorAgent(caller, rawCode);
    return this.view(row, await queries.findCertificates(this.deps.database.db, row.id));
  }

  /** POST a certificate image (NISM or ARN card), kept by the uploads feature (decoded, re-encoded). */
  async uploadCertificate(
    caller: AgentCaller,
    rawCode: unknown,
    kind: 'nism' | 'arn',
    readFile: () => Promise<IncomingFile>,
    log: PartyErrorLog,
  ): Promise<{ fileId: string; value: string }> {
    // Who asks is checked before a byte of the file is read.
    await this.advisorAgent(caller, rawCode);
    const purpose = kind === 'nism' ? 'nism_certificate' : 'arn_certificate';
    return this.deps.uploads.uploadCertificate(caller.userId, purpose, await readFile(), log);
  }

  /**
   * POST agentCertificates/{agentCode}: checked by the one schema as of today (IST); the images
   * must be the caller's own uploads of their purpose. NISM no is the blank save, which never
   * replaces a registration. An ARN registered by another agent is 409 ARN_ALREADY_MAPPED, by
   * the database's unique index (two advisors sending the same ARN at once: one wins).
   */
  async register(caller: AgentCaller, rawCode: unknown, body: unknown): Promise<RegistrationResult> {
    const row = await this.advisorAgent(caller, rawCode);
    const { clock, database, uploads } = this.deps;
    const today = istToday(clock);
    const parsed = agentRegistrationRequestSchema(today).safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'body')] ??= issue.message;
      throw new ValidationError(parsed.error.issues[0]?.message ?? messages.registration.failed, fieldErrors);
    }
    const values = parsed.data;
    const nism = values.isNISMCertified === true;
    const arn = nism && values.isARNHolder === true;
    for (const [claimed, fileId, purpose, field] of [
      [nism, values.nismCertificateId, 'nism_certificate', 'nismCertificateId'],
      [arn, values.arnCertificateId, 'arn_certificate', 'arnCertificateId'],
    ] as const) {
      if (claimed && !(await uploads.ownFile(caller.userId, fileId, purpose))) {
        throw new ValidationError(own.certificateRequired, { [field]: own.certificateRequired });
      }
    }
    const sent = toRegistrationRequest(values);
    const record: AgentCertificateRow = {
      agentId: row.id,
      isNismCertified: nism,
      isArnHolder: arn,
      nismCode: nism ? sent.nismCode : null,
      nismValidStart: nism ? values.nismValidStartDate : null,
      nismValidEnd: nism ? values.nismValidEndDate : null,
      nismFileId: nism ? values.nismCertificateId : null,
      arnCode: arn ? sent.arnCode : null,
      euin: arn ? sent.euin : null,
      arnValidStart: arn ? values.arnValidStartDate : null,
      arnValidEnd: arn ? values.arnValidEndDate : null,
      arnFileId: arn ? values.arnCertificateId : null,
      autoSaved: false,
      submittedBy: caller.userId,
      submittedAt: clock.now(),
    };
    try {
      await database.db.transaction(async (tx) => {
        if (!nism) {
          await queries.insertBlankUnlessRegistered(tx, record);
          return;
        }
        await queries.upsertCertificates(tx, record);
        if (arn) await queries.setAgentArn(tx, row.id, record.arnCode!, record.euin!);
        // Verification follows the registration (decision 0147): allowed to sell today = verified.
        if (this.allowed(record)) await queries.markAgentVerified(tx, row.id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw arnAlreadyMapped();
      throw err;
    }
    const certificates = this.view(row, await queries.findCertificates(database.db, row.id));
    return { outcome: arn ? 'registered' : 'saved', allowedToSell: certificates.allowedToSell, certificates };
  }

  /** GET agent-transaction-allow: the allowed-agent check for the advisor (the web stores the result). */
  async transactionAllow(caller: AgentCaller, rawCode: unknown): Promise<AgentTransactionAllow> {
    const row = await this.advisorAgent(caller, rawCode);
    const allowed = this.allowed(await queries.findCertificates(this.deps.database.db, row.id));
    return { agentCode: row.agentCode, transactionAllowed: allowed, isAgentNotAllowed: !allowed };
  }

  /**
   * The sale guard (spec 3 §4, §8): a sale for a customer by their advisor acting for them
   * (decision 0138: the actor's own agent, the customer mapped to it) whose NISM and ARN
   * certificates are missing or expired is refused with 403 AGENT_NOT_ALLOWED and nothing is done.
   * The customer's own sale (on either host) is not an advisor's sale.
   */
  async requireAllowedToSell(caller: AgentCaller): Promise<void> {
    if (caller.actorUserId === caller.userId) return;
    const db = this.deps.database.db;
    const row = await queries.findAgentOfUser(db, caller.actorUserId);
    if (!row || !(await queries.isCustomerOfAgent(db, caller.userId, row.id))) return;
    if (!this.allowed(await queries.findCertificates(db, row.id))) throw agentNotAllowed();
  }

  /** Both certificates with their images, neither expired today (IST). */
  private allowed(row: AgentCertificateRow | undefined): boolean {
    if (!row?.isNismCertified || !row.isArnHolder || !row.nismFileId || !row.arnFileId) return false;
    const today = istToday(this.deps.clock);
    return (row.nismValidEnd ?? '') >= today && (row.arnValidEnd ?? '') >= today;
  }

  /**
   * The agent named by the path, for its advisor only: the agent's own account, or a customer
   * mapped to it working on the advisor host under its code (0089). Anyone else: 403; an unknown
   * code: 403 too (codes are not told apart).
   */
  private async advisorAgent(caller: AgentCaller, rawCode: unknown): Promise<AgentRow> {
    const parsed = agentCodeParams.shape.agentCode.safeParse(rawCode);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter a valid agent code';
      throw new ValidationError(message, { agentCode: message });
    }
    const db = this.deps.database.db;
    const row = await queries.findAgentByCode(db, parsed.data);
    // The agent's own signed-in account only (decision 0138): never a customer's session, never
    // the customer an advisor acts for.
    if (!row || row.userId !== caller.actorUserId) throw new ForbiddenError(own.advisorOnly);
    return row;
  }

  private view(agentRow: AgentRow, row: AgentCertificateRow | undefined): AgentCertificates {
    return {
      agentCode: agentRow.agentCode,
      name: agentRow.name,
      registered: row?.isNismCertified === true,
      isNISMCertified: row?.isNismCertified ?? false,
      isARNHolder: row?.isArnHolder ?? false,
      nismCode: row?.nismCode ?? null,
      nismValidStartDate: row?.nismValidStart ?? null,
      nismValidEndDate: row?.nismValidEnd ?? null,
      arnCode: row?.arnCode ?? null,
      euin: row?.euin ?? null,
      arnValidStartDate: row?.arnValidStart ?? null,
      arnValidEndDate: row?.arnValidEnd ?? null,
      nismCertificateId: row?.nismFileId ?? null,
      arnCertificateId: row?.arnFileId ?? null,
      nismCertificateUrl: row?.nismFileId ? uploadedFilePath(row.nismFileId) : null,
      arnCertificateUrl: row?.arnFileId ? uploadedFilePath(row.arnFileId) : null,
      allowedToSell: this.allowed(row),
    };
  }
}

/** PostgreSQL's unique violation (23505), wherever the driver or Drizzle put it in the cause chain. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
