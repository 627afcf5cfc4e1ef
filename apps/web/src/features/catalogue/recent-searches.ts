/**
 * Recent searches (spec 3 §9: 5 entries). Display data only, kept in localStorage under
 * 'recentSearches', newest first, without duplicates (compared without case or outer spaces).
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_LIMIT = 5;

export function readRecentSearches(): string[] {
  try {
    const raw = window.localStorage.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

export function saveRecentSearch(text: string): string[] {
  const entry = text.trim();
  if (!entry) return readRecentSearches();
  const key = entry.toLowerCase();
  const next = [entry, ...readRecentSearches().filter((v) => v.trim().toLowerCase() !== key)].slice(
    0,
    RECENT_SEARCHES_LIMIT,
  );
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled (private mode): recent searches are a convenience only.
  }
  return next;
}

export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // see saveRecentSearch
  }
}
