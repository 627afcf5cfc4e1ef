import type { ProfileView } from '@sanchay/contract';
import { panSchema } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DEMO_PROFILES, seedDemoProfiles } from '../src/features/profile';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/features/session';
import { SANDBOX_TEST_PANS, SandboxKycProvider } from '../src/integrations/kyc';
import { PackagePincodeDirectory } from '../src/integrations/pincode';
import { ok, rows, START, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// The sandbox's demo investor and customers as onboarded investors: seeded once, consistent with
// the KYC sandbox and the pincode directory, and their profile view reads as onboarded.

forEachDatabase('demo profiles', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
    h = await startHarness(database);
  });
  afterEach(async () => {
    await h?.close();
    await database?.close();
  });

  it('makes the demo investor and the three customers onboarded (registeredWithBse 3), once', async () => {
    const clock = { now: () => START };
    await seedDemoAccounts(database, { clock });
    expect(await seedDemoProfiles(database, { clock })).toEqual({ created: 4 });
    expect(await seedDemoProfiles(database, { clock })).toEqual({ created: 0 });
    const onboarded = await rows<{ mobile: string }>(database, sql`select mobile from user_account where registered_with_bse = 3 order by mobile`);
    expect(onboarded.map((r) => r.mobile)).toEqual(['9000000001', '9000000003', '9000000004', '9000000005']);
    // The advisor and the family accounts on 9000000006 stay new investors (onboarding journeys).
    const fresh = await rows<{ mobile: string }>(database, sql`select mobile from user_account where registered_with_bse <> 3 order by mobile, name`);
    expect(fresh.map((r) => r.mobile)).toEqual(['9000000002', '9000000006', '9000000006']);
  });

  it('shows the demo investor an onboarded profile after sign-in', async () => {
    await seedDemoAccounts(database, { clock: { now: () => START } });
    await seedDemoProfiles(database, { clock: { now: () => START } });
    const b = h.browser();
    ok(await b.get('/api/v1/login/get-current-user'));
    ok(await b.post('/api/v1/login/user-login', { mobile: '9000000001', password: DEMO_PASSWORD }));
    const profile = ok<ProfileView>(await b.get('/api/v1/onboarding/profile'));
    expect(profile).toMatchObject({ name: 'Asha Verma', pan: 'DEMPV0001A', registeredWithBse: 3, dob: '1988-06-12', aadhar: 'XXXX XXXX 4821', city: 'Bangalore' });
    expect(profile.ucc).toMatch(/^SN\d{8}$/);
  });

  it('uses valid PANs that the KYC sandbox validates and pincodes the directory knows, with its city and state', async () => {
    const kyc = new SandboxKycProvider({ pagePath: '/sandbox/e-kyc', database });
    const pincodes = new PackagePincodeDirectory();
    for (const demo of DEMO_PROFILES) {
      expect(panSchema.parse(demo.pan)).toBe(demo.pan);
      expect(SANDBOX_TEST_PANS[demo.pan]).toBeUndefined();
      expect((await kyc.lookup({ pan: demo.pan, name: demo.name })).status).toBe('KYC_VALIDATED_STATUS');
      expect(pincodes.lookup(demo.pincode)).toMatchObject({ district: demo.city, state: demo.state });
    }
  });
});
