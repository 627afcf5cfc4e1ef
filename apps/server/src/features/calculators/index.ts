// The calculators feature's public face (server; issue 13 §4; docs/decisions/0132, 0133): the
// advisor's share of a SIP or goal calculator result (lead, short link, PNG, WhatsApp link), the
// shared landing's data and I'm Interested, and the product's short links (/s/{code}).
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerCalculatorRoutes } from './calculators.routes';
import { CalculatorsService } from './calculators.service';

export { CalculatorsService, INTERESTED_LEADS_PER_LINK_PER_HOUR } from './calculators.service';
export { shareImagePng, shareImageSvg } from './share-image';

export function registerCalculatorsFeature(app: FastifyInstance, options: { database: Database; clock: Clock; publicUrl: string }): CalculatorsService {
  const service = new CalculatorsService(options);
  registerCalculatorRoutes(app, service);
  return service;
}
