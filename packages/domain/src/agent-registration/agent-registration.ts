import { z } from 'zod';
import { isIsoDate } from '../ist-date';
import { messages } from '../messages';
import { MAX_UPLOAD_BYTES } from '../onboarding/upload-files';
import { text } from '../validation/typeable-text';
import { agentRegistrationOwnMessages } from './agent-registration-messages';

// NISM and ARN registration (spec 3 §4 "Agent registration", §5 "NISM and ARN registration", §9):
// ONE schema for the Register popup and for the server's POST agent certificates. The browser
// sends the codes with their prefixes (NISM-, ARN-, E: "added on send"); the body schema strips
// them and applies the same rules, so a prefixed value is judged as the advisor typed it.

const m = messages.registration;
const own = agentRegistrationOwnMessages;

/** Spec 3 §9: NISM number 10 to 12 digits; EUIN 6 digits; certificate image under 5 MB. */
export const NISM_NUMBER_MIN_DIGITS = 10;
export const NISM_NUMBER_MAX_DIGITS = 12;
export const EUIN_DIGITS = 6;
/** Not in the spec ("digits only"): AMFI's ARNs are at most 6 digits today; 10 leaves room. */
export const ARN_NUMBER_MAX_DIGITS = 10;
/** Spec 3 §5: "under 5 MB (5,000,000 bytes)". */
export const CERTIFICATE_MAX_BYTES = MAX_UPLOAD_BYTES;
/** Spec 3 §4: the automatic registration save with blank values, after 10 minutes (600000 ms). */
export const REGISTRATION_AUTO_SAVE_MS = 600_000;

export const NISM_PREFIX = 'NISM-';
export const ARN_PREFIX = 'ARN-';
export const EUIN_PREFIX = 'E';

const DIGITS = /^\d+$/;

/** The NISM number's message, or null (spec 3 §5: required, integers only, 10 to 12 digits). */
export function nismNumberError(value: string): string | null {
  if (value === '') return m.nismNumberRequired;
  if (!DIGITS.test(value)) return m.integersOnly;
  if (value.length < NISM_NUMBER_MIN_DIGITS || value.length > NISM_NUMBER_MAX_DIGITS) return m.nismNumberInvalid;
  return null;
}

/** The ARN number's message, or null (required, integers only). */
export function arnNumberError(value: string): string | null {
  if (value === '') return m.arnNumberRequired;
  if (!DIGITS.test(value)) return m.integersOnly;
  if (value.length > ARN_NUMBER_MAX_DIGITS) return own.arnNumberInvalid;
  return null;
}

/** The EUIN's message, or null (required, integers only, exactly 6 digits). */
export function euinError(value: string): string | null {
  if (value === '') return m.euinRequired;
  if (!DIGITS.test(value)) return m.integersOnly;
  if (value.length !== EUIN_DIGITS) return m.euinInvalid;
  return null;
}

export interface ValidityPeriodMessages {
  startRequired: string;
  endRequired: string;
}

/**
 * A certificate's validity (spec 3 §5): the start (NISM's test date, ARN's valid from) is required,
 * not in the future and not after the end; the end (valid till, valid to) is required and not
 * before the start. Dates are YYYY-MM-DD; `today` is the IST date. Returns each field's message.
 */
export function validityPeriodErrors(
  period: { start: string; end: string },
  today: string,
  words: ValidityPeriodMessages,
): { start: string | null; end: string | null } {
  const start =
    period.start === ''
      ? words.startRequired
      : !isIsoDate(period.start) || period.start > today || (isIsoDate(period.end) && period.start > period.end)
        ? m.dateInvalid
        : null;
  const end =
    period.end === ''
      ? words.endRequired
      : !isIsoDate(period.end) || (isIsoDate(period.start) && period.end < period.start)
        ? m.dateInvalid
        : null;
  return { start, end };
}

export const NISM_PERIOD: ValidityPeriodMessages = { startRequired: m.testDateRequired, endRequired: m.validTillRequired };
export const ARN_PERIOD: ValidityPeriodMessages = { startRequired: m.validFromRequired, endRequired: m.validToRequired };

/** Strings of the form: at most 64 characters (no field is longer), trimmed. */
const field = () => text().max(64).trim();
const fileId = () => text().max(64);

/** The Register popup's values: the codes without prefixes, dates as YYYY-MM-DD, '' when empty. */
export const agentRegistrationFields = z.object({
  /** NISM yes/no; null until chosen (spec 3 §5: 'Please enter if you are NISM holder'). */
  isNISMCertified: z.boolean().nullable(),
  /** ARN yes/no, asked only when NISM is yes; null until chosen. */
  isARNHolder: z.boolean().nullable(),
  nismCode: field(),
  /** The test date. */
  nismValidStartDate: field(),
  /** Valid till. */
  nismValidEndDate: field(),
  arnCode: field(),
  euin: field(),
  arnValidStartDate: field(),
  arnValidEndDate: field(),
  /** The uploaded certificate images (the uploads feature's file ids), '' when none. */
  nismCertificateId: fileId(),
  arnCertificateId: fileId(),
  termsAccepted: z.boolean(),
});
export type AgentRegistrationFields = z.infer<typeof agentRegistrationFields>;

export const emptyAgentRegistration: AgentRegistrationFields = {
  isNISMCertified: null,
  isARNHolder: null,
  nismCode: '',
  nismValidStartDate: '',
  nismValidEndDate: '',
  arnCode: '',
  euin: '',
  arnValidStartDate: '',
  arnValidEndDate: '',
  nismCertificateId: '',
  arnCertificateId: '',
  termsAccepted: false,
};

/**
 * A blank registration: NISM no (so no ARN), nothing else. It is what an advisor without NISM
 * submits, and what the automatic save after 10 minutes sends for an advisor without an ARN.
 */
export const blankAgentRegistration: AgentRegistrationFields = { ...emptyAgentRegistration, isNISMCertified: false, isARNHolder: false };

/** True when the values register nothing (NISM no): the blank save. */
export const isBlankRegistration = (v: AgentRegistrationFields) => v.isNISMCertified === false;

/** Every rule of spec 3 §5 on the popup's values; the keys are the fields'. */
export function agentRegistrationErrors(v: AgentRegistrationFields, today: string): Partial<Record<keyof AgentRegistrationFields, string>> {
  const errors: Partial<Record<keyof AgentRegistrationFields, string>> = {};
  const put = (key: keyof AgentRegistrationFields, message: string | null) => {
    if (message) errors[key] = message;
  };
  if (v.isNISMCertified === null) {
    put('isNISMCertified', m.nismHolderRequired);
    return errors;
  }
  if (!v.isNISMCertified) return errors;
  put('nismCode', nismNumberError(v.nismCode));
  const nism = validityPeriodErrors({ start: v.nismValidStartDate, end: v.nismValidEndDate }, today, NISM_PERIOD);
  put('nismValidStartDate', nism.start);
  put('nismValidEndDate', nism.end);
  put('nismCertificateId', v.nismCertificateId === '' ? own.certificateRequired : null);
  put('termsAccepted', v.termsAccepted ? null : own.termsRequired);
  if (v.isARNHolder === null) {
    put('isARNHolder', m.arnHolderRequired);
    return errors;
  }
  if (!v.isARNHolder) return errors;
  put('arnCode', arnNumberError(v.arnCode));
  put('euin', euinError(v.euin));
  const arn = validityPeriodErrors({ start: v.arnValidStartDate, end: v.arnValidEndDate }, today, ARN_PERIOD);
  put('arnValidStartDate', arn.start);
  put('arnValidEndDate', arn.end);
  put('arnCertificateId', v.arnCertificateId === '' ? own.certificateRequired : null);
  return errors;
}

/** The one schema: the popup's values checked by every rule, as of `today` (IST, YYYY-MM-DD). */
export function agentRegistrationSchema(today: string) {
  return agentRegistrationFields.superRefine((values, ctx) => {
    for (const [key, message] of Object.entries(agentRegistrationErrors(values, today))) {
      ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });
}

/** What the browser sends (spec 3 §5: the prefixes are added on send; dates as YYYY-MM-DD). */
export function toRegistrationRequest(v: AgentRegistrationFields): AgentRegistrationFields {
  const nism = v.isNISMCertified === true;
  const arn = nism && v.isARNHolder === true;
  return {
    ...v,
    isARNHolder: nism ? v.isARNHolder : false,
    nismCode: nism && v.nismCode !== '' ? `${NISM_PREFIX}${v.nismCode}` : '',
    arnCode: arn && v.arnCode !== '' ? `${ARN_PREFIX}${v.arnCode}` : '',
    euin: arn && v.euin !== '' ? `${EUIN_PREFIX}${v.euin}` : '',
  };
}

const strip = (value: unknown, prefix: string) =>
  typeof value === 'string' && value.toUpperCase().startsWith(prefix) ? value.slice(prefix.length) : value;

/**
 * The request body's schema: the prefixed codes back to what was typed, then the same schema.
 * A code without its prefix is taken as typed (the rules still apply).
 */
export function agentRegistrationRequestSchema(today: string) {
  return z.preprocess((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const body = raw as Record<string, unknown>;
    return {
      ...body,
      nismCode: strip(body.nismCode, NISM_PREFIX),
      arnCode: strip(body.arnCode, ARN_PREFIX),
      euin: strip(body.euin, EUIN_PREFIX),
    };
  }, agentRegistrationSchema(today));
}

/** The kinds of certificate image (spec 3 §5: jpeg, jpg, png, gif, bmp). */
export type CertificateImageType = 'jpeg' | 'png' | 'gif' | 'bmp';

const IMAGE_SIGNATURES: readonly { type: CertificateImageType; bytes: readonly number[] }[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8 (GIF87a, GIF89a)
  { type: 'bmp', bytes: [0x42, 0x4d] }, // BM
];

/** The image type by its first bytes, or null (the name and the browser's type are ignored). */
export function sniffCertificateImage(head: Uint8Array): CertificateImageType | null {
  return IMAGE_SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

/** A certificate image (spec 3 §5): one of the kinds, under 5 MB. Null when acceptable. */
export function certificateFileRefusal(file: { head: Uint8Array; size: number }): string | null {
  if (sniffCertificateImage(file.head) === null || file.size > CERTIFICATE_MAX_BYTES) return messages.mandate.invalidImage;
  return null;
}
