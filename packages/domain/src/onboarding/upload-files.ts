import { onboardingMessages } from './onboarding-messages';

// Uploads are judged by what they are, not by what they say they are (DESIGN.md "Security
// model"): the first bytes decide the type; the name and the browser's MIME type are ignored.

/** Spec 2 §9: 5 MB is 5,000,000 bytes. */
export const MAX_UPLOAD_BYTES = 5_000_000;

export type SniffedFileType = 'jpeg' | 'png' | 'pdf';

const SIGNATURES: readonly { type: SniffedFileType; bytes: readonly number[] }[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The file's type by its magic bytes, or null when it is none of the accepted ones. */
export function sniffFileType(head: Uint8Array): SniffedFileType | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b));
  return match?.type ?? null;
}

export const mimeTypeOf: Record<SniffedFileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** A cancelled cheque: JPG, JPEG, PNG or PDF, at most 5 MB (spec 2 §5). Null when acceptable. */
export function chequeFileRefusal(file: { head: Uint8Array; size: number }): string | null {
  if (sniffFileType(file.head) === null) return onboardingMessages.bank.chequeFormat;
  if (file.size > MAX_UPLOAD_BYTES) return onboardingMessages.bank.chequeSize;
  return null;
}

/** A signature: an image (JPEG or PNG), at most 5 MB (spec 2 §5). Null when acceptable. */
export function signatureFileRefusal(file: { head: Uint8Array; size: number }): string | null {
  const type = sniffFileType(file.head);
  if (type !== 'jpeg' && type !== 'png') return onboardingMessages.occupation.signatureSize;
  if (file.size > MAX_UPLOAD_BYTES) return onboardingMessages.occupation.signatureSize;
  return null;
}
