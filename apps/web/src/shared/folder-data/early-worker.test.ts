import { describe, expect, it } from 'vitest';
import { earlyWorker } from './early-worker';

/** Stands in for `new Worker(…)`: each spawn a new object, counted. */
function countingSpawn() {
  const spawned: object[] = [];
  return {
    spawned,
    spawn: () => {
      const worker = { n: spawned.length } as unknown as Worker;
      spawned.push(worker);
      return worker;
    },
  };
}

describe('earlyWorker', () => {
  it('hands the worker started early to its client, once, and starts no second one', () => {
    const { spawned, spawn } = countingSpawn();
    const early = earlyWorker(spawn);
    early.startNow();
    early.startNow();
    expect(spawned).toHaveLength(1);
    expect(early.take()).toBe(spawned[0]);
    expect(spawned).toHaveLength(1);
    // Taken: starting it early again would leave a worker nobody uses.
    early.startNow();
    expect(spawned).toHaveLength(1);
  });

  it('starts a worker when none was started early, and a new one after the early one was taken', () => {
    const { spawned, spawn } = countingSpawn();
    const early = earlyWorker(spawn);
    const first = early.take();
    expect(spawned).toEqual([first]);
    const second = early.take();
    expect(second).not.toBe(first);
    expect(spawned).toHaveLength(2);
  });
});
