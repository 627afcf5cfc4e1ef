// What the load generator types into the search box.
import { readFileSync } from 'node:fs';
import { parseNavAll } from '@sanchay/domain';

/**
 * Realistic suggestion/search texts, 4 to 14 characters (suggestions start at 4): fund houses,
 * fund names, categories and index names as people type them. A run cycles through them, so the
 * server's short-lived answer cache (CatalogueIndex.topCache) serves most suggestions, as it
 * would for real traffic where the same few hundred prefixes dominate.
 */
export const REALISTIC_QUERIES: readonly string[] = [
  'hdfc',
  'axis bluechip',
  'parag',
  'nifty 50 index',
  'liquid',
  'small cap',
  'sbi small',
  'icici pru',
  'mirae asset',
  'elss',
  'tax saver',
  'kotak flexi',
  'nippon india',
  'quant',
  'balanced adv',
  'midcap 150',
  'gilt',
  'overnight',
  'aditya birla',
  'uti nifty',
  'dsp value',
  'canara robeco',
  'motilal',
  'nasdaq',
  'gold etf',
  'banking psu',
  'corporate bond',
  'multi asset',
  'hybrid',
  'dynamic bond',
  'franklin',
  'tata digital',
  'edelweiss',
  'flexi cap',
  'large cap',
  'value fund',
  'index fund',
  'arbitrage',
  'hdfc mid',
  'sbi blue',
  'axis elss',
  'ppfas',
  'bandhan',
  'invesco',
  'mahindra',
  'groww',
  'navi nifty',
  'whiteoak',
  'sundaram',
  'lic mf',
  'jm flexi',
  'bank of india',
  'baroda bnp',
  'hsbc small',
  'pgim india',
  'union',
  'iti small',
  'quantum',
  'shriram',
  'samco',
  'helios',
  'zerodha',
  'old bridge',
  'trust mf',
];

/** A small deterministic generator (mulberry32), so every run types the same texts. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` distinct texts of 4 to 12 characters that people could type while looking for a real
 * scheme of the NAVAll file: the first word, then the first word and the start of the next
 * ("mira", "mirae ass", "hdfc sm"), shuffled. Cycling through more texts than the server's
 * answer cache holds (2,000) makes every suggestion a cache miss: the index's worst case.
 */
export function uncachedQueries(navAllPath: string, count: number): string[] {
  const { records } = parseNavAll(readFileSync(navAllPath, 'utf8'));
  const seen = new Set<string>();
  for (const r of records) {
    const words = r.name
      .toLowerCase()
      .replace(/[^a-z0-9&]+/g, ' ')
      .trim()
      .split(' ')
      .filter(Boolean);
    let text = '';
    for (const word of words.slice(0, 4)) {
      for (let k = 1; k <= word.length; k++) {
        const candidate = `${text}${text ? ' ' : ''}${word.slice(0, k)}`;
        if (candidate.length >= 4 && candidate.length <= 12) seen.add(candidate);
      }
      text = `${text}${text ? ' ' : ''}${word}`;
      if (text.length >= 12) break;
    }
  }
  const all = [...seen];
  const next = random(20260821);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

export const suggestPath = (text: string) =>
  `/api/v1/mutual-funds/suggest-mutual-fund?text=${encodeURIComponent(text)}`;
export const searchPath = (text: string) =>
  `/api/v1/mutual-funds/search-mutual-funds-by-text?q=${encodeURIComponent(text)}&PageNumber=0`;
