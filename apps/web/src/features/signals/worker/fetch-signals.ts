import { latestSignalsResponseSchema, signalsByDateResponseSchema, type Signal } from '@argus/contract';
import { toStartCase } from '@argus/filtering';
import { fetchValidated, type WorkerFetched } from '../../../shared/folder-data/worker-fetch';
import type { SignalsAnswerKind } from './signals-worker-protocol';

const SCHEMAS = { latest: latestSignalsResponseSchema, byDate: signalsByDateResponseSchema };

/** What the worker reads of a signals answer: its events (the page reads the rest of it). */
export type SignalsBody = { events: Signal[] };

export type FetchedSignals = WorkerFetched<SignalsBody>;

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
  const fetched = await fetchValidated<SignalsBody>(path, token, SCHEMAS[kind], 'Signals');
  if (fetched.ok) normaliseSignals(fetched.body.events);
  return fetched;
}
