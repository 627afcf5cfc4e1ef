import { advisorHomeRawRoutes, advisorHomeRoutes, festiveBrandingPdfQuery, thumbnailQuery } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registerContractRoutes } from '../../http/contract-routes';
import { ValidationError } from '../../http/app-errors';
import { sendPdf } from '../../http/pdf-reply';
import type { AdvisorHomeService } from './advisor-home.service';
import type { AdvisorCaller } from './agent.service';

const agentCodeParam = (request: FastifyRequest) => (request.params as { agentCode?: unknown }).agentCode;
const callerOf = (request: FastifyRequest): AdvisorCaller => ({ signedInUserId: request.session?.userId ?? null });

/** A raw route's query, checked with its contract schema: 400 with the first message. */
function checkedQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? 'Invalid request';
  throw new ValidationError(message, issue?.path[0] ? { [String(issue.path[0])]: message } : undefined);
}

/** The advisor's desktop home routes (packages/contract/src/advisor-home.ts; decisions 0145–0147). */
export function registerAdvisorHomeRoutes(app: FastifyInstance, service: AdvisorHomeService): void {
  registerContractRoutes(app, advisorHomeRoutes, {
    getSignUpInterest: ({ request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.signUpInterest(agentCodeParam(request), callerOf(request));
    },
    saveSignUpInterest: ({ request }) => service.saveSignUpInterest(agentCodeParam(request), callerOf(request)),
    getReportsUrl: ({ request, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.reportsUrl(query.agentCode, callerOf(request));
    },
    getActiveContentDetails: ({ request, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.activeContent(query.agentCode, callerOf(request));
    },
    subscribeContent: ({ request, body }) => service.subscribe(callerOf(request), body),
    getFestiveBranding: ({ request, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.festiveBrandingUrl(callerOf(request), query);
    },
  });

  app.get(advisorHomeRawRoutes.contentThumbnail.path, { config: { publicAnswer: true } }, async (request, reply) => {
    const { fileName } = checkedQuery(thumbnailQuery, request.query);
    const png = await service.thumbnail(fileName);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });

  app.get(advisorHomeRawRoutes.festiveBrandingPdf.path, async (request, reply) => {
    const query = checkedQuery(festiveBrandingPdfQuery, request.query);
    const { bytes, agentCode } = await service.festiveBrandingPdf(agentCodeParam(request), callerOf(request));
    return sendPdf(reply, bytes, { name: `${query.brandingType.toLowerCase()}-${agentCode}.pdf`, disposition: 'inline' });
  });
}
