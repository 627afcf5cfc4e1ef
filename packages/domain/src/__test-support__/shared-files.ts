// For tests only (never exported from the package): reads the real public data files and the spec
// beside the project (../shared, see /work/shared/data/README.md). Tests may do I/O; the domain's
// modules may not: ESLint and the package's tsconfig.json keep Node out of them.
import { existsSync, readFileSync } from 'node:fs';

const SHARED = new URL('../../../../../shared/', import.meta.url);

/** The text of a file under ../shared (e.g. 'data/amfi/SchemeData-2024-11.csv'), or null when absent. */
export function readSharedText(relativePath: string): string | null {
  const url = new URL(relativePath, SHARED);
  return existsSync(url) ? readFileSync(url, 'utf8') : null;
}

/** Lines without their CR/LF ends. */
export function linesOf(text: string): string[] {
  return text.split(/\r?\n/);
}

/**
 * One CSV record's fields. A field that starts with '"' is quoted ('""' inside is a quote); a quote
 * elsewhere is literal (AMFI's scheme data has `YEARLY "A"-Dividend Plan`).
 */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i += 1;
          break;
        } else {
          value += line[i];
          i += 1;
        }
      }
      const comma = line.indexOf(',', i);
      fields.push(value + (comma < 0 ? line.slice(i) : line.slice(i, comma)));
      if (comma < 0) return fields;
      i = comma + 1;
    } else {
      const comma = line.indexOf(',', i);
      if (comma < 0) {
        fields.push(line.slice(i));
        return fields;
      }
      fields.push(line.slice(i, comma));
      i = comma + 1;
    }
  }
}
