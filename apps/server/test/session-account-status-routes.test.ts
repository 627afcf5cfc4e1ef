// check-bse-status (spec 1 §7) and home-page-lead (spec 3 §4 consumer-app banner) through
// app.inject: on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import type { BseStatus, HomePageLead } from '@sanchay/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { userAccount } from '../src/db/schema';
import { addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

const P = {
  current: '/api/v1/login/get-current-user',
  logout: '/api/v1/login/logout',
  bse: '/api/v1/login/check-bse-status',
  lead: '/api/v1/login/home-page-lead',
};

forEachDatabase('account status routes', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    h = await startHarness(database);
  });
  afterEach(async () => {
    await h?.close();
  });

  const signedIn = (mobile: string): Promise<Browser> => h.signIn(mobile);

  it('check-bse-status: 401 signed out, then the user\'s own registeredWithBse', async () => {
    const userId = await addUser(database, { mobile: '9876543210' });
    const guest = h.browser();
    ok(await guest.get(P.current));
    expect(failed(await guest.get(P.bse), 401).message).toBe('You are not authorized to view this page.');

    const b = await signedIn('9876543210');
    expect(ok<BseStatus>(await b.get(P.bse))).toEqual({ registeredWithBse: 0, onboarded: false });
    await database.db.update(userAccount).set({ registeredWithBse: 3 }).where(eq(userAccount.id, userId));
    expect(ok<BseStatus>(await b.get(P.bse))).toEqual({ registeredWithBse: 3, onboarded: true });

    ok(await b.post(P.logout));
    failed(await b.get(P.bse), 401);
  });

  it('home-page-lead: 401 signed out, reads and writes nothing', async () => {
    const guest = h.browser();
    ok(await guest.get(P.current));
    failed(await guest.get(P.lead), 401);
    failed(await guest.post(P.lead), 401);
    expect(await rows(database, sql`select * from home_page_lead`)).toEqual([]);
  });

  it('home-page-lead: off until asked, then on, once per user, after a new sign-in too', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    expect(ok<HomePageLead>(await b.get(P.lead))).toEqual({ reminderOn: false, requestedAt: null });

    const first = ok<HomePageLead>(await b.post(P.lead));
    expect(first).toEqual({ reminderOn: true, requestedAt: h.now().toISOString() });
    h.advance(60);
    // A second click, a retry or another tab: still on, the first request's time kept, one row.
    expect(ok<HomePageLead>(await b.post(P.lead))).toEqual(first);
    expect(await rows(database, sql`select count(*)::int as n from home_page_lead`)).toEqual([{ n: 1 }]);

    const again = await signedIn('9876543210');
    expect(ok<HomePageLead>(await again.get(P.lead))).toEqual(first);
  });

  it('home-page-lead: each user sees only their own reminder', async () => {
    await addUser(database, { mobile: '9876543210' });
    await addUser(database, { mobile: '9123456780', name: 'Ravi Kumar' });
    const asha = await signedIn('9876543210');
    const ravi = await signedIn('9123456780');
    ok(await asha.post(P.lead));
    expect(ok<HomePageLead>(await ravi.get(P.lead)).reminderOn).toBe(false);
  });

  it('home-page-lead: a POST without the CSRF token is refused', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    failed(await b.post(P.lead, undefined, { csrf: null }), 403);
    expect(ok<HomePageLead>(await b.get(P.lead)).reminderOn).toBe(false);
  });
});
