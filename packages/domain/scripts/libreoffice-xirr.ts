// LibreOffice Calc's XIRR of cash-flow sets, computed headless (docs/decisions/0098). Used by
// xirr-golden-values.ts and xirr-random-check.ts; needs `soffice` (apt-get install -y
// --no-install-recommends libreoffice-calc).
//
// Writes the sets to a flat ODF spreadsheet (.fods) in a temporary folder: sheet "Results" has one
// row per set (name, =XIRR as text with 17 significant digits, =XIRR as the cell shows it, e.g.
// Err:502), sheet "Flows" set k's dates and amounts in columns 2k−1 and 2k, as listed. Converts it
// with `soffice --headless --convert-to csv` (its own user profile, so a running LibreOffice is not
// disturbed) and reads the first sheet back. Nothing is left behind.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CashFlow } from '../src/portfolio/xirr';

export interface XirrSet {
  name: string;
  flows: readonly CashFlow[];
  /** XIRR's third argument; none when absent (10%). */
  guess?: number;
}

/** 1 → A, 27 → AA. */
function column(index: number): string {
  let name = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const FORMAT = '0.0000000000000000E+00';

function spreadsheet(sets: readonly XirrSet[]): string {
  const resultRows = sets.map((set, k) => {
    const dates = column(2 * k + 1);
    const amounts = column(2 * k + 2);
    const n = set.flows.length;
    const guess = set.guess === undefined ? '' : `;${set.guess}`;
    const call = `XIRR([$Flows.${amounts}1:.${amounts}${n}];[$Flows.${dates}1:.${dates}${n}]${guess})`;
    const asText = `of:=IFERROR(TEXT(${call};"${FORMAT}");"")`;
    return (
      `<table:table-row><table:table-cell office:value-type="string"><text:p>${escape(set.name)}</text:p></table:table-cell>` +
      `<table:table-cell table:formula="${escape(asText)}"/><table:table-cell table:formula="${escape(`of:=${call}`)}"/></table:table-row>`
    );
  });
  const longest = Math.max(...sets.map((s) => s.flows.length));
  const flowRows = Array.from({ length: longest }, (_, row) => {
    const cells = sets.map((set) => {
      const flow = set.flows[row];
      if (!flow) return '<table:table-cell/><table:table-cell/>';
      return (
        `<table:table-cell office:value-type="date" office:date-value="${flow.date}"/>` +
        `<table:table-cell office:value-type="float" office:value="${String(flow.amount)}"/>`
      );
    });
    return `<table:table-row>${cells.join('')}</table:table-row>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"
  office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet>
<table:table table:name="Results">${resultRows.join('\n')}</table:table>
<table:table table:name="Flows">${flowRows.join('\n')}</table:table>
</office:spreadsheet></office:body></office:document>
`;
}

/** LibreOffice's version and, per set in order, its XIRR as a number or its error text ('Err:502'). */
export function libreOfficeXirr(sets: readonly XirrSet[]): {
  version: string;
  values: (number | string)[];
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'xirr-golden-'));
  try {
    const source = path.join(dir, 'xirr.fods');
    writeFileSync(source, spreadsheet(sets));
    const version = execFileSync('soffice', ['--version'], { encoding: 'utf8' }).trim();
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'csv',
        '--outdir',
        dir,
        source,
      ],
      { stdio: 'ignore' },
    );
    const lines = readFileSync(path.join(dir, 'xirr.csv'), 'utf8').trim().split(/\r?\n/);
    const values = lines.map((line) => {
      const [, text = '', raw = ''] = line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
      const numeric = Number(text);
      return text !== '' && !Number.isNaN(numeric) ? numeric : raw;
    });
    return { version, values };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
