import { describe, expect, it } from 'vitest';
import { buildSearchTermMatcher, type ItemText, type SearchTermDefinition } from './search-term-matcher';

const item = (fields: Partial<ItemText>): ItemText => ({
  title: '',
  sentence: '',
  translatedSentence: null,
  authors: null,
  ...fields,
});

const term = (id: string, customerName: string, keywords: string[], discoveryId = `discovery-${id}`) =>
  ({ id, customerName, discoveryId, keywords }) satisfies SearchTermDefinition;

describe('buildSearchTermMatcher', () => {
  it('matches a keyword contained case-insensitively in any of the four fields', () => {
    const matcher = buildSearchTermMatcher([term('t1', 'Folder A', ['  MERGER '])]);
    for (const fields of [
      { title: 'Big Merger ahead' },
      { sentence: 'the mergers of the year' },
      { translatedSentence: 'Eine MERGER-Welle' },
      { authors: 'J. Merger' },
    ]) {
      expect(matcher.match(item(fields))).toEqual([
        { customerName: 'Folder A', searchTermIds: ['t1'], discoveryId: 'discovery-t1' },
      ]);
    }
    expect(matcher.match(item({ title: 'Merge', sentence: 'r' }))).toEqual([]);
  });

  it('never matches a keyword across two fields', () => {
    const matcher = buildSearchTermMatcher([term('t1', 'A', ['bank run'])]);
    expect(matcher.match(item({ title: 'bank', sentence: 'run' }))).toEqual([]);
    expect(matcher.match(item({ title: 'x bank', sentence: ' run' }))).toEqual([]);
    expect(matcher.match(item({ authors: 'a bank run' }))).toHaveLength(1);
  });

  it('groups matching terms by folder: ids in definition order, the discovery of the first matching term', () => {
    const matcher = buildSearchTermMatcher([
      term('a1', 'A', ['zeta']),
      term('b1', 'B', ['insolvenz'], 'discovery-b'),
      term('a2', 'A', ['bank'], 'discovery-a2'),
      term('b2', 'B', ['bank'], 'discovery-b2'),
      term('a3', 'A', ['bank', 'insolvenz'], 'discovery-a3'),
      term('c1', 'C', ['absent']),
    ]);
    expect(matcher.match(item({ title: 'Insolvenz', sentence: 'of the bank' }))).toEqual([
      { customerName: 'B', searchTermIds: ['b1', 'b2'], discoveryId: 'discovery-b' },
      { customerName: 'A', searchTermIds: ['a2', 'a3'], discoveryId: 'discovery-a2' },
    ]);
  });

  it('normalises keywords like the filter: blanks dropped, NUL removed, a term without keywords matches nothing', () => {
    const matcher = buildSearchTermMatcher([term('blank', 'A', ['', '   ']), term('nul', 'B', ['ba\u0000nk'])]);
    expect(matcher.match(item({ title: 'bank' }))).toEqual([
      { customerName: 'B', searchTermIds: ['nul'], discoveryId: 'discovery-nul' },
    ]);
    expect(buildSearchTermMatcher([]).match(item({ title: 'anything' }))).toEqual([]);
  });

  it('finds overlapping keywords and keywords inside others', () => {
    const matcher = buildSearchTermMatcher([
      term('he', 'A', ['he']),
      term('she', 'B', ['she']),
      term('hers', 'C', ['hers']),
      term('中文', 'D', ['中文']),
    ]);
    expect(matcher.match(item({ sentence: 'USHERS 中文' })).map((entry) => entry.customerName)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
  });

  it('matches by UTF-16 units like String.includes, also inside a combined character or a surrogate pair', () => {
    const matcher = buildSearchTermMatcher([term('e', 'A', ['e']), term('half', 'B', ['\ud83d'])]);
    expect(matcher.match(item({ title: 'cafe\u0301', sentence: '😀' })).map((entry) => entry.customerName)).toEqual([
      'A',
      'B',
    ]);
  });
});

// The speed of this case is the ingest-matching benchmark's; here, that the automaton of 20,000 terms stays right.
it('finds the folders of the two keywords planted in each item among 1,000 folders × 20 terms', () => {
  // Items of 72 common words; keywords of one or two rarer words, two of them planted in each item.
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const syllables =
    'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu'.split(
      ' ',
    );
  const word = (count: number) => Array.from({ length: count }, () => pick(syllables)).join('');
  const common = Array.from({ length: 20_000 }, () => word(2 + Math.floor(next() * 3)));
  const rare = Array.from({ length: 50_000 }, () => word(3 + Math.floor(next() * 3)));
  const words = (pool: readonly string[], count: number) => Array.from({ length: count }, () => pick(pool)).join(' ');
  const terms = Array.from({ length: 20_000 }, (_, index) =>
    term(
      `t${index}`,
      `folder-${Math.floor(index / 20)}`,
      Array.from({ length: 1 + Math.floor(next() * 4) }, () => words(rare, 1 + Math.floor(next() * 2))),
    ),
  );
  const matcher = buildSearchTermMatcher(terms);
  const foldersOf = new Map<string, Set<string>>();
  for (const { keywords, customerName } of terms) {
    for (const keyword of keywords) foldersOf.set(keyword, (foldersOf.get(keyword) ?? new Set()).add(customerName));
  }
  const keywords = [...foldersOf.keys()];
  for (let index = 0; index < 500; index++) {
    const planted = [pick(keywords), pick(keywords)];
    const matched = new Set(
      matcher
        .match(
          item({
            title: `${words(common, 9)} ${planted[0]}`,
            sentence: `${words(common, 30)} ${planted[1]}`,
            translatedSentence: words(common, 30),
            authors: words(common, 2),
          }),
        )
        .map((match) => match.customerName),
    );
    for (const keyword of planted) for (const folder of foldersOf.get(keyword)!) expect(matched.has(folder)).toBe(true);
  }
}, 120_000);
