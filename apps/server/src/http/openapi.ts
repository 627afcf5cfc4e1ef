import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the contract's zod schemas as the routes register
 * (request schemas as inputs, the envelopes as outputs); only tagged routes, i.e. contract
 * routes, appear. Browsable at /api/docs, JSON at /api/docs/json. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // The document and its browser are the same for everyone (no session), and large.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_DOCS_PREFIX)) {
      route.config = { ...route.config, publicAnswer: true, largeAnswer: true };
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sanchay API',
        description:
          'Every response is an envelope: `{operationMessage: "success", responseData}` or ' +
          '`{operationMessage: "failure", responseData: null, errorEnum, message, fieldErrors?}` ' +
          '(docs/decisions/0004-api-envelope.md). Money, NAV and returns are decimal strings.',
        version: '0.1.0',
      },
      tags: [{ name: 'catalogue', description: 'Funds, search, lists, detail and new fund offers' }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
