import { messages, productMessages } from '../messages';
import { text } from './typeable-text';

// The small field rules of spec 1 §5 shared by many forms. Each takes its "required" and "invalid"
// messages, because forms word them differently (the lead form's mobile is 'Please enter investor
// number'); the defaults are the spec's invalid messages and our own required ones.

interface FieldMessages {
  required?: string;
  invalid?: string;
}

/** Ten digits starting with 6 to 9 (spec 1 §5). */
export const MOBILE_NUMBER = /^[6-9]\d{9}$/;
/** Text, an '@', then a domain whose top-level part is at least two lowercase letters (spec 1 §5). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/;
/**
 * Letters in words joined by single separators (apostrophe, dot, space or hyphen; a dot or
 * apostrophe may be followed by a space): "O'Brien", "Anne-Marie", "A. K. Singh" (spec 1 §5).
 * Written without nested quantifiers, so a long input cannot make it backtrack.
 */
export const PERSON_NAME = /^[A-Za-z]+(?:(?:['.-] ?| )[A-Za-z]+)*$/;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

function requiredText(required: string) {
  return text({ required }).trim().min(1, { error: required, abort: true });
}

/** A mobile number, trimmed; see {@link MOBILE_NUMBER}. */
export function mobileNumber(m: FieldMessages = {}) {
  return requiredText(m.required ?? productMessages.validation.mobileRequired).regex(
    MOBILE_NUMBER,
    m.invalid ?? messages.validation.mobileInvalid,
  );
}

/** An e-mail address, trimmed; see {@link EMAIL}. */
export function emailAddress(m: FieldMessages = {}) {
  const invalid = m.invalid ?? messages.validation.emailInvalid;
  return requiredText(m.required ?? productMessages.validation.emailRequired)
    .max(EMAIL_MAX_LENGTH, invalid)
    .regex(EMAIL, invalid);
}

/** A person's name, trimmed; see {@link PERSON_NAME}. */
export function personName(m: FieldMessages = {}) {
  const invalid = m.invalid ?? messages.validation.nameInvalid;
  return requiredText(m.required ?? productMessages.validation.nameRequired)
    .max(NAME_MAX_LENGTH, invalid)
    .regex(PERSON_NAME, invalid);
}

export const mobileNumberSchema = mobileNumber();
export const emailSchema = emailAddress();
export const nameSchema = personName();
