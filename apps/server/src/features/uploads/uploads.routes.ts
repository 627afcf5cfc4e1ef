import multipart from '@fastify/multipart';
import { UPLOAD_FILE_FIELD, uploadRoutes } from '@sanchay/contract';
import { MAX_UPLOAD_BYTES, messages } from '@sanchay/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import { ValidationError } from '../../http/app-errors';
import type { IncomingFile, UploadsService } from './uploads.service';

const uploadFailed = messages.onboarding.files.uploadFailed;

/**
 * Reads the one file part. The multipart limit stops reading one byte past 5 MB (the rest is
 * discarded, never buffered), and the service then refuses the file with the spec's size message.
 */
async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new ValidationError(uploadFailed, { file: uploadFailed });
  const part = await request.file({
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, parts: 5 },
    throwFileSizeLimit: false,
  });
  if (!part || part.fieldname !== UPLOAD_FILE_FIELD) throw new ValidationError(uploadFailed, { file: uploadFailed });
  const bytes = new Uint8Array(await part.toBuffer());
  return { bytes, truncated: part.file.truncated };
}

/** The upload routes and the read-back of a kept file, for signed-in users and their own files. */
export async function registerUploadRoutes(app: FastifyInstance, service: UploadsService): Promise<void> {
  // multipart only inside this plugin: the rest of the API stays JSON-only.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });

    registerContractRoutes(scope, uploadRoutes, {
      uploadCancelledCheque: async ({ request }) => {
        const { userId } = scope.sessions.requireUser(request);
        return service.uploadCancelledCheque(userId, await incomingFile(request));
      },
      uploadSignature: async ({ request }) => {
        const { userId } = scope.sessions.requireUser(request);
        return service.uploadSignature(userId, await incomingFile(request));
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
