// The migrated PostgreSQL database each test database is cloned from (docs/decisions/0030).
// Migrating a new schema costs a test 0.3–2 s; `CREATE DATABASE … TEMPLATE` copies a migrated one
// in a fraction of that. Made once per `vitest run` (globalSetup in vitest.config.ts) when
// TEST_DATABASE_URL is set, and dropped with every database cloned from it when the run ends.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database; empty without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/** Every database of one run starts with this; the number is the vitest process's id. */
const PREFIX = 'sanchay_test_';
export const runPrefix = (pid: number) => `${PREFIX}${pid}_`;

/** The same server as `url`, database `name`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Databases of runs whose vitest process is gone (killed before its teardown), on this machine. */
async function dropAbandoned(url: string): Promise<void> {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return;
  const { rows } = await adminQuery(
    url,
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  );
  for (const { datname } of rows as { datname: string }[]) {
    const pid = Number(/^sanchay_test_(\d+)_/.exec(datname)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropRun(url: string, prefix: string): Promise<void> {
  const { rows } = await adminQuery(
    url,
    `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`,
  );
  // One failing (a worker's own drop of it still under way) leaves the others to drop; the next
  // run's dropAbandoned() takes what is left.
  for (const { datname } of rows as { datname: string }[]) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch((err: unknown) => {
      console.warn(`could not drop test database ${datname}:`, err);
    });
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) {
    project.provide('postgresTemplate', '');
    return;
  }
  await dropAbandoned(url);
  const prefix = runPrefix(process.pid);
  const template = `${prefix}template`;
  await adminQuery(url, `CREATE DATABASE ${template}`);
  const database = await openDatabase({ url: withDatabase(url, template) });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  // No connections from now on, autovacuum's included: CREATE DATABASE refuses a template
  // that anyone is connected to.
  await adminQuery(url, `ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  project.provide('postgresTemplate', template);
  return () => dropRun(url, prefix);
}
