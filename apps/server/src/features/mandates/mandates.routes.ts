import { mandateFormRoute, mandateRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import { sendPdf } from '../../http/pdf-reply';
import { incomingFile, uploadScope } from '../uploads';
import { messages } from '@sanchay/domain';
import type { CustomerSharing } from '../advisor';
import type { MandatesService } from './mandates.service';

/**
 * The mandate routes: the signed-in investor's own mandates only (the user comes from the
 * session; another investor's mandate id is not found). The upload route lives in the uploads
 * scope, the only place multipart is parsed.
 */
export async function registerMandateRoutes(app: FastifyInstance, service: MandatesService, sharing: CustomerSharing): Promise<void> {
  await uploadScope(app, (scope) => {
    const userOf = (request: Parameters<typeof scope.sessions.requireUser>[0]) => scope.sessions.requireUser(request).userId;
    registerContractRoutes(scope, mandateRoutes, {
      listMandates: ({ request }) => service.list(userOf(request)),
      mandateSetupOptions: ({ request, query }) => service.setupOptions(userOf(request), query.flowType),
      mandateConfig: ({ request, query }) => service.config(userOf(request), query.accountSequence),
      registerMandate: ({ request, body }) => service.register(userOf(request), body),
      mandateStatus: ({ request, query }) => service.status(userOf(request), query.mandateId),
      downloadMandateForm: ({ request, body }) => service.downloadForm(userOf(request), body.mandateId),
      uploadMandateScan: async ({ request, query }) => {
        const userId = userOf(request);
        return service.uploadScan(userId, query.mandateId, await incomingFile(request), request.log);
      },
      activateMandate: ({ request, query }) => service.activate(userOf(request), query.type, query.mandateId),
      shareMandateLink: async ({ request, body }) => {
        const { session, userId, actorUserId } = scope.sessions.requireUser(request);
        const path = await service.shareableSetupLink(userId, body);
        await sharing.share(
          { userId, actorUserId, agentCode: session.agentCode, advisorHost: scope.sessions.context(request, session).advisorHost },
          {
            type: body.type,
            value: body.value,
            kind: 'mandate-link',
            subject: 'Set up your SIP mandate',
            path,
            body: (advisor, url) => `${advisor}, your advisor, has shared the link to set up the mandate for your SIP payments: ${url}`,
          },
        );
        return { message: messages.mandate.shareSuccess };
      },
    });

    scope.get<{ Params: { mandateId: string } }>(mandateFormRoute.path, async (request, reply) => {
      const pdf = await service.formPdf(userOf(request), request.params.mandateId);
      return sendPdf(reply, pdf, { name: `mandate-form-${request.params.mandateId.replace(/\D/g, '')}.pdf`, disposition: 'attachment' });
    });
  });
}
