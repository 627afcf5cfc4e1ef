// `npm run bench` (from the repository root or apps/server): the performance figures of
// docs/benchmarks.md. Not a test: nothing here fails on a slow machine; it measures and reports.
//
//   --quick            3-second loads, one import run per database, no 2.2M-row history
//   --write / --no-write   rewrite the figures section of docs/benchmarks.md (default: full runs
//                      write, --quick runs only print)
//   --build            rebuild apps/web first (default: only when apps/web/dist is missing)
//   --server-db=postgres   the server under test on PostgreSQL instead of PGlite
//   --skip=bundle,imports,history,sandbox,demo-history,checkout,portfolio,gains,customers,http,browser,lighthouse,lighthouse-signed-in   leave parts out
//   --keep-temp        keep the temporary folders (PGlite data, gunzipped history)
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { openDatabase } from '../src/db/client';
import {
  browserFirstLoad,
  criticalPath,
  ensureWebBuild,
  WEB_DIST,
  type BundleFigures,
} from './bundle-size';
import { getJson, runLoad, runPaced, type LoadResult } from './http-latency';
import { historyFigures, navAllFigures } from './import-timing';
import { instalmentFigures, settlementFigures } from './sandbox-exchange';
import { demoHistoryFigures } from './demo-history';
import { checkoutFigures } from './checkout';
import { portfolioFigures } from './portfolio';
import { gainsFigures } from './capital-gains';
import { customersFigures } from './advisor-customers';
import { lighthouseFigures, RUNS as LIGHTHOUSE_RUNS, signedInLighthouseFigures } from './lighthouse';
import { canReadMemory, readMemory, waitForQuiet } from './memory';
import { REALISTIC_QUERIES, searchPath, suggestPath, uncachedQueries } from './queries';
import {
  contended,
  DOC_PATH,
  printSummary,
  writeDoc,
  type Results,
  type ServerFigures,
} from './report';
import { startHelloWorld, startProductServer, type RunningServer } from './servers';
import {
  cleanupAll,
  createBenchDatabase,
  log,
  NAVALL_8COL,
  postgresAvailable,
  REPO_ROOT,
  tempDir,
} from './bench-harness';

// Flags come on the command line (`npm run bench -w @sanchay/server -- --quick`, `tsx bench/run.ts
// --quick`) or, through the root script (`npm run bench -- --quick`), as npm config: npm keeps an
// unknown --flag for itself and hands it on as npm_config_<flag>: 'true' for --flag, and '' for
// --no-flag (npm writes false as an empty string), so '' must not count as given.
const argv = process.argv.slice(2);
const npmConfig = (name: string) => process.env[`npm_config_${name.replace(/-/g, '_')}`];
const has = (flag: string) => argv.includes(flag) || npmConfig(flag.slice(2)) === 'true';
const value = (name: string) =>
  argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? npmConfig(name);
const quick = has('--quick');
const write = has('--write') || (!quick && !argv.includes('--no-write') && !['false', ''].includes(npmConfig('write') ?? 'unset'));
const skip = new Set((value('skip') ?? '').split(',').filter(Boolean));
const serverDb = value('server-db') === 'postgres' ? 'postgres' : 'pglite';
const keepTemp = has('--keep-temp');

const LOAD_S = quick ? 3 : 10;
const WARMUP_S = 1;
const RATE = 500;
const RATE_CONNECTIONS = 10;
const MAX_CONNECTIONS = 50;
const NAVALL_RUNS = quick ? 1 : 2;
const LADDER_S = quick ? 2 : 4;

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

async function checkRoute(server: RunningServer, path: string, what: string): Promise<void> {
  const { status, body } = await getJson(`${server.baseUrl}${path}`);
  if (status !== 200)
    throw new Error(
      `${what}: GET ${path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
}

/** How many of the texts find nothing (a load of empty answers would flatter the figures). */
async function emptyAnswers(server: RunningServer, texts: readonly string[]): Promise<string[]> {
  const empty: string[] = [];
  for (const text of texts) {
    const { body } = await getJson(`${server.baseUrl}${suggestPath(text)}`);
    const data = (body as { responseData?: unknown[] }).responseData;
    if (!Array.isArray(data) || data.length === 0) empty.push(text);
  }
  return empty;
}

async function main(): Promise<void> {
  const started = performance.now();
  const pgVersion = await postgresAvailable();
  const results: Results = {
    meta: {
      date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
      quick,
      nproc: os.availableParallelism(),
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      os: `${os.type()} ${os.release()}`,
      postgres: pgVersion,
      loadAverage: os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' '),
      commit: commit(),
      serverDb,
      seconds: 0,
    },
    navAll: [],
    skipped: [],
  };
  log(
    `Sanchay benchmark${quick ? ' (--quick)' : ''}: ${results.meta.nproc} cores, Node ${process.version}, PostgreSQL ${pgVersion ?? 'not available'}`,
  );
  if (serverDb === 'postgres' && !pgVersion)
    throw new Error('--server-db=postgres: no PostgreSQL at 127.0.0.1:5432');

  // 1. The web build (the browser part needs the server, below).
  let bundle: BundleFigures | undefined;
  if (!skip.has('bundle')) {
    log('• home first-load JS');
    const builtNow = await ensureWebBuild(has('--build'));
    bundle = { builtNow, ...criticalPath() };
    results.bundle = bundle;
  } else results.skipped.push('bundle size (--skip)');

  // 2. Imports, in this process, each on a fresh database.
  if (!skip.has('imports')) {
    log('• daily NAVAll import');
    results.navAll.push(await navAllFigures('pglite', NAVALL_RUNS));
    if (pgVersion) results.navAll.push(await navAllFigures('postgres', NAVALL_RUNS));
    else results.skipped.push('NAVAll import on PostgreSQL (no server)');
  } else results.skipped.push('NAVAll import timing (--skip)');
  if (quick || skip.has('history'))
    results.skipped.push(`2.2M-row NAV history import (${quick ? '--quick' : '--skip'})`);
  else if (!pgVersion) results.skipped.push('2.2M-row NAV history import (no PostgreSQL)');
  else {
    log('• NAV history import (2.2M rows) against raw \\copy');
    results.history = await historyFigures({ withNavAll: true, keyedRaw: true });
  }

  // 2′. The sandbox exchange's bulk jobs on PostgreSQL: settlement of 10,000 paid orders and one
  //     day's instalments of 100,000 active XSIPs (issue 10: ≤ 10 s and ≤ 30 s).
  if (skip.has('sandbox')) results.skipped.push('sandbox exchange settlement and XSIP instalments (--skip)');
  else if (!pgVersion) results.skipped.push('sandbox exchange settlement and XSIP instalments (no PostgreSQL)');
  else {
    const sips = quick ? 20_000 : 100_000;
    log(`• sandbox exchange: settlement of 10,000 paid orders, one day of ${sips.toLocaleString('en-US')} XSIP instalments`);
    results.sandbox = {
      settlement: await settlementFigures(10_000),
      instalments: await instalmentFigures(sips),
    };
  }

  // 2‴. The sandbox's demo history on PGlite, as a first `npm start` replays it (decision 0115).
  if (skip.has('demo-history')) results.skipped.push('sandbox demo history (--skip)');
  else {
    log('• sandbox demo history: the demo catalogue and the demo investors\' past, on PGlite');
    results.demoHistory = await demoHistoryFigures();
  }

  // 2″. The checkout's money calls with 20 investors at once (issue 11: p99 ≤ 150 ms).
  if (skip.has('checkout')) results.skipped.push('checkout under concurrency (--skip)');
  else if (!pgVersion) results.skipped.push('checkout under concurrency (no PostgreSQL)');
  else {
    const rounds = quick ? 3 : 10;
    log(`• checkout: save-bse-order and make-payment, 20 investors × ${rounds}`);
    results.checkout = await checkoutFigures(20, rounds);
  }

  // 2‴. GET user portfolio of an investor with 1,000 transactions, XIRR included (issue 12: ≤ 20 ms of server time).
  if (skip.has('portfolio')) results.skipped.push('portfolio of 1,000 transactions (--skip)');
  else if (!pgVersion) results.skipped.push('portfolio of 1,000 transactions (no PostgreSQL)');
  else {
    log('• portfolio: GET user portfolio, 1,000 transactions in 20 schemes');
    results.portfolio = await portfolioFigures(1_000, quick ? 50 : 200);
  }

  // 2⁗. A year's capital-gains statement over 10 years of SIPs in 20 schemes (issue 12: ≤ 100 ms).
  if (skip.has('gains')) results.skipped.push('capital-gains statement (--skip)');
  else {
    log('• capital gains: FY 2025-26 statement over 10 years of monthly SIPs in 20 schemes');
    results.gains = await gainsFigures(quick ? 10 : 30);
  }

  // 2⁗′. An advisor's customers and AUM total: 10,000 customers, 1,000,000 ledger rows (issue 13: ≤ 300 ms).
  if (skip.has('customers')) results.skipped.push('advisor customers (--skip)');
  else if (!pgVersion) results.skipped.push('advisor customers (no PostgreSQL)');
  else {
    log('• advisor customers: 10,000 customers, 1,000,000 ledger rows');
    results.customers = await customersFigures(10_000, 1_000_000, quick ? 10 : 30);
  }

  // 3. The servers. The product starts once on an empty data folder (it imports AMFI's files
  //    itself, as `CATALOGUE=real npm start` does), is stopped, and is started again on the same
  //    folder: that second process, with the catalogue loaded and nothing left of the import in
  //    its heap, is the one measured.
  const needServer =
    !skip.has('http') || (!skip.has('browser') && bundle) || !skip.has('lighthouse');
  if (needServer) {
    const memoryOk = canReadMemory();
    const dataDir = tempDir('server', keepTemp);
    let databaseUrl: string | undefined;
    if (serverDb === 'postgres') databaseUrl = (await createBenchDatabase()).url;
    log('• server first start (imports the real catalogue)');
    const first = await startProductServer({
      dataDir,
      databaseUrl,
      webDistDir: WEB_DIST,
      readyTimeoutMs: 300_000,
      name: 'sanchay server (first start)',
    });
    const firstMemory = memoryOk ? readMemory(first.child.pid) : undefined;
    await first.child.stop();
    log(
      `  ready in ${first.readyMs.toFixed(0)} ms${firstMemory ? `, RSS ${firstMemory.rssMb.toFixed(0)} MB` : ''}`,
    );

    log('• server restart, hello-world');
    const server = await startProductServer({
      dataDir,
      databaseUrl,
      webDistDir: WEB_DIST,
      readyTimeoutMs: 120_000,
    });
    const hello = await startHelloWorld();
    const figures: ServerFigures = {
      firstStart: firstMemory ? { readyMs: first.readyMs, memory: firstMemory } : undefined,
      restartReadyMs: server.readyMs,
      restartFirstAnswerMs: server.firstAnswerMs,
      afterLoad: memoryOk
        ? readMemory(server.child.pid)
        : { rssMb: Number.NaN, peakRssMb: Number.NaN },
    };
    results.server = figures;

    if (!skip.has('http')) {
      await checkRoute(server, searchPath('hdfc'), 'search');
      const empty = await emptyAnswers(server, REALISTIC_QUERIES);
      if (empty.length) log(`  note: no suggestion for ${empty.map((t) => `"${t}"`).join(', ')}`);
      const misses = uncachedQueries(NAVALL_8COL, 6_000);
      const suggest = REALISTIC_QUERIES.map(suggestPath);
      const suggestMiss = misses.map(suggestPath);
      const search = REALISTIC_QUERIES.map(searchPath);
      const runs: { label: string; base: RunningServer; paths: string[] }[] = [
        { label: 'suggest', base: server, paths: suggest },
        { label: 'suggest (cache misses)', base: server, paths: suggestMiss },
        { label: 'search', base: server, paths: search },
        { label: 'hello-world', base: hello, paths: ['/hello'] },
      ];
      const rate: LoadResult[] = [];
      const paced: LoadResult[] = [];
      const max: LoadResult[] = [];
      const measure = async (
        what: string,
        base: RunningServer,
        load: () => Promise<LoadResult>,
      ) => {
        log(`• ${what}`);
        await waitForQuiet([server.child.pid, hello.child.pid, base.child.pid], 25, log);
        return load();
      };
      const common = (run: (typeof runs)[number]) => ({
        label: run.label,
        baseUrl: run.base.baseUrl,
        paths: run.paths,
        warmupS: WARMUP_S,
        serverPid: run.base.child.pid,
      });
      for (const run of runs) {
        rate.push(
          await measure(
            `${run.label}: ${RATE} req/s (autocannon), ${RATE_CONNECTIONS} connections, ${LOAD_S} s`,
            run.base,
            () =>
              runLoad({
                ...common(run),
                connections: RATE_CONNECTIONS,
                durationS: LOAD_S,
                overallRate: RATE,
              }),
          ),
        );
      }
      for (const run of runs.filter((r) => r.label === 'suggest' || r.label === 'hello-world')) {
        paced.push(
          await measure(
            `${run.label}: ${RATE} req/s paced, ${RATE_CONNECTIONS} connections, ${LOAD_S} s`,
            run.base,
            () =>
              runPaced({
                ...common(run),
                connections: RATE_CONNECTIONS,
                durationS: LOAD_S,
                overallRate: RATE,
              }),
          ),
        );
      }
      for (const run of runs) {
        max.push(
          await measure(
            `${run.label}: max throughput, ${MAX_CONNECTIONS} connections, ${LOAD_S} s`,
            run.base,
            () => runLoad({ ...common(run), connections: MAX_CONNECTIONS, durationS: LOAD_S }),
          ),
        );
      }
      results.http = { rate, paced, max };
      if (memoryOk) figures.afterLatency = readMemory(server.child.pid);

      // The framework ladder: where the time between hello-world and a suggestion goes.
      if (!skip.has('ladder')) {
        const ladder: LoadResult[] = [];
        const rungs: { label: string; layers?: string[]; base?: RunningServer; path: string }[] = [
          { label: 'hello-world GET /hello', base: hello, path: '/hello' },
          {
            label: 'bare Fastify, fixed suggestion answer',
            base: hello,
            path: '/suggest?text=hdfc',
          },
          {
            label: '+ security headers (security.ts)',
            layers: ['security'],
            path: '/suggest?text=hdfc',
          },
          {
            label: '+ compression (compression.ts)',
            layers: ['security', 'compress'],
            path: '/suggest?text=hdfc',
          },
          {
            label: '+ zod query, production serializer',
            layers: ['security', 'compress', 'zod'],
            path: '/suggest?text=hdfc',
          },
          {
            label: 'product: suggest "hdfc" (answer cache hit)',
            base: server,
            path: suggestPath('hdfc'),
          },
        ];
        for (const rung of rungs) {
          const base = rung.base ?? (await startHelloWorld(rung.layers));
          ladder.push(
            await measure(`ladder: ${rung.label}, max throughput, ${LADDER_S} s`, base, () =>
              runLoad({
                label: rung.label,
                baseUrl: base.baseUrl,
                paths: [rung.path],
                connections: MAX_CONNECTIONS,
                durationS: LADDER_S,
                warmupS: WARMUP_S,
                serverPid: base.child.pid,
              }),
            ),
          );
          if (!rung.base) await base.child.stop();
        }
        results.http.ladder = ladder;
      } else results.skipped.push('framework ladder (--skip)');
    } else results.skipped.push('HTTP latency and throughput (--skip)');

    if (bundle && !skip.has('browser')) {
      log('• home first load in Chromium');
      try {
        bundle.browser = await browserFirstLoad(server.baseUrl);
      } catch (err) {
        bundle.browserError = (err as Error).message.split('\n')[0];
        log(`  ${bundle.browserError}`);
      }
    }
    // Lighthouse (mobile preset) on home, a fund list and a fund page of the same server.
    if (!skip.has('lighthouse')) {
      log(`• Lighthouse, mobile, ${LIGHTHOUSE_RUNS} runs a page`);
      await hello.child.stop();
      try {
        results.lighthouse = await lighthouseFigures(server.baseUrl);
      } catch (err) {
        const reason = (err as Error).message.split('\n')[0];
        log(`  ${reason}`);
        results.skipped.push(`Lighthouse (${reason})`);
      }
    } else results.skipped.push('Lighthouse (--skip)');
    await hello.child.stop();
    await server.child.stop();
    if (serverDb === 'pglite') {
      const db = await openDatabase({ dataDir });
      try {
        if (db.kind === 'pglite') {
          figures.schemes = (
            await db.raw.query<{ n: number }>('SELECT count(*)::int AS n FROM scheme')
          ).rows[0]?.n;
        }
      } finally {
        await db.close();
      }
    }
    if (!memoryOk) results.skipped.push('server memory (no /proc on this system)');
  }

  // 4. Lighthouse on the signed-in portfolio and capital-gains pages (issue 23 §3): a server of
  //    the same build on the demo catalogue, whose demo investor has years of replayed history.
  if (!skip.has('lighthouse-signed-in')) {
    log(`• Lighthouse, mobile, signed in (demo investor), ${LIGHTHOUSE_RUNS} runs a page`);
    const demo = await startProductServer({
      dataDir: tempDir('server-demo', keepTemp),
      webDistDir: WEB_DIST,
      readyTimeoutMs: 300_000,
      name: 'sanchay server (demo catalogue)',
      catalogue: 'demo',
    });
    try {
      const signedIn = await signedInLighthouseFigures(demo.baseUrl);
      if (results.lighthouse) results.lighthouse.pages.push(...signedIn.pages);
      else results.lighthouse = signedIn;
    } catch (err) {
      const reason = (err as Error).message.split('\n')[0];
      log(`  ${reason}`);
      results.skipped.push(`Lighthouse signed in (${reason})`);
    } finally {
      await demo.child.stop();
    }
  } else results.skipped.push('Lighthouse signed in (--skip)');

  results.meta.seconds = (performance.now() - started) / 1000;
  results.meta.loadAverageEnd = os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  printSummary(results);
  // A run that mostly shared the machine with other work does not replace the recorded figures,
  // unless asked to (--write).
  const httpRuns = results.http
    ? results.http.rate.length +
      (results.http.paced?.length ?? 0) +
      results.http.max.length +
      (results.http.ladder?.length ?? 0)
    : 0;
  const busy = contended(results).length;
  const tooBusy = httpRuns > 0 && busy > httpRuns / 4 && !has('--write');
  if (tooBusy) {
    log(
      `\n${busy} of ${httpRuns} HTTP runs shared the machine with other work: docs/benchmarks.md not rewritten (pass --write to record these figures anyway)`,
    );
  } else if (write) {
    writeDoc(results);
    log(`\nFigures written to ${DOC_PATH}`);
  } else
    log(
      '\n(docs/benchmarks.md not rewritten: --quick or --no-write; pass --write to record these figures)',
    );
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log(`\n${signal}: cleaning up…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
