import { mkdir } from 'node:fs/promises';
import { latestDeclaredNavDate, systemClock } from '@sanchay/domain';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loadCatalogue } from './features/catalogue';

/**
 * `npm start`: configuration → database (PGlite in DATA_DIR, or DATABASE_URL) → migrations →
 * fund catalogue (demo, or AMFI's files with CATALOGUE=real / --real-data) → HTTP on PORT.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, process.argv.slice(2));
  const clock = systemClock;
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await migrate(database);
  await loadCatalogue(database, {
    source: config.catalogueSource,
    sharedDataDir: config.sharedDataDir,
    // The demo NAV series ends at the latest NAV a fund house would have declared by now.
    asOf: latestDeclaredNavDate(clock.now()),
  });

  const app = await buildApp({
    database,
    clock,
    config,
    logger: { level: config.logLevel },
  });
  // Imports run by command in another process land in the database; pick them up now and then.
  const refresh = setInterval(() => {
    app.catalogueIndex.refresh(database).catch((err: unknown) => app.log.error({ err }, 'catalogue index refresh failed'));
  }, 10 * 60_000);
  refresh.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      process.exit(1); // a second Ctrl-C: do not wait
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(refresh);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Sanchay is running at http://localhost:${config.port}/v1/home`);
  console.log(`API docs at http://localhost:${config.port}/api/docs`);
}

main().catch((err: unknown) => {
  console.error('Sanchay could not start:', err);
  process.exit(1);
});
