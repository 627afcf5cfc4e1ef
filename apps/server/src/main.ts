import { mkdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { latestDeclaredNavDate, systemClock } from '@sanchay/domain';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loadCatalogue } from './features/catalogue';
import { seedPacks } from './features/cart';
import { describeDemoAccounts, seedDemoAccounts } from './features/session';
import { seedDemoProfiles } from './features/profile';
import { createNotificationSender } from './integrations/notifications';
import { DemoHistory, SandboxClock, sandboxDemoHistoryJob } from './features/sandbox';
import {
  JOB_LOOP_MAX_SLEEP_MS,
  mandateStatusJob,
  notificationDeliveryJob,
  ordersAllotmentJob,
  outsideCallsJob,
  sandboxClockJob,
  sandboxExchangeSettlementJob,
  sandboxMandateProgressJob,
  sandboxStpSwpInstalmentsJob,
  sandboxXsipInstalmentsJob,
  startJobLoop,
  stpSwpJob,
  webhookInboxJob,
} from './jobs';
import { onDueWork } from './due-work';
import { gracefulShutdown } from './shutdown';
import { assertCanStart, StartupRefused } from './startup-checks';

/**
 * `npm start`: configuration → database (PGlite in DATA_DIR, or DATABASE_URL) → migrations →
 * fund catalogue (demo, or AMFI's files with CATALOGUE=real / --real-data) → HTTP on PORT →
 * suggestion index and demo data (requests other than the probes wait for them).
 */
const DEMO_HISTORY_JOB = 'sandbox-demo-history';

async function main(): Promise<void> {
  // The job loop, started after the app is built; the warm-up (after listen) wakes a job of it.
  const started: { jobs?: ReturnType<typeof startJobLoop> } = {};
  const config = loadConfig(process.env, process.argv.slice(2));
  // Outside sandbox mode every outside party needs its real adapter and settings (startup-checks.ts).
  assertCanStart(config);
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await migrate(database);
  // Sandbox mode: THE clock is the system time plus the sandbox clock's stored offset, which the
  // console moves (docs/decisions/0065); the catalogue, the app and every job run on it.
  const clock = config.sandbox ? await SandboxClock.open(database, systemClock) : systemClock;
  await loadCatalogue(database, {
    source: config.catalogueSource,
    sharedDataDir: config.sharedDataDir,
    // The demo NAV series ends at the latest NAV a fund house would have declared by now.
    asOf: latestDeclaredNavDate(clock.now()),
    clock,
  });
  const app = await buildApp({
    database,
    clock,
    config,
    // Pino's error serialiser writes an error's whole cause chain (message and stack).
    logger: { level: config.logLevel },
    // After `listen`, before any answer but the probes: demo data, then the suggestion index
    // (built by the app). /readyz answers meanwhile: it asks only for the database and migrations
    // (docs/decisions/0038).
    warmUp: {
      // A turn of the event loop between the steps, so a /readyz that arrives meanwhile is answered
      // (PGlite's queries settle as microtasks and would hold the loop: docs/decisions/0058).
      run: async () => {
        // The demo packs, their funds picked from the catalogue just loaded (idempotent).
        await seedPacks(database);
        // Sandbox mode: demo accounts (a direct investor, an advisor and three customers), idempotently.
        if (config.sandbox) {
          await nextTurn();
          await seedDemoAccounts(database, { clock });
          // The demo investor and the customers as onboarded investors (profile area, checkout).
          await nextTurn();
          await seedDemoProfiles(database, { clock });
          // Their verified bank account and approved e-mandate, through the sandbox parties.
          await nextTurn();
          await app.seedDemoBanking();
          // Their years of history, through the sandbox exchange: a job of the loop, in the
          // background (neither /readyz nor the warm-up waits for it; docs/decisions/0115).
          if (config.catalogueSource === 'demo') started.jobs?.wake(DEMO_HISTORY_JOB);
        }
      },
      onWarmUpFailed: (err) => {
        console.error('Sanchay could not start:', err);
        process.exit(1);
      },
    },
  });
  // Imports run by command in another process land in the database; pick them up now and then.
  const refresh = setInterval(() => {
    app.catalogueIndex.refresh(database).catch((err: unknown) => app.log.error({ err }, 'catalogue index refresh failed'));
  }, 10 * 60_000);
  refresh.unref();

  // Background work: the outbox's delivery (SMTP when configured, else the sandbox inbox), outside
  // calls, orders, the sandbox parties. Each job sleeps until its next due time, at most
  // JOB_LOOP_MAX_SLEEP_MS (work another process wrote), and work this process writes wakes it at
  // once (docs/decisions/0069).
  const sender = createNotificationSender(config);
  const loop = startJobLoop({
    maxSleepMs: JOB_LOOP_MAX_SLEEP_MS,
    // Due times are on THE clock: the sandbox clock in sandbox mode.
    clock,
    jobs: [
      // A move of the sandbox clock made by another process: read every few seconds.
      ...(clock instanceof SandboxClock ? [sandboxClockJob({ clock })] : []),
      notificationDeliveryJob({ database, sender, clock, options: { maskOtpCodes: !config.sandbox, log: app.log } }),
      // Outside calls: retries after a party error, answers whose apply is due, and commands a
      // request wrote but could not finish (the process stopped in between).
      outsideCallsJob({ calls: app.outsideCalls, onResult: (result) => app.log.info({ result }, 'outside calls') }),
      // Webhooks in: the inbox's events applied in order per subject, or parked with an alert.
      webhookInboxJob({ database, handlers: app.webhookHandlers, clock, log: app.log, onResult: (result) => app.log.info({ result }, 'webhook inbox') }),
      // Orders: payment statuses and the allotment statement, each allotment once in the ledger.
      ordersAllotmentJob({ orders: app.orders, clock }),
      // Mandates still waiting for the bank: their status asked of the exchange (the list only reads).
      mandateStatusJob({ mandates: app.mandates, clock, onResult: (asked) => app.log.info({ asked }, 'mandate statuses asked') }),
      // The sandbox exchange's settlement: cheques clearing, unpaid orders lapsing, allotments.
      ...(config.sandbox ? [sandboxExchangeSettlementJob({ database, clock })] : []),
      // The sandbox bank's mandate answers, when due by the clock (sandbox mode only).
      ...(config.sandbox
        ? [sandboxMandateProgressJob({ database, clock, onResult: (result) => app.log.info(result, 'sandbox mandates answered') })]
        : []),
      // The sandbox exchange's XSIP instalments on their debit dates (child orders paid by the mandate).
      ...(config.sandbox
        ? [sandboxXsipInstalmentsJob({ database, clock, onResult: (result) => app.log.info(result, 'sandbox XSIP instalments') })]
        : []),
      // STPs: verification links on their start date, unverified plans expired at 3 PM, the statement read while plans run.
      stpSwpJob({ service: app.stpSwp, clock, database, exchange: app.sandboxExchange }),
      // The sandbox exchange's STP and SWP instalments, once their day's NAVs are published.
      ...(config.sandbox
        ? [sandboxStpSwpInstalmentsJob({ database, clock, onResult: (result) => app.log.info(result, 'sandbox STP/SWP instalments') })]
        : []),
      // The demo investors' past through the sandbox exchange on its own clock, a few days a pass.
      // With the demo catalogue only: its NAV model has the past's NAVs for the plan's schemes (the
      // real catalogue's history may not, and the bench's real-catalogue server measures no job).
      ...(config.sandbox && config.catalogueSource === 'demo'
        ? [
            sandboxDemoHistoryJob({
              history: new DemoHistory({ database, clock, log: app.log }),
              onProgress: (progress) => app.log.info(progress, 'sandbox demo history'),
            }),
          ]
        : []),
    ],
    onError: (job, err) => app.log.error({ err, job: job.name }, 'job failed'),
  });
  started.jobs = loop;
  // Due work this process writes (an OTP in the outbox, an outside call, a sandbox payment) wakes its job.
  const stopHearing = onDueWork((work) => loop.wake(work));
  // A move of the sandbox clock (this console's, or another process's found by the check) wakes
  // every job: their due times are on it.
  const stopHearingClock = clock instanceof SandboxClock ? clock.onMove(() => loop.wake()) : () => undefined;

  const stop = gracefulShutdown({
    steps: [() => clearInterval(refresh), stopHearing, stopHearingClock, () => loop.stop(), async () => sender.close?.(), () => app.close(), () => database.close()],
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Sanchay is running at http://localhost:${config.port}/v1/home`);
  console.log(`API docs at http://localhost:${config.port}/api/docs`);
  if (config.sandbox) console.log(`Sandbox outbox (OTPs) at http://localhost:${config.port}/v1/sandbox/outbox`);
  if (config.sandbox) console.log(`Sandbox console (clock, NAVs, exchange) at http://localhost:${config.port}/v1/sandbox/console`);
  if (config.sandbox) {
    for (const line of describeDemoAccounts(`http://localhost:${config.port}`, `http://pro.localhost:${config.port}`)) console.log(line);
  }
}

main().catch((err: unknown) => {
  if (err instanceof StartupRefused) console.error(err.message);
  else console.error('Sanchay could not start:', err);
  process.exit(1);
});
