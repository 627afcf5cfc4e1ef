import { sessionRoutes, type LoginResult } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DEMO_ACCOUNTS, DEMO_AGENT, DEMO_PASSWORD, describeDemoAccounts, seedDemoAccounts } from '../src/features/session';
import { ok, rows, START, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// The sandbox's demo accounts: seeded idempotently, and each signs in with the documented password.

forEachDatabase('demo accounts', (open) => {
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

  it('seeds a direct investor, an advisor, three customers and two accounts on one mobile, once', async () => {
    expect(await seedDemoAccounts(database, { clock: { now: () => START } })).toEqual({ created: 7 });
    expect(await seedDemoAccounts(database, { clock: { now: () => START } })).toEqual({ created: 0 });
    const users = await rows<{ mobile: string; agent_code: string | null; own: string | null }>(
      database,
      sql`select u.mobile, a.agent_code, (select agent_code from agent where user_id = u.id) as own
          from user_account u left join agent a on a.id = u.agent_id order by u.mobile, u.name`,
    );
    expect(users).toEqual([
      { mobile: '9000000001', agent_code: null, own: null },
      { mobile: '9000000002', agent_code: null, own: 'SANCHAY01' },
      { mobile: '9000000003', agent_code: 'SANCHAY01', own: null },
      { mobile: '9000000004', agent_code: 'SANCHAY01', own: null },
      { mobile: '9000000005', agent_code: 'SANCHAY01', own: null },
      { mobile: '9000000006', agent_code: null, own: null },
      { mobile: '9000000006', agent_code: null, own: null },
    ]);
    expect(await rows(database, sql`select agent_code, verification_status from agent`)).toEqual([
      { agent_code: DEMO_AGENT.agentCode, verification_status: 'verified' },
    ]);
  });

  it('lets each sign in with the documented password, customers on the advisor host', async () => {
    await seedDemoAccounts(database, { clock: { now: () => START } });
    for (const account of DEMO_ACCOUNTS.filter((a) => !a.withoutPassword)) {
      const b = h.browser({ host: account.role === 'investor' ? 'localhost' : 'pro.localhost' });
      ok(await b.get(sessionRoutes.getCurrentUser.path, account.role === 'investor' ? {} : { agentCode: 'SANCHAY01' }));
      const check = ok<{ signinStep: string; users: { accountHandle: string; name: string }[] }>(
        await b.get(sessionRoutes.checkMobileNumber.path, { mobile: account.mobile }),
      );
      // The shared mobile asks which account (names masked); pick by the masked initials.
      const accountHandle =
        check.signinStep === 'multipleUsers'
          ? check.users.find((u) => u.name.startsWith(account.name[0]!))!.accountHandle
          : undefined;
      const login = ok<LoginResult>(
        await b.post(sessionRoutes.userLogin.path, { mobile: account.mobile, password: DEMO_PASSWORD, ...(accountHandle ? { accountHandle } : {}) }),
      );
      expect(login.user.name).toBe(account.name);
      if (account.role === 'advisor') expect(login.user.ownAgentCode).toBe('SANCHAY01');
      if (account.role === 'customer') expect(login.user.mintAgentCode).toBe('SANCHAY01');
    }
  });

  it('offers the dialog\'s multipleUsers step on the shared mobile, one account without a password', async () => {
    await seedDemoAccounts(database, { clock: { now: () => START } });
    const b = h.browser();
    ok(await b.get(sessionRoutes.getCurrentUser.path));
    const check = ok<{ signinStep: string; users: { hasPassword: boolean }[] }>(
      await b.get(sessionRoutes.checkMobileNumber.path, { mobile: '9000000006' }),
    );
    expect(check.signinStep).toBe('multipleUsers');
    expect(check.users.map((u) => u.hasPassword).sort()).toEqual([false, true]);
  });

  it('prints how to sign in as each', () => {
    const lines = describeDemoAccounts('http://localhost:8080', 'http://pro.localhost:8080');
    expect(lines).toHaveLength(8);
    expect(lines.join('\n')).toContain('9000000006  Dev Rao       direct investor, one of two accounts on this mobile, no password yet');
    expect(lines[0]).toContain(DEMO_PASSWORD);
    expect(lines.join('\n')).toContain('9000000002  Rohan Mehta   advisor SANCHAY01, at http://pro.localhost:8080/v1/home?agentCode=SANCHAY01');
  });
});
