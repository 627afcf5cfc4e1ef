// The fund catalogue at start-up (DESIGN.md "Reference data"): the shipped demo catalogue, or
// AMFI's files from the shared data folder. Each step leaves a marker in catalogue_load, so a
// restart skips what is already loaded and takes a moment.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../../db/client';
import { DEMO_CATALOGUE_VERSION, loadDemoCatalogue } from './demo-catalogue';
import { importNavAll } from './import-navall';
import { importNavHistory } from './import-nav-history';
import { importSchemeData } from './import-scheme-data';
import type { ImportProgress } from './progress';
import { applySchemeMasterDefaults } from './scheme-master';
import { query } from './sql';
import { SandboxSchemeMaster, sandboxSchemeMasterIncomplete, syncSandboxSchemeMaster, type SchemeMasterPort } from '../../../integrations/exchange';
import { refreshSchemeFacts, schemeFactsIncomplete } from '../../../scheme-facts';

export type CatalogueSource = 'demo' | 'real';

export interface LoadCatalogueOptions {
  source: CatalogueSource;
  /** The folder of AMFI's files (…/shared/data): amfi/ and nav-history/ inside. */
  sharedDataDir: string;
  /** Today in IST, YYYY-MM-DD: the demo's NAVs run up to it and its NFO windows sit around it. */
  asOf: string;
  /** Also import the 1,447-scheme history (2.2 million rows); real source only. */
  fullHistory?: boolean;
  onProgress?: ImportProgress;
  /** One line per step (the commands print them); silent by default. */
  log?: (line: string) => void;
  /** The exchange's scheme master, whose facts the product copies (decision 0162); the sandbox's by default. */
  schemeMaster?: SchemeMasterPort;
  /** The product's clock (the sandbox's in sandbox mode): when the facts are refreshed (their refreshed_at). */
  clock: Clock;
}

export interface LoadStep {
  step: string;
  skipped: boolean;
  ms: number;
  details?: unknown;
}

export interface LoadCatalogueResult {
  source: CatalogueSource;
  steps: LoadStep[];
  ms: number;
}

/** Bump to make every real-data step run again (an importer changed what it writes). */
const REAL_IMPORT_VERSION = 1;
const DEMO_STEP = 'demo';
const LOCK_KEY = 727_275;

interface Marker {
  step: string;
  fingerprint: string;
  as_of: string | null;
}

async function markers(database: Database): Promise<Map<string, Marker>> {
  const rows = await query<Marker>(database, 'SELECT step, fingerprint, as_of::text AS as_of FROM catalogue_load');
  return new Map(rows.map((r) => [r.step, r]));
}

async function mark(database: Database, step: string, fingerprint: string, asOf: string | null, details: unknown) {
  await query(
    database,
    `INSERT INTO catalogue_load (step, fingerprint, as_of, details) VALUES ($1, $2, $3::date, $4::jsonb)
     ON CONFLICT (step) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, as_of = EXCLUDED.as_of, details = EXCLUDED.details, loaded_at = now()`,
    [step, fingerprint, asOf, JSON.stringify(details ?? null)],
  );
}

/** Several server processes may start together on one PostgreSQL: one loads, the others wait. */
async function withLoadLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return fn();
  const client = await database.raw.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

async function listFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => pattern.test(n))
    .sort()
    .map((n) => path.join(dir, n));
}

/** The real files, in the order they are imported (older NAVAll first, so the newest wins). */
export async function realCatalogueFiles(sharedDataDir: string, fullHistory = false) {
  const amfi = path.join(sharedDataDir, 'amfi');
  const history = path.join(sharedDataDir, 'nav-history');
  return {
    navAll: await listFiles(amfi, /^NAVAll.*\.txt$/i),
    schemeData: await listFiles(amfi, /^SchemeData.*\.csv$/i),
    navHistory: [
      ...(await listFiles(history, /^sample-.*-\d{4}-\d{4}\.csv(\.gz)?$/i)),
      ...(fullHistory ? await listFiles(history, /^direct-growth-.*\.csv(\.gz)?$/i) : []),
    ],
  };
}

async function fingerprintOf(file: string): Promise<string> {
  const s = await stat(file);
  return `v${REAL_IMPORT_VERSION}:${s.size}:${Math.floor(s.mtimeMs)}`;
}

/** Takes the demo rows out before AMFI's catalogue goes in: their NAVs and demo-only fields. */
async function clearDemo(database: Database): Promise<void> {
  await query(database, 'DELETE FROM nav_history WHERE amfi_code IN (SELECT amfi_code FROM scheme WHERE is_demo)');
  await query(
    database,
    `UPDATE scheme SET is_demo = false, riskometer = NULL, objective = NULL, launch_date = NULL, closure_date = NULL,
       nfo_open_date = NULL, nfo_close_date = NULL, min_lumpsum_amount = NULL, lumpsum_multiple = NULL,
       min_additional_amount = NULL, min_sip_amount = NULL, sip_multiple = NULL, sip_data = NULL,
       min_redemption_amount = NULL, redemption_amount_multiple = NULL, min_redemption_units = NULL,
       redemption_units_multiple = NULL, latest_nav = NULL, latest_nav_date = NULL,
       return_1y = NULL, return_3y = NULL, return_5y = NULL, updated_at = now()
     WHERE is_demo`,
  );
  await query(database, 'DELETE FROM catalogue_load WHERE step = $1', [DEMO_STEP]);
}

/**
 * Loads the catalogue the configuration asks for, skipping what is already loaded:
 * - demo: the shipped demo catalogue (demo-catalogue.ts) up to `asOf`; a restart on the same day
 *   does nothing, on a later day it adds the days in between.
 * - real: every NAVAll file in amfi/ (oldest first), the scheme data, the sample NAV history (and
 *   the full history with `fullHistory`), then the sandbox scheme-master defaults; a file already
 *   imported (same size and modification time) is skipped.
 * A database that holds AMFI's catalogue keeps it: the demo is not loaded over it. One that holds
 * the demo catalogue gives it up for AMFI's.
 */
export async function loadCatalogue(database: Database, options: LoadCatalogueOptions): Promise<LoadCatalogueResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const steps: LoadStep[] = [];
  const load = async () => {
    const done = await markers(database);
    if (options.source === 'demo') {
      const realSteps = [...done.keys()].filter((k) => k !== DEMO_STEP);
      if (realSteps.length) {
        log('The database holds AMFI’s catalogue: the demo catalogue is not loaded over it.');
        steps.push({ step: DEMO_STEP, skipped: true, ms: 0, details: { reason: 'real catalogue present' } });
        return;
      }
      const marker = done.get(DEMO_STEP);
      const fingerprint = `v${DEMO_CATALOGUE_VERSION}`;
      if (marker?.fingerprint === fingerprint && marker.as_of === options.asOf) {
        steps.push({ step: DEMO_STEP, skipped: true, ms: 0 });
        return;
      }
      const t = performance.now();
      const result = await loadDemoCatalogue(database, options.asOf, {
        onProgress: options.onProgress,
        regenerate: marker !== undefined && marker.fingerprint !== fingerprint,
      });
      await mark(database, DEMO_STEP, fingerprint, options.asOf, result);
      log(`demo catalogue: ${result.schemes} schemes, ${result.navsInserted} NAVs added (${result.ms} ms)`);
      steps.push({ step: DEMO_STEP, skipped: false, ms: Math.round(performance.now() - t), details: result });
      return;
    }

    const files = await realCatalogueFiles(options.sharedDataDir, options.fullHistory);
    if (!files.navAll.length) {
      throw new Error(`No AMFI NAVAll file in ${path.join(options.sharedDataDir, 'amfi')}: cannot load the real catalogue`);
    }
    if (done.has(DEMO_STEP)) {
      log('Replacing the demo catalogue with AMFI’s');
      await clearDemo(database);
    }
    const run = async (kind: string, file: string, importer: () => Promise<unknown>) => {
      const step = `${kind}:${path.basename(file)}`;
      const fingerprint = await fingerprintOf(file);
      if (done.get(step)?.fingerprint === fingerprint) {
        steps.push({ step, skipped: true, ms: 0 });
        return;
      }
      const t = performance.now();
      const details = await importer();
      await mark(database, step, fingerprint, null, details);
      const ms = Math.round(performance.now() - t);
      log(`${step} (${ms} ms)`);
      steps.push({ step, skipped: false, ms, details });
    };
    const summary = (r: { skipped?: unknown[]; rejected?: unknown[] }) => ({
      ...r,
      ...(r.skipped ? { skipped: r.skipped.length } : {}),
      ...(r.rejected ? { rejected: r.rejected.length } : {}),
    });
    for (const file of files.navAll) {
      await run('navall', file, async () => summary(await importNavAll(database, file, { onProgress: options.onProgress })));
    }
    for (const file of files.schemeData) {
      await run('scheme-data', file, async () =>
        summary(await importSchemeData(database, file, { onProgress: options.onProgress })),
      );
    }
    for (const file of files.navHistory) {
      await run('nav-history', file, async () =>
        summary(await importNavHistory(database, file, { onProgress: options.onProgress })),
      );
    }
    const t = performance.now();
    const defaults = await applySchemeMasterDefaults(database);
    steps.push({ step: 'scheme-master-defaults', skipped: defaults === 0, ms: Math.round(performance.now() - t), details: { schemes: defaults } });
  };
  await withLoadLock(database, async () => {
    await load();
    // The sandbox exchange's scheme master follows whatever catalogue is loaded (decision 0051);
    // a start-up that loaded nothing and finds every scheme there skips it.
    const t = performance.now();
    if (steps.some((s) => !s.skipped) || (await sandboxSchemeMasterIncomplete(database))) {
      const written = await syncSandboxSchemeMaster(database);
      steps.push({ step: 'sandbox-exchange-scheme-master', skipped: false, ms: Math.round(performance.now() - t), details: { schemes: written } });
    }
  });
  // The product's scheme facts from the exchange's master, through its port (decision 0162):
  // after a load that changed something, or when a scheme has none; outside any transaction.
  if (steps.some((s) => !s.skipped) || (await schemeFactsIncomplete(database))) {
    const t = performance.now();
    const written = await refreshSchemeFacts(database, options.schemeMaster ?? new SandboxSchemeMaster(database), options.clock.now());
    steps.push({ step: 'scheme-facts', skipped: false, ms: Math.round(performance.now() - t), details: { schemes: written } });
  }
  return { source: options.source, steps, ms: Math.round(performance.now() - started) };
}
