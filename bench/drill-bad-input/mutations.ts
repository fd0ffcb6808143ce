// The mutations of the bad-input drill: what each kind breaks in a request, and which kinds fit an operation. Each
// breaks at least one thing the contract forbids, so a run that changes a row count has found a write that should
// have been refused, never a valid request the drill sent by chance.
import type { Random } from '../../apps/api/src/db/seed/random';
import {
  fieldName,
  fieldsOf,
  RawJson,
  requiredPaths,
  resolve,
  sampleValue,
  setAt,
  toJson,
  typeOf,
  type Field,
  type FieldPath,
  type JsonSchema,
} from './json-body';
import type { Operation } from './operations';

export type Kind =
  | 'wrong-type'
  | 'missing-field'
  | 'huge-string'
  | 'proto-key'
  | 'deep-nesting'
  | 'invalid-json'
  | 'wrong-content-type'
  | 'big-body'
  | 'bad-path'
  | 'bad-query'
  | 'nul-character';

const MEGABYTE = 1_000_000;
/** Already written as URL text: each is malformed for its parameter or names nothing that exists. */
export const BAD_PATH_VALUES = [
  'not-a-uuid',
  '12345',
  '-1',
  '1e309',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  'prototype',
  '',
  '%00',
  '%E0%A4%A',
  '%F0%9F',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%0d%0aSet-Cookie:%20x=1',
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('ü💩\u202e'),
  'a'.repeat(10_000),
  '00000000-0000-0000-0000-000000000000',
  '6f1c2a52-0d43-4b8e-9a7e-2f5b8c1d3e4fx',
];
/** Values the declared query parameters refuse (an extra, unknown key would pass and the write would go ahead). */
export const badQueryValues = (name: string) => [
  `${name}=a&${name}=b`,
  `${name}=xx%00`,
  `${name}=${'q'.repeat(100_000)}`,
  `${name}=`,
  `${name}[__proto__][x]=1`,
];
export const INVALID_JSON: ((text: string, random: Random) => string | Buffer)[] = [
  (text, random) => text.slice(0, random.integer(0, Math.max(0, text.length - 1))),
  (text) => text.replace(/}$/, ',}'),
  (text) => text.replaceAll('"', "'"),
  (text) => `/* comment */ ${text}`,
  (text) => `${text} trailing`,
  (text) => `${text}${text}`,
  () => '',
  () => '{',
  () => 'undefined',
  () => 'NaN',
  () => '\uFEFF{"a":',
  () => '{"a":"\\x41"}',
  () => '{"a":01}',
  // Bytes that are no UTF-8 at all, in an unfinished object.
  () => Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"')]),
];
export const UNSUPPORTED_TYPES: [string, string][] = [
  ['application/x-www-form-urlencoded', 'username=admin&privilege=9'],
  ['application/xml', '<?xml version="1.0"?><user><privilege>9</privilege></user>'],
  ['multipart/form-data; boundary=drill', '--drill\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--drill--'],
  ['text/json', '{}'],
];
const PROTO_VALUES: [string, unknown][] = [
  ['__proto__', { privilege: 9, isAdmin: true }],
  ['constructor', { prototype: { privilege: 9 } }],
];

/** Values of another type than the schema's; null only where the field is not nullable. */
function wrongValues(schema: JsonSchema): unknown[] {
  const infinite = new RawJson('1e999');
  const byType: Record<string, unknown[]> = {
    string: [42, true, [], {}, ['drill']],
    integer: ['1', 1.5, 2 ** 64, -1e20, true, [], {}, infinite],
    number: ['1', true, [], {}, infinite, new RawJson('-1e999')],
    boolean: ['true', 1, 0, [], {}],
    array: ['drill', 1, {}, { 0: 'x', length: 1 }],
    object: ['drill', 1, [], true],
  };
  const values = byType[typeOf(schema)] ?? ['drill', 1, []];
  return allowsNull(schema) ? values : [...values, null];
}

/** Null is a valid value: `nullable` (OpenAPI 3.0), or a `{ type: 'null' }` branch of a union (3.1, zod's `nullish`). */
function allowsNull(schema: JsonSchema): boolean {
  return Boolean(schema.nullable || resolve(schema).nullable || schema.anyOf?.some((branch) => branch.type === 'null'));
}

function deepValue(random: Random): [string, RawJson] {
  const depth = random.pick([10_000, 100_000]);
  const shape = random.pick(['arrays', 'objects', 'objects ending in constructor']);
  if (shape === 'arrays') return [`depth ${depth} ${shape}`, new RawJson('['.repeat(depth) + ']'.repeat(depth))];
  const bottom = shape === 'objects' ? '{}' : '{"constructor":{"prototype":{"privilege":9}}}';
  return [`depth ${depth} ${shape}`, new RawJson('{"a":'.repeat(depth) + bottom + '}'.repeat(depth))];
}

/** Top-level string fields, bar passwords: a password is hashed, never stored, so a NUL in it is no bad input. */
function nulTargets(schema: JsonSchema, body: unknown) {
  return fieldsOf(schema, body).filter(
    (field) => field.path.length === 1 && typeOf(field.schema) === 'string' && !/password/i.test(String(field.path[0])),
  );
}

export type BodyMutation = { body: unknown; variant: string; field?: string };

/** Breaks one field of the sample body (or the whole body: path []) in the way `kind` says. */
export function mutateBody(random: Random, kind: Kind, schema: JsonSchema): BodyMutation {
  const body = sampleValue(schema);
  const fields: Field[] = [{ path: [], schema }, ...fieldsOf(schema, body)];
  const replace = (path: FieldPath, value: unknown) => (path.length === 0 ? value : (setAt(body, path, value), body));
  const named = (path: FieldPath) => fieldName(path) || 'body';
  switch (kind) {
    case 'wrong-type': {
      const { path, schema: fieldSchema } = random.pick(fields);
      const value = random.pick(wrongValues(fieldSchema));
      return { body: replace(path, value), variant: `${typeOf(fieldSchema)} ← ${toJson(value)}`, field: named(path) };
    }
    case 'missing-field': {
      const path = random.pick(requiredPaths(schema, body));
      setAt(body, path, undefined);
      return { body, variant: 'required field left out', field: named(path) };
    }
    case 'huge-string': {
      const strings = fields.filter((field) => typeOf(field.schema) === 'string');
      const { path } = random.pick(strings.length > 0 ? strings : fields);
      const array = random.chance(0.2);
      const value = array ? Array.from({ length: 200_000 }, () => 'x') : 'x'.repeat(MEGABYTE);
      return { body: replace(path, value), variant: array ? '200,000 items' : '1 MB string', field: named(path) };
    }
    case 'proto-key': {
      const objects = fields.filter((field) => typeOf(field.schema) === 'object');
      // A body of no object fields but itself (a batch of items, say): the key goes at its top.
      const { path } = objects.length > 0 ? random.pick(objects) : { path: [] as (string | number)[] };
      const [key, value] = random.pick(PROTO_VALUES);
      setAt(body, [...path, key], value);
      return { body, variant: `${key} key at ${named(path)}` };
    }
    case 'deep-nesting': {
      const { path } = random.pick(fields);
      const [variant, value] = deepValue(random);
      return { body: replace(path, value), variant };
    }
    case 'nul-character': {
      // A PATCH with one string field holding NUL, which PostgreSQL cannot store: the schema lets it through, so this
      // checks that the database's refusal becomes a 400, with only the required fields beside it.
      const { path } = random.pick(nulTargets(schema, body));
      const minimal = Object.fromEntries(
        (schema.required ?? []).map((key) => [key, (body as Record<string, unknown>)[key]]),
      );
      minimal[path[0]!] = 'drill\u0000value';
      return { body: minimal, variant: `NUL in ${named(path)}` };
    }
    default:
      return { body, variant: 'sample body' };
  }
}

export function applicableKinds(operation: Operation): [Kind, number][] {
  const kinds: [Kind, number][] = [
    ['invalid-json', 2],
    ['wrong-content-type', 1.5],
    ['big-body', 0.7],
  ];
  const { body } = operation;
  if (body) {
    const sample = sampleValue(body);
    kinds.push(['wrong-type', 3], ['huge-string', 1], ['deep-nesting', 1.5]);
    // A prototype key needs an object to sit in (a body that may be null, such as a copy's, samples as null).
    if (sample !== null && typeof sample === 'object' && !Array.isArray(sample)) kinds.push(['proto-key', 1.5]);
    if (requiredPaths(body, sample).length > 0) kinds.push(['missing-field', 2]);
    if (operation.method === 'PATCH' && nulTargets(body, sample).length > 0) kinds.push(['nul-character', 1]);
  }
  if (operation.parameters.some((parameter) => parameter.in === 'path')) kinds.push(['bad-path', body ? 2 : 4]);
  if (operation.parameters.some((parameter) => parameter.in === 'query')) kinds.push(['bad-query', 2]);
  return kinds;
}
