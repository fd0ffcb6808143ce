// Stories (ADR 0134): grouping syndicated copies of one item. Quality on a labelled synthetic set (every pair's exact
// word 3-shingle overlap against whether the index put both in one story), then the time to sign and group 100,000
// mentions with one index, and to place one more into an index of 100,000.
import {
  STORY_OVERLAP,
  overlapOf,
  signContent,
  type ContentSignature,
} from '../apps/api/src/lib/stories/content-signature';
import { createStoryIndex } from '../apps/api/src/lib/stories/story-index';
import { round } from './filtering/measure';
import { seededRandom } from './filtering/random';
import { median, report } from './report';
import { createCorpus, distinctSources, storyText, type Article } from './stories/corpus';

const RECALL_GOAL = 0.95;
const PRECISION_GOAL = 0.99;
const GROUP_GOAL_MS = 2000;
const PLACE_GOAL_MS = 1;
/** Copies of one story overlap each other by at least this (see story-index.ts); below it a pair must stay apart. */
const APART_BELOW = 0.7;
const MENTIONS = 100_000;
const OUTLETS = 400;

const random = seededRandom(134);
const corpus = createCorpus(random);

function log(message: string) {
  process.stderr.write(`[stories] ${message}\n`);
}

/** 0-40 % of the words changed, most copies near 0 (wire copies are mostly verbatim). */
const changedWords = (words: number) => Math.round(words * 0.4 * random.next() ** 3);
const wordsOf = (article: Article) =>
  article.title.length + article.sentences.reduce((sum, each) => sum + each.length, 0);

type Item = { id: string; source: string | null; time: number; signature: ContentSignature | null; company: number };

/** A publish time in a day of seconds: copies follow their original by minutes, one in seven arrives before it. */
const copyTime = (original: number) =>
  original + (random.next() < 0.15 ? -1 : 1) * Math.round(-600 * Math.log(1 - random.next()));

function qualitySet() {
  const items: Item[] = [];
  const push = (article: Article, source: string | null, time: number, company: number) =>
    items.push({ id: `m${items.length}`, source, time, signature: signContent(storyText(article)), company });
  for (let family = 0; family < 500; family++) {
    const company = family % 250;
    const name = corpus.companies[company]!;
    const original = corpus.original(name);
    const copies = 1 + Math.floor(random.next() * 6);
    const sources = distinctSources(random, OUTLETS, copies + 1);
    const time = Math.floor(random.next() * 86_400);
    push(original, sources[0]!, time, company);
    for (let index = 1; index <= copies; index++)
      push(corpus.copy(original, changedWords(wordsOf(original))), sources[index]!, copyTime(time), company);
    for (let index = 0; index < 2; index++)
      push(
        corpus.unrelated(name),
        `outlet-${Math.floor(random.next() * OUTLETS)}`,
        Math.floor(random.next() * 86_400),
        company,
      );
  }
  return items;
}

function benchQuality() {
  const items = qualitySet();
  const index = createStoryIndex();
  const storyOf = new Map<string, string>();
  for (const item of [...items].sort((a, b) => a.time - b.time)) storyOf.set(item.id, index.place(item));

  let together = 0;
  let apart = 0;
  let keptApart = 0;
  let joined = 0;
  let sameSource = 0;
  let between = 0;
  let sameCompanyApart = 0;
  let sameCompanyKeptApart = 0;
  for (let i = 0; i < items.length; i++) {
    const a = items[i]!;
    for (let j = i + 1; j < items.length; j++) {
      const b = items[j]!;
      const overlap = a.signature && b.signature ? overlapOf(a.signature.shingles, b.signature.shingles) : 0;
      const inOneStory = storyOf.get(a.id) === storyOf.get(b.id);
      if (overlap >= STORY_OVERLAP) {
        if (a.source === b.source) sameSource++;
        else {
          together++;
          if (inOneStory) joined++;
        }
      } else if (overlap < APART_BELOW) {
        apart++;
        if (!inOneStory) keptApart++;
        if (a.company === b.company) {
          sameCompanyApart++;
          if (!inOneStory) sameCompanyKeptApart++;
        }
      } else between++;
    }
  }
  const recall = joined / together;
  const precision = keptApart / apart;
  const stories = new Set(storyOf.values()).size;
  log(
    `quality: ${items.length} items, ${stories} stories; pairs ≥ ${STORY_OVERLAP} (distinct sources): ${together}, ` +
      `of one source (never joined, not counted): ${sameSource}, ${APART_BELOW}-${STORY_OVERLAP} (not counted): ${between}, ` +
      `< ${APART_BELOW}: ${apart} (of one company: ${sameCompanyApart}, kept apart ${sameCompanyKeptApart})`,
  );
  report({
    name: 'stories-recall',
    value: round(recall, 4),
    unit: `share of ${together} pairs`,
    goal: `≥ ${RECALL_GOAL}`,
    pass: recall >= RECALL_GOAL,
  });
  report({
    name: 'stories-precision',
    value: round(precision, 4),
    unit: `share of ${apart} pairs`,
    goal: `≥ ${PRECISION_GOAL}`,
    pass: precision >= PRECISION_GOAL,
  });
}

/** A folder's mentions in time order: ~30 % of them in stories of 2-10 copies, verbatim but for boilerplate or a word. */
function folderMentions(count: number) {
  const texts: { id: string; source: string | null; text: ReturnType<typeof storyText> }[] = [];
  while (texts.length < count) {
    const company = corpus.companies[random.skewed(corpus.companies.length, 2)]!;
    const original = corpus.original(company);
    const copies = random.next() < 0.3 / 6 / 0.75 ? 1 + Math.floor(random.next() * 9) : 0;
    const sources = distinctSources(random, OUTLETS, copies + 1);
    texts.push({ id: `m${texts.length}`, source: sources[0]!, text: storyText(original) });
    for (let index = 1; index <= copies; index++) {
      const article = corpus.copy(original, random.next() < 0.8 ? 0 : 1, 0);
      texts.push({ id: `m${texts.length}`, source: sources[index]!, text: storyText(article) });
    }
  }
  return texts.slice(0, count);
}

function group(texts: ReturnType<typeof folderMentions>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const mentions = texts.map(({ id, source, text }) => ({ id, source, signature: signContent(text) }));
  const signed = performance.now();
  const index = createStoryIndex();
  const storyIds = mentions.map((mention) => index.place(mention));
  const placed = performance.now();
  const { user, system } = process.cpuUsage(cpu);
  return { index, sign: signed - started, place: placed - signed, cpu: (user + system) / 1000, storyIds };
}

function benchGroup() {
  const texts = folderMentions(MENTIONS);
  group(folderMentions(5_000));
  // Each run's index is let go before the next but the last, which the next figure places into.
  const runs = Array.from({ length: 3 }, (_, run) => {
    const { index, ...figures } = group(texts);
    return { ...figures, index: run === 2 ? index : null };
  });
  const totals = runs.map((run) => run.sign + run.place);
  const total = median(totals);
  const stories = new Map<string, number>();
  for (const story of runs[0]!.storyIds) stories.set(story, (stories.get(story) ?? 0) + 1);
  const multi = [...stories.values()].filter((size) => size > 1);
  log(
    `group: ${MENTIONS} mentions into ${stories.size} stories (${multi.length} of 2+ copies holding ` +
      `${multi.reduce((sum, size) => sum + size, 0)} mentions); runs ${runs
        .map((run) => `sign ${round(run.sign, 0)} + place ${round(run.place, 0)} ms (CPU ${round(run.cpu, 0)} ms)`)
        .join(', ')}`,
  );
  report({
    name: 'stories-group-100k',
    value: round(total, 0),
    unit: 'ms',
    goal: `< ${GROUP_GOAL_MS}`,
    pass: total < GROUP_GOAL_MS,
  });
  return runs[2]!.index!;
}

function benchPlaceOne(index: ReturnType<typeof createStoryIndex>) {
  const texts = folderMentions(2_000).map(({ id, source, text }) => ({ id: `new-${id}`, source, text }));
  const times = texts.map(({ id, source, text }) => {
    const started = performance.now();
    index.place({ id, source, signature: signContent(text) });
    return performance.now() - started;
  });
  const perMention = median(times);
  log(`place one: ${texts.length} new mentions signed and placed into ${MENTIONS}, median ${round(perMention, 4)} ms`);
  report({
    name: 'stories-place-one',
    value: round(perMention, 4),
    unit: 'ms',
    goal: `< ${PLACE_GOAL_MS}`,
    pass: perMention < PLACE_GOAL_MS,
  });
}

benchQuality();
benchPlaceOne(benchGroup());
