import { uploadRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import { incomingFile, uploadScope } from './upload-scope';
import type { UploadsService } from './uploads.service';

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
