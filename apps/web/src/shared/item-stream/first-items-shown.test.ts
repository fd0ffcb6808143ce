import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShownSignal } from './first-items-shown';

describe('createShownSignal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether `promise` has settled once the microtasks queued so far have run. */
  async function settled(promise: Promise<void>) {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  }

  it('waits until announced, and answers at once for a wait that starts after', async () => {
    const signal = createShownSignal();
    const waiting = signal.within(2000);
    expect(await settled(waiting)).toBe(false);
    expect(signal.isShown()).toBe(false);
    signal.announce();
    expect(signal.isShown()).toBe(true);
    expect(await settled(waiting)).toBe(true);
    expect(await settled(signal.within(2000))).toBe(true);
  });

  it('gives up waiting after the time it is given, for a screen that never shows a list', async () => {
    const signal = createShownSignal();
    const waiting = signal.within(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
