import { describe, expect, it } from 'vitest';
import { createHostSlots } from './host-slots';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('host slots', () => {
  it('runs at most the limit per host at once, the others in order as slots free, other hosts meanwhile', async () => {
    const slots = createHostSlots(2);
    const running = new Set<string>();
    let most = 0;
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const fetch = (host: string, name: string) => {
      const gate = deferred();
      gates.set(name, gate);
      return slots.run(host, async () => {
        running.add(name);
        started.push(name);
        most = Math.max(most, [...running].filter((item) => item.startsWith(host)).length);
        await gate.promise;
        running.delete(name);
      });
    };
    const all = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => fetch('a', name));
    const other = fetch('b', 'b1');
    await Promise.resolve();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    expect(slots.busy).toBe(6);
    // One slot frees: exactly one waiter takes it, though several wait.
    gates.get('a1')!.resolve();
    await all[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    for (const name of ['a2', 'a3', 'a4', 'a5', 'b1']) {
      gates.get(name)!.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all([...all, other]);
    expect(most).toBe(2);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5']);
    expect(slots.busy).toBe(0);
  });

  it('frees the slot of a fetch that fails', async () => {
    const slots = createHostSlots(1);
    await expect(slots.run('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await slots.run('a', () => Promise.resolve('next'))).toBe('next');
  });
});
