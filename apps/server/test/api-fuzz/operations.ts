// The operations of the app's own OpenAPI document (app.swagger()), as the fuzz test sends them:
// method, path template, path and query parameters, and the JSON body's schema. A route that
// joins the contract joins the document, and so this list, by itself.
import type { FastifyInstance } from 'fastify';

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
      });
    }
  }
  return operations;
}
