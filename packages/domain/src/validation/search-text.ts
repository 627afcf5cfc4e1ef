import { productMessages } from '../messages';
import { text } from './typeable-text';

/** Suggestions start at 4 typed characters, "more than 3" (spec 1 §5, §9; spec 3 §5). */
export const SUGGEST_MIN_CHARS = 4;
export const SEARCH_MAX_CHARS = 100;

/** Search text: trimmed, inner runs of white space made one space, 1 to 100 characters. */
// Multi-line as typed: a pasted tab or line break is folded into a space below.
export const searchTextSchema = text({ multiline: true, required: productMessages.search.empty })
  .trim()
  .overwrite((text) => text.replace(/\s+/g, ' '))
  .min(1, { error: productMessages.search.empty, abort: true })
  .max(SEARCH_MAX_CHARS, productMessages.search.tooLong);

/** Text for the suggestion lookup: search text of at least {@link SUGGEST_MIN_CHARS} characters. */
export const suggestTextSchema = searchTextSchema.min(
  SUGGEST_MIN_CHARS,
  productMessages.search.minChars,
);

/** True when the typed text is long enough for the suggestion lookup (counted after trimming). */
export function canSuggest(text: string): boolean {
  return text.trim().replace(/\s+/g, ' ').length >= SUGGEST_MIN_CHARS;
}
