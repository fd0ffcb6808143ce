import type { SignalOverview } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { reliableShare, reliableShareChange } from './reliability-share';

const figures = (total: number, reliable: number, previousTotal: number, previousReliable: number) =>
  ({
    total,
    reliable,
    previous: { dateBegin: '2025-02-01', dateEnd: '2025-02-28', total: previousTotal, reliable: previousReliable },
  }) as SignalOverview;

describe('the reliability indicator', () => {
  it('is the rounded share of High and Very High signals, none without signals', () => {
    expect(reliableShare({ total: 3, reliable: 2 })).toBe(67);
    expect(reliableShare({ total: 0, reliable: 0 })).toBeNull();
  });

  it('changes by percentage points against the period before, unknown when either is empty', () => {
    expect(reliableShareChange(figures(4, 3, 10, 5))).toBe(25);
    expect(reliableShareChange(figures(10, 1, 10, 5))).toBe(-40);
    expect(reliableShareChange(figures(4, 3, 0, 0))).toBeNull();
  });
});
