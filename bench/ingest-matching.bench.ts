// Matching an arriving item (ADR 0123): the search terms of 1,000 folders × 20 terms (1-4 keywords of one or two
// words) in one automaton, and company recognition over 50,000 entities (names and aliases) for one folder; the
// median time per item after a warm-up, on synthetic items of 72 words with planted keywords and names. The naive
// per-term String.includes scan of the same terms is printed as the baseline the automaton replaces.
import { buildCompanyRecognizer, buildSearchTermMatcher, normalizeKeywords, type ItemText } from '@argus/filtering';
import { round } from './filtering/measure';
import { seededRandom } from './filtering/random';
import { median, report } from './report';

const GOAL_MS = 0.5;
const ITEMS = 2000;
const FOLDERS = 1000;
const TERMS_PER_FOLDER = 20;
const ENTITIES = 50_000;

const random = seededRandom(123);
const syllables =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu'.split(
    ' ',
  );
const word = (length: number) => Array.from({ length }, () => random.pick(syllables)).join('');
const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const common = Array.from({ length: 20_000 }, () => word(2 + Math.floor(random.next() * 3)));
const rare = Array.from({ length: 50_000 }, () => word(3 + Math.floor(random.next() * 3)));
const words = (pool: readonly string[], count: number) =>
  Array.from({ length: count }, () => random.pick(pool)).join(' ');

function log(message: string) {
  process.stderr.write(`[ingest-matching] ${message}\n`);
}

/** Median time of `run` per item, every item timed once after one untimed pass. */
function medianPerItem<T>(items: readonly T[], run: (item: T) => unknown) {
  for (const item of items) run(item);
  const times = items.map((item) => {
    const started = performance.now();
    run(item);
    return performance.now() - started;
  });
  return median(times);
}

function heapMegabytes() {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1e6;
}

function benchSearchTerms() {
  const terms = Array.from({ length: FOLDERS * TERMS_PER_FOLDER }, (_, index) => ({
    id: `term-${index}`,
    customerName: `folder-${Math.floor(index / TERMS_PER_FOLDER)}`,
    discoveryId: `discovery-${index}`,
    keywords: Array.from({ length: 1 + Math.floor(random.next() * 4) }, () =>
      words(rare, 1 + Math.floor(random.next() * 2)),
    ),
  }));
  const keywords = terms.flatMap((term) => term.keywords);
  const items: ItemText[] = Array.from({ length: ITEMS }, () => ({
    title: `${words(common, 9)} ${random.pick(keywords)}`,
    sentence: `${words(common, 30)} ${random.pick(keywords)}`,
    translatedSentence: words(common, 30),
    authors: words(common, 2),
  }));
  const heapBefore = heapMegabytes();
  const started = performance.now();
  const matcher = buildSearchTermMatcher(terms);
  const build = performance.now() - started;
  const heap = heapMegabytes() - heapBefore;
  const perItem = medianPerItem(items, (item) => matcher.match(item));
  const normalized = terms.map((term) => normalizeKeywords(term.keywords));
  const naive = medianPerItem(items.slice(0, 200), (item) => {
    const fields = [item.title, item.sentence, item.translatedSentence, item.authors].map((field) =>
      field?.toLowerCase(),
    );
    return normalized.filter((each) => each.some((keyword) => fields.some((field) => field?.includes(keyword))));
  });
  const folders = items.reduce((sum, item) => sum + matcher.match(item).length, 0) / items.length;
  log(
    `search terms: built in ${round(build, 0)} ms, ~${round(heap, 0)} MB heap, ${round(folders, 1)} folders per item`,
  );
  report({
    name: 'ingest-matching: search terms 1,000 × 20, build',
    value: round(build, 0),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: 'ingest-matching: search terms naive per-term scan, per item',
    value: round(naive, 3),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: 'ingest-matching: search terms 1,000 × 20, per item median',
    value: round(perItem, 3),
    unit: 'ms',
    goal: `< ${GOAL_MS}`,
    pass: perItem < GOAL_MS,
  });
}

function benchCompanies() {
  const entities = Array.from({ length: ENTITIES }, () => {
    const first = capital(word(2 + Math.floor(random.next() * 3)));
    const name = `${first} ${random.next() < 0.5 ? capital(word(2 + Math.floor(random.next() * 3))) : 'Holdings'}`;
    const customers = [
      `folder-${Math.floor(random.next() * FOLDERS)}`,
      `folder-${Math.floor(random.next() * FOLDERS)}`,
    ];
    return { name, aliases: random.next() < 0.5 ? [first] : [], customers };
  });
  const text = (count: number) =>
    Array.from({ length: count }, () => (random.next() < 0.1 ? random.pick(entities).name : random.pick(common))).join(
      ' ',
    );
  const items = Array.from({ length: ITEMS }, () => ({
    text: { title: text(10), sentence: text(30) },
    customer: random.pick(random.pick(entities).customers),
  }));
  const heapBefore = heapMegabytes();
  const started = performance.now();
  const recognizer = buildCompanyRecognizer(entities);
  const build = performance.now() - started;
  const heap = heapMegabytes() - heapBefore;
  const perItem = medianPerItem(items, ({ text, customer }) => recognizer.recognize(text, customer));
  const found = items.reduce((sum, { text, customer }) => sum + recognizer.recognize(text, customer).length, 0);
  log(
    `companies: built in ${round(build, 0)} ms, ~${round(heap, 0)} MB heap, ${round(found / items.length, 2)} entities per item`,
  );
  report({
    name: 'ingest-matching: companies 50,000, build',
    value: round(build, 0),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: 'ingest-matching: companies 50,000, per item median',
    value: round(perItem, 3),
    unit: 'ms',
    goal: `< ${GOAL_MS}`,
    pass: perItem < GOAL_MS,
  });
}

benchSearchTerms();
benchCompanies();
