import { defineConfig } from 'vitest/config';

// One runner for every workspace: `npm run test:unit` runs the domain, contract, server
// (integration, on PGlite and on PostgreSQL when TEST_DATABASE_URL is set) and web component tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Generous: on a busy two-core machine starting PGlite alone took over a minute, and a
          // hook that times out skips every test of its file.
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Two workers, each running its share of the files and keeping its modules and PGlite
          // instances (a new PGlite runs initdb, 3–60 s; each test still gets a fresh database,
          // test/test-database.ts, docs/decisions/0030). One worker left a core idle once the
          // browser journeys beside this lane had finished (docs/decisions/0081).
          maxWorkers: 2,
          // Vitest runs projects with different worker counts in separate groups, one group after
          // the other: the domain, contract and web projects first (about two minutes), then this one.
          sequence: { groupOrder: 1 },
          isolate: false,
          // Migrates the PostgreSQL database each test's database is cloned from.
          globalSetup: ['test/postgres-template.ts'],
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
