import multipart from '@fastify/multipart';
import { UPLOAD_FILE_FIELD } from '@sanchay/contract';
import { MAX_UPLOAD_BYTES, messages } from '@sanchay/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isAppError, ValidationError } from '../../http/app-errors';

// Where every upload route lives (this feature's, and any other feature's later): multipart is
// parsed only inside `uploadScope`, and a body that is not the one well-formed file we take is
// the spec's 'File upload failed.' with a 400 in the envelope, never a 500 (issue 8 §2).

/** An uploaded file as the route hands it over: every byte, already capped by the multipart limit. */
export interface IncomingFile {
  bytes: Uint8Array;
  /** True when the multipart limit cut the file short: it is over 5 MB. */
  truncated: boolean;
}

const uploadFailed = messages.onboarding.files.uploadFailed;

/** 400 'File upload failed.' (spec 2 §8): the body is not the one multipart file we take. */
const uploadFailedError = () => new ValidationError(uploadFailed, { file: uploadFailed });

/**
 * Reads the one file part. The multipart limit stops reading one byte past 5 MB (the rest is
 * discarded, never buffered), and the service then refuses the file with the spec's size message.
 * A body that is not well-formed multipart (no or another boundary, cut short, garbage) is the
 * caller's mistake: the parser's words go to the log, the caller gets the spec's message.
 */
export async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw uploadFailedError();
  try {
    const part = await request.file({
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, parts: 5 },
      throwFileSizeLimit: false,
    });
    if (!part || part.fieldname !== UPLOAD_FILE_FIELD) throw uploadFailedError();
    const bytes = new Uint8Array(await part.toBuffer());
    return { bytes, truncated: part.file.truncated };
  } catch (err) {
    if (isAppError(err)) throw err;
    request.log.info({ err }, 'multipart body refused');
    throw uploadFailedError();
  }
}

/**
 * busboy, the parser under @fastify/multipart, raises plain Errors without a code: "Multipart:
 * Boundary not found", "Boundary required", "Unexpected end of multipart data", "Part terminated
 * early due to unexpected end of multipart data", "Malformed part header", "Unexpected end of
 * form". A test in uploads-bad-files.test.ts fails if a new version words them otherwise.
 */
const BUSBOY_ERROR = /multipart|boundary|part header|unexpected end of form/i;

/**
 * The scope every upload route is registered in: multipart is parsed here only (the rest of the
 * API stays JSON-only), and an error the multipart parser raises anywhere in the scope (outside
 * `incomingFile` too) becomes 'File upload failed.' with a 400, handed on to the one error handler
 * for the envelope. Anything else (a bug, the database) goes on as it is.
 */
export async function uploadScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });
    const parserErrors = Object.values(scope.multipartErrors) as (new (...args: never[]) => Error)[];
    scope.setErrorHandler((error: FastifyError, request) => {
      const fromParser = parserErrors.some((type) => error instanceof type) || BUSBOY_ERROR.test(error.message);
      if (isAppError(error) || !fromParser) throw error;
      request.log.info({ err: error }, 'multipart body refused');
      throw uploadFailedError();
    });
    register(scope);
  });
}
