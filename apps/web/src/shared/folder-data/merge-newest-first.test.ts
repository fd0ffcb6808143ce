import { describe, expect, it } from 'vitest';
import { mergeNewestFirst } from './merge-newest-first';

const event = (id: string, publishDate: string, title = id) => ({ id, publishDate, title });
const idOf = (item: { id: string }) => item.id;

describe('mergeNewestFirst', () => {
  it('keeps one copy per id, the incoming one, newest first', () => {
    const merged = mergeNewestFirst(
      [event('a', '2026-01-02'), event('b', '2026-01-01')],
      [event('b', '2026-01-01', 'edited'), event('c', '2026-01-03')],
      idOf,
    );
    expect(merged).toEqual([event('c', '2026-01-03'), event('a', '2026-01-02'), event('b', '2026-01-01', 'edited')]);
  });

  it('orders items of one date by id, descending, so the order is stable', () => {
    const merged = mergeNewestFirst([event('a', '2026-01-01')], [event('b', '2026-01-01')], idOf);
    expect(merged.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('compares ids by code units as the filter pipeline does, not by locale', () => {
    // By locale "a" sorts before "B"; by code units "B" (66) sorts before "a" (97), so newest first puts "a" first.
    const merged = mergeNewestFirst([event('B', '2026-01-01')], [event('a', '2026-01-01')], idOf);
    expect(merged.map((item) => item.id)).toEqual(['a', 'B']);
  });
});
