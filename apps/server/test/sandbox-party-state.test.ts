// The sandbox parties keep their books in their own tables (sandbox_*, issue 10 §2): a new
// adapter instance on the same database — a restarted server — remembers the exchange's clients
// and the e-KYC provider's requests. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { SandboxClientRegistration, type ClientRegistrationPayload } from '../src/integrations/exchange';
import { SandboxKycProvider } from '../src/integrations/kyc';
import { forEachDatabase } from './test-database';

const payload: ClientRegistrationPayload = {
  client_code: 'SN12345678',
  holding: 'SI',
  tax_status: '01',
  pan: 'BNZPK1234Q',
  name: 'Asha Verma',
  dob: '15/04/1990',
  gender: 'F',
  occupation_code: '02',
  mobile: '9876543210',
  email: 'asha@example.com',
  address: '12 MG Road, Indiranagar',
  pincode: '560038',
  acc_type: 'SB',
  acc_no: '123456789012',
  ifsc: 'SBIN0000691',
  nominee_opt: 'N',
  nominee_count: 0,
  fatca: 'Y',
};

forEachDatabase('sandbox party state survives a restart', (open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
    return () => database.close();
  });

  it('the exchange still knows a registered client: a repeat answers ALREADY REGISTERED', async () => {
    expect(await new SandboxClientRegistration({ database }).registerClient(payload)).toEqual({
      status_code: '100',
      status_description: 'CLIENT REGISTERED SUCCESSFULLY',
    });
    const restarted = new SandboxClientRegistration({ database });
    expect(await restarted.registerClient(payload)).toEqual({ status_code: '100', status_description: 'CLIENT ALREADY REGISTERED' });
    expect(await restarted.registered(payload.client_code)).toEqual(payload);
  });

  it('the e-KYC provider still knows a started request, completes it, and the KRA then says under process', async () => {
    const pagePath = '/sandbox/e-kyc';
    const started = await new SandboxKycProvider({ pagePath, database }).startEkyc({
      pan: 'ABCPN5555N',
      name: 'Asha Verma',
      email: null,
      mobile: '9876543210',
      callbackUrl: 'http://localhost:8000/v1/signzy-callback',
    });
    const afterRestart = new SandboxKycProvider({ pagePath, database });
    expect(await afterRestart.pendingRequest(started.requestId)).toMatchObject({ pan: 'ABCPN5555N', mobile: '9876543210' });
    expect(await afterRestart.ekycResult(started.requestId)).toBeNull();
    const back = await afterRestart.complete(started.requestId, { gender: 'F', dob: '1990-04-15', address: 'Flat 12', pincode: '560038', occupation: '01' });
    expect(back).toBe(`http://localhost:8000/v1/signzy-callback?requestId=${started.requestId}`);
    const again = new SandboxKycProvider({ pagePath, database });
    expect(await again.ekycResult(started.requestId)).toMatchObject({ pan: 'ABCPN5555N', name: 'ASHA VERMA', panStatus: 'KYC_UNDER_PROCESS_STATUS' });
    expect((await again.lookup({ pan: 'ABCPN5555N', name: 'Asha Verma' })).status).toBe('KYC_UNDER_PROCESS_STATUS');
  });

  it('forgets an e-KYC link after a day, as a provider does', async () => {
    let now = Date.parse('2026-08-21T09:00:00Z');
    const provider = new SandboxKycProvider({ pagePath: '/p', database, now: () => now });
    const started = await provider.startEkyc({ pan: 'ABCPA6666A', name: 'A', email: null, mobile: '9876543210', callbackUrl: 'http://x/cb' });
    now += 24 * 60 * 60 * 1000 + 1;
    expect(await provider.pendingRequest(started.requestId)).toBeNull();
  });
});
