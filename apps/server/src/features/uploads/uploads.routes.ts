import multipart from '@fastify/multipart';
import { UPLOAD_FILE_FIELD, uploadRoutes } from '@sanchay/contract';
import { MAX_UPLOAD_BYTES, messages } from '@sanchay/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import { isAppError, ValidationError } from '../../http/app-errors';
import type { IncomingFile, UploadsService } from './uploads.service';

const uploadFailed = messages.onboarding.files.uploadFailed;

/** 400 'File upload failed.' (spec 2 §8): the body is not the one multipart file we take. */
const uploadFailedError = () => new ValidationError(uploadFailed, { file: uploadFailed });

/**
 * Reads the one file part. The multipart limit stops reading one byte past 5 MB (the rest is
 * discarded, never buffered), and the service then refuses the file with the spec's size message.
 * A body that is not well-formed multipart (no or another boundary, cut short, garbage) is the
 * caller's mistake: the parser's words go to the log, the caller gets the spec's message.
 */
async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
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
 * The scope every upload route is registered in: multipart is parsed here only (the rest of the
 * API stays JSON-only), and an error the multipart parser raises anywhere in the scope (outside
 * `incomingFile` too) becomes 'File upload failed.' with a 400, handed on to the one error handler
 * for the envelope. Anything else (a bug, the database) goes on as it is.
 */
async function uploadScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });
    const parserErrors = Object.values(scope.multipartErrors) as (new (...args: never[]) => Error)[];
    scope.setErrorHandler((error: FastifyError, request) => {
      const fromParser = parserErrors.some((type) => error instanceof type) || (error.code ?? '').startsWith('FST_MP');
      if (isAppError(error) || !fromParser) throw error;
      request.log.info({ err: error }, 'multipart body refused');
      throw uploadFailedError();
    });
    register(scope);
  });
}

/** The upload routes and the read-back of a kept file, for signed-in users and their own files. */
export async function registerUploadRoutes(app: FastifyInstance, service: UploadsService): Promise<void> {
  await uploadScope(app, (scope) => {
    registerContractRoutes(scope, uploadRoutes, {
      uploadCancelledCheque: async ({ request }) => {
        const { userId } = scope.sessions.requireUser(request);
        return service.uploadCancelledCheque(userId, await incomingFile(request), request.log);
      },
      uploadSignature: async ({ request }) => {
        const { userId } = scope.sessions.requireUser(request);
        return service.uploadSignature(userId, await incomingFile(request), request.log);
      },
    });

    scope.get<{ Params: { fileId: string } }>('/api/v1/uploads/files/:fileId', async (request, reply) => {
      const { userId } = scope.sessions.requireUser(request);
      const file = await service.readOwnFile(userId, request.params.fileId);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        // Shown inline as an image, never run as a page.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .send(Buffer.from(file.bytes));
    });
  });
}
