import type { Mention } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { otherSourcesOf, storyCopiesOf } from './story-copies';

const mention = (uuid: string, storyId: string, storySize: number, source: string | null = null) =>
  ({ uuid, storyId, storySize, source, url: null }) as Mention;

describe('storyCopiesOf', () => {
  const folder = [
    mention('c', 's', 3, 'Herald'),
    mention('lone', 'lone', 1),
    mention('b', 's', 3, 'Courier'),
    // Its story's other copy is outside the held days: alone here.
    mention('x', 't', 2, 'Gazette'),
    mention('a', 's', 3, 'Herald'),
  ];

  it('names every held copy of a story, newest first, for each copy, and no mention alone in the folder', () => {
    const copies = storyCopiesOf(folder);
    expect(copies.get('a')?.map((copy) => copy.uuid)).toEqual(['c', 'b', 'a']);
    expect(copies.get('c')).toBe(copies.get('a'));
    expect(copies.has('lone')).toBe(false);
    expect(copies.has('x')).toBe(false);
  });

  it('is built once per folder list', () => {
    expect(storyCopiesOf(folder)).toBe(storyCopiesOf(folder));
  });

  it("lists the other outlets once each, without the mention's own", () => {
    const copies = storyCopiesOf(folder).get('a');
    expect(otherSourcesOf(folder[4]!, copies).map((source) => [source.name, source.copy.uuid])).toEqual([
      ['Courier', 'b'],
    ]);
    expect(otherSourcesOf(folder[2]!, copies).map((source) => [source.name, source.copy.uuid])).toEqual([
      ['Herald', 'a'],
    ]);
    expect(otherSourcesOf(folder[1]!, undefined)).toEqual([]);
  });
});
