import { agentDetails, agentPath, agentRoutes } from '@sanchay/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { addAgent, failed, ok, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { agent } from '../src/db/schema';

// GET /api/v1/agent/{agentCode} (spec 1 §7 "Agent"): the advisor's public details.

forEachDatabase('agent lookup', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
    h = await startHarness(database);
    await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    await database.db.insert(agent).values({ agentCode: 'NEW02', name: 'Kiran Joshi', verificationStatus: 'not_verified' });
  });
  afterEach(async () => {
    await h?.close();
    await database?.close();
  });

  it('answers advisorName, ARN holding, verification and partner status', async () => {
    expect(agentRoutes.getAgent.path).toBe('/api/v1/agent/:agentCode');
    const details = agentDetails.parse(ok(await h.browser().get(agentPath('SANCHAY01'))));
    expect(details).toEqual({
      agentCode: 'SANCHAY01',
      advisorName: 'Rohan Mehta',
      isARNHolder: true,
      verificationStatus: 'verified',
      partnerStatus: 'active',
      customerCountHidden: false,
      isOwnAdvisorSession: false,
      loanAgainstMfUrl: null,
      advisorAppUrl: '/v1/my-customers?agentCode=SANCHAY01',
    });
    expect(ok(await h.browser().get(agentPath('new02')))).toEqual({
      agentCode: 'NEW02',
      advisorName: 'Kiran Joshi',
      isARNHolder: false,
      verificationStatus: 'not_verified',
      partnerStatus: null,
      customerCountHidden: false,
      isOwnAdvisorSession: false,
      loanAgainstMfUrl: null,
      advisorAppUrl: '/v1/my-customers?agentCode=NEW02',
    });
  });

  it('answers 404 for an unknown agent and 400 for a malformed code', async () => {
    expect(failed(await h.browser().get(agentPath('NOSUCH')), 404)).toMatchObject({
      errorEnum: 'NOT_FOUND',
      message: 'We could not find this advisor',
    });
    expect(failed(await h.browser().get(agentPath('bad code!')), 400)).toMatchObject({
      errorEnum: 'VALIDATION_FAILED',
      message: 'Please enter a valid agent code',
      fieldErrors: { agentCode: 'Please enter a valid agent code' },
    });
  });
});
