import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORY_OVERLAP, overlapOf, signContent } from './content-signature';
import { createStoryIndex, type StoryCandidate } from './story-index';

const NEWS =
  'Acme Holdings shares rose sharply on Tuesday after the company reported quarterly revenue well above analyst ' +
  'expectations and raised its forecast for the full year citing strong demand for its industrial sensors in ' +
  'Europe Asia and North America this spring';
const OTHER =
  'Acme Holdings shares fell on Friday after the company said its chief executive would step down at the end of ' +
  'the year and the board had begun a search for a successor among its senior managers in Europe';
const newsWords = NEWS.split(' ');
const changed = (at: number, word = 'substantially') =>
  newsWords.map((each, index) => (index === at ? word : each)).join(' ');

const mention = (
  id: string,
  source: string | null,
  title: string,
  sentence = '',
  translated: string | null = null,
) => ({
  id,
  source,
  signature: signContent({ title, sentence, translatedSentence: translated }),
});

describe('createStoryIndex', () => {
  it('puts identical texts from two sources in one story, the first mention naming it', () => {
    const index = createStoryIndex();
    expect(index.place(mention('a', 'Reuters', NEWS))).toBe('a');
    expect(index.place(mention('b', 'Handelsblatt', NEWS))).toBe('a');
    expect(index.sizeOf('a')).toBe(2);
    expect(index.sizeOf('b')).toBe(0);
  });

  it('never puts two copies of one source in a story', () => {
    const index = createStoryIndex();
    index.place(mention('a', 'Reuters', NEWS));
    expect(index.place(mention('b', 'Reuters', NEWS))).toBe('b');
    expect(index.place(mention('c', 'AP', NEWS))).toBe('a');
    expect(index.place(mention('d', 'AP', NEWS))).toBe('b');
    expect([index.sizeOf('a'), index.sizeOf('b')]).toEqual([2, 2]);
  });

  it('lets an unknown outlet join named ones and the other way round, but not two unknown outlets', () => {
    const index = createStoryIndex();
    index.place(mention('a', null, NEWS));
    expect(index.place(mention('b', null, NEWS))).toBe('b');
    expect(index.place(mention('c', 'Reuters', NEWS))).toBe('a');
    expect(index.place(mention('d', 'AP', NEWS))).toBe('a');
    expect(index.place(mention('e', null, NEWS))).toBe('e');
  });

  it('leaves a text without words alone, and lets nothing join it', () => {
    const index = createStoryIndex();
    expect(index.place(mention('a', 'Reuters', '…', '!!'))).toBe('a');
    expect(index.place(mention('b', 'AP', '…', '!!'))).toBe('b');
    expect(index.place(mention('c', 'dpa', NEWS))).toBe('c');
    expect(index.sizeOf('a')).toBe(1);
  });

  it('joins a copy with one word changed, not another item on the same company', () => {
    const index = createStoryIndex();
    index.place(mention('a', 'Reuters', NEWS));
    expect(index.place(mention('b', 'AP', changed(20)))).toBe('a');
    expect(index.place(mention('c', 'dpa', OTHER))).toBe('c');
    expect(index.place(mention('d', 'Bloomberg', `Reuters — ${NEWS}. Read more at example.com`))).toBe('a');
  });

  it('reads the translation', () => {
    const index = createStoryIndex();
    index.place(mention('a', 'Reuters', 'Acme raises', NEWS));
    const german = 'Acme Holdings: Aktie steigt kräftig nach Quartalszahlen über den Erwartungen';
    expect(index.place(mention('b', 'Handelsblatt', 'Acme raises', german, NEWS))).toBe('a');
    expect(index.place(mention('c', 'FAZ', 'Acme raises', german))).toBe('c');
  });

  it('compares with the first copy added to a story (its representative), and joins the closest story', () => {
    const index = createStoryIndex();
    // Two stories a word apart: the near copy of each is placed with its own.
    index.add({ ...mention('a1', 'Reuters', NEWS), storyId: 'a' });
    index.add({ ...mention('a2', 'AP', changed(5)), storyId: 'a' });
    index.add({ ...mention('z1', 'dpa', changed(30, 'abroad')), storyId: 'z' });
    expect(index.sizeOf('a')).toBe(2);
    expect(index.place(mention('n1', 'Bloomberg', NEWS))).toBe('a');
    expect(index.place(mention('n2', 'Bloomberg', changed(30, 'abroad')))).toBe('z');
    // Two words from the representative (the first copy), though one from its second copy: not a copy of the story.
    const twoAway = newsWords.map((each, index) => (index === 5 || index === 25 ? 'substantially' : each)).join(' ');
    expect(index.place(mention('n3', 'FT', twoAway))).toBe('n3');
    // A story that holds the source through an added copy refuses it.
    expect(index.place(mention('n4', 'AP', NEWS))).toBe('z');
  });

  it('keeps finding stories while its tables grow', () => {
    const index = createStoryIndex();
    const texts = Array.from({ length: 5000 }, (_, n) =>
      Array.from({ length: 12 }, (_, word) => `w${(n * 12 + word) % 7919}x${n}`).join(' '),
    );
    texts.forEach((text, n) => expect(index.place(mention(`a${n}`, 'Reuters', text))).toBe(`a${n}`));
    texts.forEach((text, n) => expect(index.place(mention(`b${n}`, 'AP', text))).toBe(`a${n}`));
    expect(index.sizeOf('a4999')).toBe(2);
  });

  it('keeps every two copies of a story within 0.70 of each other, however the copies are edited', () => {
    const vocabulary = ['acme', 'shares', 'rose', 'fell', 'the', 'of', 'revenue', 'profit', 'year', 'said', 'chief'];
    const edit = fc.record({
      from: fc.nat(),
      at: fc.nat(),
      kind: fc.constantFrom('replace', 'insert', 'delete'),
      word: fc.constantFrom(...vocabulary),
    });
    let joined = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...vocabulary), { minLength: 30, maxLength: 50 }),
        fc.array(edit, { minLength: 1, maxLength: 40 }),
        (original, edits) => {
          // Each copy edits an earlier one, so that copies drift from the original one word at a time.
          const texts = [original];
          for (const { from, at, kind, word } of edits) {
            const words = [...texts[from % texts.length]!];
            const position = at % words.length;
            if (kind === 'replace') words[position] = word;
            else if (kind === 'insert') words.splice(position, 0, word);
            else if (words.length > 3) words.splice(position, 1);
            texts.push(words);
          }
          const index = createStoryIndex();
          const placed = texts.map((words, n) => {
            const candidate: StoryCandidate = mention(`m${n}`, `outlet-${n}`, words.join(' '));
            return { ...candidate, storyId: index.place(candidate) };
          });
          for (const a of placed)
            for (const b of placed) {
              if (a.storyId !== b.storyId) continue;
              const representative = placed.find((each) => each.id === a.storyId)!;
              expect(overlapOf(a.signature!.shingles, representative.signature!.shingles)).toBeGreaterThanOrEqual(
                STORY_OVERLAP,
              );
              expect(overlapOf(a.signature!.shingles, b.signature!.shingles)).toBeGreaterThanOrEqual(0.7);
            }
          joined += placed.filter((each) => each.storyId !== each.id).length;
        },
      ),
      { numRuns: 200 },
    );
    // The property says something only if copies did join.
    expect(joined).toBeGreaterThan(200);
  });
});
