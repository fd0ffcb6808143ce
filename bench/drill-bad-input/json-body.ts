// Valid request bodies made from an operation's JSON schema (the OpenAPI document's, generated from the zod
// contract), the fields a mutation can aim at, and a JSON writer that can also write what JSON.stringify cannot: raw
// tokens (1e999, 10,000 brackets) and own `__proto__` keys.

/** The part of JSON Schema (OpenAPI 3.0 flavour) that `jsonSchemaTransform` writes for the contract's zod schemas. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

/** Text written as is into the JSON: a token JSON.stringify cannot make (1e999) or one too deep for a recursion. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type FieldPath = (string | number)[];
export type Field = { path: FieldPath; schema: JsonSchema };

const SAMPLE_UUID = '6f1c2a52-0d43-4b8e-9a7e-2f5b8c1d3e4f';
/** Tried in turn for a string field: the first that fits its pattern, format and length is the sample. */
const STRING_CANDIDATES = [
  'drill_value',
  SAMPLE_UUID,
  'drill@example.com',
  '123456789',
  '2025-01-15',
  '2025-01-15T00:00:00.000Z',
  '0 8 * * 1',
  'https://example.com/drill',
  'abc',
];
const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f-]{36}$/,
  email: /@/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /T/,
  uri: /^https:/,
};

/** The first branch of a union: the one the sample is made from. */
export function resolve(schema: JsonSchema): JsonSchema {
  return schema.anyOf ? resolve(schema.anyOf[0]!) : schema;
}

export function typeOf(schema: JsonSchema): string {
  const resolved = resolve(schema);
  if (resolved.type) return resolved.type;
  if (resolved.properties) return 'object';
  return typeof resolved.enum?.[0];
}

function sampleString(schema: JsonSchema): string {
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text)) &&
    (!schema.format || !FORMATS[schema.format] || FORMATS[schema.format]!.test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/**
 * A value the schema accepts: every property (optional ones too, so that each is a target), the first enum value,
 * the smallest allowed number, one item per array. A mutation then breaks exactly one thing in it.
 */
export function sampleValue(schema: JsonSchema): unknown {
  const resolved = resolve(schema);
  if (resolved.enum) return resolved.enum[0];
  switch (typeOf(resolved)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, property]) => [key, sampleValue(property)]),
      );
    case 'array':
      return resolved.items ? [sampleValue(resolved.items)] : [];
    case 'string':
      return sampleString(resolved);
    case 'integer':
    case 'number':
      return Math.max(resolved.minimum ?? 1, Math.min(resolved.maximum ?? 1, 1));
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Every property and array item of `value` with its schema, depth first: the targets of the field mutations. */
export function fieldsOf(schema: JsonSchema, value: unknown, path: FieldPath = []): Field[] {
  const resolved = resolve(schema);
  // The field's own schema, unions whole: a mutation must see that a nullable field takes null.
  const fields: Field[] = path.length > 0 ? [{ path, schema }] : [];
  if (Array.isArray(value) && resolved.items) {
    value.forEach((item, index) => fields.push(...fieldsOf(resolved.items!, item, [...path, index])));
  } else if (value && typeof value === 'object' && resolved.properties) {
    for (const [key, item] of Object.entries(value)) {
      const property = resolved.properties[key];
      if (property) fields.push(...fieldsOf(property, item, [...path, key]));
    }
  }
  return fields;
}

/** The required properties of every object in the sample, as paths. */
export function requiredPaths(schema: JsonSchema, value: unknown, path: FieldPath = []): FieldPath[] {
  const resolved = resolve(schema);
  if (!value || typeof value !== 'object' || Array.isArray(value) || !resolved.properties) return [];
  const own = (resolved.required ?? []).map((key) => [...path, key]);
  const nested = Object.entries(value).flatMap(([key, item]) =>
    resolved.properties![key] ? requiredPaths(resolved.properties![key]!, item, [...path, key]) : [],
  );
  return [...own, ...nested];
}

/** Sets (or with `undefined`, deletes) the value at `path` in place, as an own property even for `__proto__`. */
export function setAt(root: unknown, path: FieldPath, value: unknown) {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  const key = path.at(-1)!;
  if (value === undefined) delete (parent as Record<string, unknown>)[key];
  else Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}

/** JSON text, with RawJson written as is; iterative values only, so a deep RawJson costs no recursion here. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const fieldName = (path: FieldPath) => path.join('.');
