import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { ReconciliationDifference, ReconciliationKind } from './reconciliation';

// Reconciliation breaks (migration 0102, docs/decisions/0164): the differences reconcileLedger
// finds, kept with their state. A difference seen for the first time opens a break and raises a
// structured alert in the server's log; seen again, it stays one break (its values refreshed); no
// longer seen over a complete window, it is resolved. Idempotent: a re-run with the same
// differences changes nothing but last_seen_at.

export type BreakState = 'open' | 'resolved';

/** A difference kept: the difference itself, its state and when it opened and closed. */
export interface ReconciliationBreak extends ReconciliationDifference {
  id: string;
  state: BreakState;
  openedAt: string;
  resolvedAt: string | null;
}

/** The alert's logger: the server's (pino's warn(fields, message)). */
export interface BreakAlertLog {
  warn: (fields: Record<string, unknown>, message: string) => void;
}

export interface RecordBreaksOptions {
  now: Date;
  log?: BreakAlertLog;
  /**
   * The differences cover every report date the ledger holds (the console's window): open breaks
   * not among them are resolved. A partial window (a job's few days) only opens and refreshes.
   */
  completeWindow: boolean;
}

/** Records the differences as breaks; returns the breaks opened now. */
export async function recordReconciliationBreaks(
  database: Pick<Database, 'db'>,
  differences: readonly ReconciliationDifference[],
  options: RecordBreaksOptions,
): Promise<ReconciliationBreak[]> {
  const at = options.now.toISOString();
  const json = JSON.stringify(differences.map((d) => ({ kind: d.kind, order_no: d.orderNo, client_code: d.clientCode, scheme_code: d.schemeCode, ledger_value: d.ledger, exchange_value: d.exchange })));
  const opened = await database.db.transaction(async (tx) => {
    // Refresh the open ones first, then open the rest: no reliance on xmax to tell them apart.
    await tx.execute(sql`
      UPDATE reconciliation_break b SET ledger_value = d.ledger_value, exchange_value = d.exchange_value, last_seen_at = ${at}::timestamptz
      FROM json_to_recordset(${json}::json) AS d(kind text, order_no text, client_code text, scheme_code text, ledger_value text, exchange_value text)
      WHERE b.state = 'open' AND b.order_no = d.order_no AND b.kind = d.kind`);
    const inserted = await rowsOf<BreakRow>(tx, sql`
      INSERT INTO reconciliation_break (kind, order_no, client_code, scheme_code, ledger_value, exchange_value, state, opened_at, last_seen_at)
      SELECT d.kind, d.order_no, d.client_code, d.scheme_code, d.ledger_value, d.exchange_value, 'open', ${at}::timestamptz, ${at}::timestamptz
      FROM json_to_recordset(${json}::json) AS d(kind text, order_no text, client_code text, scheme_code text, ledger_value text, exchange_value text)
      ON CONFLICT (order_no, kind) WHERE state = 'open' DO NOTHING
      RETURNING ${BREAK_COLUMNS}`);
    if (options.completeWindow) {
      await tx.execute(sql`
        UPDATE reconciliation_break b SET state = 'resolved', resolved_at = ${at}::timestamptz
        WHERE b.state = 'open' AND NOT EXISTS (
          SELECT 1 FROM json_to_recordset(${json}::json) AS d(kind text, order_no text) WHERE d.order_no = b.order_no AND d.kind = b.kind)`);
    }
    return inserted.map(toBreak);
  });
  for (const b of opened) {
    options.log?.warn(
      { alert: 'reconciliation-break', breakId: b.id, kind: b.kind, orderNo: b.orderNo, clientCode: b.clientCode, schemeCode: b.schemeCode, ledger: b.ledger, exchange: b.exchange },
      'reconciliation break opened: the ledger and the exchange’s allotment statement differ',
    );
  }
  return opened;
}

/** The breaks, open ones first, newest first within each state (at most `limit`). */
export async function reconciliationBreaks(database: Pick<Database, 'db'>, limit = 200): Promise<ReconciliationBreak[]> {
  const rows = await rowsOf<BreakRow>(database.db, sql`
    SELECT ${BREAK_COLUMNS} FROM reconciliation_break
    ORDER BY state = 'open' DESC, opened_at DESC, id DESC LIMIT ${limit}`);
  return rows.map(toBreak);
}

interface BreakRow {
  id: string;
  kind: ReconciliationKind;
  order_no: string;
  client_code: string;
  scheme_code: string;
  ledger_value: string | null;
  exchange_value: string | null;
  state: BreakState;
  opened_at: Date | string;
  resolved_at: Date | string | null;
}

const BREAK_COLUMNS = sql.raw(`id::text, kind, order_no, client_code, scheme_code, ledger_value, exchange_value, state, opened_at, resolved_at`);

function toBreak(r: BreakRow): ReconciliationBreak {
  return {
    id: r.id,
    kind: r.kind,
    orderNo: r.order_no,
    clientCode: r.client_code,
    schemeCode: r.scheme_code,
    ledger: r.ledger_value,
    exchange: r.exchange_value,
    state: r.state,
    openedAt: new Date(r.opened_at).toISOString(),
    resolvedAt: r.resolved_at === null ? null : new Date(r.resolved_at).toISOString(),
  };
}
