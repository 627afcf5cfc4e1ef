// An app in sandbox mode on a fresh database holding what `npm start` seeds: the demo accounts
// and their profiles, the demo catalogue and the curated packs. Shared by the tests that sign in
// as the demo people and call every route (route-access, api-fuzz). Seeding the catalogue takes
// minutes on a loaded machine: call it from a beforeAll with a long timeout.
import type { Database } from '../src/db/client';
import { loadDemoCatalogue } from '../src/features/catalogue';
import { seedPacks } from '../src/features/cart';
import { seedDemoProfiles } from '../src/features/profile';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/features/session';
import { START, startHarness, type Browser, type Harness } from './session-test-kit';
import { testDatabases } from './test-database';

export interface DemoApp {
  database: Database;
  h: Harness;
  /** A new browser signed in (by password) as the demo account on `mobile`. */
  signIn(mobile: string): Promise<Browser>;
  close(): Promise<void>;
}

/** On PGlite: these tests are about the HTTP layer, whose answers the database does not change. */
export async function startDemoApp(): Promise<DemoApp> {
  const database = await testDatabases()[0]!.open();
  const h = await startHarness(database, ['123456'], { config: { sandbox: true } });
  const clock = { now: () => START };
  await seedDemoAccounts(database, { clock });
  await seedDemoProfiles(database, { clock });
  await loadDemoCatalogue(database, '2026-08-20');
  await seedPacks(database);
  await h.app.catalogueIndex.refresh(database);
  return {
    database,
    h,
    signIn: (mobile) => h.signIn(mobile, DEMO_PASSWORD),
    async close() {
      await h.close();
      await database.close();
    },
  };
}
