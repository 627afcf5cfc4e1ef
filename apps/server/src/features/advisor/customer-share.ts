import { productMessages, type Clock } from '@sanchay/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/client';
import { agent, userAccount } from '../../db/schema';
import { ForbiddenError } from '../../http/app-errors';
import { enqueueNotification, type NotificationChannel, type OutboxAttachment } from '../../integrations/notifications';
import { checkShareLimits, recordShare } from '../sharing';

/**
 * Who shares (decision 0138): `userId` is the account the session works on (the customer while an
 * advisor acts for them), `actorUserId` the signed-in account (the advisor).
 */
export interface ShareCaller {
  userId: string;
  actorUserId: string;
  /** The session's agent code (kept from the advisor host's entry URL through sign-in). */
  agentCode: string | null;
  /** The request came to the advisor host ("pro…", spec 1 §1). */
  advisorHost: boolean;
}

export interface CustomerShare {
  type: 'email' | 'sms';
  /** The address, already checked by the contract's shareTarget rules. */
  value: string;
  /** What it is, for the outbox ('payment-link', 'mandate-link'). */
  kind: string;
  /** E-mail only. */
  subject: string;
  /** The text, given the advisor's name and the absolute link. */
  body: (advisorName: string, link: string) => string;
  /** The web app's path of the link (under /v1), e.g. paymentLink(…). */
  path: string;
  /** E-mail only: files it carries (the investment statement's PDF, decision 0125). */
  attachments?: readonly OutboxAttachment[];
}

/** The advisor a share is made as, and the customer whose things are shared. */
export interface SharingAdvisor {
  name: string;
  customerUserId: string;
  /** The signed-in account that shares: the share limits count it (decision 0167). */
  senderUserId: string;
}

/**
 * An advisor shares a link with a customer (spec 3 §6: "Only the advisor can share the payment
 * link, mandate link…"): the advisor, signed in with the agent's own account on the advisor host,
 * acting for a customer mapped to that agent (decision 0138); anyone else is refused (403, nothing
 * queued). The message goes through the outbox with the absolute link (PUBLIC_URL + /v1 + path).
 */
export class CustomerSharing {
  constructor(private readonly deps: { database: Database; clock: Clock; publicUrl: string }) {}

  /** The address a shared path is opened at, outside the browser. */
  absoluteLink(path: string): string {
    return `${this.deps.publicUrl}/v1${path}`;
  }

  async share(caller: ShareCaller, share: CustomerShare): Promise<void> {
    const advisor = await this.advisorOf(caller);
    if (!advisor) throw new ForbiddenError(productMessages.share.advisorOnly);
    await this.send({ name: advisor.name, senderUserId: caller.actorUserId }, share);
  }

  /**
   * Who may share a customer's things (decision 0125): without `customerUcc`, the advisor acting
   * for the customer (as `share`); with it, the advisor's own account (agent.user_id, the actor)
   * whose agent the customer owning that ucc is mapped to. Undefined
   * for anyone else, the customer included.
   */
  async advisorFor(caller: ShareCaller, customerUcc?: string): Promise<SharingAdvisor | undefined> {
    if (customerUcc === undefined) {
      const advisor = await this.advisorOf(caller);
      return advisor ? { name: advisor.name, customerUserId: caller.userId, senderUserId: caller.actorUserId } : undefined;
    }
    const [row] = await rowsOf<{ name: string; customer_user_id: string }>(this.deps.database.db, sql`
      SELECT a.name, u.id::text AS customer_user_id
      FROM investor_profile p JOIN user_account u ON u.id = p.user_id JOIN agent a ON a.id = u.agent_id
      WHERE p.ucc = ${customerUcc} AND a.user_id = ${caller.actorUserId} AND u.id <> ${caller.actorUserId}`);
    return row ? { name: row.name, customerUserId: row.customer_user_id, senderUserId: caller.actorUserId } : undefined;
  }

  /** Refuses, before the share is made, one that is already past a share limit (decision 0167). */
  checkLimits(advisor: { senderUserId: string }, share: Pick<CustomerShare, 'type' | 'value' | 'kind'>): Promise<void> {
    return checkShareLimits(this.deps.database.db, this.deps.clock, { senderUserId: advisor.senderUserId, channel: share.type, recipient: share.value, kind: share.kind });
  }

  /**
   * Queues the share as `advisor` (checked by `share` or `advisorFor`), within the share limits
   * per advisor and per address (429 past either, nothing queued).
   */
  async send(advisor: { name: string; senderUserId: string }, share: CustomerShare): Promise<void> {
    const channel: NotificationChannel = share.type === 'email' ? 'email' : 'sms';
    await this.deps.database.db.transaction(async (tx) => {
      await recordShare(tx, this.deps.clock, { senderUserId: advisor.senderUserId, channel, recipient: share.value, kind: share.kind });
      await enqueueNotification(tx, {
        channel,
        recipient: share.value,
        kind: share.kind,
        ...(channel === 'email' ? { subject: share.subject } : {}),
        body: share.body(advisor.name, this.absoluteLink(share.path)),
        ...(share.attachments?.length ? { attachments: share.attachments } : {}),
      });
    });
  }

  /** The actor's own agent, when the actor acts for a customer mapped to it on the advisor host (0138). */
  private async advisorOf(caller: ShareCaller): Promise<{ name: string } | undefined> {
    if (!caller.advisorHost || caller.actorUserId === caller.userId) return undefined;
    const [row] = await this.deps.database.db
      .select({ name: agent.name })
      .from(userAccount)
      .innerJoin(agent, eq(agent.id, userAccount.agentId))
      .where(and(eq(userAccount.id, caller.userId), eq(agent.userId, caller.actorUserId)))
      .limit(1);
    return row;
  }
}
