// Computes the golden XIRR values of packages/domain/src/portfolio/__scenarios__/ (the cash-flow
// sets and the portfolio scenarios' holdings and portfolios) with LibreOffice Calc, headless (docs/decisions/0098):
//
//   apt-get install -y --no-install-recommends libreoffice-calc   # once
//   npx tsx packages/domain/scripts/xirr-golden-values.ts
//
// Writes every set's flows to a flat ODF spreadsheet (.fods), one =XIRR per set over the flows as
// listed, converts it with `soffice --headless --convert-to csv` in a temporary folder (its own
// user profile, so a running LibreOffice is not disturbed), and prints each value beside the one
// stored in the scenarios file. Nothing is written into the repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PORTFOLIO_SCENARIOS } from '../src/portfolio/__scenarios__/portfolio-scenarios';
import { XIRR_CASH_FLOW_SETS } from '../src/portfolio/__scenarios__/xirr-cash-flow-sets';
import type { CashFlow } from '../src/portfolio/xirr';

interface GoldenSet {
  name: string;
  flows: CashFlow[];
  guess?: number;
  stored: number | string;
}

// The cash-flow sets, then each portfolio scenario's holdings and whole portfolio.
const SETS: GoldenSet[] = [
  ...XIRR_CASH_FLOW_SETS.map((s) => ({ ...s, stored: s.libreOffice })),
  ...PORTFOLIO_SCENARIOS.flatMap((scenario) => [
    ...scenario.expected.holdings.map((h) => ({
      name: `${scenario.name} ${h.schemeCode}`,
      flows: h.xirrFlows,
      stored: h.xirr,
    })),
    {
      name: `${scenario.name} portfolio`,
      flows: scenario.expected.portfolioXirrFlows,
      stored: scenario.expected.portfolioXirr,
    },
  ]),
];

/** 1 → A, 27 → AA. */
function column(index: number): string {
  let name = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const FORMAT = '0.0000000000000000E+00';

// Sheet "Results" (exported to CSV): name, XIRR as text, XIRR as the cell shows it. Sheet "Flows": set k in columns 2k−1 (date), 2k (amount).
const resultRows = SETS.map((set, k) => {
  const dates = column(2 * k + 1);
  const amounts = column(2 * k + 2);
  const n = set.flows.length;
  const xirrCall = `XIRR([$Flows.${amounts}1:.${amounts}${n}];[$Flows.${dates}1:.${dates}${n}]${set.guess === undefined ? '' : `;${set.guess}`})`;
  // The value to 17 significant digits as text; where XIRR has none, its error as the cell shows it.
  const formula = `of:=IFERROR(TEXT(${xirrCall};"${FORMAT}");"")`;
  return `<table:table-row><table:table-cell office:value-type="string"><text:p>${escape(set.name)}</text:p></table:table-cell><table:table-cell table:formula="${escape(formula)}"/><table:table-cell table:formula="${escape(`of:=${xirrCall}`)}"/></table:table-row>`;
});
const longest = Math.max(...SETS.map((s) => s.flows.length));
const flowRows = Array.from({ length: longest }, (_, row) => {
  const cells = SETS.map((set) => {
    const flow = set.flows[row];
    if (!flow) return '<table:table-cell/><table:table-cell/>';
    return `<table:table-cell office:value-type="date" office:date-value="${flow.date}"/><table:table-cell office:value-type="float" office:value="${String(flow.amount)}"/>`;
  });
  return `<table:table-row>${cells.join('')}</table:table-row>`;
});

const document = `<?xml version="1.0" encoding="UTF-8"?>
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

const dir = mkdtempSync(path.join(tmpdir(), 'xirr-golden-'));
try {
  const source = path.join(dir, 'xirr.fods');
  writeFileSync(source, document);
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
  const csv = readFileSync(path.join(dir, 'xirr.csv'), 'utf8');
  console.log(`# ${version}`);
  for (const line of csv.trim().split(/\r?\n/)) {
    const [name = '', text = '', raw = ''] = line
      .split(',')
      .map((cell) => cell.replace(/^"|"$/g, ''));
    const value = text || raw;
    const stored = SETS.find((s) => s.name === name)?.stored;
    const numeric = Number(value);
    const shown = Number.isNaN(numeric) ? value : String(numeric);
    console.log(
      `${name}: ${shown}${String(stored) === shown ? '' : `   (stored: ${String(stored)})`}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
