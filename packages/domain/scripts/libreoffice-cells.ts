// Formulas computed by LibreOffice Calc, headless: each formula's value as text in the format
// given (docs/decisions/0098, 0132). Needs `soffice` (apt-get install -y --no-install-recommends
// libreoffice-calc). Writes a one-sheet flat ODF spreadsheet (.fods) to a temporary folder, one row
// per formula (`=TEXT(formula; format)` beside `=formula`), converts it with `soffice --headless
// --convert-to csv` (its own user profile) and reads it back. Nothing is left behind.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function spreadsheet(formulas: readonly string[], format: string): string {
  const rows = formulas.map(
    (formula) =>
      `<table:table-row><table:table-cell table:formula="${escape(`of:=TEXT(${formula};"${format}")`)}"/>` +
      `<table:table-cell table:formula="${escape(`of:=${formula}`)}"/></table:table-row>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"
  office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet>
<table:table table:name="Results">${rows.join('\n')}</table:table>
</office:spreadsheet></office:body></office:document>
`;
}

/** LibreOffice's version and each formula's value as `TEXT(formula; format)` (or the cell's error text). */
export function libreOfficeValues(formulas: readonly string[], format: string): { version: string; values: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'calc-golden-'));
  try {
    const source = path.join(dir, 'values.fods');
    writeFileSync(source, spreadsheet(formulas, format));
    const version = execFileSync('soffice', ['--version'], { encoding: 'utf8' }).trim();
    execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'csv', '--outdir', dir, source], {
      stdio: 'ignore',
    });
    const lines = readFileSync(path.join(dir, 'values.csv'), 'utf8').trim().split(/\r?\n/);
    const values = lines.map((line) => {
      const [text = '', raw = ''] = line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
      return text !== '' ? text : raw;
    });
    return { version, values };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
