// fast-check generators of bad (and some good) requests for one OpenAPI operation: values that
// follow its schema often enough to reach the handlers, mixed with wrong types, missing and extra
// fields, huge and control strings, bad numbers and dates, bad JSON, bad multipart and bad paths.
import fc from 'fast-check';
import type { JsonSchema, Operation } from './operations';

/** One request as app.inject takes it (payload raw, so that bad JSON stays bad). */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of badness this is, for the summary. */
  kind: string;
}

/** Strings a person cannot type, or that break naive code: NUL, controls, lone surrogates, bidi. */
const CONTROL_STRINGS = [
  '\u0000',
  'Asha\u0000Verma',
  '%00',
  '\u0001\u0002\u001f\u007f',
  '\ud800',
  'ab\udfffcd',
  '\u202eevil\u202c',
  '\u2066x\u2069',
  '\ufeffBOM',
  '\r\n\t',
  'a\u200bb',
  '\u0085\u2028\u2029',
];
const TRICKY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  '😀'.repeat(50),
  'ँ', // a combining mark alone
  '%ff%fe',
  '%',
  '${7*7}',
  'null',
  'undefined',
];
const HUGE_STRINGS = ['A'.repeat(100_000), '\u0000'.repeat(5_000), 'é'.repeat(20_000)];
const BAD_NUMBER_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e309', '-0', '1,234.56', '0x10', '١٢٣', '12abc', '9'.repeat(400), '1.', '.5', ' 7 ', '+1'];
const BAD_DATES = ['0000-00-00', '2024-02-30', '1990-13-45', '+275760-09-13', '01/01/1990', '2100-01-01', '1800-01-01', '2026-08-21T25:61:00Z', '1990-1-1', '19900101'];
const BAD_NUMBERS = [-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1e21, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 4, 3, 101];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_NUMBER_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_DATES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** A value of any JSON type but usually the wrong one. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...BAD_NUMBERS),
  nastyString,
  fc.constant([]),
  fc.constant({}),
  fc.constant([[[[[[[[[[]]]]]]]]]]),
  fc.constant({ a: { b: { c: {} } } }),
  fc.constant(Array.from({ length: 2_000 }, (_, i) => i)),
);

/**
 * Good values for fields the sandbox knows by name (an onboarded demo investor's details, a
 * real IFSC and pincode), so that a share of requests passes validation and reaches the handlers.
 */
const KNOWN_GOOD: Record<string, unknown[]> = {
  mobile: ['9000000001', '9000000006', '9876543210'],
  pan: ['DEMPV0001A', 'ABCPE1234F'],
  password: ['Sanchay@123', 'password1'],
  newPassword: ['Sanchay@1234'],
  confirmPassword: ['Sanchay@1234'],
  otp: ['123456', '000000'],
  ifsc: ['SBIN0000001', 'HDFC0000001'],
  ifscCode: ['SBIN0000001', 'HDFC0000001'],
  pincode: ['560001', '110001'],
  nomineePincode: ['560001'],
  bankAccountNumber: ['12345678901', '000000000000'],
  dob: ['1990-01-01', '2000-02-29'],
  nomineeDOB: ['2015-06-01', '1970-01-01'],
  email: ['asha@example.com'],
  schemeId: [1, 100, 119551],
  amount: [5000, '5000', '100.50'],
  sipDate: [5, 28],
  numOfSipInstallments: [12, 360],
  investmentFrequency: [0, 1],
  riskProfileVersion: [1],
  totalQuestionsCount: [8, 9, 10],
  questionNo: [1, 2],
  answerOptionId: [1, 2, 101],
  userAttemptId: [1, 2, Number.MAX_SAFE_INTEGER],
  accountSequence: [1, 2, 3],
  limit: [1, 200],
  agentCode: ['SANCHAY01', 'NOSUCH'],
  text: ['hdfc', 'axis bluechip'],
  query: ['hdf'],
};

const STRING_LIMIT = 40;

/** A value that follows the schema (roughly): enums, consts, types, objects and arrays. */
export function validish(schema: JsonSchema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  const known = KNOWN_GOOD[name];
  const own = validishOwn(schema ?? {}, depth);
  return known ? fc.oneof(fc.constantFrom(...known), own) : own;
}

function validishOwn(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validish(s, '', depth + 1)));
  if (schema.allOf?.length) return validish(schema.allOf[0], '', depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return fc.constantFrom('1990-01-01', '2026-08-21', '2001-12-31');
      if (schema.format === 'uuid') return fc.uuid();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? STRING_LIMIT, STRING_LIMIT) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validish(schema.items, '', depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth);
    default:
      return anyJson;
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) model[key] = validish(sub, key, depth + 1);
  const required = (schema.required ?? []).filter((k) => k in props);
  return fc.record(model, { requiredKeys: required });
}

/** A value for a field: mostly good, else wrong type or nasty content. */
function fieldValue(schema: JsonSchema | undefined, name: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validish(schema, name) },
    { weight: 2, arbitrary: nastyString },
    { weight: 1, arbitrary: anyJson },
  );
}

/** A body object made from the schema, then maybe broken: a field dropped, replaced, or added. */
function jsonBody(schema: JsonSchema | null): fc.Arbitrary<{ body: unknown; kind: string }> {
  const props = schema?.properties ?? {};
  const keys = Object.keys(props);
  const base: fc.Arbitrary<Record<string, unknown>> = schema ? objectOf(schema, 0) : fc.constant({});
  const extraKey = fc.constantFrom('extra', '__proto__', 'constructor', 'userId', 'ucc', 'isAdmin', '\u0000', 'a'.repeat(1_000));
  const broken = fc.oneof(
    base.map((body) => ({ body, kind: 'json:schema' })),
    keys.length
      ? fc.tuple(base, fc.constantFrom(...keys)).map(([b, k]) => {
          const body = { ...b };
          delete body[k];
          return { body, kind: 'json:missing-field' };
        })
      : base.map((body) => ({ body, kind: 'json:schema' })),
    keys.length
      ? fc
          .tuple(base, fc.constantFrom(...keys))
          .chain(([b, k]) => fieldValue(props[k], k).map((v) => ({ body: { ...b, [k]: v }, kind: 'json:field-value' })))
      : base.map((body) => ({ body, kind: 'json:schema' })),
    keys.length
      ? fc
          .tuple(base, fc.constantFrom(...keys), nastyString)
          .map(([b, k, v]) => ({ body: { ...b, [k]: v }, kind: 'json:nasty-string' }))
      : base.map((body) => ({ body, kind: 'json:schema' })),
    fc.tuple(base, extraKey, anyJson).map(([b, k, v]) => ({ body: { ...b, [k]: v }, kind: 'json:extra-field' })),
    anyJson.map((body) => ({ body, kind: 'json:wrong-root' })),
  );
  return broken;
}

/** Bodies that are not JSON at all, or JSON with the wrong content type. */
const BAD_JSON = [
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '{"a":1}garbage',
  '1e999',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '['.repeat(10_000),
  '{"__proto__":{"polluted":true}}',
  '{"a":1,"a":2}',
  '',
];
const rawBody: fc.Arbitrary<{ payload: string | Buffer; contentType: string | null; kind: string }> = fc.oneof(
  fc.tuple(fc.constantFrom(...BAD_JSON), fc.constantFrom('application/json', 'application/json; charset=latin1')).map(([payload, contentType]) => ({
    payload,
    contentType,
    kind: 'raw:bad-json',
  })),
  fc.constant({ payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d]), contentType: 'application/json', kind: 'raw:bad-bytes' }),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json-patch+json', 'image/png', null).map(
    (contentType) => ({ payload: '{"a":1}', contentType, kind: 'raw:content-type' }),
  ),
);

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** JOSE protected headers a forger tries: no algorithm, a symmetric one, the right one unsigned, broken JSON. */
const JOSE_HEADERS = [
  { alg: 'none' },
  { alg: 'HS256' },
  { alg: 'RS256' },
  { alg: 'RS256', crit: ['b64'], b64: false },
  { alg: 'RS256', jwk: { kty: 'RSA', n: 'AQAB', e: 'AQAB' } },
  { alg: 'RSA1_5', enc: 'A256GCM' },
  { alg: 'RSA-OAEP-256', enc: 'A256GCM' },
  { alg: 'dir', enc: 'A256GCM', zip: 'DEF' },
  '{"alg":',
  'not json',
];
const base64urlSegment = fc.oneof(
  fc.constantFrom(...JOSE_HEADERS).map(b64),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
  fc.constantFrom('', 'AAAA', '!!!!', '=', 'a.b', '\u0000', 'x'.repeat(2_000)),
);
/** Signed-looking bodies: compact JWS and JWE shapes with junk parts, huge ones, JSON events unsigned. */
function joseBody(contentTypes: readonly string[]): fc.Arbitrary<{ payload: string; contentType: string | null; kind: string }> {
  const type = fc.constantFrom(...contentTypes, `${contentTypes[0]}; charset=utf-8`);
  const compact = fc.integer({ min: 1, max: 6 }).chain((parts) => fc.array(base64urlSegment, { minLength: parts, maxLength: parts }).map((p) => p.join('.')));
  const nested = fc.tuple(fc.constantFrom(...JOSE_HEADERS).map(b64), compact, base64urlSegment).map(([h, inner, sig]) => `${h}.${b64(inner)}.${sig}`);
  const unsignedEvent = fc
    .record({ request_id: fc.oneof(nastyString, fc.constant('REQ-1')), action: fc.record({ event_type: fc.constantFrom('ORDER', 'SXP', ''), event: fc.constantFrom('order_allotted', '') }) })
    .map((event) => JSON.stringify(event));
  return fc
    .tuple(fc.oneof(compact, nested, unsignedEvent, fc.constant('A'.repeat(300_000)), nastyString), type)
    .map(([payload, contentType]) => ({ payload, contentType, kind: 'party:jose' }));
}

const BOUNDARY = 'fuzzboundary';
const part = (name: string, filename: string, bytes: Buffer, type = 'image/jpeg') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
/** A few bytes that start like an image or a PDF and then are not one. */
const JUNK_FILES = [
  Buffer.from('\xff\xd8\xff\xe0hello', 'latin1'),
  Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
  Buffer.from('%PDF-1.4\n%junk', 'latin1'),
  Buffer.from('<html><script>alert(1)</script></html>'),
  Buffer.alloc(0),
];
const multipartBody: fc.Arbitrary<{ payload: Buffer; contentType: string; kind: string }> = fc.oneof(
  fc.constant({ payload: Buffer.concat([part('file', 'c.jpg', JUNK_FILES[3]!), end]), contentType: 'multipart/form-data', kind: 'multipart:no-boundary' }),
  fc.constant({
    payload: Buffer.concat([part('file', 'c.jpg', JUNK_FILES[3]!), end]),
    contentType: 'multipart/form-data; boundary=other',
    kind: 'multipart:wrong-boundary',
  }),
  fc.integer({ min: 1, max: 120 }).map((cut) => ({
    payload: Buffer.concat([part('file', 'c.jpg', JUNK_FILES[0]!), end]).subarray(0, cut),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    kind: 'multipart:truncated',
  })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
    payload: Buffer.from(bytes),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    kind: 'multipart:garbage',
  })),
  fc.tuple(fc.constantFrom('file', 'other', '', '\u0000'), fc.constantFrom('c.jpg', '../../x.png', '\u0000.png', 'a'.repeat(500)), fc.constantFrom(...JUNK_FILES)).map(
    ([name, filename, bytes]) => ({
      payload: Buffer.concat([part(name, filename, bytes), end]),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      kind: 'multipart:junk-file',
    }),
  ),
  fc.constant({
    payload: Buffer.concat([part('file', 'a.jpg', JUNK_FILES[0]!), part('file', 'b.jpg', JUNK_FILES[1]!), end]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    kind: 'multipart:two-files',
  }),
);

/** Query values: the schema's, nasty ones, repeated keys and raw percent-escapes. */
function queryString(op: Operation): fc.Arbitrary<{ query: string; kind: string }> {
  const params = op.queryParams;
  const encoded = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  const fromSchema = fc
    .tuple(...params.map((p) => fc.option(fc.oneof({ weight: 3, arbitrary: validish(p.schema, p.name) }, { weight: 2, arbitrary: nastyString }), { nil: undefined, freq: 4 })))
    .map((values) =>
      params
        .map((p, i) => (values[i] === undefined ? null : `${encodeURIComponent(p.name)}=${encoded(values[i])}`))
        .filter((x): x is string => x !== null)
        .join('&'),
    );
  const names = params.length ? params.map((p) => p.name) : ['q'];
  const raw = fc
    .tuple(fc.constantFrom(...names), fc.constantFrom('%00', '%ff%fe', '%', '%zz', 'a%00b', '%e2%80%ae', '%ed%a0%80', 'x'.repeat(10_000)))
    .map(([n, v]) => `${n}=${v}`);
  const repeated = fc.constantFrom(...names).map((n) => `${n}=1&${n}=2`);
  const extra = fc.constantFrom('__proto__[x]=1', 'constructor=1', 'a[b][c]=1', '&&&', '=');
  return fc.oneof(
    { weight: 4, arbitrary: fromSchema.map((query) => ({ query, kind: 'query:schema' })) },
    { weight: 1, arbitrary: raw.map((query) => ({ query, kind: 'query:raw-escape' })) },
    { weight: 1, arbitrary: repeated.map((query) => ({ query, kind: 'query:repeated' })) },
    { weight: 1, arbitrary: fc.tuple(fromSchema, extra).map(([q, e]) => ({ query: q ? `${q}&${e}` : e, kind: 'query:extra' })) },
  );
}

/**
 * The path with its parameters: good ones (known by name, digits for ids), nasty ones (text where
 * an id is numeric: the class of bug behind a 500 of the challan PDF, issue 23 §5) and raw escapes
 * Fastify must refuse well.
 */
function pathOf(op: Operation): fc.Arbitrary<string> {
  if (op.pathParams.length === 0) return fc.constant(op.path);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('SANCHAY01', 'sanchay01', 'NOSUCH', '1', ...(KNOWN_GOOD[name] ?? []).map(String)) },
      { weight: 2, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '12abc', '9'.repeat(19), '9'.repeat(40), 'abc', '00000000-0000-0000-0000-000000000000') },
      { weight: 2, arbitrary: nastyString.map((s) => encodeURIComponent(s.slice(0, 300))) },
      { weight: 2, arbitrary: fc.constantFrom('%ff%fe', '%00', '%', '%zz', 'a'.repeat(300), '..', '%2F..%2F', '%e2%80%ae') },
    );
  return fc.tuple(...op.pathParams.map((p) => segment(p.name))).map((values) => {
    let path = op.path;
    op.pathParams.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, values[i]!);
    });
    return path;
  });
}

/** Every kind of request for one operation. */
export function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const target = fc.tuple(pathOf(op), queryString(op)).map(([path, q]) => ({ url: q.query ? `${path}?${q.query}` : path, queryKind: q.kind }));
  const host = fc.constantFrom('localhost', 'localhost', 'localhost', 'pro.localhost');
  if (op.method === 'GET' || op.method === 'DELETE') {
    return fc.tuple(target, host).map(([t, h]) => ({ method: op.method, url: t.url, headers: { host: h }, kind: t.queryKind }));
  }
  const body = fc.oneof(
    { weight: 6, arbitrary: jsonBody(op.body).map((b) => ({ payload: JSON.stringify(b.body) ?? 'null', contentType: 'application/json' as string | null, kind: b.kind })) },
    { weight: 2, arbitrary: rawBody },
    { weight: 2, arbitrary: multipartBody },
    { weight: 1, arbitrary: fc.constant({ payload: undefined as string | undefined, contentType: null, kind: 'no-body' }) },
    // A party's route (a webhook) is sent what a forger would send it, in its own content types.
    ...(op.party ? [{ weight: 8, arbitrary: joseBody(op.party.contentTypes) }] : []),
  );
  return fc.tuple(target, host, body).map(([t, h, b]) => {
    const headers: Record<string, string> = { host: h };
    if (b.contentType) headers['content-type'] = b.contentType;
    return { method: op.method, url: t.url, headers, ...(b.payload !== undefined ? { payload: b.payload } : {}), kind: b.kind };
  });
}
