import type { Reviews, SignalCriteria } from '@argus/filtering';
import { useEffect, useState } from 'react';

/** Asks the signals worker for figures of the folder's copy; null when a newer request of the folder came first. */
export type AskWorker<T> = (customer: string, criteria: SignalCriteria, reviews: Reviews) => Promise<T | null>;

type Answered<T> = {
  customer: string;
  version: number;
  criteria: SignalCriteria;
  reviews: Reviews;
  ask: AskWorker<T>;
  answer: T;
};

/**
 * Figures of the folder's copy in the signals worker (the Overview's, the Map's), asked again on every criteria,
 * review or folder change, or when `ask` changes (a new question). The last answer of the folder stays while the next is
 * on its way (`updating`); `answerVersion` is the folder's version it counted.
 */
export function useWorkerFigures<T>(
  customer: string | null,
  version: number | null,
  criteria: SignalCriteria,
  reviews: Reviews,
  ask: AskWorker<T>,
) {
  const [answered, setAnswered] = useState<Answered<T> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (customer === null || version === null) return;
    let current = true;
    ask(customer, criteria, reviews).then(
      (answer) => {
        if (answer === null || !current) return;
        setFailed(false);
        setAnswered({ customer, version, criteria, reviews, ask, answer });
      },
      (error: unknown) => {
        console.warn('Counting in the signals worker failed.', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [customer, version, criteria, reviews, ask]);
  const ofFolder = customer !== null && answered?.customer === customer ? answered : null;
  const updating =
    ofFolder === null ||
    ofFolder.version !== version ||
    ofFolder.criteria !== criteria ||
    ofFolder.reviews !== reviews ||
    ofFolder.ask !== ask;
  return { answer: ofFolder?.answer ?? null, answerVersion: ofFolder?.version ?? null, updating, failed };
}
