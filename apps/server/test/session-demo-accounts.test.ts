import { sessionRoutes, type LoginResult } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DEMO_ACCOUNTS, DEMO_AGENT, DEMO_PASSWORD, describeDemoAccounts, seedDemoAccounts } from '../src/features/session';
import { ok, rows, START, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// The sandbox's demo accounts: seeded idempotently, and each signs in with the documented password.

forEachDatabase('demo accounts', (open) => {
  let database: Database;
  let h: Harness;
  beforeAll(async () => {
    database = await open();
    h = await startHarness(database);
  });
  afterAll(async () => {
    await h?.close();
    await database?.close();
  });

  it('seeds a direct investor, an advisor and three customers, once', async () => {
    expect(await seedDemoAccounts(database, { clock: { now: () => START } })).toEqual({ created: 5 });
    expect(await seedDemoAccounts(database, { clock: { now: () => START } })).toEqual({ created: 0 });
    const users = await rows<{ mobile: string; agent_code: string | null; own: string | null }>(
      database,
      sql`select u.mobile, a.agent_code, (select agent_code from agent where user_id = u.id) as own
          from user_account u left join agent a on a.id = u.agent_id order by u.mobile`,
    );
    expect(users).toEqual([
      { mobile: '9000000001', agent_code: null, own: null },
      { mobile: '9000000002', agent_code: null, own: 'SANCHAY01' },
      { mobile: '9000000003', agent_code: 'SANCHAY01', own: null },
      { mobile: '9000000004', agent_code: 'SANCHAY01', own: null },
      { mobile: '9000000005', agent_code: 'SANCHAY01', own: null },
    ]);
    expect(await rows(database, sql`select agent_code, verification_status from agent`)).toEqual([
      { agent_code: DEMO_AGENT.agentCode, verification_status: 'verified' },
    ]);
  });

  it('lets each sign in with the documented password, customers on the advisor host', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const b = h.browser({ host: account.role === 'investor' ? 'localhost' : 'pro.localhost' });
      ok(await b.get(sessionRoutes.getCurrentUser.path, account.role === 'investor' ? {} : { agentCode: 'SANCHAY01' }));
      const login = ok<LoginResult>(await b.post(sessionRoutes.userLogin.path, { mobile: account.mobile, password: DEMO_PASSWORD }));
      expect(login.user.name).toBe(account.name);
      if (account.role === 'advisor') expect(login.user.ownAgentCode).toBe('SANCHAY01');
      if (account.role === 'customer') expect(login.user.mintAgentCode).toBe('SANCHAY01');
    }
  });

  it('prints how to sign in as each', () => {
    const lines = describeDemoAccounts('http://localhost:8080', 'http://pro.localhost:8080');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain(DEMO_PASSWORD);
    expect(lines.join('\n')).toContain('9000000002  Rohan Mehta   advisor SANCHAY01, at http://pro.localhost:8080/v1/home?agentCode=SANCHAY01');
  });
});
