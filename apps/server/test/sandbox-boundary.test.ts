import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The product never reads the sandbox's side of the wire (issue 23 §4, docs/decisions/0163): no
// feature's source names a sandbox_ table, and no feature imports a name the exchange's index
// takes from a sandbox-* module, but the few listed below until issue 24 moves them behind the
// wire. features/sandbox (the sandbox's own console and demo history) is exempt (decision 0163).
// The dependency-cruiser rule `features-never-import-sandbox` forbids importing sandbox-* files
// directly; this test covers the re-exports through integrations/exchange/index.ts.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const features = path.join(src, 'features');
const EXEMPT_FEATURE = path.join(features, 'sandbox');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === EXEMPT_FEATURE ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The names integrations/exchange/index.ts re-exports from its sandbox-* modules. */
function sandboxNames(): Set<string> {
  const index = readFileSync(path.join(src, 'integrations/exchange/index.ts'), 'utf8');
  const names = new Set<string>();
  for (const m of index.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.\/sandbox-[^']+'/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * Sandbox names features still import through the index, each with why, until issue 24 moves the
 * sandbox behind the wire. A new one fails the test.
 */
const STILL_IMPORTED: Record<string, string> = {
  pastBeingReplayed: 'redeem and STP wait while a demo investor’s past is replayed (decision 0123)',
  SANDBOX_PAYMENT_BANK_PATH: 'the checkout’s redirect to the sandbox bank page',
  progressDueMandates: 'the demo mandates are approved through the sandbox (demo-mandates.ts)',
  SandboxMandates: 'the demo mandates (demo-mandates.ts)',
  syncSandboxSchemeMaster: 'the catalogue load derives the sandbox exchange’s master (decision 0051)',
  sandboxSchemeMasterIncomplete: 'the catalogue load (decision 0051)',
  SandboxSchemeMaster: 'the catalogue load’s default scheme-master port in sandbox mode (decision 0162)',
};

describe('the product never reads the sandbox (decision 0163)', () => {
  const files = sourceFiles(features);

  it('finds the features’ sources', () => {
    expect(files.some((f) => f.endsWith(path.join('portfolio', 'redeem', 'redeem.queries.ts')))).toBe(true);
  });

  it('no feature source names a sandbox_ table', () => {
    const offenders = files.flatMap((f) => {
      const tables = [...readFileSync(f, 'utf8').matchAll(/\bsandbox_[a-z][a-z0-9_]*/g)].map((m) => m[0]);
      return tables.length ? [`${path.relative(src, f)}: ${[...new Set(tables)].join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('no feature imports a sandbox name through the exchange’s index but those listed', () => {
    const sandbox = sandboxNames();
    expect(sandbox.has('SandboxExchangeOrders')).toBe(true);
    const offenders = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[./]*\/integrations\/exchange'/g)].flatMap((m) =>
        m[1]!
          .split(',')
          .map((p) => p.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim())
          .filter((name) => sandbox.has(name) && !(name in STILL_IMPORTED))
          .map((name) => `${path.relative(src, f)}: ${name}`),
      );
    });
    expect(offenders).toEqual([]);
  });
});
