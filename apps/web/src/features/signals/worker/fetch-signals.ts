import { latestSignalsResponseSchema, signalsByDateResponseSchema, type Signal } from '@argus/contract';
import { toStartCase } from '@argus/filtering';
import type { SignalsAnswerKind } from './signals-worker-protocol';

const SCHEMAS = { latest: latestSignalsResponseSchema, byDate: signalsByDateResponseSchema };

export type FetchedSignals =
  /** `serverTime`: the answer's `Date` header (ms), where a live stream resumes for the folder it loaded. */
  | { ok: true; body: { events: Signal[] }; serverTime: number | null }
  | { ok: false; status: number; statusText: string; body: unknown }
  /** status 0: no answer (network); -1: an answer that is not the contract's shape. */
  | { ok: false; status: 0 | -1; message: string };

/** Spec section 3: target entity names are start-cased on load, whichever way the signals arrive. */
export function normaliseSignals(events: Signal[]): Signal[] {
  for (const event of events) event.targetEntityName = toStartCase(event.targetEntityName);
  return events;
}

/**
 * Fetches a folder's signals off the main thread (spec section 7): the request, the JSON parse and validation of
 * thousands of events and their start-case normalisation happen in the worker; the page receives ready-to-show events.
 */
export async function fetchSignals(
  kind: SignalsAnswerKind,
  path: string,
  token: string | null,
): Promise<FetchedSignals> {
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
  const parsed = SCHEMAS[kind].safeParse(body);
  if (!parsed.success) {
    // The details are for developers (a server of another version); the user reads a sentence.
    console.warn(`Signals answer of ${path} does not match the contract`, parsed.error.issues);
    return { ok: false, status: -1, message: 'The server answered in a form this version of Argus does not read.' };
  }
  normaliseSignals(parsed.data.events);
  const date = Date.parse(response.headers.get('date') ?? '');
  return { ok: true, body: parsed.data, serverTime: Number.isNaN(date) ? null : date };
}
