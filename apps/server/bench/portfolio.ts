// The portfolio of an investor with 1,000 transactions, XIRR included: part `portfolio` of
// `npm run bench` (docs/benchmarks.md), or on its own from apps/server:
//   tsx bench/portfolio.ts [transactions] [calls]      (defaults 1,000 and 200)
// Target (issue 12 §6): ≤ 20 ms of server time per GET user portfolio.
// The product app (`buildApp`, the demo catalogue) in this process on a fresh PostgreSQL database,
// called through `app.inject` (Fastify's whole request path: routing, zod validation, the session,
// the service, the response schema, the serializer; no socket). The investor's ledger is written
// straight into ledger_entry (setup, not measured): 20 schemes of the demo catalogue with a NAV,
// monthly purchases back from AS_OF and, in each scheme, a redemption every 12th month, 1,000
// entries in all; one redemption in progress. Then `calls` GETs one after another: wall time
// (p50, p99) and this process's CPU time per call (the server's time: the database runs apart).
import { CSRF_COOKIE, CSRF_HEADER, type PortfolioDetails } from '@sanchay/contract';
import { istInstant, type Clock, systemClock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { loadCatalogue } from '../src/features/catalogue';
import { PortfolioService, portfolioFigures as computePortfolio } from '../src/features/portfolio';
import { argon2idHasher, SequenceOtpGenerator } from '../src/features/session';
import { investorLedger } from '../src/ledger';
import { createBenchDatabase, log, median } from './bench-harness';

const AS_OF = '2026-11-23';
const PASSWORD = 'Bench@12345';
const MOBILE = '9870099001';
/** The target of issue 12: server time of one GET user portfolio, in milliseconds. */
export const PORTFOLIO_TARGET_MS = 20;

export interface PortfolioFigures {
  transactions: number;
  holdings: number;
  calls: number;
  p50: number;
  p99: number;
  max: number;
  /** This process's CPU time per call (median), ms: the server's own time. */
  cpuMs: number;
  /** The answer's XIRR, to show it was computed (not a no-answer). */
  xirr: string;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function portfolioFigures(transactions = 1_000, calls = 200): Promise<PortfolioFigures> {
  const bench = await createBenchDatabase();
  const database = await openDatabase({ url: bench.url });
  let app: FastifyInstance | undefined;
  try {
    await migrate(database);
    await loadCatalogue(database, { clock: systemClock, source: 'demo', sharedDataDir: '/nonexistent', asOf: AS_OF });
    const hash = await argon2idHasher.hash(PASSWORD);
    const perScheme = Math.ceil(transactions / 20);
    const result = await database.db.execute(sql`
      WITH u AS (
        INSERT INTO user_account (mobile, name, email, password_hash, tax_status, registered_with_bse)
        VALUES (${MOBILE}, 'Bench Portfolio', 'bench.portfolio@example.com', ${hash}, '01', 3) RETURNING id)
      INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
      SELECT id, 'BENCP0001Q', 'KYC_VALIDATED_STATUS', now(), now(), now() FROM u RETURNING ucc`);
    const ucc = (result as unknown as { rows: { ucc: string }[] }).rows[0]!.ucc;
    // Month k (0 = oldest) of scheme s: a ₹5,000 purchase (stamp duty ₹0.25) at the scheme's demo
    // NAV of that day (20 + k/10 + s/100 where its history does not reach), or, every 12th month, a
    // redemption of a tenth of a month's units at that NAV (never more than is held).
    await database.db.execute(sql`
      WITH schemes AS (
        SELECT s.amfi_code, row_number() OVER (ORDER BY s.amfi_code) - 1 AS s
        FROM scheme s WHERE s.latest_nav IS NOT NULL AND s.fund_type = 'open' ORDER BY s.amfi_code LIMIT 20),
      months AS (SELECT generate_series(0, ${perScheme - 1}) AS k),
      rows AS (
        SELECT sc.amfi_code, sc.s, m.k, (${AS_OF}::date - ((${perScheme} - m.k) * interval '1 month'))::date AS d,
               coalesce((SELECT h.nav FROM nav_history h WHERE h.amfi_code = sc.amfi_code
                           AND h.nav_date <= (${AS_OF}::date - ((${perScheme} - m.k) * interval '1 month'))::date
                         ORDER BY h.nav_date DESC LIMIT 1), round(20 + m.k / 10.0 + sc.s / 100.0, 4)) AS nav,
               (m.k % 12 = 11) AS sell
        FROM schemes sc CROSS JOIN months m)
      INSERT INTO ledger_entry (exchange_order_no, kind, ucc, scheme_code, isin, folio_no, order_date, nav_date, nav, units, amount,
                                stamp_duty, reported_on, recorded_at)
      SELECT 880000000 + s * 1000 + k, CASE WHEN sell THEN 'redemption' ELSE 'purchase' END, ${ucc},
             amfi_code || '-DP-GR', null, 'BENCH/' || s, d, d, nav,
             CASE WHEN sell THEN -round(499.975 / nav, 3) ELSE round(4999.75 / nav, 3) END,
             CASE WHEN sell THEN round(round(499.975 / nav, 3) * nav, 2) ELSE 5000 END,
             CASE WHEN sell THEN 0 ELSE 0.25 END, d, now()
      FROM rows
      LIMIT ${transactions}`);
    const [{ n }] = (
      (await database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_entry WHERE ucc = ${ucc}`)) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    const at = istInstant(AS_OF, '18:00').getTime();
    const clock: Clock = { now: () => new Date(at) };
    app = await buildApp({
      database,
      clock,
      config: { webDistDir: '/nonexistent/dist', sandbox: true },
      session: { otpGenerator: new SequenceOtpGenerator(['123456']) },
      checkResponses: false,
    });
    await app.ready();
    const a = app;
    const cookies = new Map<string, string>();
    const send = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse> => {
      const csrf = cookies.get(CSRF_COOKIE);
      const res = await a.inject({
        method,
        url,
        ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
        headers: { host: 'localhost', 'user-agent': 'sanchay-bench', ...(method === 'POST' && csrf ? { [CSRF_HEADER]: csrf } : {}) },
        cookies: Object.fromEntries(cookies),
      });
      for (const c of res.cookies) {
        if (c.maxAge === 0) cookies.delete(c.name);
        else cookies.set(c.name, c.value);
      }
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };
    await send('GET', '/api/v1/login/get-current-user');
    await send('POST', '/api/v1/login/user-login', { mobile: MOBILE, password: PASSWORD });

    const path = '/api/v1/portfolio/user-portfolio';
    let answer: PortfolioDetails | undefined;
    for (let i = 0; i < 20; i += 1) answer = (JSON.parse((await send('GET', path)).body) as { responseData: PortfolioDetails }).responseData;
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < calls; i += 1) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await send('GET', path);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    // The service alone (the ledger reads, FIFO, XIRR; no HTTP, no serializer).
    const service = new PortfolioService({ database, clock });
    const userId = ((await database.db.execute(sql`SELECT id::text FROM user_account WHERE mobile = ${MOBILE}`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const serviceCpu: number[] = [];
    const serviceWall: number[] = [];
    const computeCpu: number[] = [];
    const { entries, schemes } = await investorLedger(database.db, ucc);
    for (let i = 0; i < Math.min(calls, 50); i += 1) {
      let c0 = process.cpuUsage();
      const t0 = performance.now();
      await service.portfolio(userId);
      serviceWall.push(performance.now() - t0);
      let c = process.cpuUsage(c0);
      serviceCpu.push((c.user + c.system) / 1000);
      // Fresh entry objects, as each request reads them (the domain remembers an entry's parse).
      const fresh = entries.map((e) => ({ ...e }));
      c0 = process.cpuUsage();
      computePortfolio(fresh, schemes, new Map(), AS_OF);
      c = process.cpuUsage(c0);
      computeCpu.push((c.user + c.system) / 1000);
    }
    log(`  service alone: ${median(serviceCpu).toFixed(1)} ms CPU, ${median(serviceWall).toFixed(1)} ms wall; figures alone (FIFO, XIRR): ${median(computeCpu).toFixed(1)} ms CPU`);
    const sorted = [...wall].sort((x, y) => x - y);
    return {
      transactions: n,
      holdings: answer!.portfolioSchemes.length,
      calls,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      cpuMs: median(cpu),
      xirr: answer!.xirr.status === 'ok' ? `${answer!.xirr.percentage}%` : `no answer: ${answer!.xirr.reason}`,
    };
  } finally {
    await app?.close();
    await database.close();
    await bench.drop();
  }
}

if (process.argv[1]?.endsWith('portfolio.ts')) {
  const [transactionsArg, callsArg] = process.argv.slice(2).map(Number);
  const result = await portfolioFigures(transactionsArg || 1_000, callsArg || 200);
  log(JSON.stringify(result, null, 2));
  log(`GET user portfolio: ${result.cpuMs.toFixed(1)} ms CPU per call (${result.cpuMs <= PORTFOLIO_TARGET_MS ? 'within' : 'above'} ${PORTFOLIO_TARGET_MS} ms), p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
}
