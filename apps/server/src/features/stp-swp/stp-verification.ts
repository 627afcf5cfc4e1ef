import { createHash, randomBytes } from 'node:crypto';
import { fundDisplayName, productMessages, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { NotFoundError } from '../../http/app-errors';
import { enqueueNotification, type Tx } from '../../integrations/notifications';
import { deadlineText, type PlanStatus } from './stp-plan-view';

// A plan's e-mail verification (spec 3 §4; decision 0112): the link sent now for an STP starting
// today, or on its start date by the job; confirmed before its deadline (the 3 PM rule), the plan
// is APPROVED; not confirmed, it is AUTO_CANCELLED. Only the token's hash is kept.

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class StpVerification {
  constructor(private readonly deps: { database: Database; clock: Clock; publicUrl: string }) {}

  private get db() {
    return this.deps.database.db;
  }

  /** The link by e-mail (the outbox), and its token's hash on the plan, in the caller's transaction. */
  async sendLink(tx: Tx, planId: string, email: string, token: string, deadline: Date, fromName: string, toName: string | null, now: Date) {
    const url = `${this.deps.publicUrl}/profile/stps/verify?token=${token}`;
    await enqueueNotification(
      tx,
      {
        channel: 'email',
        recipient: email,
        kind: 'stp-verification',
        subject: 'Confirm your STP',
        body: `Please confirm your STP from ${fundDisplayName(fromName).name} to ${toName ? fundDisplayName(toName).name : ''} before ${deadlineText(deadline)} (IST) by opening this link: ${url}\nIf you did not ask for it, ignore this e-mail and the STP will be cancelled.`,
        idempotencyKey: `stp-link:${planId}`,
      },
      { now },
    );
    await tx.execute(sql`UPDATE investor_stp_swp SET link_sent_at = ${now.toISOString()}::timestamptz, token_hash = ${hashToken(token)}
                         WHERE id = ${planId}::bigint`);
  }

  /** The job: links of future-dated plans due today, and plans whose deadline passed (AUTO_CANCELLED). */
  async runDue(): Promise<{ sent: number; expired: number }> {
    const now = this.deps.clock.now();
    const due = await rowsOf<{ id: string; email: string; verify_by: Date | string; from_scheme_name: string; to_scheme_name: string | null }>(
      this.db,
      sql`SELECT id::text, email, verify_by, from_scheme_name, to_scheme_name FROM investor_stp_swp
          WHERE status = 'PENDING_VERIFICATION' AND link_sent_at IS NULL AND link_at <= ${now.toISOString()}::timestamptz
            AND verify_by > ${now.toISOString()}::timestamptz LIMIT 100`,
    );
    let sent = 0;
    for (const p of due) {
      const token = randomBytes(32).toString('base64url');
      await this.db.transaction(async (tx) => {
        const [still] = await rowsOf<{ id: string }>(tx, sql`SELECT id::text FROM investor_stp_swp WHERE id = ${p.id}::bigint AND link_sent_at IS NULL FOR UPDATE`);
        if (!still) return;
        await this.sendLink(tx, p.id, p.email, token, new Date(p.verify_by), p.from_scheme_name, p.to_scheme_name, now);
        sent += 1;
      });
    }
    const expired = await rowsOf<{ id: string }>(
      this.db,
      sql`UPDATE investor_stp_swp SET status = 'AUTO_CANCELLED', updated_at = ${now.toISOString()}::timestamptz
          WHERE status = 'PENDING_VERIFICATION' AND verify_by <= ${now.toISOString()}::timestamptz RETURNING id::text`,
    );
    return { sent, expired: expired.length };
  }

  /** The earliest link to send or deadline to pass, for the job's sleep. */
  async nextDueAt(): Promise<Date | null> {
    const [r] = await rowsOf<{ at: Date | string | null }>(
      this.db,
      sql`SELECT least(min(CASE WHEN link_sent_at IS NULL THEN link_at END), min(verify_by)) AS at
          FROM investor_stp_swp WHERE status = 'PENDING_VERIFICATION'`,
    );
    return r?.at ? new Date(r.at) : null;
  }

  /**
   * The e-mail link: confirms the plan before its deadline (APPROVED, and `approved` names it for
   * the exchange), else cancels it.
   */
  async confirm(token: string): Promise<{ message: string; verified: boolean; approved?: string }> {
    const now = this.deps.clock.now();
    return this.db.transaction(async (tx) => {
      const [p] = await rowsOf<{ id: string; status: PlanStatus; verify_by: Date | string }>(
        tx,
        sql`SELECT id::text, status, verify_by FROM investor_stp_swp WHERE token_hash = ${hashToken(token)} FOR UPDATE`,
      );
      if (!p) throw new NotFoundError(productMessages.stp.linkInvalid);
      if (p.status !== 'PENDING_VERIFICATION') {
        if (p.status === 'AUTO_CANCELLED') return { message: productMessages.stp.linkExpired, verified: false };
        return { message: productMessages.stp.verified, verified: true };
      }
      if (new Date(p.verify_by).getTime() <= now.getTime()) {
        await tx.execute(sql`UPDATE investor_stp_swp SET status = 'AUTO_CANCELLED', updated_at = ${now.toISOString()}::timestamptz WHERE id = ${p.id}::bigint`);
        return { message: productMessages.stp.linkExpired, verified: false };
      }
      await tx.execute(sql`UPDATE investor_stp_swp SET status = 'APPROVED', verified_at = ${now.toISOString()}::timestamptz,
                             updated_at = ${now.toISOString()}::timestamptz WHERE id = ${p.id}::bigint`);
      return { message: productMessages.stp.verified, verified: true, approved: p.id };
    });
  }
}
