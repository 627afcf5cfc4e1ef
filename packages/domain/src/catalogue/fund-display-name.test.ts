import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesOf, readSharedText } from '../__test-support__/shared-files';
import { fundDisplayName } from './fund-display-name';

const NAVALL = readSharedText('data/amfi/NAVAll-2026-08-18-6col.txt');
/** The scheme names of AMFI's NAV file (the 4th of 6 ';' fields), each once. */
const REAL_NAMES: string[] =
  NAVALL === null
    ? []
    : [...new Set(linesOf(NAVALL).map((l) => l.split(';')).filter((f) => f.length === 6 && /^\d+$/.test(f[0]!)).map((f) => f[3]!))];

/** Words that may leave the name: the plan's and the option's own (spelled out or short). */
// (Kotak writes "DirectPLan" and "RegularPlan" as one word.)
const PLAN_OPTION_FILLER = new Set(['plan', 'option', 'income', 'distribution', 'cum', 'capital', 'withdrawal', 'directplan', 'regularplan']);
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9&]+/g) ?? [];

/** Every word of the official name is in the display name, the plan, the option, or filler. */
function lostWords(official: string): string[] {
  const d = fundDisplayName(official);
  const kept = new Set([...wordsOf(d.name), ...wordsOf(d.plan ?? ''), ...wordsOf(d.option ?? ''), ...PLAN_OPTION_FILLER, 'idcw']);
  return wordsOf(official).filter((w) => !kept.has(w));
}

describe('fundDisplayName', () => {
  it.each([
    ['SBI ELSS Tax Saver FUND - DIRECT PLAN -GROWTH', 'SBI ELSS Tax Saver Fund', 'Direct', 'Growth'],
    ['SBI ELSS Tax Saver FUND - REGULAR PLAN- GROWTH', 'SBI ELSS Tax Saver Fund', 'Regular', 'Growth'],
    ['SBI ELSS Tax Saver Fund - Direct Plan - Income Distribution cum Capital Withdrawal Option (IDCW)', 'SBI ELSS Tax Saver Fund', 'Direct', 'IDCW'],
    ['LIC MF Healthcare Fund-Regular Plan-Growth', 'LIC MF Healthcare Fund', 'Regular', 'Growth'],
    ['NIPPON INDIA MEDIUM TO LONG DURATION  FUND - ANNUAL IDCW Option', 'Nippon India Medium to Long Duration Fund', null, 'Annual IDCW'],
    ['Bajaj Finserv Banking and PSU Fund-  Direct Plan-Monthly- IDCW', 'Bajaj Finserv Banking and PSU Fund', 'Direct', 'Monthly IDCW'],
    ['Baroda BNP Paribas GILT FUND - Direct Plan - IDCW Option', 'Baroda BNP Paribas Gilt Fund', 'Direct', 'IDCW'],
    ['Mirae Asset Silver ETF FOF - Regular Plan - Growth', 'Mirae Asset Silver ETF FOF', 'Regular', 'Growth'],
    ['SBI US Specific Equity Active FoF - Direct Plan - Growth', 'SBI US Specific Equity Active FOF', 'Direct', 'Growth'],
    ['Invesco India Nifty G-sec Jul 2027 Index Fund - Regular Plan - IDCW Payout', 'Invesco India Nifty G-sec Jul 2027 Index Fund', 'Regular', 'IDCW Payout'],
    ['Sundaram Banking & PSU Fund (Formerly Known as Sundaram Banking & PSU Debt Fund) - Regular Quarterly Bonus', 'Sundaram Banking & PSU Fund (Formerly Known as Sundaram Banking & PSU Debt Fund)', 'Regular', 'Quarterly Bonus'],
    ['UTI Bond Fund ( Segregated - 17022020) - Direct Plan - Half-Yearly IDCW', 'UTI Bond Fund (Segregated - 17022020)', 'Direct', 'Half-Yearly IDCW'],
    ['Franklin India Floating Rate Fund - IDCW ', 'Franklin India Floating Rate Fund', null, 'IDCW'],
    ['Union Overnight Fund - Unclaimed Amounts Plan - IDCW Upto 3 years', 'Union Overnight Fund - Unclaimed Amounts Plan', null, 'IDCW Upto 3 Years'],
    ['Quantum Ethical Fund', 'Quantum Ethical Fund', null, null],
  ])('%s → %s', (official, name, plan, option) => {
    expect(fundDisplayName(official)).toEqual({ name, plan, option, official });
  });

  it('keeps a name that starts with a plan word ("Regular Savings")', () => {
    expect(fundDisplayName('Nippon India Regular Savings Fund - Direct Plan - Growth').name).toBe('Nippon India Regular Savings Fund');
  });

  describe.skipIf(REAL_NAMES.length === 0)('over every scheme name of AMFI’s NAV file', () => {
    it('loses no word but the plan’s and the option’s', () => {
      const lossy = REAL_NAMES.map((n) => [n, lostWords(n)] as const).filter(([, lost]) => lost.length > 0);
      expect(lossy).toEqual([]);
    });

    it('is idempotent: the display name of a display name is itself, with no plan or option found', () => {
      const unstable = REAL_NAMES.map((n) => fundDisplayName(n).name).filter((name) => fundDisplayName(name).name !== name);
      expect(unstable).toEqual([]);
    });

    it('finds the plan of nearly every name that says "Direct Plan" or "Regular Plan"', () => {
      const withPlan = REAL_NAMES.filter((n) => /\b(direct|regular)\s*plan\b/i.test(n));
      const found = withPlan.filter((n) => fundDisplayName(n).plan !== null);
      expect(found.length).toBe(withPlan.length);
    });

    it('leaves no name in shouting capitals', () => {
      const shouting = REAL_NAMES.map((n) => fundDisplayName(n).name).filter((name) => /\b(FUND|PLAN|GROWTH|DIRECT|REGULAR)\b/.test(name));
      expect(shouting).toEqual([]);
    });
  });

  // Arbitrary names made of fund-name words, separators and odd spacing.
  const word = fc.constantFrom(
    'SBI', 'Fund', 'FUND', 'Direct', 'DIRECT', 'Regular', 'Plan', 'PLAN', 'Growth', 'GROWTH', 'IDCW', 'Option', 'Monthly',
    'Tax', 'Saver', 'ELSS', 'India', 'NIPPON', 'to', 'TO', 'Long', 'G-sec', 'II-I', '(IDCW)', 'Half-Yearly', 'Payout', 'Bonus',
    'Income', 'Distribution', 'cum', 'Capital', 'Withdrawal', 'Savings', 'Series', '74', 'FoF', 'ETF', 'Banking', '&', 'PSU',
  );
  const separator = fc.constantFrom(' ', '  ', ' - ', '-', '- ', ' -', ' -  ');
  const arbitraryName = fc
    .array(fc.tuple(word, separator), { minLength: 1, maxLength: 12 })
    .map((parts) => parts.map(([w, s]) => w + s).join('').trim());

  it('property: never loses a word other than the plan’s and option’s', () => {
    fc.assert(fc.property(arbitraryName, (official) => lostWords(official).length === 0), { numRuns: 2000 });
  });

  it('property: idempotent on its own display name', () => {
    fc.assert(
      fc.property(arbitraryName, (official) => {
        const once = fundDisplayName(official).name;
        return fundDisplayName(once).name === once;
      }),
      { numRuns: 2000 },
    );
  });
});
