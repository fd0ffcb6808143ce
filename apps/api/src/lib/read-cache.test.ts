import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('read cache', () => {
  it('keeps nothing until it is live, then answers from memory', async () => {
    const cache = createReadCache<string>({ maxEntries: 10 });
    const load = vi.fn(async () => 'value');
    await cache.remember('key', load);
    await cache.remember('key', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.setLive(true);
    expect(await cache.remember('key', load)).toBe('value');
    expect(await cache.remember('key', load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(3);
    cache.setLive(false);
    expect(cache.size).toBe(0);
    await cache.remember('key', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('never keeps a value whose load began before a clear', async () => {
    const cache = createReadCache<string>({ maxEntries: 10 });
    cache.setLive(true);
    const slow = deferred<string>();
    const stale = cache.remember('key', () => slow.promise);
    cache.clear();
    slow.resolve('before the change');
    expect(await stale).toBe('before the change');
    expect(await cache.remember('key', async () => 'after the change')).toBe('after the change');
  });

  it('lets concurrent callers of one key share a load, but not across a clear', async () => {
    const cache = createReadCache<number>({ maxEntries: 10 });
    cache.setLive(true);
    const first = deferred<number>();
    const load = vi.fn(() => first.promise);
    const both = [cache.remember('key', load), cache.remember('key', load)];
    cache.clear();
    const afterClear = cache.remember('key', async () => 2);
    first.resolve(1);
    expect(await Promise.all(both)).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await afterClear).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache<string>({ maxEntries: 10 });
    cache.setLive(true);
    await expect(cache.remember('key', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.remember('key', async () => 'value')).toBe('value');
  });

  it('drops the least recently used entries beyond its entry limit', async () => {
    const cache = createReadCache<string>({ maxEntries: 3 });
    cache.setLive(true);
    for (const key of ['a', 'b', 'c']) await cache.remember(key, async () => key);
    await cache.remember('a', async () => 'not loaded again'); // a is now the most recent
    await cache.remember('d', async () => 'd');
    expect(cache.size).toBe(3);
    expect(await cache.remember('a', async () => 'a reloaded')).toBe('a');
    expect(await cache.remember('b', async () => 'b reloaded')).toBe('b reloaded');
  });

  it('stays under its weight limit and keeps no value heavier than it', async () => {
    const cache = createReadCache<string>({ maxEntries: 100, maxWeight: 10, weigh: (value) => value.length });
    cache.setLive(true);
    await cache.remember('a', async () => 'aaaa');
    await cache.remember('b', async () => 'bbbb');
    await cache.remember('c', async () => 'cccc'); // 12 > 10: a goes
    expect(cache.size).toBe(2);
    expect(await cache.remember('b', async () => 'reloaded')).toBe('bbbb');
    await cache.remember('heavy', async () => 'h'.repeat(11));
    expect(await cache.remember('heavy', async () => 'reloaded')).toBe('reloaded');
  });

  it('replaces a kept value by a better one only while it is still the one kept, weighing the new one', async () => {
    const cache = createReadCache<string>({ maxEntries: 100, maxWeight: 10, weigh: (value) => value.length });
    cache.setLive(true);
    const quick = await cache.remember('a', async () => 'aaaaaa');
    expect(cache.replace('a', quick, 'aa')).toBe(true);
    expect(await cache.remember('a', async () => 'reloaded')).toBe('aa');
    // The smaller value left room: 2 + 8 fit under 10.
    await cache.remember('b', async () => 'bbbbbbbb');
    expect(await cache.remember('a', async () => 'reloaded')).toBe('aa');
    // Worked out from a value that is no longer kept (replaced, or cleared by a change): dropped.
    expect(cache.replace('a', quick, 'a')).toBe(false);
    cache.clear();
    expect(cache.replace('b', 'bbbbbbbb', 'b')).toBe(false);
    expect(cache.size).toBe(0);
    expect(cache.replace('missing', 'x', 'y')).toBe(false);
  });
});
