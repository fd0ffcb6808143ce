// Writes the import file: one create-signal body (plus sourceDocumentId) per line, in publish-date order as an
// extraction feed delivers them, with a deliberately bad line after about every thousandth good one.
import { once } from 'node:events';
import fs from 'node:fs';
import type { Language } from '@argus/contract';
import type { SeedEntity } from '../../apps/api/src/db/seed/companies';
import { addDays, HISTORY_DAYS } from '../../apps/api/src/db/seed/dates';
import { createEventArguments, renderEventText } from '../../apps/api/src/db/seed/event-arguments';
import { createWeightedPicker, type Random } from '../../apps/api/src/db/seed/random';
import { createEventTypePicker, pickLanguage } from '../../apps/api/src/db/seed/signals';
import {
  buildArticleUrl,
  pickMediaSegment,
  pickReliability,
  pickSource,
  slugify,
} from '../../apps/api/src/db/seed/sources';
import type { BenchWorld } from './bench-world';

/** One bad line per this many good ones (0.1 %). */
const GOOD_LINES_PER_BAD_LINE = 1000;
/** Fewer articles appear at weekends (index = getUTCDay()). */
const WEEKDAY_FACTORS = [0.35, 1, 1.05, 1.05, 1, 0.9, 0.45];
const RESULTS = [null, 'relevant', 'irrelevant', 'needs review', 'complete error', 'missed duplicate'] as const;
const RESULT_WEIGHTS = [45, 40, 7, 4, 2, 2];

export type SignalLine = {
  customerName: string;
  targetEntityName: string;
  targetEntityId: string;
  dunsId: string;
  eventType: string;
  publishDate: string;
  mediaSegment: string;
  reliability: number;
  language: Language;
  result: string | null;
  title: string;
  sentence: string;
  url: string;
  source: string;
  sourceDocumentId: string;
  eventArguments: { name: string; value: string; targetEntityId?: string }[];
};

/** Each way a line can be wrong, and what the importer must say about it. */
const BREAKERS: readonly ((line: SignalLine, random: Random) => string)[] = [
  (line) => JSON.stringify(line).slice(0, 80), // truncated: not JSON
  (line) => JSON.stringify({ ...line, customerName: 'no_such_customer' }),
  (line) => JSON.stringify({ ...line, eventType: 'Alien Invasion' }),
  (line) => JSON.stringify({ ...line, eventArguments: [{ name: 'not_an_argument', value: 'x' }] }),
  (line) => JSON.stringify({ ...line, reliability: 9 }),
  (line) => JSON.stringify({ ...line, publishDate: 'yesterday' }),
  // Passes the line checks; only the batch's entity lookup catches it.
  (line, random) => JSON.stringify({ ...line, targetEntityId: random.uuid() }),
  (line) => JSON.stringify({ ...line, targetEntityName: '' }),
];

export type SignalsFile = { path: string; lines: number; goodLines: number; badLineNumbers: number[] };

/**
 * Streams `goodLines` signals over the year before `dayStart` (denser toward the present and on weekdays) into
 * `filePath`, never holding more than a chunk of lines in memory.
 */
export async function writeSignalsFile(
  filePath: string,
  world: BenchWorld,
  random: Random,
  dayStart: Date,
  goodLines: number,
): Promise<SignalsFile> {
  const createLine = createLineFactory(world, random);
  const perDay = spreadOverDays(goodLines, dayStart);
  const stream = fs.createWriteStream(filePath, 'utf8');
  const badLineNumbers: number[] = [];
  let chunk: string[] = [];
  let lineNumber = 0;
  let written = 0;
  let nextBadAfter = random.integer(1, GOOD_LINES_PER_BAD_LINE);

  for (const { day, count } of perDay) {
    const moments = Array.from({ length: count }, () => day.getTime() + random.integer(5 * 3600, 22 * 3600) * 1000);
    moments.sort((left, right) => left - right);
    for (const moment of moments) {
      chunk.push(JSON.stringify(createLine(new Date(moment))));
      lineNumber += 1;
      written += 1;
      if (written === nextBadAfter) {
        const breaker = BREAKERS[badLineNumbers.length % BREAKERS.length]!;
        chunk.push(breaker(createLine(new Date(moment)), random));
        lineNumber += 1;
        badLineNumbers.push(lineNumber);
        nextBadAfter += GOOD_LINES_PER_BAD_LINE;
      }
      if (chunk.length >= 2000) {
        // Respect back-pressure: otherwise the whole file would queue up in memory.
        if (!stream.write(`${chunk.join('\n')}\n`)) await once(stream, 'drain');
        chunk = [];
      }
    }
  }
  if (chunk.length > 0) stream.write(`${chunk.join('\n')}\n`);
  stream.end();
  await once(stream, 'finish');
  return { path: filePath, lines: lineNumber, goodLines: written, badLineNumbers };
}

/** Exactly `total` signals over the year's days, weighted by weekday and a growth from 70 % to 100 %. */
export function spreadOverDays(total: number, dayStart: Date) {
  const days = Array.from({ length: HISTORY_DAYS }, (_, index) => {
    const day = addDays(dayStart, index - HISTORY_DAYS);
    return { day, weight: (WEEKDAY_FACTORS[day.getUTCDay()] ?? 1) * (0.7 + (0.3 * index) / HISTORY_DAYS) };
  });
  const totalWeight = days.reduce((sum, entry) => sum + entry.weight, 0);
  let cumulative = 0;
  let assigned = 0;
  return days.map(({ day, weight }) => {
    cumulative += weight;
    const upTo = Math.round((total * cumulative) / totalWeight);
    const count = upTo - assigned;
    assigned = upTo;
    return { day, count };
  });
}

export function createLineFactory(world: BenchWorld, random: Random) {
  // Some companies make the news far more often than others (a heavy tail), in every folder alike.
  const newsworthiness = new Map(
    world.entities.map((entity) => [entity.id, Math.min(25, 1 / Math.max(0.04, random.next()) ** 0.9)]),
  );
  const pickFolder = createWeightedPicker(
    random,
    world.folders.map((folder) => ({
      name: folder.definition.name,
      pickEntity: createWeightedPicker(
        random,
        folder.entities,
        folder.entities.map((entity) => newsworthiness.get(entity.id) ?? 1),
      ),
    })),
    world.folders.map((folder) => folder.definition.signalShare),
  );
  const pickEventType = createEventTypePicker(random);
  const businesses = world.entities.filter(
    (entity) => entity.entityType !== 'NGO' && entity.entityType !== 'Public Authority',
  );
  const ngos = world.entities.filter((entity) => entity.entityType === 'NGO');
  const pickOtherEntity = (kind: 'company' | 'ngo', subject: SeedEntity) => {
    const pool = kind === 'ngo' && ngos.length > 0 ? ngos : businesses;
    for (;;) {
      const candidate = random.pick(pool);
      if (candidate.id !== subject.id) return candidate;
    }
  };

  return (publishDate: Date): SignalLine => {
    const folder = pickFolder();
    const entity = folder.pickEntity();
    const definition = pickEventType(entity);
    const language = pickLanguage(random, entity);
    const eventArguments = createEventArguments(definition, {
      random,
      language,
      subject: entity,
      publishDate,
      pickOtherEntity: (kind) => pickOtherEntity(kind, entity),
    });
    const mediaSegment = pickMediaSegment(random);
    const source = pickSource(random, language, mediaSegment);
    return {
      customerName: folder.name,
      targetEntityName: entity.name,
      targetEntityId: entity.id,
      dunsId: entity.dunsId,
      eventType: definition.name,
      publishDate: publishDate.toISOString(),
      mediaSegment,
      reliability: pickReliability(random, mediaSegment),
      language,
      result: random.pickWeighted(RESULTS, RESULT_WEIGHTS),
      title: renderEventText(definition.title[language], eventArguments, language),
      sentence: renderEventText(definition.sentence[language], eventArguments, language),
      url: buildArticleUrl(
        random,
        source,
        mediaSegment,
        publishDate,
        `${slugify(entity.shortName)}-${slugify(definition.name)}`,
      ),
      source,
      sourceDocumentId: `doc-${random.hex(20)}`,
      eventArguments: eventArguments.map((argument) =>
        argument.entity
          ? { name: argument.name, value: argument.value, targetEntityId: argument.entity.id }
          : { name: argument.name, value: argument.value },
      ),
    };
  };
}
