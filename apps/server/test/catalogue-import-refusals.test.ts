// The NAV importers refuse what they cannot trust (issue 8 §2): small generated files, on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL. A refused file stores nothing; a refused row is
// counted and reported, and the rest of the file is imported.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { ImportRefused, importNavAll, importNavHistory } from '../src/features/catalogue';
import { forEachDatabase } from './test-database';

const TODAY = '2026-08-22';
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sanchay-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let fileNo = 0;
async function file(name: string, content: string | Buffer): Promise<string> {
  const f = path.join(dir, `${++fileNo}-${name}`);
  await writeFile(f, content);
  return f;
}

/** A 6-column NAVAll file: `rows` schemes 100001… of one AMC, each with a NAV on `date`. */
function navAll(rows: number, date = '21-Aug-2026', extra: string[] = []): string {
  const lines = [
    'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
    ' ',
    'Open Ended Schemes(Equity Scheme - Flexi Cap Fund)',
    ' ',
    'Alpha Mutual Fund',
    ' ',
  ];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `${100000 + i};-;-;Alpha Flexi Cap Fund ${i} - Direct Plan - Growth;${10 + i}.5000;${date}`,
    );
  return [...lines, ...extra].join('\r\n') + '\r\n';
}

async function rows<T = Record<string, unknown>>(
  db: Database,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.kind === 'pglite'
    ? ((await db.raw.query(sql, params)).rows as T[])
    : ((await db.raw.query(sql, params)).rows as T[]);
}
const count = async (db: Database, sql: string) =>
  (await rows<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${sql}) q`))[0]!.n;

forEachDatabase('NAV importers refuse nonsense', (open) => {
  let db: Database;
  beforeEach(async () => {
    db = await open();
    return () => db.close();
  });

  it('refuses a NAV with a thousands separator and imports the other rows', async () => {
    const r = await importNavAll(
      db,
      await file(
        'navall.txt',
        navAll(3, '21-Aug-2026', ['100009;-;-;Alpha Gold Fund - Growth;1,234.56;21-Aug-2026']),
      ),
      { today: TODAY },
    );
    expect(r.refused).toEqual({ future: 0, tooOld: 0, badNav: 1 });
    expect(r.skipped).toContainEqual(
      expect.objectContaining({ reason: 'NAV "1,234.56" is not a plain decimal' }),
    );
    expect(await count(db, 'SELECT 1 FROM nav_history')).toBe(3);
    expect(await count(db, 'SELECT 1 FROM scheme WHERE amfi_code = 100009')).toBe(0);
  });

  it("refuses rows dated after the file's date or decades before it, and counts them", async () => {
    const text = navAll(5, '21-Aug-2026', [
      '100001;-;-;Alpha Flexi Cap Fund 1 - Direct Plan - Growth;99.0000;01-Jan-2099',
      '100007;-;-;Alpha Old Fund - Growth;12.0000;01-Jan-1900',
      '100008;-;-;Alpha Dormant Fund - Growth;15.0000;14-Jun-2008',
    ]);
    const r = await importNavAll(db, await file('navall.txt', text), { today: TODAY });
    expect(r.fileDate).toBe('2026-08-21');
    expect(r.refused).toEqual({ future: 1, tooOld: 1, badNav: 0 });
    expect(r.skipped.map((s) => s.reason)).toEqual([
      "dated after 2026-08-28, beyond the file's date",
      "dated before 1996-08-21, more than 30 years before the file's date",
    ]);
    // The 2099 row did not become the latest NAV; the 1900 row was not written; 2008 is kept.
    expect(
      await rows(
        db,
        'SELECT latest_nav::text AS nav, latest_nav_date::text AS d FROM scheme WHERE amfi_code = 100001',
      ),
    ).toEqual([{ nav: '11.5000', d: '2026-08-21' }]);
    expect(
      await count(
        db,
        "SELECT 1 FROM nav_history WHERE nav_date > '2026-08-21' OR nav_date < '1990-01-01'",
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        "SELECT 1 FROM nav_history WHERE amfi_code = 100008 AND nav_date = '2008-06-14'",
      ),
    ).toBe(1);
    expect(await rows(db, 'SELECT kind, rows_read, rows_refused FROM import_run')).toEqual([
      { kind: 'navall', rows_read: 8, rows_refused: 2 },
    ]);
  });

  it('refuses a file dated after today', async () => {
    await expect(
      importNavAll(db, await file('navall.txt', navAll(3, '01-Jan-2099')), { today: TODAY }),
    ).rejects.toThrow(/reports NAVs of 2099-01-01, after today \(2026-08-22\)/);
    expect(await count(db, 'SELECT 1 FROM scheme')).toBe(0);
  });

  it('decodes Windows-1252 names instead of storing replacement characters, and UTF-16 with its mark', async () => {
    const text = navAll(1).replace('Alpha Flexi Cap Fund 1', 'Caf\u00e9 Fund \u2013 Value');
    const bytes = Buffer.from(text.replace('\u2013', '\u0096'), 'latin1'); // é → 0xE9, en dash → 0x96
    const r = await importNavAll(db, await file('navall-1252.txt', bytes), { today: TODAY });
    expect(r.encoding).toBe('windows-1252');
    expect(await rows(db, 'SELECT name FROM scheme')).toEqual([
      { name: 'Caf\u00e9 Fund \u2013 Value - Direct Plan - Growth' },
    ]);
    expect(await count(db, "SELECT 1 FROM scheme WHERE name LIKE '%\uFFFD%'")).toBe(0);

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(navAll(2).replace('Alpha Flexi', 'Ålpha Flexi'), 'utf16le'),
    ]);
    const r16 = await importNavAll(db, await file('navall-16.txt', utf16), { today: TODAY });
    expect(r16.encoding).toBe('utf-16le');
    expect(await count(db, "SELECT 1 FROM scheme WHERE name LIKE 'Ålpha Flexi Cap Fund 1 %'")).toBe(
      1,
    );
  });

  it('refuses an HTML page that wraps the rows in <pre>, and a binary file, storing nothing', async () => {
    const html = `<!DOCTYPE html>\n<html><body>\n<pre>\n${navAll(3)}</pre>\n</body></html>\n`;
    await expect(
      importNavAll(db, await file('NAVAll.txt', html), { today: TODAY }),
    ).rejects.toThrow(ImportRefused);
    await expect(
      importNavAll(db, await file('NAVAll.txt', `<pre>\n${navAll(3)}</pre>`), { today: TODAY }),
    ).rejects.toThrow(/is a web page \(HTML\), not an AMFI file/);
    await expect(
      importNavAll(db, await file('NAVAll.txt', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x41])), {
        today: TODAY,
      }),
    ).rejects.toThrow(/not a text file/);
    expect(await count(db, 'SELECT 1 FROM scheme')).toBe(0);
    expect(await count(db, 'SELECT 1 FROM import_run')).toBe(0);
  });

  it('refuses a file with far fewer rows than the last one imported, unless allowed', async () => {
    await importNavAll(db, await file('navall.txt', navAll(100)), { today: TODAY });
    const full = navAll(100, '22-Aug-2026');
    const cut = full.slice(0, Math.floor(full.length * 0.45)); // a download cut at 45%
    await expect(importNavAll(db, await file('navall.txt', cut), { today: TODAY })).rejects.toThrow(
      /has 4\d rows, far fewer than the 100 of the last NAVAll file.*--allow-partial/,
    );
    expect(await count(db, "SELECT 1 FROM nav_history WHERE nav_date = '2026-08-22'")).toBe(0);

    const forced = await importNavAll(db, await file('navall.txt', cut), {
      today: TODAY,
      allowPartial: true,
    });
    expect(forced.navsWritten).toBeGreaterThan(40);
    expect(await rows(db, 'SELECT rows_read, partial_allowed FROM import_run ORDER BY id')).toEqual(
      [
        { rows_read: 100, partial_allowed: false },
        { rows_read: forced.records, partial_allowed: true },
      ],
    );
  });

  const history = (lines: string[]) => ['scheme_code,date,nav', ...lines].join('\n') + '\n';

  it('NAV history: refuses rows dated after today or decades back, an HTML page and a cut file', async () => {
    const r = await importNavHistory(
      db,
      await file(
        'history.csv',
        history([
          '100001,2026-08-20,10.5',
          '100001,2099-01-01,99',
          '100001,1900-01-01,1',
          '100001,2026-08-21,"1,234.5"',
        ]),
      ),
      { today: TODAY },
    );
    expect(r).toMatchObject({
      rowsRead: 4,
      rowsRejected: 3,
      refused: { future: 1, tooOld: 1 },
      rowsInserted: 1,
    });
    expect(await count(db, 'SELECT 1 FROM nav_history')).toBe(1);

    await expect(
      importNavHistory(
        db,
        await file('history.csv', `<html><body><pre>\n${history(['100001,2026-08-19,10'])}</pre>`),
        { today: TODAY },
      ),
    ).rejects.toThrow(/web page/);

    const unique = Array.from(
      { length: 28 },
      (_, i) => `100002,2026-07-${String(i + 1).padStart(2, '0')},${11 + i}`,
    );
    const whole = await file('history-b.csv', history(unique));
    await importNavHistory(db, whole, { today: TODAY });
    await writeFile(whole, history(unique.slice(0, 10)));
    await expect(importNavHistory(db, whole, { today: TODAY })).rejects.toThrow(
      /far fewer than the 28 of the last import of this file/,
    );
    await expect(
      importNavHistory(db, whole, { today: TODAY, allowPartial: true }),
    ).resolves.toMatchObject({ rowsRead: 10, rowsInserted: 0 });
  });

  it('NAV history: direct, rebuild and staging store the same rows, and keep rows already stored', async () => {
    const lines: string[] = [];
    for (let code = 100001; code <= 100003; code++) {
      for (let d = 1; d <= 28; d++)
        lines.push(`${code},2026-07-${String(d).padStart(2, '0')},${code - 100000}${d}.25`);
    }
    lines.push('100003,2026-07-31,99.5', '100003,29-02-2024,42'); // through the full parser
    const csv = await file('h.csv', history(lines));
    const gz = await file('h.csv.gz', gzipSync(history(lines)));
    const all =
      'SELECT amfi_code, nav_date::text AS d, nav::text AS nav FROM nav_history ORDER BY 1, 2';

    const direct = await importNavHistory(db, gz, { today: TODAY });
    expect(direct).toMatchObject({
      strategy: 'direct',
      rowsRead: 86,
      rowsInserted: 86,
      schemes: 3,
    });
    const expected = await rows(db, all);
    expect(expected).toContainEqual({ amfi_code: 100003, d: '2024-02-29', nav: '42.0000' });
    const again = await importNavHistory(db, csv, { today: TODAY, strategy: 'staging' });
    expect(again).toMatchObject({ strategy: 'staging', rowsInserted: 0 });
    expect(await rows(db, all)).toEqual(expected);

    // Few rows stored next to the file: rebuilt around them, and a stored NAV wins over the file's.
    await rows(db, 'DELETE FROM nav_history WHERE amfi_code <> 100001 OR nav_date > $1', [
      '2026-07-02',
    ]);
    await rows(db, "UPDATE nav_history SET nav = 7 WHERE nav_date = '2026-07-01'");
    const rebuilt = await importNavHistory(db, csv, { today: TODAY });
    expect(rebuilt).toMatchObject({ strategy: 'rebuild', rowsInserted: 84 });
    expect(await rows(db, all)).toEqual(
      expected.map((r) =>
        (r as { d: string }).d === '2026-07-01' && (r as { amfi_code: number }).amfi_code === 100001
          ? { ...r, nav: '7.0000' }
          : r,
      ),
    );
    expect(await count(db, "SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'nav_history_pkey'")).toBe(
      1,
    );
  });

  it('NAV history: a file with CRLF line ends, or none after its last row, stores the same rows', async () => {
    const lines = [
      '100001,2026-08-18,10.5',
      '100001,2026-08-19,0', // a zero NAV: rejected
      '100001,20-08-2026,11', // through the full parser
      '100001,2026-08-21,011.2500',
      '100002,2024-02-29,42',
      '100002,2026-02-29,43', // not a date: rejected
      '100002,2026-08-21,9.75',
    ];
    const all = 'SELECT amfi_code, nav_date::text AS d, nav::text AS nav FROM nav_history ORDER BY 1, 2';
    const lf = await importNavHistory(db, await file('lf.csv', history(lines)), { today: TODAY });
    expect(lf).toMatchObject({ rowsRead: 7, rowsRejected: 2, rowsInserted: 5 });
    const expected = await rows(db, all);
    expect(expected).toContainEqual({ amfi_code: 100001, d: '2026-08-21', nav: '11.2500' });
    for (const [name, text] of [
      ['crlf.csv.gz', gzipSync(history(lines).replace(/\n/g, '\r\n'))],
      ['crlf-mixed.csv', history(lines).replace(/\n/g, '\r\n').replace('10.5\r\n', '10.5\n')],
      ['no-end.csv', history(lines).trimEnd()],
    ] as const) {
      await rows(db, 'TRUNCATE nav_history');
      const r = await importNavHistory(db, await file(name, text), { today: TODAY });
      expect({ name, ...r }).toMatchObject({ name, rowsRead: 7, rowsRejected: 2, rowsInserted: 5 });
      expect(await rows(db, all)).toEqual(expected);
    }
  });

  it('NAV history: a key the file repeats falls back from the direct path to staging', async () => {
    const r = await importNavHistory(
      db,
      await file(
        'dup.csv',
        history(['100001,2026-08-20,10.5', '100001,2026-08-20,10.5', '100001,2026-08-19,10']),
      ),
      {
        today: TODAY,
      },
    );
    expect(r).toMatchObject({ strategy: 'staging', rowsRead: 3, rowsInserted: 2 });
    expect(await count(db, "SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'nav_history_pkey'")).toBe(
      1,
    );
  });
});
