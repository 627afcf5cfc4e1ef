import { z } from 'zod';
import { defineRawRoute, defineRoute } from './route';

/**
 * Uploads (spec 2 §7 "Upload cancelled cheque", "Upload signature"). The body is
 * multipart/form-data with one part named `file` (at most 5,000,000 bytes; checked by its
 * content, not its name). Signed in only; a file can be read back by its uploader only. The
 * part's name is UPLOAD_FILE_FIELD (client-constants.ts, kept free of zod for the web entry).
 */

export const chequeExtraction = z.enum(['complete', 'partial', 'none']);
export type ChequeExtraction = z.infer<typeof chequeExtraction>;

/** Spec 2 §3 "Cheque upload result", plus how much was read and the message to show. */
export const chequeUploadResult = z.object({
  cancelledChequeId: z.string(),
  cancelledChequeURL: z.string(),
  /** Read from the cheque; null when it could not be read (the form asks for it). */
  bankAccountNumber: z.string().nullable(),
  /** Read from the cheque and found in the IFSC directory; else null. */
  ifscCode: z.string().nullable(),
  bankName: z.string().nullable(),
  extraction: chequeExtraction,
  /** 'File uploaded and details extracted successfully', or the partial / failed wording. */
  message: z.string(),
});
export type ChequeUploadResult = z.infer<typeof chequeUploadResult>;

export const uploadRoutes = {
  uploadCancelledCheque: defineRoute({
    method: 'POST',
    path: '/api/v1/uploads/upload-cancelled-cheque-v2',
    summary:
      'Keeps a cancelled cheque (JPG, PNG or PDF, 5 MB) and reads its IFSC and account number (multipart, part "file")',
    tags: ['uploads'],
    access: 'signedIn',
    response: chequeUploadResult,
  }),
  uploadSignature: defineRoute({
    method: 'POST',
    path: '/api/v1/uploads/upload-signature',
    summary: 'Keeps a signature image (JPG or PNG, 5 MB) (multipart, part "file")',
    tags: ['uploads'],
    access: 'signedIn',
    response: z.object({ signatureId: z.string(), /** The image's URL (spec 2 §7: "value"). */ value: z.string() }),
  }),
};

/** Where a kept file is read back (GET, the uploader only): its bytes, not an envelope. */
export const uploadedFileRoute = defineRawRoute({
  method: 'GET',
  path: '/api/v1/uploads/files/:fileId',
  summary: 'The bytes of a kept file, for its uploader only',
  access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'fileId', names: 'file' }] } },
  params: z.object({ fileId: z.string() }),
});

/** Routes served outside the envelope, each with its access declaration (docs/decisions/0022). */
export const rawRoutes = { uploadedFile: uploadedFileRoute };

export const uploadedFilePath = (fileId: string) => `/api/v1/uploads/files/${encodeURIComponent(fileId)}`;
