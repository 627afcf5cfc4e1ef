import { createRequire } from 'node:module';
import { IFSC } from '@sanchay/domain';
import type { IfscBranch, IfscDirectory } from './ifsc-directory';

// The `ifsc` npm package (Razorpay's IFSC release, built from RBI's NEFT/RTGS lists and NPCI's
// ACH list) ships its data as JSON: IFSC.json (every code, by bank, numeric branch codes as
// numbers), banknames.json, banks.json (per-bank NACH/UPI flags) and the sub-member maps. Its
// index.js only validates and fetches branch details over the network (and pulls in `request`),
// so this adapter reads the JSON files directly and never goes online. Branch names are not in
// the package: `branch` is null (docs/decisions/0014-reference-data-and-bank-parties.md).

const require = createRequire(import.meta.url);

type CodeLists = Record<string, (string | number)[]>;
interface BankFlags {
  nach_debit?: boolean;
  upi?: boolean;
}

interface Loaded {
  codes: Map<string, Set<string>>;
  names: Record<string, string>;
  flags: Record<string, BankFlags>;
  /** Exact IFSC → the sub-member bank's code. */
  sublets: Record<string, string>;
  /** IFSC prefix → the sub-member bank's code (longest prefix wins). */
  customSublets: [string, string][];
  sortedNames: string[];
}

function load(): Loaded {
  const lists = require('ifsc/src/IFSC.json') as CodeLists;
  const codes = new Map<string, Set<string>>();
  for (const [bank, branches] of Object.entries(lists)) {
    // Numeric branch codes are stored as numbers without their leading zeros.
    codes.set(bank, new Set(branches.map((b) => (typeof b === 'number' ? String(b).padStart(6, '0') : b))));
  }
  const names = require('ifsc/src/banknames.json') as Record<string, string>;
  const custom = require('ifsc/src/custom-sublets.json') as Record<string, string>;
  return {
    codes,
    names,
    flags: require('ifsc/src/banks.json') as Record<string, BankFlags>,
    sublets: require('ifsc/src/sublet.json') as Record<string, string>,
    customSublets: Object.entries(custom).sort((a, b) => b[0].length - a[0].length),
    sortedNames: [...new Set(Object.values(names).map((n) => n.trim()))].sort((a, b) => a.localeCompare(b, 'en')),
  };
}

export class PackageIfscDirectory implements IfscDirectory {
  private data: Loaded | undefined;

  /** About 1.5 MB of JSON, parsed on first use rather than at start-up. */
  private get loaded(): Loaded {
    return (this.data ??= load());
  }

  lookup(raw: string): IfscBranch | null {
    const ifsc = raw.trim().toUpperCase();
    if (!IFSC.test(ifsc)) return null;
    const { codes, names, flags, sublets, customSublets } = this.loaded;
    const issuer = ifsc.slice(0, 4);
    if (!codes.get(issuer)?.has(ifsc.slice(5))) return null;
    // A sub-member bank uses its sponsor's IFSCs; the investor's bank is the sub-member.
    const bankCode = sublets[ifsc] ?? customSublets.find(([prefix]) => ifsc.startsWith(prefix))?.[1] ?? issuer;
    const bank = names[bankCode] ?? names[issuer];
    if (!bank) return null;
    const f = flags[bankCode] ?? {};
    return { ifsc, bankCode, bank, branch: null, nachDebit: f.nach_debit === true, upi: f.upi === true };
  }

  bankNames(): readonly string[] {
    return this.loaded.sortedNames;
  }
}
