// The reference-data routes through app.inject (spec 2 §4, §5, §7): IFSC search, bank names and
// suggestions, pincode details, with the spec's messages for bad input.
import { referenceDataRoutes as R, type PincodeDetails } from '@sanchay/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { failed, ok, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

forEachDatabase('reference data', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });
  beforeEach(async () => {
    h = await startHarness(database);
  });
  afterEach(async () => {
    await h.close();
  });

  it('looks an IFSC up: bank and NACH capability in content[0], an empty list for an unknown code', async () => {
    const b = h.browser();
    expect(ok(await b.get(R.ifscSearch.path, { ifsc: 'sbin0000813' }))).toEqual({
      content: [{ ifsc: 'SBIN0000813', bankCode: 'SBIN', bank: 'State Bank of India', branch: null, nachDebit: true, upi: true }],
    });
    // A sub-member bank on its sponsor's IFSC is named for itself, and Kotak takes no NACH debits here.
    expect(ok<{ content: { bank: string }[] }>(await b.get(R.ifscSearch.path, { ifsc: 'YESB0AURDCC' })).content[0]?.bank).toBe(
      'Aurangabad District Central Co-operative Bank',
    );
    expect(ok<{ content: { nachDebit: boolean }[] }>(await b.get(R.ifscSearch.path, { ifsc: 'KKBK0000261' })).content[0]?.nachDebit).toBe(false);
    expect(ok(await b.get(R.ifscSearch.path, { ifsc: 'SBIN0999999' }))).toEqual({ content: [] });
  });

  it('refuses a malformed IFSC with the spec’s messages', async () => {
    const b = h.browser();
    expect(failed(await b.get(R.ifscSearch.path, { ifsc: 'SBIN000081' }), 400).message).toBe('IFSC code must be 11 characters long.');
    expect(failed(await b.get(R.ifscSearch.path, { ifsc: 'SBIN1000813' }), 400).message).toBe('Invalid IFSC format.');
  });

  it('lists every bank and suggests at most 10 names from 2 characters on', async () => {
    const b = h.browser();
    const all = ok<string[]>(await b.get(R.allBanks.path));
    expect(all.length).toBeGreaterThan(1000);
    expect(all).toContain('HDFC Bank');
    expect(ok(await b.get(R.bankNameSuggestions.path, { query: 'h' }))).toEqual([]);
    const hd = ok<string[]>(await b.get(R.bankNameSuggestions.path, { query: 'hdfc' }));
    expect(hd[0]).toBe('HDFC Bank');
    const co = ok<string[]>(await b.get(R.bankNameSuggestions.path, { query: 'co-operative' }));
    expect(co).toHaveLength(10);
  });

  it('gives a pincode’s city and state, valid false for an unknown one, and the spec’s messages for bad input', async () => {
    const b = h.browser();
    expect(ok<PincodeDetails>(await b.get(R.pincodeDetails.path, { pincode: '560001' }))).toEqual({
      valid: true,
      pincode: '560001',
      city: 'Bangalore',
      district: 'Bangalore',
      state: 'Karnataka',
    });
    expect(ok<PincodeDetails>(await b.get(R.pincodeDetails.path, { pincode: '999999' }))).toMatchObject({ valid: false, city: null, state: null });
    expect(failed(await b.get(R.pincodeDetails.path, { pincode: '5600' }), 400).message).toBe('Invalid pincode');
    expect(failed(await b.get(R.pincodeDetails.path, { pincode: '' }), 400).message).toBe('Please enter your pincode');
  });
});
