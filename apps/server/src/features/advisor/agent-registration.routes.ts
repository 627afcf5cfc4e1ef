import { agentRegistrationRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import { incomingFile, uploadScope } from '../uploads';
import type { AgentCaller, AgentRegistrationService } from './agent-registration.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The sale guard for an advisor's sale for a customer (docs/decisions/0127): checkout,
     * Redeem and STP call `await app.agentSales.requireAllowedToSell(app.agentSales.caller(request))`
     * before anything is done; 403 AGENT_NOT_ALLOWED when the advisor's certificates are missing.
     */
    agentSales: {
      caller(request: FastifyRequest): AgentCaller;
      requireAllowedToSell(caller: AgentCaller): Promise<void>;
    };
  }
}

/** NISM/ARN registration, the certificate images (in the uploads scope) and the allowed-agent check. */
export async function registerAgentRegistrationRoutes(app: FastifyInstance, service: AgentRegistrationService): Promise<void> {
  /** The sale guard's caller: the subject (the customer while acting) and the actor (0138). */
  const caller = (request: FastifyRequest): AgentCaller => {
    const { session, userId, actorUserId } = app.sessions.requireUser(request);
    return { userId, actorUserId, agentCode: session.agentCode ?? null, advisorHost: app.sessions.context(request, session).advisorHost };
  };
  /** Registration is the advisor's own: the signed-in account itself, even while acting. */
  const advisor = (request: FastifyRequest): AgentCaller => {
    const { session, userId } = app.sessions.requireActor(request);
    return { userId, actorUserId: userId, agentCode: session.agentCode ?? null, advisorHost: app.sessions.context(request, session).advisorHost };
  };
  const agentCodeOf = (request: FastifyRequest) => (request.params as { agentCode?: unknown }).agentCode;
  app.decorate('agentSales', { caller, requireAllowedToSell: (c: AgentCaller) => service.requireAllowedToSell(c) });

  const { uploadNismPicture, uploadArnPicture, ...jsonRoutes } = agentRegistrationRoutes;
  registerContractRoutes(app, jsonRoutes, {
    getCertificates: ({ request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.certificates(advisor(request), agentCodeOf(request));
    },
    saveCertificates: ({ request }) => service.register(advisor(request), agentCodeOf(request), request.body),
    agentTransactionAllow: ({ query, request }) => service.transactionAllow(advisor(request), query.agentCode),
  });
  await uploadScope(app, (scope) => {
    registerContractRoutes(scope, { uploadNismPicture, uploadArnPicture }, {
      uploadNismPicture: ({ request }) =>
        service.uploadCertificate(advisor(request), agentCodeOf(request), 'nism', () => incomingFile(request), request.log),
      uploadArnPicture: ({ request }) =>
        service.uploadCertificate(advisor(request), agentCodeOf(request), 'arn', () => incomingFile(request), request.log),
    });
  });
}
