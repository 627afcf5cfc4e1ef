// Bank-name suggestions in the bank form (spec 2 §4, §9): shown from 2 typed characters, at
// most 10. Names that start with what was typed come first, then names with a word starting
// with it ("sbi" finds nothing, "state" finds State Bank of India), then any other match.

export const BANK_SUGGESTION_MIN_CHARS = 2;
export const BANK_SUGGESTION_MAX = 10;

export function suggestBankNames(names: readonly string[], typed: string, limit = BANK_SUGGESTION_MAX): string[] {
  const query = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  if (query.length < BANK_SUGGESTION_MIN_CHARS) return [];
  const ranked: { name: string; rank: number }[] = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    const at = lower.indexOf(query);
    if (at < 0) continue;
    const rank = at === 0 ? 0 : /[^a-z0-9]/.test(lower[at - 1]!) ? 1 : 2;
    ranked.push({ name, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'en'))
    .slice(0, limit)
    .map((r) => r.name);
}
