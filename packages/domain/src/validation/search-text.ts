import { productMessages } from '../messages';
import { SEARCH_MAX_CHARS, SUGGEST_MIN_CHARS } from './search-length';
import { text } from './typeable-text';

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
