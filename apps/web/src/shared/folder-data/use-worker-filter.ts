import { useEffect, useRef, useState } from 'react';
import type { WorkerRows } from './folder-worker-protocol';

/** Posts the criteria and reviews of the moment (a new function whenever they change); null: a newer one came first. */
export type WorkerFilterRequest<Answer> = (customer: string, facetsVersion: number) => Promise<Answer | null>;

export type WorkerFiltered<T, Answer extends WorkerRows<unknown>> = {
  customer: string;
  answer: Answer;
  /** The answer's rows as the page's own items. */
  items: T[];
  /** The folder's option lists (the answer's, or those of an earlier answer for the same version). */
  facets: NonNullable<Answer['facets']>;
};

/**
 * A filter of the worker's copy of the page's folder (ADR 0047): the page sends the criteria and reviews, never the
 * items, and maps the row numbers it gets back to its own items. An answer counts only for the folder version and
 * length the page holds; a later version asks again. The option lists change only with the folder: the worker sends
 * them only when its version is new to the page. `pending`: the answer to the present request is on its way (the
 * last answer for the folder stays meanwhile).
 */
export function useWorkerFilter<T, Answer extends WorkerRows<unknown>>(
  customer: string | null,
  items: readonly T[],
  version: number | null,
  request: WorkerFilterRequest<Answer>,
  workerName: string,
): { filtered: WorkerFiltered<T, Answer> | null; pending: boolean } {
  type Facets = NonNullable<Answer['facets']>;
  type Answered = WorkerFiltered<T, Answer> & { version: number; request: WorkerFilterRequest<Answer> };
  const [answered, setAnswered] = useState<Answered | null>(null);
  const facets = useRef<{ customer: string; version: number; facets: Facets } | null>(null);
  useEffect(() => {
    if (customer === null || version === null) return;
    let current = true;
    const known = facets.current?.customer === customer ? facets.current.version : -1;
    request(customer, known).then(
      (answer) => {
        if (!answer || !current) return;
        if (answer.version !== version || answer.count !== items.length) return;
        if (answer.facets) facets.current = { customer, version, facets: answer.facets as Facets };
        if (facets.current?.customer !== customer) return;
        const shown = Array.from(answer.rows, (row) => items[row]!);
        setAnswered({ customer, version, request, answer, items: shown, facets: facets.current.facets });
      },
      (error: unknown) => console.warn(`Filtering in the ${workerName} worker failed.`, error),
    );
    return () => {
      current = false;
    };
  }, [customer, items, version, request, workerName]);
  const ofFolder = customer !== null && answered?.customer === customer ? answered : null;
  const pending = customer !== null && (ofFolder?.version !== version || ofFolder.request !== request);
  return { filtered: ofFolder, pending };
}
