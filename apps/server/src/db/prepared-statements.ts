import type pg from 'pg';

/**
 * PostgreSQL connections that prepare each parameterised statement once (docs/decisions/0118).
 *
 * node-postgres sends an unnamed statement as Parse + Bind + Describe + Execute + Sync every time,
 * so PostgreSQL parses and analyses the same text again on every call; a named statement is
 * parsed once per connection and then only bound and executed. Each distinct statement text gets
 * one name for the process (`s1`, `s2`, …), so a name always means the same text on every
 * connection. Only statements with parameters are named (a text without them may hold several
 * statements, e.g. a migration, which a prepared statement cannot); bulk statements (very long
 * texts or many parameters: imports) and texts past the first {@link MAX_NAMED_STATEMENTS} stay
 * unnamed, so what a connection keeps prepared is bounded. A prepared statement outlives a rolled
 * back transaction, and node-postgres forgets a name whose Parse failed, so the statement is sent
 * again next time.
 */
export const MAX_NAMED_STATEMENTS = 2000;
const MAX_TEXT_LENGTH = 8000;
const MAX_PARAMETERS = 100;

const names = new Map<string, string>();

/** The name of a statement text, or undefined when it stays unnamed. */
export function statementName(text: string, parameters: number): string | undefined {
  if (parameters === 0 || parameters > MAX_PARAMETERS || text.length > MAX_TEXT_LENGTH)
    return undefined;
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `s${names.size + 1}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/** The query's arguments with a name added when the statement is one to prepare. */
function named(config: unknown, values: unknown): unknown {
  if (typeof config === 'string') {
    const name = Array.isArray(values) ? statementName(config, values.length) : undefined;
    return name === undefined ? config : { text: config, name };
  }
  if (config === null || typeof config !== 'object') return config;
  const c = config as QueryConfigLike;
  // A Submittable (a COPY stream, a cursor) runs its own protocol; a given name is the caller's.
  if (typeof c.text !== 'string' || c.name !== undefined || typeof c.submit === 'function')
    return config;
  const parameters = Array.isArray(values) ? values : Array.isArray(c.values) ? c.values : [];
  const name = statementName(c.text, parameters.length);
  return name === undefined ? config : { ...c, name };
}

/** pg's Client, preparing statements as above: `new Pool({ Client: preparingClient(pg.Client) })`. */
export function preparingClient(Base: typeof pg.Client): typeof pg.Client {
  // A method on the prototype (not a function bound in the constructor), so `super.query` is
  // looked up at each call: whatever wraps pg.Client's own query (the checkout bench's statement
  // counter) sees these statements too.
  class PreparingClient extends Base {}
  // pg's own query, looked up at each call; applied with the arguments as given (its overloads
  // would otherwise each need their own call).
  const base = Base.prototype;
  Object.defineProperty(PreparingClient.prototype, 'query', {
    configurable: true,
    writable: true,
    value: function query(this: pg.Client, config: unknown, ...rest: unknown[]): unknown {
      return Reflect.apply(base.query, this, [named(config, rest[0]), ...rest]) as unknown;
    },
  });
  return PreparingClient;
}
