import { z } from 'zod';
import { productMessages } from '../messages';

// One rule for every piece of text a person sends (docs/decisions/0021-input-rules.md): refuse what
// a person cannot type. Such characters are never meant: NUL cannot even be stored by PostgreSQL
// (a 500 before this rule), control characters break the exchange's files and our logs, a lone
// surrogate is not text at all (it cannot be encoded as UTF-8), and bidirectional overrides make
// a name or an address read differently from what is stored ("Trojan Source").

/**
 * Characters refused everywhere: C0 controls except tab, line feed and carriage return; DEL and
 * the C1 controls; the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E,
 * U+200F, U+202A–U+202E, U+2066–U+2069); the byte-order mark and the noncharacters U+FFFE/U+FFFF;
 * and lone surrogates (`\p{Cs}` matches only unpaired halves under the `u` flag).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uFFFE\uFFFF]|\p{Cs}/u;

/** Tab and line breaks: typed into a multi-line box only. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** True when a person could have typed the text (tab and line breaks allowed). */
export function isTypeable(text: string): boolean {
  return !HIDDEN.test(text);
}

/** True when the text is typeable and fits on one line (no tab, no line break). */
export function isTypeableLine(text: string): boolean {
  return isTypeable(text) && !LINE_BREAK_OR_TAB.test(text);
}

export const untypeableTextMessage = productMessages.validation.untypeableText;

/**
 * A string a person can type: the start of every free-text field of a form or a request schema.
 * One line unless `multiline` (no form has a multi-line field yet: the exchange takes addresses
 * as one 40-character line). Chain the field's own rules after it: `text().trim().min(1, …)`.
 * The check runs first and stops the others, so the message says what is wrong.
 */
export function text(options: { multiline?: boolean; required?: string } = {}) {
  const typeable = options.multiline ? isTypeable : isTypeableLine;
  return z
    .string(options.required ? { error: options.required } : undefined)
    .refine(typeable, { error: untypeableTextMessage, abort: true });
}
