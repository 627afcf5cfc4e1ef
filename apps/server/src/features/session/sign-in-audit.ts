import type { Clock } from '@sanchay/domain';
import { RateLimitedError } from './session-errors';
import * as queries from './session.queries';
import type { AuditRow, Tx } from './session.queries';

// Every sign-in attempt is a row of sign_in_audit, and the limits of sign-in are counted from it
// (docs/decisions/0009-sessions-and-otp.md), so they hold across server processes and restarts.

/** One limit: at most `max` attempts with this outcome by this mobile or address in the window. */
export interface Limit {
  by: { mobile: string } | { ip: string };
  outcome: AuditRow['outcome'];
  max: number;
  message: (minutes: number) => string;
  reason: string;
}

/** Where an attempt came from (a SignInContext is one). */
interface Requester {
  ip: string;
  userAgent: string | null;
}

export class SignInAudit {
  constructor(private readonly deps: { db: queries.DbOrTx; clock: Clock; windowSeconds: number }) {}

  /** Refuses with 429 (and an audit row) when a limit is reached. */
  async limit(ctx: Requester, mobile: string, event: queries.AuditEvent, limits: Limit[]): Promise<void> {
    const refused = await this.overLimit(this.deps.db, this.deps.clock.now(), limits, event);
    if (refused) {
      await this.record(ctx, { mobile, event, outcome: 'blocked', reason: refused.reason });
      throw refused.refused;
    }
  }

  /** The first limit reached (counted in `db`, which may be the caller's transaction), or null. */
  async overLimit(
    db: queries.DbOrTx,
    now: Date,
    limits: Limit[],
    event: queries.AuditEvent,
  ): Promise<{ refused: RateLimitedError; reason: string } | null> {
    const windowMs = this.deps.windowSeconds * 1000;
    const since = new Date(now.getTime() - windowMs);
    for (const l of limits) {
      const { count, oldest } = await queries.countAudit(db, l.by, event, l.outcome, since);
      if (count >= l.max) {
        const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
        return { refused: new RateLimitedError(l.message(Math.ceil(retryAfter / 60)), retryAfter), reason: l.reason };
      }
    }
    return null;
  }

  /** Writes one attempt, in the caller's transaction when it passes one. */
  async record(
    ctx: Requester,
    row: Pick<AuditRow, 'mobile' | 'event' | 'outcome' | 'reason'> & { userId?: string | null },
    db: queries.DbOrTx | Tx = this.deps.db,
  ): Promise<void> {
    await queries.insertAudit(db, {
      ...row,
      userId: row.userId ?? null,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      createdAt: this.deps.clock.now(),
    });
  }
}
