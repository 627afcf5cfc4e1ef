// CSV text for the capital-gains downloads (RFC 4180: comma separated, CRLF line ends, fields
// quoted when they hold a comma, quote or line break). A text field starting with = + - @ or a tab
// is prefixed with an apostrophe so a spreadsheet does not run it as a formula (OWASP "CSV
// injection"); numbers are written as plain decimals and never prefixed.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows → CSV text with a header row, CRLF line ends and a final CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
