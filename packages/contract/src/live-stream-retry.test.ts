import { describe, expect, it } from 'vitest';
import { liveStreamRetryDelayMs } from './live-signals';

describe('liveStreamRetryDelayMs', () => {
  it('reconnects a stream that has just ended at once, spread over half a second', () => {
    expect(liveStreamRetryDelayMs(0, 0)).toBe(0);
    expect(liveStreamRetryDelayMs(0, 0.999)).toBeLessThan(500);
  });

  it('then backs off 1, 2, 4 … 30 s, each within a quarter either side', () => {
    expect([1, 2, 3].map((failures) => liveStreamRetryDelayMs(failures, 0.5))).toEqual([1_000, 2_000, 4_000]);
    expect(liveStreamRetryDelayMs(1, 0)).toBe(750);
    expect(liveStreamRetryDelayMs(1, 1)).toBe(1_250);
    expect(liveStreamRetryDelayMs(20, 0.5)).toBe(30_000);
  });
});
