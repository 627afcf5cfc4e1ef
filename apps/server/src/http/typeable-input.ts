import { isTypeable, untypeableTextMessage } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './app-errors';

/**
 * The safety net under the contract's text rule (docs/decisions/0021-input-rules.md): before any
 * route's own validation, a request whose path parameters, query or JSON body hold a string a
 * person cannot type (NUL, control characters, lone surrogates, direction overrides; tab and line
 * breaks pass, the field schemas decide those) is refused with 400 and the catalogue message on
 * the first such field. The contract's `text()` gives each field this message in the browser too;
 * this hook makes sure a route that forgets it (or takes no schema at all) cannot store one.
 */
export function installTypeableInputCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request (suggest among them), and the
  // common case, nothing untypeable, should cost no promise and no allocation.
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      untypeableField('params', request.params) ?? untypeableField('query', request.query) ?? untypeableField('body', request.body);
    if (found === null) return done();
    done(new ValidationError(untypeableTextMessage, { [found]: untypeableTextMessage }));
  });
}

/** The first untypeable field of one source, named as the error names it, else null. */
function untypeableField(source: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const path = untypeablePath(value, []);
  if (!path) return null;
  return path.length > 0 ? path.join('.') : source;
}

/** The path of the first string (or object key) that is not typeable, else null. Buffers are skipped. */
function untypeablePath(value: unknown, path: (string | number)[], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isTypeable(value) ? null : path;
  // Deeper than any request schema goes: refused by the schema, not searched further here.
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = untypeablePath(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Plain data only (JSON, the parsed query, the router's params object at the top); a stream or
  // a file of a multipart body is the upload feature's to check.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (depth > 0 && prototype !== Object.prototype && prototype !== null) return null;
  if (depth === 0 && ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isTypeable(key)) return [...path, 'key'];
    const found = untypeablePath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
