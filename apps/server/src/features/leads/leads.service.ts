import { agentCodeParams, type Lead, type LeadList } from '@sanchay/contract';
import {
  Decimal,
  messages,
  productMessages,
  type Clock,
  type LeadPayload,
  type LeadSource,
  type LeadTag,
  type PremiumServiceTag,
  premiumServiceByRoute,
} from '@sanchay/domain';
import type { Database, Db } from '../../db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/app-errors';
import { enqueueNotification } from '../../integrations/notifications';
import { recordShare } from '../sharing';
import * as queries from './leads.queries';
import { premiumServiceBrochure } from './premium-brochure.pdf';

/** The most leads one list answer holds (newest first); the advisor app pages the rest. */
export const LEADS_LIST_LIMIT = 500;

/**
 * A lead to record for an advisor (any source). The premium-service route checks its payload with
 * the contract first; other features (the calculators' share and I'm Interested) pass what they
 * have, already checked by their own schemas. `requestKey`: a repeat is the same lead.
 */
export interface NewLead {
  /** The advisor's agent.id. */
  agentId: string;
  tag: LeadTag;
  source: LeadSource;
  investorName?: string | null;
  investorMobileNo?: string | null;
  investorEmailId?: string | null;
  /** Whole rupees. */
  investmentAmount?: number | string | null;
  requestKey?: string | null;
}

/**
 * Records a lead for an advisor: THE way a lead is made (the premium-service form here, the
 * calculators' leads through index.ts). Idempotent per (advisor, requestKey): a repeat answers the
 * first lead; a repeat with other details is refused (400) rather than silently dropped. Runs in
 * the caller's transaction when given one (`db`).
 */
export async function createLead(db: Db, clock: Clock, input: NewLead): Promise<Lead> {
  const values: queries.LeadInsert = {
    agentId: input.agentId,
    tag: input.tag,
    source: input.source,
    investorName: input.investorName ?? null,
    investorMobile: input.investorMobileNo ?? null,
    investorEmail: input.investorEmailId ?? null,
    investmentAmount: input.investmentAmount === undefined || input.investmentAmount === null ? null : new Decimal(input.investmentAmount).toFixed(2),
    requestKey: input.requestKey ?? null,
    createdAt: clock.now(),
  };
  const inserted = await queries.insertLead(db, values);
  if (inserted) return leadOf(inserted);
  const first = await queries.findLeadByRequestKey(db, input.agentId, values.requestKey!);
  if (!first) throw new Error('lead: insert skipped but no lead has its request key');
  const same =
    first.tag === values.tag &&
    first.source === values.source &&
    first.investorName === values.investorName &&
    first.investorMobile === values.investorMobile &&
    first.investorEmail === values.investorEmail &&
    (first.investmentAmount === null || values.investmentAmount === null
      ? first.investmentAmount === values.investmentAmount
      : new Decimal(first.investmentAmount).eq(values.investmentAmount!));
  if (!same) throw new ValidationError(productMessages.orders.idempotencyKeyReused);
  return leadOf(first);
}

/** A lead row as the contract's {@link Lead}. */
export function leadOf(row: queries.LeadRow): Lead {
  return {
    id: row.id,
    tag: row.tag,
    source: row.source,
    status: row.status,
    investorName: row.investorName,
    investorMobileNo: row.investorMobile,
    investorEmailId: row.investorEmail,
    investmentAmount: row.investmentAmount === null ? null : new Decimal(row.investmentAmount).toFixed(0),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who is asking: the account signed in to the session, or null for a guest. */
export interface LeadsCaller {
  signedInUserId: string | null;
}

/**
 * The advisor's own leads (spec 1 §2 Lead-creation form, §6 "Create Lead requires agent status
 * verified"): listed and created only by the advisor signed in with the agent's own account
 * (agent.user_id), as the AUM summary is. A customer, another advisor or an unknown code: 403,
 * and the answer does not tell them apart.
 */
export class LeadsService {
  /** Each brochure is made once per process (the same bytes for everyone). */
  private readonly brochures = new Map<string, Promise<Buffer>>();

  constructor(private readonly deps: { database: Database; clock: Clock; publicUrl: string }) {}

  /** A premium service's brochure PDF; 404 for an unknown route. */
  brochure(route: string): Promise<Buffer> {
    const service = premiumServiceByRoute(route);
    if (!service) throw new NotFoundError(productMessages.lead.serviceNotFound);
    let pdf = this.brochures.get(service.route);
    if (!pdf) {
      pdf = premiumServiceBrochure(service);
      pdf.catch(() => this.brochures.delete(service.route));
      this.brochures.set(service.route, pdf);
    }
    return pdf;
  }

  /**
   * Spec 1 §2 "share by email or SMS": the service's page link and its share description, from
   * the advisor (own signed-in account) to the address, through the outbox.
   */
  async sharePremiumService(
    rawCode: unknown,
    caller: LeadsCaller,
    share: { route: string; type: 'email' | 'sms'; value: string },
  ): Promise<{ message: string }> {
    const advisor = await this.ownAgent(rawCode, caller);
    const service = premiumServiceByRoute(share.route);
    if (!service) throw new NotFoundError(productMessages.lead.serviceNotFound);
    const link = `${this.deps.publicUrl}/v1/premium-service-details/${service.route}?agentCode=${encodeURIComponent(advisor.agentCode)}`;
    await this.deps.database.db.transaction(async (tx) => {
      // ownAgent has checked that the caller is signed in with the agent's own account.
      await recordShare(tx, this.deps.clock, { senderUserId: caller.signedInUserId!, channel: share.type, recipient: share.value, kind: 'premium-service' });
      await enqueueNotification(tx, {
        channel: share.type,
        recipient: share.value,
        kind: 'premium-service',
        ...(share.type === 'email' ? { subject: service.name } : {}),
        body: `${advisor.name}, your advisor, has shared ${service.name}: ${service.shareDescription} ${link}`,
      });
    });
    return { message: messages.premium.sharedSuccessfully };
  }

  async list(rawCode: unknown, caller: LeadsCaller): Promise<LeadList> {
    const advisor = await this.ownAgent(rawCode, caller);
    const rows = await queries.leadsOfAgent(this.deps.database.db, advisor.id, LEADS_LIST_LIMIT);
    return { leads: rows.map(leadOf) };
  }

  async createPremiumServiceLead(
    rawCode: unknown,
    caller: LeadsCaller,
    tag: PremiumServiceTag,
    payload: LeadPayload & { requestKey: string },
  ): Promise<Lead> {
    const advisor = await this.ownAgent(rawCode, caller);
    if (advisor.verificationStatus !== 'verified') throw new ForbiddenError(productMessages.lead.verifyProfile);
    return createLead(this.deps.database.db, this.deps.clock, { agentId: advisor.id, tag, source: 'premium_service', ...payload });
  }

  private async ownAgent(rawCode: unknown, caller: LeadsCaller) {
    if (!caller.signedInUserId) throw new UnauthorizedError(messages.session.notAuthorized);
    const parsed = agentCodeParams.shape.agentCode.safeParse(rawCode);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter a valid agent code';
      throw new ValidationError(message, { agentCode: message });
    }
    const row = await queries.findAgentByCode(this.deps.database.db, parsed.data);
    if (!row || row.userId === null || row.userId !== caller.signedInUserId) throw new ForbiddenError(productMessages.lead.notYourLeads);
    return row;
  }
}
