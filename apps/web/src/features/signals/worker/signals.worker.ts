// Fetches a folder's signals off the main thread (spec section 7): the request, the JSON parse and validation of
// thousands of events and their start-case normalisation happen here; the page receives ready-to-show events.
import { latestSignalsResponseSchema, signalsByDateResponseSchema, type Signal } from '@argus/contract';
import { toStartCase } from '../lib/start-case';

const SCHEMAS = { latest: latestSignalsResponseSchema, byDate: signalsByDateResponseSchema };
export type SignalsWorkerRequest = { id: number; kind: keyof typeof SCHEMAS; path: string; token: string | null };
export type SignalsWorkerAnswer =
  | { id: number; ok: true; body: unknown }
  | { id: number; ok: false; status: number; statusText: string; body: unknown }
  /** status 0: no answer (network); -1: an answer that is not the contract's shape. */
  | { id: number; ok: false; status: 0 | -1; message: string };

type WorkerScope = {
  onmessage: ((event: MessageEvent<SignalsWorkerRequest>) => void) | null;
  postMessage: (answer: SignalsWorkerAnswer) => void;
};
const scope = self as unknown as WorkerScope;

function normaliseEvents<T extends { events: Signal[] }>(body: T): T {
  for (const event of body.events) event.targetEntityName = toStartCase(event.targetEntityName);
  return body;
}

async function answer({ id, kind, path, token }: SignalsWorkerRequest): Promise<SignalsWorkerAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    return { id, ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text, the page shows it as the message.
  }
  if (!response.ok) return { id, ok: false, status: response.status, statusText: response.statusText, body };
  const parsed = SCHEMAS[kind].safeParse(body);
  if (!parsed.success) {
    // The details are for developers (a server of another version); the user reads a sentence.
    console.warn(`Signals answer of ${path} does not match the contract`, parsed.error.issues);
    return { id, ok: false, status: -1, message: 'The server answered in a form this version of Argus does not read.' };
  }
  return { id, ok: true, body: normaliseEvents(parsed.data) };
}

scope.onmessage = (event) => {
  void answer(event.data).then((result) => scope.postMessage(result));
};
