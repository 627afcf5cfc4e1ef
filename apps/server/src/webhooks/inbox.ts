import { sql } from 'drizzle-orm';
import { istDate } from '@sanchay/domain';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { VerifiedEvent } from './verifier';

/** What the route answers with once the event is committed. */
export interface Received {
  /** Our id of the event (the inbox row): 'YYYYMMDD-00000042', the shape BSE's ack shows. */
  ackId: string;
  /** It had been received before: stored once, acknowledged again. */
  duplicate: boolean;
}

/**
 * Keeps a verified event in the inbox, in a transaction of its own: one row per (party, event id)
 * whatever the number of deliveries, concurrent ones included (ON CONFLICT DO NOTHING waits for
 * a concurrent insert of the same key and then does nothing; the read that follows sees it).
 * Returns after the commit, so an acknowledgement sent afterwards is never for an event we lost.
 */
export async function receiveWebhook(database: Pick<Database, 'db'>, party: string, event: VerifiedEvent, now: Date): Promise<Received> {
  return database.db.transaction(async (tx) => {
    const inserted = await rowsOf<InboxKey>(tx, sql`
      INSERT INTO webhook_inbox (party, event_id, event_type, event, subject, event_at, payload, received_at)
      VALUES (${party}, ${event.eventId}, ${event.eventType}, ${event.event}, ${event.subject},
              ${event.eventAt?.toISOString() ?? null}::timestamptz, ${JSON.stringify(event.payload)}::jsonb, ${now.toISOString()}::timestamptz)
      ON CONFLICT (party, event_id) DO NOTHING
      RETURNING id::text, received_at`);
    if (inserted[0]) return { ackId: ackIdOf(inserted[0]), duplicate: false };
    const existing = await rowsOf<InboxKey>(tx, sql`
      SELECT id::text, received_at FROM webhook_inbox WHERE party = ${party} AND event_id = ${event.eventId}`);
    // Not possible: the conflict was with a committed row of this key, which rows are never deleted.
    if (!existing[0]) throw new Error(`webhook inbox: ${party} event ${event.eventId} neither inserted nor found`);
    return { ackId: ackIdOf(existing[0]), duplicate: true };
  });
}

interface InboxKey {
  id: string;
  received_at: Date | string;
}

function ackIdOf(row: InboxKey): string {
  return `${istDate(new Date(row.received_at)).replaceAll('-', '')}-${row.id.padStart(8, '0')}`;
}
