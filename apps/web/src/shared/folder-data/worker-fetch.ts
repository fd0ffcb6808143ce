/** What a worker's fetch answers its page, as a structured-clonable value (errors cannot cross as themselves). */
export type WorkerFetched<T> =
  /** `serverTime`: the answer's `Date` header (ms), for a stream that resumes from the load (ADR 0046). */
  | { ok: true; body: T; serverTime: number | null }
  | { ok: false; status: number; statusText: string; body: unknown }
  /** status 0: no answer (network); -1: an answer that is not the contract's shape. */
  | { ok: false; status: 0 | -1; message: string };

/** A contract schema: anything with zod's `safeParse`. */
export type WorkerSchema<T> = {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: unknown } };
};

/**
 * GETs an API path in a worker (ADR 0012) with the session's token and validates the answer against the contract:
 * the request, the JSON parse and the validation of thousands of items stay off the page's thread. `what` names the
 * answer in the developer's warning when it does not match.
 */
export async function fetchValidated<T>(
  path: string,
  token: string | null,
  schema: WorkerSchema<T>,
  what: string,
): Promise<WorkerFetched<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text, the page shows it as the message.
  }
  if (!response.ok) return { ok: false, status: response.status, statusText: response.statusText, body };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // The details are for developers (a server of another version); the user reads a sentence.
    console.warn(`${what} answer of ${path} does not match the contract`, parsed.error.issues);
    return { ok: false, status: -1, message: 'The server answered in a form this version of Argus does not read.' };
  }
  const date = Date.parse(response.headers.get('date') ?? '');
  return { ok: true, body: parsed.data, serverTime: Number.isNaN(date) ? null : date };
}
