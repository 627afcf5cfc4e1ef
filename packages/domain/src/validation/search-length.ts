/**
 * The search box's length rules, in a module without zod: the web app's catalogue pages ask
 * `canSuggest` on their first load, and search-text.ts (which builds the zod schemas from these)
 * would bring zod with it (docs/decisions/0034-catalogue-first-load-without-zod.md).
 */

/** Suggestions start at 4 typed characters, "more than 3" (spec 1 §5, §9; spec 3 §5). */
export const SUGGEST_MIN_CHARS = 4;
export const SEARCH_MAX_CHARS = 100;

/** True when the typed text is long enough for the suggestion lookup (counted after trimming). */
export function canSuggest(text: string): boolean {
  return text.trim().replace(/\s+/g, ' ').length >= SUGGEST_MIN_CHARS;
}
