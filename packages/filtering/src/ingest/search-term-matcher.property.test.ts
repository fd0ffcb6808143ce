import fc from 'fast-check';
import { expect, it } from 'vitest';
import { buildSearchTermMatcher, type ItemText, type SearchTermDefinition } from './search-term-matcher';

// Random items and terms over a small pool of words (so that keywords hit often, inside words, across case and
// across fields) plus arbitrary strings (surrogates, NUL, blanks): the automaton answers what checking each term's
// keywords one by one with String.includes answers, as the mention filter does (testing/reference-mention-pipeline).

const WORDS = ['Merger', 'merger', 'BANK', 'Straße', 'STRASSE', 'ünïcode', 'x', 'bank run', '中文', 'İ', 'ß', '😀'];
const fieldText = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((words) => words.join(' ')),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const itemArbitrary: fc.Arbitrary<ItemText> = fc.record({
  title: fieldText,
  sentence: fieldText,
  translatedSentence: fc.option(fieldText),
  authors: fc.option(fieldText),
});
const keyword = fc.oneof(
  fc.constantFrom('merger', 'BANK', 'STRASSE', 'straße', 'Ü', 'ünï', ' x ', '', 'k r', 'bank run', 'k\u0000r', '文'),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const termsArbitrary = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[0-9a-f]{1,3}$/),
    customerName: fc.constantFrom('A', 'B', 'C', 'D'),
    discoveryId: fc.stringMatching(/^d[0-9]$/),
    keywords: fc.array(keyword, { maxLength: 4 }),
  }),
  { selector: (term) => term.id, maxLength: 30 },
);

/** The filter's keyword step, term by term, and the grouping written out plainly. */
function naiveMatch(terms: readonly SearchTermDefinition[], item: ItemText) {
  const fields = [item.title, item.sentence, item.translatedSentence, item.authors];
  const matching = terms.filter((term) => {
    const keywords = term.keywords
      .map((word) => word.replaceAll('\u0000', '').trim().toLowerCase())
      .filter((word) => word !== '');
    return fields.some((field) => field !== null && keywords.some((word) => field.toLowerCase().includes(word)));
  });
  const folders = [...new Set(matching.map((term) => term.customerName))];
  return folders.map((customerName) => {
    const own = matching.filter((term) => term.customerName === customerName);
    return { customerName, searchTermIds: own.map((term) => term.id), discoveryId: own[0]!.discoveryId };
  });
}

it('matches exactly the terms whose keywords the filter finds in the item', () => {
  fc.assert(
    fc.property(termsArbitrary, fc.array(itemArbitrary, { minLength: 1, maxLength: 5 }), (terms, items) => {
      const matcher = buildSearchTermMatcher(terms);
      for (const item of items) expect(matcher.match(item)).toEqual(naiveMatch(terms, item));
    }),
    { numRuns: 1000 },
  );
});
