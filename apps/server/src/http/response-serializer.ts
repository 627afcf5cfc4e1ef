import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are turned into JSON.
 *
 * - Checked (tests, development): the zod type provider's serializer, which encodes every answer
 *   through its zod schema (the contract is checked on every response: a handler that returns
 *   a wrong shape fails there) and then calls JSON.stringify.
 * - Unchecked (production): fast-json-stringify compiled once per route from the JSON Schema of
 *   the same zod schema. It writes only the declared properties (so, like zod's strip, nothing
 *   a handler returns beyond the contract leaks out) but does not re-validate the whole answer on
 *   every request, which cost a suggestion more than any of its own work (docs/benchmarks.md).
 *   A schema JSON Schema cannot express (a transform, a date object) keeps the checked serializer.
 */
export function responseSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  if (options.check) return checkingSerializerCompiler as FastifySerializerCompiler<z.ZodType>;
  return (route) => {
    // Compiled on the route's first answer, not at start-up (about 200 schemas: ~150 ms of CPU).
    let stringify: ((data: unknown) => string) | undefined;
    return (data) => (stringify ??= compile(route))(data);
  };
}

type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

function compile(route: RouteSchema): (data: unknown) => string {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return checkingSerializerCompiler(route as never);
  try {
    return fastJson(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as never,
    );
  } catch {
    return checkingSerializerCompiler(route as never);
  }
}
