import { describe, expect, it } from 'vitest';
import { createRecentChanges } from './recent-changes';

describe('recent signal changes', () => {
  it('knows nothing before the listener starts, and everything of a customer after the cursor once it has', () => {
    const changes = createRecentChanges({ maxIds: 100, maxAgeMs: 60_000 });
    expect(changes.changedSince('acme', 0)).toBeUndefined();
    changes.restart(1_000);
    changes.record({ customer: 'acme', kind: 'insert', ids: ['a', 'b'] }, 1_100);
    changes.record({ customer: 'beta', kind: 'update', ids: ['x'] }, 1_200);
    changes.record({ customer: 'acme', kind: 'update', ids: ['b'] }, 1_300);
    expect(changes.changedSince('acme', 999)).toBeUndefined();
    // Per id: whether every change to it was an insert (then no folder can hold it yet).
    expect(changes.changedSince('acme', 1_000)).toEqual(
      new Map([
        ['a', true],
        ['b', false],
      ]),
    );
    expect(changes.changedSince('acme', 1_100)).toEqual(new Map([['b', false]]));
    expect(changes.changedSince('acme', 1_300)).toEqual(new Map());
  });

  it('forgets the oldest changes beyond its limits, and then cannot answer for cursors before them', () => {
    const changes = createRecentChanges({ maxIds: 3, maxAgeMs: 1_000 });
    changes.restart(0);
    changes.record({ customer: 'acme', kind: 'insert', ids: ['a', 'b'] }, 10);
    changes.record({ customer: 'acme', kind: 'insert', ids: ['c', 'd'] }, 20);
    expect(changes.changedSince('acme', 5)).toBeUndefined();
    expect(changes.changedSince('acme', 10)).toEqual(
      new Map([
        ['c', true],
        ['d', true],
      ]),
    );
    changes.record({ customer: 'acme', kind: 'delete', ids: ['c'] }, 2_000);
    expect(changes.changedSince('acme', 19)).toBeUndefined();
    expect(changes.changedSince('acme', 20)).toEqual(new Map([['c', false]]));
  });
});
