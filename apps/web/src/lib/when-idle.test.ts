import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves when the browser calls back idle, and asks to be called back within the time given', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    let resolved = false;
    const waiting = whenIdle(2000).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    idle?.();
    await waiting;
    expect(resolved).toBe(true);
  });

  it('resolves after the current task where idle callbacks do not exist', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(whenIdle(2000)).resolves.toBeUndefined();
  });
});
