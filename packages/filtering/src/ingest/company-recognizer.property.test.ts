import fc from 'fast-check';
import { expect, it } from 'vitest';
import { buildCompanyRecognizer, type RecognizableEntity } from './company-recognizer';

// Random entities and texts over small pools (names inside words, next to punctuation and CJK, overlapping names,
// shared aliases, case changes) plus arbitrary strings: the automaton answers what a plain search answers, name by
// name with indexOf and a regular expression for the word edges.

const NAMES = [
  'Acme',
  'Acme Holdings',
  'acme',
  'Holdings Ltd',
  'Beta',
  'BASF SE',
  '华为',
  '华为技术',
  'Société',
  'X',
  'ß',
];
const PIECES = [...NAMES, ' ', "'s ", '(', ')', '-', 'ville', 'Mega', '公司', '2', 'é', '\u0301', 'SOCIÉTÉ', 'İ', '😀'];
const CUSTOMERS = ['A', 'B', 'C'];

const entitiesArbitrary = fc.array(
  fc.record({
    name: fc.oneof(fc.constantFrom(...NAMES), fc.string({ unit: 'binary', maxLength: 3 })),
    aliases: fc.array(fc.constantFrom(...NAMES), { maxLength: 2 }),
    customers: fc.subarray(CUSTOMERS),
  }),
  { maxLength: 12 },
);
const fieldArbitrary = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 10 }),
);

const JOINS = String.raw`[[\p{L}\p{M}\p{N}\p{Pc}]--[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]]`;
const joins = new RegExp(`^${JOINS}$`, 'v');

/** Every occurrence of `pattern` in `text` that splits no word. */
function occurrences(text: string, pattern: string) {
  const [first] = [...pattern];
  const last = [...pattern].at(-1)!;
  const before = joins.test(first!) ? `(?<!${JOINS})` : '';
  const after = joins.test(last) ? `(?!${JOINS})` : '';
  const escaped = pattern.replace(/[\\^$.*+?()[\]{}|/]/g, (character) => `\\${character}`);
  const expression = new RegExp(`(?=${before}${escaped}${after})`, 'gv');
  return [...text.matchAll(expression)].map((found) => ({ start: found.index, end: found.index + pattern.length }));
}

function referenceRecognize(
  entities: readonly RecognizableEntity[],
  title: string,
  sentence: string,
  customer: string,
) {
  const text = `${title}\u0000${sentence}`.toLowerCase();
  const hits = entities.flatMap((entity) =>
    [entity.name, ...entity.aliases]
      .map((name) => name.replaceAll('\u0000', '').trim().toLowerCase())
      .filter((pattern) => [...pattern].length >= 2)
      .flatMap((pattern) => occurrences(text, pattern).map((hit) => ({ ...hit, entity }))),
  );
  hits.sort((left, right) => left.start - right.start || right.end - left.end);
  const names: string[] = [];
  let reached = 0;
  let keptStart = -1;
  let keptEnd = -1;
  for (const hit of hits) {
    const sameAsKept = hit.start === keptStart && hit.end === keptEnd;
    if (!sameAsKept && hit.start < reached) continue;
    [keptStart, keptEnd, reached] = [hit.start, hit.end, hit.end];
    if (hit.entity.customers.includes(customer) && !names.includes(hit.entity.name)) names.push(hit.entity.name);
  }
  return names;
}

it('recognises what a plain search of each name at word edges recognises', () => {
  fc.assert(
    fc.property(
      entitiesArbitrary,
      fc.array(fc.tuple(fieldArbitrary, fieldArbitrary, fc.constantFrom(...CUSTOMERS)), { minLength: 1, maxLength: 5 }),
      (entities, texts) => {
        const recognizer = buildCompanyRecognizer(entities);
        for (const [title, sentence, customer] of texts) {
          expect(recognizer.recognize({ title, sentence }, customer)).toEqual(
            referenceRecognize(entities, title, sentence, customer),
          );
        }
      },
    ),
    { numRuns: 1000 },
  );
});
