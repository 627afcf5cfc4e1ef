import { describe, expect, it } from 'vitest';
import { readSharedText } from '../__test-support__/shared-files';
import { parseNavHistoryCsv, parseNavHistoryHeader, parseNavHistoryLine } from './nav-history-csv';

const SAMPLE = readSharedText('data/nav-history/sample-56-schemes-2013-2026.csv');

describe.skipIf(SAMPLE === null)('NAV history, 56 sample schemes', () => {
  // Not parsed when absent: the skipped suite's body still runs to collect its tests.
  const parsed = SAMPLE === null ? { rows: [], skipped: [] } : parseNavHistoryCsv(SAMPLE);

  it('reads the 189,840 rows of data/README.md: all valid but six zero NAVs', () => {
    expect(parsed.rows.length + parsed.skipped.length).toBe(189_840);
    expect(parsed.skipped).toHaveLength(6);
    for (const s of parsed.skipped) expect(s.reason).toMatch(/^bad NAV "0(\.0+)?"$/);
    expect(new Set(parsed.rows.map((r) => r.amfiCode)).size).toBe(56);
    expect(parsed.rows[0]).toEqual({ amfiCode: 118531, date: '2013-01-01', nav: '238.3444' });
  });
});

describe('NAV history lines', () => {
  it('finds columns by header, in any order', () => {
    const cols = parseNavHistoryHeader('nav,Date,Scheme Code');
    expect(cols).toEqual({ code: 2, date: 1, nav: 0 });
    expect(parseNavHistoryLine('12.5,21-Aug-2026,119551', cols)).toEqual({ amfiCode: 119551, date: '2026-08-21', nav: '12.5' });
    expect(() => parseNavHistoryHeader('code,when,value')).toThrow(/lacks column\(s\): date, nav/);
  });

  it('reports bad lines and ignores blank ones', () => {
    expect(parseNavHistoryLine('')).toBeNull();
    expect(parseNavHistoryLine('\r')).toBeNull();
    expect(parseNavHistoryLine('118531,2013-01-02,239.4858\r')).toEqual({ amfiCode: 118531, date: '2013-01-02', nav: '239.4858' });
    expect(parseNavHistoryLine('abc,2013-01-02,1')).toEqual({ error: 'scheme code is not a number' });
    expect(parseNavHistoryLine('1,2013-02-30,1')).toEqual({ error: 'bad date "2013-02-30"' });
    expect(parseNavHistoryLine('1,2013-02-03,N.A.')).toEqual({ error: 'bad NAV "N.A."' });
    expect(parseNavHistoryLine('1,2013-02-03,0.0000')).toEqual({ error: 'bad NAV "0.0000"' });
  });

  it('parses a small file', () => {
    const r = parseNavHistoryCsv('scheme_code,date,nav\r\n1,2024-01-01,10\r\n\r\n1,2024-01-02,x\r\n');
    expect(r.rows).toEqual([{ amfiCode: 1, date: '2024-01-01', nav: '10' }]);
    expect(r.skipped).toEqual([{ line: 4, reason: 'bad NAV "x"', text: '1,2024-01-02,x' }]);
  });
});
