// The migrator's checksums: an applied migration that was edited afterwards stops the start.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, MigrationChanged, pendingMigrations } from '../src/db/migrate';
import type { Database } from '../src/db/client';
import { rows } from './session-test-kit';
import { forEachDatabase } from './test-database';

forEachDatabase('migrations', (open) => {
  let database: Database | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    database = dir = undefined;
  });

  const copyOfMigrations = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sanchay-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    return dir;
  };

  it('records a sha256 checksum of every file it applies, and applies nothing twice', async () => {
    database = await open({ migrate: false });
    const applied = await migrate(database);
    expect(applied).toEqual(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort());
    const checksums = await rows<{ checksum: string }>(database, sql`SELECT checksum FROM schema_migrations`);
    expect(checksums.every((r) => /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);
    expect(await migrate(database)).toEqual([]);
    expect(await pendingMigrations(database)).toEqual([]);
  });

  it('refuses to run when an applied migration was edited, naming the file', async () => {
    const folder = copyOfMigrations();
    database = await open({ migrate: false });
    await migrate(database, { dir: folder });
    const edited = readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()[1]!;
    appendFileSync(path.join(folder, edited), '\n-- changed after it was applied\n');
    writeFileSync(path.join(folder, '9999_new.sql'), 'CREATE TABLE should_not_exist (id int);');

    const refusal = await migrate(database, { dir: folder }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(MigrationChanged);
    expect((refusal as Error).message).toContain(edited);
    // Nothing after the refusal was applied.
    const exists = (await rows<{ t: string | null }>(database, sql`SELECT to_regclass('should_not_exist') AS t`))[0]!;
    expect(exists.t).toBeNull();
  });

  it('fills in the checksums of migrations applied before checksums were kept, then checks them', async () => {
    const folder = copyOfMigrations();
    database = await open({ migrate: false });
    await migrate(database, { dir: folder });
    await database.db.execute(sql`UPDATE schema_migrations SET checksum = NULL`);
    expect(await migrate(database, { dir: folder })).toEqual([]);
    const missing = (await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM schema_migrations WHERE checksum IS NULL`))[0]!;
    expect(missing.n).toBe(0);
    const first = readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()[0]!;
    appendFileSync(path.join(folder, first), '\n-- edited\n');
    await expect(migrate(database, { dir: folder })).rejects.toThrow(first);
  });
});
