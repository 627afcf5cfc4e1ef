// The operations of the app's own OpenAPI document (app.swagger()), as the fuzz test sends them:
// method, path template, path and query parameters, and the JSON body's schema. A route that
// joins the contract joins the document, and so this list, by itself. The routes that answer
// bytes (the contract's `defineRawRoute`s: PDFs, images, files) are not in the document; they join
// from the contract's exports, found by shape as the authorization test finds them.
import * as contract from '@sanchay/contract';
import type { PartyRouteDef, RawRouteDef } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** A JSON Schema node as @fastify/swagger writes it (OpenAPI 3.1: plain JSON Schema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI template: /api/v1/agent/{agentCode}. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The application/json body's schema, when the operation takes one. */
  body: JsonSchema | null;
  /** A raw route: its success is bytes (a PDF, an image), not the envelope; its refusals still are. */
  raw?: boolean;
  /**
   * An outside party's route (a webhook, the contract's `definePartyRoute`): its body is the
   * party's signed bytes in one of `contentTypes`, its success the party's own `ack`, its
   * refusals the envelope.
   */
  party?: { contentTypes: readonly string[]; ack: z.ZodType };
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation under /api in the app's OpenAPI document, in document order. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST' && upper !== 'PUT' && upper !== 'DELETE') continue;
      const parameters = op.parameters ?? [];
      operations.push({
        operationId: op.operationId ?? `${upper} ${path}`,
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        ...partyOf(upper, path),
      });
    }
  }
  return [...operations, ...rawOperations()];
}

/** The contract's party routes (webhooks), found by shape as the raw routes are. */
function partyOf(method: string, path: string): Pick<Operation, 'party'> {
  for (const group of Object.values(contract)) {
    if (!group || typeof group !== 'object') continue;
    for (const route of Object.values(group as Record<string, unknown>)) {
      if (isPartyRoute(route) && route.method === method && route.path === path) return { party: { contentTypes: route.contentTypes, ack: route.ack } };
    }
  }
  return {};
}

function isPartyRoute(value: unknown): value is PartyRouteDef {
  return !!value && typeof value === 'object' && 'access' in value && value.access === 'party' && 'ack' in value && 'path' in value;
}

/** The contract's raw routes under /api, with their params and query as the document would write them. */
function rawOperations(): Operation[] {
  const operations = new Map<string, Operation>();
  for (const group of Object.values(contract)) {
    if (!group || typeof group !== 'object') continue;
    const routes = 'method' in group && 'path' in group && 'access' in group ? { route: group } : (group as Record<string, unknown>);
    for (const [key, route] of Object.entries(routes)) {
      // A route exported alone and in its group is one operation.
      if (!isRawRoute(route) || !route.path.startsWith('/api/') || operations.has(route.path)) continue;
      operations.set(route.path, {
        operationId: `raw:${key}`,
        method: route.method,
        path: route.path.replace(/:(\w+)/g, '{$1}'),
        pathParams: parametersOf(route.params, 'path', route.path),
        queryParams: parametersOf(route.query, 'query'),
        body: null,
        raw: true,
      });
    }
  }
  return [...operations.values()];
}

/** Declared with defineRawRoute: the route fields and no response schema (the JSON routes have one). */
function isRawRoute(value: unknown): value is RawRouteDef & { method: 'GET' } {
  return !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value && !('response' in value);
}

/** A zod object's fields as OpenAPI parameters; path parameters without a schema are plain strings. */
function parametersOf(schema: z.ZodType | undefined, place: 'path' | 'query', path = ''): Parameter[] {
  const json = schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
  const names = place === 'path' ? [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!) : Object.keys(json.properties ?? {});
  return names.map((name) => ({ name, in: place, required: place === 'path' || (json.required ?? []).includes(name), schema: json.properties?.[name] ?? { type: 'string' } }));
}
