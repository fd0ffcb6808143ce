import { describe, expect, it } from 'vitest';
import { defaultSignalCriteria } from '../criteria/signal-criteria';
import { makeSignal, reviewsOf } from '../testing/factories';
import { countSignalsByEntity } from './count-by-entity';
import { prepareSignals } from './prepare-signals';

const criteria = {
  ...defaultSignalCriteria(new Date('2025-03-31T10:00:00Z')),
  dateBegin: '2025-03-01',
  dateEnd: '2025-03-31',
  hideDisliked: false,
};
const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00Z`;

const folder = [
  makeSignal({ id: 'a', targetEntityId: 'e1', category: 'Legal', publishDate: at(2) }),
  makeSignal({ id: 'b', targetEntityId: 'e1', category: 'Deals', publishDate: at(3) }),
  makeSignal({ id: 'c', targetEntityId: 'e1', category: 'Legal', publishDate: at(4) }),
  makeSignal({ id: 'd', targetEntityId: 'e2', category: 'Workforce', publishDate: at(5) }),
  makeSignal({ id: 'e', targetEntityId: 'e2', category: null, publishDate: at(6) }),
  makeSignal({ id: 'f', targetEntityId: null, publishDate: at(7) }),
  makeSignal({ id: 'g', targetEntityId: 'e3', publishDate: '2025-02-27T10:00:00Z' }),
];

describe('countSignalsByEntity', () => {
  it('counts the shown signals per linked entity with its most frequent category, and those it cannot place', () => {
    expect(countSignalsByEntity(prepareSignals(folder), criteria)).toEqual({
      entities: [
        { id: 'e1', count: 3, topCategory: 'Legal' },
        // A tie between Uncategorised and Workforce goes to the first by name.
        { id: 'e2', count: 2, topCategory: 'Uncategorised' },
      ],
      unlinked: 1,
    });
  });

  it('applies the criteria and reviews, and ignores the event-type selection', () => {
    const counted = countSignalsByEntity(
      prepareSignals(folder),
      { ...criteria, reviews: ['Bookmarked'], eventTypes: ['Nothing'] },
      reviewsOf(['b', 'd', 'f']),
    );
    expect(counted).toEqual({
      entities: [
        { id: 'e1', count: 1, topCategory: 'Deals' },
        { id: 'e2', count: 1, topCategory: 'Workforce' },
      ],
      unlinked: 1,
    });
  });
});
