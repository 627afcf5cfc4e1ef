import {
  bankAccountRoutes,
  catalogueRoutes,
  occupationNomineeRoutes,
  onboardingRoutes,
  packRoutes,
  profileRoutes,
  sandboxRoutes,
  sessionRoutes,
} from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { addUser, failed, ok, PASSWORD, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// Issue 8 §2: the one text rule (nothing a person cannot type reaches a service or the
// database), the one date schema, and framework errors inside the envelope with catalogue words.

const UNTYPEABLE = productMessages.validation.untypeableText;
const NUL = '\u0000';
const MOBILE = '9000000001';

const nominee = (overrides: Record<string, unknown> = {}) => ({
  nomineeName: 'Ravi Verma',
  relationship: '03',
  nomineePercentage: '100',
  isNomineeMinor: false,
  nomineeIdentityType: '1',
  nomineeIDNumber: 'ABCDE1234F',
  nomineeEmail: 'ravi@example.com',
  nomineeMobile: '9876543210',
  nomineeAddress: '12 MG Road',
  nomineePincode: '560001',
  ...overrides,
});
const occupationBody = (nomineeOverrides: Record<string, unknown> = {}) => ({
  occupation: '01',
  incomeSlab: '32',
  aadhaarLast4: '1234',
  signatureFileId: 'none',
  termsAccepted: true,
  fatcaCompliant: true,
  nomineeOptIn: true,
  nomineeList: [nominee(nomineeOverrides)],
});

/** A 400 failure envelope whose message (and the named field's) is the untypeable-text one. */
function refusedAsUntypeable(res: LightMyRequestResponse, field: string): void {
  const envelope = failed(res, 400);
  expect(envelope).toMatchObject({ errorEnum: 'VALIDATION_FAILED', message: UNTYPEABLE });
  expect(envelope.fieldErrors?.[field]).toBe(UNTYPEABLE);
}

forEachDatabase('input rules', (open) => {
  let database: Database;
  let h: Harness;
  let b: Browser;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    h = await startHarness(database, ['123456'], { config: { sandbox: true } });
    await addUser(database, { mobile: MOBILE, name: 'Asha Verma' });
    b = h.browser();
    ok(await b.get(sessionRoutes.getCurrentUser.path));
    ok(await b.post(sessionRoutes.userLogin.path, { mobile: MOBILE, password: PASSWORD }));
  });
  afterEach(async () => {
    await h?.close();
  });

  describe('NUL in text: 400 with the catalogue message on the field, never a 500', () => {
    it.each([
      ['get-mutual-funds-by-category amc', catalogueRoutes.getMutualFundsByCategory.path, { mutualFundCategory: 'Equity', amc: `HDFC${NUL}` }, 'amc'],
      ['get-mutual-funds-by-category riskometer', catalogueRoutes.getMutualFundsByCategory.path, { mutualFundCategory: 'Equity', riskometer: `High${NUL}` }, 'riskometer'],
      ['get-pack-details', packRoutes.getPackDetails.path, { mintpackIds: `pack${NUL}` }, 'mintpackIds'],
      ['the sandbox outbox filter', sandboxRoutes.listOutbox.path, { recipient: `9000${NUL}` }, 'recipient'],
    ])('%s (query)', async (_name, path, query, field) => {
      refusedAsUntypeable(await b.get(path, query), field);
    });

    it.each([
      ['save-pack-investment', packRoutes.savePackInvestment.path, { mintPackId: `p${NUL}`, investmentType: 'Lumpsum', amount: '5000' }, 'mintPackId'],
      [
        'personal-details address',
        onboardingRoutes.savePersonalDetails.path,
        { gender: 'F', dob: '1990-01-01', email: 'asha@example.com', emailDeclarationFlag: 'SE', mobileDeclarationFlag: 'SE', address: `12 MG Road${NUL}`, pincode: '560001' },
        'address',
      ],
      ['update-user-profile address', profileRoutes.updateUserProfile.path, { ucc: 'SAN0001', email: 'asha@example.com', address: `1${NUL}`, pincode: '560001' }, 'address'],
      ['occupation-nominee-details nomineeAddress', occupationNomineeRoutes.saveOccupationNominee.path, occupationBody({ nomineeAddress: `x${NUL}` }), 'nomineeList.0.nomineeAddress'],
      [
        'update-nominee-details nomineeAddress',
        occupationNomineeRoutes.updateNomineeDetails.path,
        { nomineeOptIn: true, nomineeList: [nominee({ nomineeAddress: `x${NUL}` })] },
        'nomineeList.0.nomineeAddress',
      ],
      [
        'save-bank-account-details bankName',
        bankAccountRoutes.saveBankAccount.path,
        { bankName: `HDFC${NUL}`, bankAccountNumber: '50100012345678', ifscCode: 'HDFC0000001', bankAccountType: 'Savings', verificationId: 'v1' },
        'bankName',
      ],
      ['signzy-auto-populate', onboardingRoutes.completeEkyc.path, { requestId: `request-${NUL}-0001` }, 'requestId'],
    ])('%s (body)', async (_name, path, body, field) => {
      refusedAsUntypeable(await b.post(path, body), field);
    });

    it('in a path parameter, and even where a route has no schema', async () => {
      const res = await b.get(`/api/v1/uploads/files/abc%00def`);
      expect(failed(res, 400).message).toBe(UNTYPEABLE);
    });
  });

  describe('other characters a person cannot type', () => {
    it.each([
      ['a right-to-left override in a name', { name: 'Asha \u202EamreV', email: 'new@example.com', mobile: '9876500001' }, 'name'],
      ['a first-strong isolate in a name', { name: 'Asha \u2068Verma', email: 'new@example.com', mobile: '9876500001' }, 'name'],
      ['a control character in a name', { name: 'Asha\u0007Verma', email: 'new@example.com', mobile: '9876500001' }, 'name'],
      ['a lone surrogate in an e-mail', { name: 'Asha Verma', email: 'a\uD800@example.com', mobile: '9876500001' }, 'email'],
    ])('refuses %s', async (_name, body, field) => {
      refusedAsUntypeable(await b.post(sessionRoutes.saveUser.path, body), field);
    });

    it('refuses a direction override in an address, with the message on the field', async () => {
      const body = { gender: 'F', dob: '1990-01-01', email: 'asha@example.com', emailDeclarationFlag: 'SE', mobileDeclarationFlag: 'SE', address: '12 \u202EdaoR GM', pincode: '560001' };
      refusedAsUntypeable(await b.post(onboardingRoutes.savePersonalDetails.path, body), 'address');
    });

    it('refuses a line break in a one-line field (the address) with the same message', async () => {
      const body = { gender: 'F', dob: '1990-01-01', email: 'asha@example.com', emailDeclarationFlag: 'SE', mobileDeclarationFlag: 'SE', address: '12 MG Road\nBengaluru', pincode: '560001' };
      refusedAsUntypeable(await b.post(onboardingRoutes.savePersonalDetails.path, body), 'address');
    });

    it('still takes Indian scripts and ordinary punctuation in free text (search)', async () => {
      ok(await b.get(catalogueRoutes.searchMutualFundsByText.path, { q: 'एचडीएफसी – “flexi” cap' }));
    });
  });

  describe('dates: a real calendar day in range, one schema', () => {
    it.each(['0000-00-00', '2024-02-30', '1990-13-45', '+275760-09-13', '01/01/1990', '2100-01-01', '1899-12-31'])(
      "refuses a nominee's date of birth %j",
      async (dob) => {
        const res = await b.post(occupationNomineeRoutes.saveOccupationNominee.path, occupationBody({ isNomineeMinor: true, nomineeDOB: dob, guardianName: 'Asha Verma' }));
        expect(failed(res, 400).fieldErrors?.['nomineeList.0.nomineeDOB']).toBe(messages.onboarding.nominee.dobRequired);
      },
    );

    it.each(['1800-01-01', '2024-02-30', '+275760-09-13', '01/01/1990'])('refuses %j as the investor’s date of birth', async (dob) => {
      const body = { gender: 'F', dob, email: 'asha@example.com', emailDeclarationFlag: 'SE', mobileDeclarationFlag: 'SE', address: '12 MG Road', pincode: '560001' };
      expect(failed(await b.post(onboardingRoutes.savePersonalDetails.path, body), 400).fieldErrors?.dob).toBe(messages.onboarding.personal.dobAdult);
    });
  });

  describe('framework errors: the envelope with catalogue words, the right 4xx', () => {
    const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => h.app.inject(options);
    const request = productMessages.request;

    it.each([
      ['a URL that does not decode (API)', '/api/v1/%ff%fe', 400, request.badUrl],
      ['a URL that does not decode (page)', '/v1/%ff%fe', 400, request.badUrl],
      ['a path parameter over the length limit', `/api/v1/uploads/files/${'a'.repeat(300)}`, 414, request.badUrl],
      ['an unknown API route', '/api/v1/no-such-thing', 404, request.notFound],
    ])('%s', async (_name, url, status, message) => {
      const res = await inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(failed(res, status).message).toBe(message);
      expect(res.body).not.toMatch(/FST_|Fastify/);
    });

    it.each([
      ['malformed JSON', 'application/json', '{"mobile": ', 400, request.badBody],
      ['an empty JSON body', 'application/json', '', 400, request.badBody],
      ['a content type the API does not take', 'application/xml', '<mobile/>', 415, request.unsupportedMediaType],
      ['a body over the limit', 'application/json', JSON.stringify({ mobile: 'x'.repeat(2_000_000) }), 413, request.bodyTooLarge],
    ])('%s', async (_name, contentType, payload, status, message) => {
      const res = await inject({
        method: 'POST',
        url: sessionRoutes.userLogin.path,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(failed(res, status).message).toBe(message);
      expect(res.body).not.toMatch(/FST_|JSON\.parse|Unexpected token/);
    });
  });
});
