import {
  capitalGainsQuery,
  capitalGainsRawRoutes,
  capitalGainsRoutes,
  capitalGainsFiles,
  type CapitalGainsFile,
} from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import { ValidationError } from '../../http/app-errors';
import { sendPdf } from '../../http/pdf-reply';
import type { CapitalGainsService } from './capital-gains.service';

/** The capital-gains routes (decision 0101): the statement and hint as JSON, the downloads as files. */
export function registerCapitalGainsRoutes(
  app: FastifyInstance,
  service: CapitalGainsService,
): void {
  registerContractRoutes(app, capitalGainsRoutes, {
    getCapitalGains: ({ query, request }) =>
      service.statement(app.sessions.requireUser(request).userId, query),
    getTaxHarvest: ({ query, request }) =>
      service.harvest(app.sessions.requireUser(request).userId, query),
  });

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    capitalGainsRawRoutes.capitalGainsFile.path,
    async (request, reply) => {
      const { userId } = app.sessions.requireUser(request);
      const file = request.params.file;
      if (!(capitalGainsFiles as readonly string[]).includes(file))
        throw new ValidationError('Please choose a file to download');
      // The contract's own schema, as the JSON routes validate theirs.
      const parsed = capitalGainsQuery.safeParse(request.query);
      if (!parsed.success)
        throw new ValidationError('Please choose a financial year', {
          fy: 'Please choose a financial year',
        });
      const out = await service.file(userId, file as CapitalGainsFile, parsed.data);
      if (typeof out.body !== 'string')
        return sendPdf(reply, out.body, { name: out.name, disposition: 'attachment' });
      return reply
        .header('content-type', out.contentType)
        .header('content-disposition', `attachment; filename="${out.name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(out.body);
    },
  );
}
