import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewsArbitrary, signalCriteriaArbitrary, signalsArbitrary } from '../testing/arbitraries';
import { referenceFilterSignals } from '../testing/reference-signal-pipeline';
import { filterSignals } from './filter-signals';
import { prepareSignals } from './prepare-signals';

const RUNS = { numRuns: 500 };

describe('the prepared signal pipeline', () => {
  it('answers what the straightforward reference answers', () => {
    fc.assert(
      fc.property(signalsArbitrary, signalCriteriaArbitrary, reviewsArbitrary, (signals, criteria, reviews) => {
        const fast = filterSignals(prepareSignals(signals), criteria, reviews);
        const reference = referenceFilterSignals(signals, criteria, reviews);
        expect(fast.signals).toEqual(reference.signals);
        expect(fast.matchedBeforeEventTypes).toBe(reference.matchedBeforeEventTypes);
        expect(fast.topEventTypes).toEqual(reference.topEventTypes);
        expect(fast.topCompanies).toEqual(reference.topCompanies);
      }),
      RUNS,
    );
  });

  it('does not depend on the order the signals arrive in', () => {
    fc.assert(
      fc.property(
        signalsArbitrary.chain((signals) =>
          fc.tuple(fc.constant(signals), fc.shuffledSubarray(signals, { minLength: signals.length })),
        ),
        signalCriteriaArbitrary,
        ([signals, shuffled], criteria) => {
          expect(filterSignals(prepareSignals(shuffled), criteria).signals).toEqual(
            filterSignals(prepareSignals(signals), criteria).signals,
          );
        },
      ),
      RUNS,
    );
  });

  it('keeps the top event types whatever event types are selected', () => {
    fc.assert(
      fc.property(signalsArbitrary, signalCriteriaArbitrary, reviewsArbitrary, (signals, criteria, reviews) => {
        const prepared = prepareSignals(signals);
        const unselected = filterSignals(prepared, { ...criteria, eventTypes: [] }, reviews);
        expect(filterSignals(prepared, criteria, reviews).topEventTypes).toEqual(unselected.topEventTypes);
      }),
      RUNS,
    );
  });

  it('shows under several review options exactly what shows under any one of them', () => {
    fc.assert(
      fc.property(
        signalsArbitrary,
        signalCriteriaArbitrary.filter((criteria) => criteria.reviews.length > 0),
        reviewsArbitrary,
        (signals, criteria, reviews) => {
          const prepared = prepareSignals(signals);
          const shownIds = (options: typeof criteria.reviews) =>
            filterSignals(prepared, { ...criteria, reviews: options, hideDisliked: false }, reviews).signals.map(
              (signal) => signal.id,
            );
          const union = new Set(criteria.reviews.flatMap((option) => shownIds([option])));
          expect(new Set(shownIds(criteria.reviews))).toEqual(union);
        },
      ),
      RUNS,
    );
  });
});
