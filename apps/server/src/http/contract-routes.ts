import { failureEnvelope, successEnvelope, type RouteDef } from '@sanchay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { success } from './envelope';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route handler receives: the validated (parsed) query and body, and the request. */
export interface RouteInput<D extends RouteDef> {
  query: D extends RouteDef<infer Q, z.ZodType, z.ZodType> ? Out<Q> : never;
  body: D extends RouteDef<z.ZodType, infer B, z.ZodType> ? Out<B> : never;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns `responseData`; the envelope is added here, never by hand. */
export type RouteHandler<D extends RouteDef> = (
  input: RouteInput<D>,
) => Promise<z.output<D['response']>> | z.output<D['response']>;

/** One handler per route of a contract group: a missing handler is a compile error. */
export type RouteHandlers<Routes extends Record<string, RouteDef>> = {
  [K in keyof Routes]: RouteHandler<Routes[K]>;
};

/**
 * Registers one contract route: its method and path, the query/body schemas (validated by zod),
 * the success envelope of its response schema (checked on the way out) and the failure envelope
 * for 4xx/5xx, all of which also make up its OpenAPI entry.
 */
export function registerContractRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: RouteHandler<D>,
  options: { operationId?: string } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(options.operationId ? { operationId: options.operationId } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: {
        200: successEnvelope(def.response),
        '4xx': failureEnvelope,
        '5xx': failureEnvelope,
      },
    },
    handler: async (request, reply) => {
      const data = await handler({
        query: request.query,
        body: request.body,
        request,
        reply,
      } as RouteInput<D>);
      return success(data);
    },
  });
}

/** Registers every route of a contract group with its handler; the key becomes the operationId. */
export function registerContractRoutes<Routes extends Record<string, RouteDef>>(
  app: FastifyInstance,
  routes: Routes,
  handlers: RouteHandlers<Routes>,
): void {
  for (const key of Object.keys(routes) as (keyof Routes & string)[]) {
    registerContractRoute(app, routes[key], handlers[key], { operationId: key });
  }
}
