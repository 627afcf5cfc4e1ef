import { failureEnvelope, successEnvelope, type RouteDef } from '@sanchay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { success } from './envelope';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every caller: the session is not loaded for it and it is not
     * marked no-store. Contract routes take it from their declared access (`public`), so a route
     * that reads the session must declare so; every other /api answer may depend on the session.
     */
    publicAnswer?: boolean;
    /** The answer can be long (lists, a fund's detail): compressed when over the threshold. */
    largeAnswer?: boolean;
    /**
     * An outside party's callback (contract access `party`, webhooks/): no session is loaded and
     * no CSRF token asked; the party's signature is the proof. Its answer is still no-store.
     */
    partyRoute?: boolean;
  }
}

/** How one contract route is served (not part of the contract: the server's concern). */
export interface ContractRouteOptions {
  operationId?: string;
  largeAnswer?: boolean;
  /**
   * The handler hands out kept, frozen data (answers it caches and returns again, never changed):
   * each one's JSON is written once, by the route's own serializer, and kept beside it until the
   * handler lets go of the data (a WeakMap). A repeated answer then costs no serialization and
   * no envelope: the same bytes are sent again (docs/decisions/0084).
   */
  keptAnswers?: boolean;
}

/** The content type Fastify gives a serialized answer; a kept answer is sent with the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A kept answer's bytes, in a buffer of its own (not a slice of Node's shared pool, which it would keep alive). */
function ownBuffer(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized !== 'string')
    return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(serialized));
  buffer.write(serialized);
  return buffer;
}

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
  options: ContractRouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    config: {
      // Declared public: no session to read, so none is loaded (session-plugin.ts).
      publicAnswer: def.access === 'public',
      largeAnswer: options.largeAnswer === true,
    },
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
    handler: options.keptAnswers
      ? // Answers bytes (a Buffer), which the route's typed handler signature does not list.
        (keptAnswerHandler(handler) as never)
      : async (request, reply) => {
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

/**
 * A route handler for `keptAnswers`: the bytes of each data object the handler returns are made
 * once (the envelope, through the route's serializer: the checking one in tests) and sent again
 * whenever it returns the same object. No `async`: a handler that answers at once adds no promise.
 */
function keptAnswerHandler<D extends RouteDef>(handler: RouteHandler<D>) {
  const written = new WeakMap<object, Buffer>();
  const answer = (reply: FastifyReply, data: unknown): unknown => {
    if (typeof data !== 'object' || data === null) return success(data);
    let bytes = written.get(data);
    if (!bytes) {
      bytes = ownBuffer(reply.serialize(success(data)));
      written.set(data, bytes);
    }
    reply.header('content-type', JSON_CONTENT_TYPE);
    return bytes;
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const data = handler({
      query: request.query,
      body: request.body,
      request,
      reply,
    } as RouteInput<D>);
    return data instanceof Promise ? data.then((d) => answer(reply, d)) : answer(reply, data);
  };
}

/**
 * Registers every route of a contract group with its handler; the key becomes the operationId.
 * `serve` says, per operation, whether its answer is large (default: no); whether it is public
 * comes from the operation's declared access.
 */
export function registerContractRoutes<Routes extends Record<string, RouteDef>>(
  app: FastifyInstance,
  routes: Routes,
  handlers: RouteHandlers<Routes>,
  serve: (
    operationId: keyof Routes & string,
  ) => Omit<ContractRouteOptions, 'operationId'> = () => ({}),
): void {
  for (const key of Object.keys(routes) as (keyof Routes & string)[]) {
    registerContractRoute(app, routes[key], handlers[key], { ...serve(key), operationId: key });
  }
}
