// One malformed request of the bad-input drill: an operation of the OpenAPI document, a caller and a mutation (see
// mutations.ts), all drawn from a seeded generator, so that every run sends the same requests.
import type { Random } from '../../apps/api/src/db/seed/random';
import { sampleValue, toJson } from './json-body';
import {
  applicableKinds,
  BAD_PATH_VALUES,
  badQueryValues,
  INVALID_JSON,
  mutateBody,
  UNSUPPORTED_TYPES,
  type Kind,
} from './mutations';
import type { Operation } from './operations';

export type Caller = 'admin' | 'guest' | 'forged-token';

export type DrillRequest = {
  operation: string;
  kind: Kind;
  /** Which form of the mutation, for the report (e.g. 'depth 100000 objects'). */
  variant: string;
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The field a 400 should name (a field mutation sent by the admin). */
  field?: string;
  /** Sent over a real socket rather than `app.inject`; `chunked`: without a content-length. */
  http: boolean;
  chunked: boolean;
  /** A different address per request, so that the per-address rate limits stay out of the way of validation. */
  remoteAddress: string;
};

/** The admin's bearer token, and Authorization headers that must not pass: forged, tampered, malformed. */
export type Callers = { adminToken: string; forgedHeaders: string[] };
/** Keys of existing rows for each path parameter: a malformed body or header then meets a real target. */
export type ValidPaths = (operation: Operation) => Record<string, string>;

const BIG_BODY_BYTES = 10 * 1024 * 1024;
let bigBody: string | undefined;

const isParseable = (text: string | Buffer) => {
  try {
    JSON.parse(text.toString());
    return true;
  } catch {
    return false;
  }
};

type Parts = { variant: string; payload?: string | Buffer; contentType?: string; field?: string; query?: string };

/** The parts of the request that the mutation decides; `pathValues` (URL text) is changed in place for bad paths. */
function mutate(random: Random, kind: Kind, operation: Operation, pathValues: Record<string, string>): Parts {
  const json = operation.body ? 'application/json' : undefined;
  const sampleText = operation.body ? toJson(sampleValue(operation.body)) : undefined;
  switch (kind) {
    case 'bad-path': {
      // Every path parameter at once: one bad one beside valid ones could still name a real row (a reason, say).
      for (const name of Object.keys(pathValues)) pathValues[name] = random.pick(BAD_PATH_VALUES);
      return { variant: Object.values(pathValues).join(' / ').slice(0, 60), payload: sampleText, contentType: json };
    }
    case 'bad-query': {
      const parameter = random.pick(operation.parameters.filter((candidate) => candidate.in === 'query'));
      const query = random.pick(badQueryValues(parameter.name));
      return { variant: query.slice(0, 60), query, payload: sampleText, contentType: json };
    }
    case 'invalid-json': {
      const payload = random.pick(INVALID_JSON)(sampleText ?? '{"a":1}', random);
      return {
        variant: payload.toString().slice(0, 60),
        payload: isParseable(payload) ? '{' : payload,
        contentType: 'application/json',
      };
    }
    case 'wrong-content-type': {
      // text/plain and no type at all are refused only where the route expects a JSON body; elsewhere they would
      // reach the handler, so there only the types no parser takes.
      if (operation.body && random.chance(0.4)) {
        const contentType = random.pick(['text/plain', undefined]);
        return { variant: `${contentType ?? 'no content-type'} JSON`, payload: sampleText, contentType };
      }
      const [contentType, payload] = random.pick(UNSUPPORTED_TYPES);
      return { variant: contentType, payload, contentType };
    }
    case 'big-body': {
      bigBody ??= `{"x":"${'x'.repeat(BIG_BODY_BYTES)}"}`;
      const contentType = random.pick(['application/json', 'text/plain']);
      return { variant: `10 MB ${contentType}`, payload: bigBody, contentType };
    }
    default: {
      const mutation = mutateBody(random, kind, operation.body!);
      return { ...mutation, payload: toJson(mutation.body), contentType: json };
    }
  }
}

export function buildRequest(random: Random, operation: Operation, callers: Callers, validPaths: ValidPaths) {
  const kinds = applicableKinds(operation);
  const kind = random.pickWeighted(
    kinds.map(([name]) => name),
    kinds.map(([, weight]) => weight),
  );
  const caller: Caller = operation.spendsToken
    ? random.pickWeighted(['guest', 'forged-token'] as const, [30, 70])
    : operation.secured
      ? random.pickWeighted(['admin', 'guest', 'forged-token'] as const, [85, 10, 5])
      : 'guest';
  const pathValues = Object.fromEntries(
    Object.entries(validPaths(operation)).map(([name, value]) => [name, encodeURIComponent(value)]),
  );
  const parts = mutate(random, kind, operation, pathValues);
  const headers: Record<string, string> = {};
  if (caller === 'admin') headers.authorization = `Bearer ${callers.adminToken}`;
  if (caller === 'forged-token') headers.authorization = random.pick(callers.forgedHeaders);
  if (parts.contentType) headers['content-type'] = parts.contentType;
  // inject bypasses Node's HTTP parser and socket handling: the kinds that test those go over a socket half the time.
  const http = random.chance(kind === 'big-body' || kind === 'invalid-json' ? 0.5 : 0.05);
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '');
  return {
    operation: operation.name,
    kind,
    variant: parts.variant,
    caller,
    method: operation.method,
    url: parts.query ? `${path}?${parts.query}` : path,
    headers,
    payload: parts.payload,
    field: caller === 'admin' ? parts.field : undefined,
    http,
    chunked: http && kind === 'big-body' && random.chance(0.5),
    remoteAddress: `10.${random.integer(0, 255)}.${random.integer(0, 255)}.${random.integer(1, 254)}`,
  } satisfies DrillRequest;
}
