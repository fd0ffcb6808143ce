import {
  endpointPath,
  TOTAL_COUNT_HEADER,
  type EndpointAnswer,
  type EndpointDescriptor,
  type EndpointInput,
} from '@argus/contract';
import { ApiError, NetworkError, SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE } from './errors';
import { nextTask } from './next-task';

/** A query's values; a list is sent as the parameter repeated, as the API's array parameters read it. */
export type QueryValues = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

/** Anything with a zod-like `parse`, so that responses can be checked against the contract's schemas. */
export type ResponseParser<T> = { parse: (input: unknown) => T };

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryValues;
  signal?: AbortSignal;
  parser?: ResponseParser<T>;
  /** The media type asked for: JSON unless a file is fetched. */
  accept?: string;
};

type ApiClientHooks = {
  getToken: () => string | null;
  /** Called when a request that carried a token is refused with 401: the token was revoked or expired. */
  onUnauthorized: () => void;
  /**
   * Called when any call is answered with a server failure (5xx): spec section 8 apologises for it whatever the call
   * was (a list load, a login, a save, a delete), and the call's own error then reads SERVER_ERROR_MESSAGE.
   */
  onServerFailure?: () => void;
};

let hooks: ApiClientHooks = { getToken: () => null, onUnauthorized: () => undefined };

/** The session store registers itself here; keeps this module free of any state library. */
export function configureApiClient(nextHooks: ApiClientHooks): void {
  hooks = nextHooks;
}

function buildUrl(path: string, query: QueryValues | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function readStringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** The error of a non-2xx answer, from its status and parsed body (also used for answers fetched in a worker). */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  if (status >= 500) {
    return new ApiError(status, SERVER_ERROR_TITLE, SERVER_ERROR_MESSAGE);
  }
  const error = readStringField(body, 'error') ?? (statusText || 'Error');
  const message =
    readStringField(body, 'message') ?? (typeof body === 'string' && body ? body : `Request failed (${status})`);
  return new ApiError(status, error, message, readStringField(body, 'field'));
}

/** The requests under way, so that a refusal can wait for an answer that replaces the token (a password change). */
const requestsInFlight = new Set<Promise<unknown>>();

/** The longest a refusal waits for the requests under way: a stalled download must not keep a revoked session. */
const REFUSAL_WAIT_MS = 5_000;

/**
 * A request that carried the session's token was refused with 401: the token was revoked or has expired, and the
 * session ends. Unless the token was replaced meanwhile: a password change revokes the old token before its answer
 * brings the new one, so a request sent with the old token (a poll, a worker's read) can be refused first. The
 * verdict therefore waits for the requests already under way (at most REFUSAL_WAIT_MS) and for their handlers (a task
 * later).
 */
export function reportUnauthorized(usedToken: string | null): void {
  if (!usedToken) return;
  const underWay = Promise.allSettled([...requestsInFlight]);
  void Promise.race([underWay, new Promise((resolve) => setTimeout(resolve, REFUSAL_WAIT_MS))])
    .then(nextTask)
    .then(() => {
      if (usedToken === hooks.getToken()) hooks.onUnauthorized();
    });
}

/** The session's token, for requests made outside this module (the signals worker). */
export function currentToken(): string | null {
  return hooks.getToken();
}

/** The headers every call carries: what it accepts and, signed in, the session's token. */
function headersFor(token: string | null, accept = 'application/json'): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * GETs sent before the code that reads their answers has loaded (ADR 0150): the start-up's reads leave with the page's
 * first script or with the login answer, and the first call of the same URL with the same token takes the answer,
 * once, and parses it as if it had fetched it.
 */
const earlyAnswers = new Map<string, { token: string; response: Promise<Response> }>();

/** Sends a GET of each URL with the session's token, unless one with this token is already waiting to be taken. */
export function askEarly(urls: readonly string[]): void {
  const token = hooks.getToken();
  if (!token) return;
  for (const url of urls) {
    if (earlyAnswers.get(url)?.token === token) continue;
    const response = fetch(url, { headers: headersFor(token) });
    // A failure belongs to the call that takes the answer; one never taken must not be reported as unhandled.
    response.catch(() => undefined);
    earlyAnswers.set(url, { token, response });
  }
}

/** The answer asked early for `url`, once; none when it was asked with another token (the session changed since). */
function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | undefined {
  const asked = earlyAnswers.get(url);
  if (!asked) return undefined;
  earlyAnswers.delete(url);
  return asked.token === token ? asked.response : undefined;
}

/**
 * Drops the answers nobody took. The start-up calls it once its reads have left: a later read of the same URL (after
 * a change, say) must fetch what is true then, not take an answer from the start of the page.
 */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
}

type Exchange<Body> = Promise<{ response: Response; body: Body }>;

/** Every request goes through here, so that a refusal knows what else is under way. */
function send<Body = unknown>(
  path: string,
  options: RequestOptions<unknown>,
  readSuccess: (response: Response) => Promise<Body> = readBody as (response: Response) => Promise<Body>,
): Exchange<Body> {
  const exchanging = exchange(path, options, readSuccess);
  requestsInFlight.add(exchanging);
  const forget = () => requestsInFlight.delete(exchanging);
  exchanging.then(forget, forget);
  return exchanging;
}

async function exchange<Body>(
  path: string,
  options: RequestOptions<unknown>,
  readSuccess: (response: Response) => Promise<Body>,
): Exchange<Body> {
  const token = hooks.getToken();
  const headers = headersFor(token, options.accept);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';
  // A start-up read may have left before this code loaded (ADR 0150).
  const early = method === 'GET' ? takeEarlyAnswer(url, token) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (error) {
    // An abort is the caller's decision, not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  }

  if (!response.ok) {
    if (response.status === 401) reportUnauthorized(token);
    if (response.status >= 500) hooks.onServerFailure?.();
    throw toApiError(response.status, await readBody(response), response.statusText);
  }
  return { response, body: await readSuccess(response) };
}

/** Sends a request to the API on the same origin and returns the parsed JSON answer. */
export async function requestApi<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { body } = await send(path, options);
  return options.parser ? options.parser.parse(body) : (body as T);
}

/** One page of a list paged on the server: its rows, and how many match in all (the X-Total-Count header). */
export type ListPage<T> = { rows: T[]; total: number };

export async function requestApiPage<T>(path: string, options: RequestOptions<T[]> = {}): Promise<ListPage<T>> {
  const { response, body } = await send(path, options);
  const rows = options.parser ? options.parser.parse(body) : (body as T[]);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/**
 * A file the API answers (a CSV export), fetched with the session's bearer header, which a plain link could not
 * send; the caller saves the blob. Refusals come back as ApiError like any call's.
 */
export async function requestApiFile(
  path: string,
  options: Pick<RequestOptions<never>, 'query' | 'signal' | 'accept'> = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const { response, body } = await send(path, options, (answer) => answer.blob());
  return { blob: body, headers: response.headers };
}

/** What `callEndpoint` takes: the endpoint's params, query and body (each where it has one), and an abort signal. */
export type EndpointCall<Endpoint extends EndpointDescriptor> = EndpointInput<Endpoint> & { signal?: AbortSignal };

/** Endpoints with nothing to send may be called without a second argument. */
type CallArguments<Endpoint extends EndpointDescriptor> =
  object extends EndpointInput<Endpoint> ? [call?: EndpointCall<Endpoint>] : [call: EndpointCall<Endpoint>];

/** The URL of a call (path with its parameters, then the query), for requests made elsewhere (the data workers). */
export function endpointUrl<Endpoint extends EndpointDescriptor>(
  endpoint: Endpoint,
  call: Pick<EndpointInput<Endpoint>, 'params' | 'query'>,
): string {
  return buildUrl(endpointPath(endpoint, call.params), call.query as QueryValues | undefined);
}

function requestOf<Endpoint extends EndpointDescriptor>(endpoint: Endpoint, call: EndpointCall<Endpoint> | undefined) {
  return {
    path: endpointPath(endpoint, call?.params),
    options: {
      method: endpoint.method,
      query: call?.query as QueryValues | undefined,
      body: call?.body as unknown,
      signal: call?.signal,
    },
  };
}

/**
 * Calls an endpoint of the contract: builds its path from `params`, sends `query` and `body`, and answers the body as
 * the endpoint's response schema parses it. A refusal throws ApiError, a failed connection NetworkError.
 */
export async function callEndpoint<Endpoint extends EndpointDescriptor>(
  endpoint: Endpoint,
  ...[call]: CallArguments<Endpoint>
): Promise<EndpointAnswer<Endpoint>> {
  const { path, options } = requestOf(endpoint, call);
  const { body } = await send(path, options);
  return (endpoint.response ? endpoint.response.parse(body) : undefined) as EndpointAnswer<Endpoint>;
}

/** A page of a list endpoint paged on the server, with the X-Total-Count header's total. */
export async function callEndpointPage<Endpoint extends EndpointDescriptor>(
  endpoint: Endpoint,
  ...[call]: CallArguments<Endpoint>
): Promise<ListPage<EndpointAnswer<Endpoint> extends (infer Row)[] ? Row : never>> {
  const { path, options } = requestOf(endpoint, call);
  return requestApiPage(path, { ...options, parser: endpoint.response as ResponseParser<never[]> | undefined });
}

/** A file an endpoint answers (a CSV export), as a blob with the answer's headers. */
export function callEndpointFile<Endpoint extends EndpointDescriptor>(
  endpoint: Endpoint,
  ...[call]: CallArguments<Endpoint>
): Promise<{ blob: Blob; headers: Headers }> {
  const { path, options } = requestOf(endpoint, call);
  return requestApiFile(path, { query: options.query, signal: options.signal, accept: endpoint.produces });
}
