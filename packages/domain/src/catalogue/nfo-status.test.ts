import { describe, it, expect } from 'vitest';
import { filterNfos, nfoCategoryOn, sortNfos, type NfoDates } from './nfo-status';

describe('nfoCategoryOn', () => {
  const open = '2026-08-10';
  const close = '2026-08-24';
  it.each([
    ['2026-08-09', 'upcoming'],
    ['2026-08-10', 'open'],
    ['2026-08-17', 'open'],
    ['2026-08-24', 'open'],
    ['2026-08-25', 'recentlyClosed'],
    ['2026-09-23', 'recentlyClosed'], // 30 days after the close
    ['2026-09-24', 'closedListed'], // 31 days after
    ['2027-01-01', 'closedListed'],
  ])('on %s an NFO open 10–24 Aug 2026 is %s', (today, expected) => {
    expect(nfoCategoryOn(today, open, close)).toBe(expected);
  });
  it('handles a one-day offer', () => {
    expect(nfoCategoryOn('2026-08-21', '2026-08-21', '2026-08-21')).toBe('open');
  });
});

const nfo = (schemeName: string, nfoOpenDate: string, nfoClousureDate: string): NfoDates => ({
  schemeName,
  nfoOpenDate,
  nfoClousureDate,
});
const items = [
  nfo('B Fund', '2026-08-10', '2026-08-24'),
  nfo('A Fund', '2026-08-10', '2026-08-20'),
  nfo('C Fund', '2026-08-01', '2026-08-30'),
  nfo('D Fund', '2026-09-01', '2026-09-15'),
  nfo('E Fund', '2026-06-01', '2026-06-15'),
];
const names = (list: NfoDates[]) => list.map((i) => i.schemeName);

describe('sortNfos', () => {
  it.each([
    ['launchEF', ['E Fund', 'C Fund', 'A Fund', 'B Fund', 'D Fund']],
    ['launchFF', ['D Fund', 'B Fund', 'A Fund', 'C Fund', 'E Fund']],
    ['closeEF', ['E Fund', 'A Fund', 'B Fund', 'C Fund', 'D Fund']],
    ['closeFF', ['D Fund', 'C Fund', 'B Fund', 'A Fund', 'E Fund']],
  ] as const)('%s', (sort, expected) => {
    expect(names(sortNfos(items, sort))).toEqual(expected);
  });
  it('returns a copy and leaves the input alone', () => {
    const before = names(items);
    sortNfos(items, 'closeFF');
    expect(names(items)).toEqual(before);
  });
  it('breaks full ties by scheme name', () => {
    const tied = [nfo('Z', '2026-08-01', '2026-08-02'), nfo('M', '2026-08-01', '2026-08-02')];
    expect(names(sortNfos(tied, 'launchFF'))).toEqual(['M', 'Z']);
  });
});

describe('filterNfos', () => {
  it('keeps the items of one group on a day', () => {
    const today = '2026-08-21';
    expect(names(filterNfos(items, 'open', today))).toEqual(['B Fund', 'C Fund']);
    expect(names(filterNfos(items, 'recentlyClosed', today))).toEqual(['A Fund']);
    expect(names(filterNfos(items, 'upcoming', today))).toEqual(['D Fund']);
    expect(names(filterNfos(items, 'closedListed', today))).toEqual(['E Fund']);
    expect(filterNfos(items, 'all', today)).toHaveLength(5);
  });
});
