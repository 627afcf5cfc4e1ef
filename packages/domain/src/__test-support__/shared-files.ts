// For tests only (never exported from the package): finds the real public data files and the spec
// beside the project (../shared, see /work/shared/data/README.md). Tests may do I/O; the domain's
// modules may not: ESLint and the package's tsconfig.json keep Node out of them.
//
// The one place that decides where ../shared is and what happens when it is missing, for the
// domain's tests and the server's (apps/server/test imports this file): SHARED_DATA_DIR (the data
// folder, as the server's configuration reads it) and SHARED_DIR (the whole folder) override the
// default, the folder `shared` beside the checkout. Missing files make a test skip on a developer's
// machine, but with CI=true they fail it: a CI run must not pass by skipping what it cannot read.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function sharedRoot(env: Record<string, string | undefined>): string {
  return path.resolve(env.SHARED_DIR?.trim() || path.join(REPO_ROOT, '..', 'shared'));
}

/** Where a file under ../shared is ('data/amfi/…', 'spec/…'), whether or not it exists. */
export function sharedPath(relativePath: string, env: Record<string, string | undefined> = process.env): string {
  const dataDir = env.SHARED_DATA_DIR?.trim();
  if (dataDir && (relativePath === 'data' || relativePath.startsWith('data/'))) {
    return path.resolve(dataDir, relativePath.slice('data/'.length));
  }
  return path.join(sharedRoot(env), relativePath);
}

/** True when CI=true (or 1): then a missing shared file is an error, not a reason to skip. */
export function sharedFilesRequired(env: Record<string, string | undefined> = process.env): boolean {
  return /^(true|1)$/i.test(env.CI?.trim() ?? '');
}

/**
 * The path of a file under ../shared, or null when it is absent (the test then skips). With CI=true
 * an absent file throws, which fails the test file that asked for it.
 */
export function sharedFile(relativePath: string, env: Record<string, string | undefined> = process.env): string | null {
  const file = sharedPath(relativePath, env);
  if (existsSync(file)) return file;
  if (sharedFilesRequired(env)) {
    throw new Error(
      `${file} is missing, and CI=true needs it: put the shared folder beside the checkout or set SHARED_DIR / SHARED_DATA_DIR`,
    );
  }
  return null;
}

/** The text of a file under ../shared (e.g. 'data/amfi/SchemeData-2024-11.csv'), or null when absent. */
export function readSharedText(relativePath: string): string | null {
  const file = sharedFile(relativePath);
  return file === null ? null : readFileSync(file, 'utf8');
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
