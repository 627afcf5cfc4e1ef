// The import_run table (migration 0023): one row per file imported, and the check that refuses a
// file with far fewer rows than the last one of its kind (a truncated download would otherwise
// be imported without a word, and AMFI's files are whole: each NAVAll file lists every scheme).
import { ImportRefused } from './source-text';
import type { Conn } from './sql';

export type ImportKind = 'navall' | 'nav-history';

/** A file with fewer rows than this share of the last one is refused unless forced. */
export const PARTIAL_SHARE = 0.9;

export interface ImportRunRecord {
  kind: ImportKind;
  fileName: string;
  fileDate: string | null;
  encoding: string;
  rowsRead: number;
  rowsRefused: number;
  partialAllowed: boolean;
  details?: unknown;
}

/**
 * The rows of the last import to compare with: the last NAVAll file for 'navall', the last import
 * of the same file name for 'nav-history' (each history file holds its own schemes).
 */
async function lastRows(conn: Conn, kind: ImportKind, fileName: string): Promise<number | null> {
  const rows =
    kind === 'navall'
      ? await conn.query<{ rows_read: number }>(
          'SELECT rows_read FROM import_run WHERE kind = $1 ORDER BY id DESC LIMIT 1',
          [kind],
        )
      : await conn.query<{ rows_read: number }>(
          'SELECT rows_read FROM import_run WHERE kind = $1 AND file_name = $2 ORDER BY id DESC LIMIT 1',
          [kind, fileName],
        );
  return rows[0]?.rows_read ?? null;
}

/** Throws ImportRefused when `rows` is far below the last import's, unless `allowPartial`. */
export async function refusePartial(
  conn: Conn,
  kind: ImportKind,
  fileName: string,
  rows: number,
  allowPartial: boolean,
): Promise<void> {
  if (allowPartial) return;
  const last = await lastRows(conn, kind, fileName);
  if (last !== null && rows < last * PARTIAL_SHARE) {
    throw new ImportRefused(
      `${fileName} has ${rows.toLocaleString('en-IN')} rows, far fewer than the ${last.toLocaleString('en-IN')} ` +
        `of the last ${kind === 'navall' ? 'NAVAll file' : 'import of this file'}: it looks cut short. ` +
        'Nothing was imported; run again with --allow-partial if the file is whole.',
    );
  }
}

export async function recordRun(conn: Conn, run: ImportRunRecord): Promise<void> {
  await conn.query(
    `INSERT INTO import_run (kind, file_name, file_date, encoding, rows_read, rows_refused, partial_allowed, details)
     VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8::jsonb)`,
    [run.kind, run.fileName, run.fileDate, run.encoding, run.rowsRead, run.rowsRefused, run.partialAllowed,
      JSON.stringify(run.details ?? null)],
  );
}
