import { referenceDataRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { ReferenceDataService } from './reference-data.service';

/** Public, read-only routes; the answers change only with a new package release, so browsers may cache them. */
export function registerReferenceDataRoutes(app: FastifyInstance, service: ReferenceDataService): void {
  registerContractRoutes(app, referenceDataRoutes, {
    allBanks: ({ reply }) => {
      reply.header('cache-control', 'public, max-age=86400');
      return [...service.allBanks()];
    },
    bankNameSuggestions: ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.bankNameSuggestions(query.query);
    },
    ifscSearch: ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.ifscSearch(query.ifsc);
    },
    pincodeDetails: ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.pincodeDetails(query.pincode);
    },
  });
}
