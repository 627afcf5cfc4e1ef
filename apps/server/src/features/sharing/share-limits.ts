import type { Clock } from '@sanchay/domain';
import { productMessages } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hourlyWindow } from '../../db/per-hour-limit';
import { shareRelay } from '../../db/schema';
import { RateLimitedError } from '../../http/app-errors';

// The limits on what an advisor relays to a customer's address (issue 23 §5, decision 0167): every
// share-by-e-mail/SMS route (statement PDF, mandate link, payment link, NFO link, premium service)
// and the calculator share that names a customer go through `recordShare`, in the transaction
// that queues the message.

/** Shares one advisor (the signed-in account) may send in an hour, all routes and addresses together. */
export const SHARES_PER_SENDER_PER_HOUR = 60;
/**
 * Shares one address (an e-mail or a mobile) may receive in an hour, from every advisor together:
 * above what a customer's advisor sends her in a sitting (a payment link, a mandate link, the
 * statement, an NFO or two), far below a flood.
 */
export const SHARES_PER_RECIPIENT_PER_HOUR = 10;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ShareRelayed {
  /** The signed-in account that shares (the advisor, never the customer he acts for). */
  senderUserId: string;
  channel: 'email' | 'sms' | 'whatsapp';
  /** The address as typed (already checked by the contract's rules). */
  recipient: string;
  /** What is shared, as the outbox kind ('payment-link', 'nfo-link', …). */
  kind: string;
}

/** One key per address whatever its channel: an e-mail in lower case, a mobile's last 10 digits. */
export function recipientKey(channel: ShareRelayed['channel'], recipient: string): string {
  return channel === 'email' ? `email:${recipient.trim().toLowerCase()}` : `mobile:${recipient.replace(/\D/g, '').slice(-10)}`;
}

const senders = { table: shareRelay, key: shareRelay.senderUserId, createdAt: shareRelay.createdAt };
const recipients = { table: shareRelay, key: shareRelay.recipient, createdAt: shareRelay.createdAt };

/**
 * Refuses a share past either limit (429 RATE_LIMITED with Retry-After and the catalogue's words)
 * and records it otherwise. Call it in the transaction that queues the message: the sender's and
 * the address's advisory locks (always in that order) hold until it commits, so parallel shares
 * are counted one after another and exactly the limit goes through.
 */
export async function recordShare(tx: Tx, clock: Clock, share: ShareRelayed): Promise<void> {
  const recipient = recipientKey(share.channel, share.recipient);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-sender:${share.senderUserId}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-to:${recipient}`}))`);
  const now = clock.now();
  await refuseOverLimit(tx, share, now);
  await tx.insert(shareRelay).values({ senderUserId: share.senderUserId, channel: share.channel, recipient, kind: share.kind, createdAt: now });
}

/**
 * The same refusal before costly work (the statement's PDF), without locking or recording: a
 * share already over a limit is refused before it is made; `recordShare` still decides.
 */
export async function checkShareLimits(db: Pick<Db, 'select'>, clock: Clock, share: ShareRelayed): Promise<void> {
  await refuseOverLimit(db, share, clock.now());
}

async function refuseOverLimit(db: Pick<Db, 'select'>, share: ShareRelayed, now: Date): Promise<void> {
  const minutes = (seconds: number) => Math.ceil(seconds / 60);
  const bySender = await hourlyWindow(db, senders, share.senderUserId, now);
  if (bySender.count >= SHARES_PER_SENDER_PER_HOUR) {
    throw new RateLimitedError(productMessages.share.tooManyShares(minutes(bySender.retryAfterSeconds)), bySender.retryAfterSeconds);
  }
  const toRecipient = await hourlyWindow(db, recipients, recipientKey(share.channel, share.recipient), now);
  if (toRecipient.count >= SHARES_PER_RECIPIENT_PER_HOUR) {
    throw new RateLimitedError(productMessages.share.tooManySharesToRecipient(minutes(toRecipient.retryAfterSeconds)), toRecipient.retryAfterSeconds);
  }
}
