import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signalCriteriaFromSearchParams, signalCriteriaToSearchParams } from '../criteria/search-params';
import { filterSignals } from '../signals/filter-signals';
import { prepareSignals } from '../signals/prepare-signals';
import { signalsArbitrary } from '../testing/arbitraries';
import { alertSignalCriteriaArbitrary, alertReviewsArbitrary } from './alert-arbitraries';
import { compileSignalAlert } from './signal-alert';

const RUNS = { numRuns: 500 };

describe('a compiled signal alert', () => {
  it('holds for exactly the signals filterSignals shows, whatever the rest of the folder', () => {
    fc.assert(
      fc.property(
        signalsArbitrary.chain((signals) =>
          fc.tuple(
            fc.constant(signals),
            fc.array(alertSignalCriteriaArbitrary, { minLength: 1, maxLength: 6 }),
            alertReviewsArbitrary(signals.map((item) => item.id)),
          ),
        ),
        ([signals, criteriaList, reviews]) => {
          const prepared = prepareSignals(signals);
          const predicates = criteriaList.map(compileSignalAlert);
          criteriaList.forEach((criteria, index) => {
            const shown = filterSignals(prepared, criteria, reviews).signals;
            // In the prepared (newest-first) order, so that the lists compare as they are.
            expect(prepared.signals.filter((signal) => predicates[index]!(signal, reviews))).toEqual(shown);
          });
          // One write against every view, then the next write (the server's order): the same answers.
          for (const signal of signals) {
            const answers = predicates.map((predicate) => predicate(signal, reviews));
            const expected = criteriaList.map((criteria) =>
              filterSignals(prepareSignals([signal]), criteria, reviews).signals.includes(signal),
            );
            expect(answers).toEqual(expected);
          }
        },
      ),
      RUNS,
    );
  });

  it('means the same compiled from the saved view query string', () => {
    fc.assert(
      fc.property(
        signalsArbitrary.chain((signals) =>
          fc.tuple(
            fc.constant(signals),
            alertSignalCriteriaArbitrary,
            alertReviewsArbitrary(signals.map((item) => item.id)),
          ),
        ),
        ([signals, criteria, reviews]) => {
          const query = signalCriteriaToSearchParams(criteria).toString();
          const predicate = compileSignalAlert(signalCriteriaFromSearchParams(new URLSearchParams(query)));
          const prepared = prepareSignals(signals);
          expect(prepared.signals.filter((signal) => predicate(signal, reviews))).toEqual(
            filterSignals(prepared, criteria, reviews).signals,
          );
        },
      ),
      RUNS,
    );
  });
});
