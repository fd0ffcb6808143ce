// The import file of the scroll benchmark: signals that look like the product's (the demo seed's companies, event
// types, argument values, titles and sentences in three languages, sources and URLs), all published in the last
// month, so that the start-up loads every one of them into the folder.
import { once } from 'node:events';
import fs from 'node:fs';
import { createTargetEntities, type SeedEntity } from '../../apps/api/src/db/seed/companies';
import { createEventArguments, renderEventText } from '../../apps/api/src/db/seed/event-arguments';
import { EVENT_TYPES } from '../../apps/api/src/db/seed/event-catalogue';
import { createRandom, createWeightedPicker } from '../../apps/api/src/db/seed/random';
import { pickLanguage } from '../../apps/api/src/db/seed/signals';
import {
  buildArticleUrl,
  pickMediaSegment,
  pickReliability,
  pickSource,
  slugify,
} from '../../apps/api/src/db/seed/sources';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESULTS = [null, 'relevant', 'irrelevant', 'needs review'] as const;

/** Writes `count` signals of each folder, newest first, published between 28 days and a minute before `now`. */
export async function writeFolderFile(file: string, folders: { customerName: string; count: number }[], now: Date) {
  const random = createRandom(0x5c7011);
  const entities = createTargetEntities(random.fork('entities'), 3000);
  const pickEntity = createWeightedPicker(
    random,
    entities,
    entities.map(() => 1 / Math.max(0.04, random.next())),
  );
  const pickEventType = createWeightedPicker(
    random,
    EVENT_TYPES,
    EVENT_TYPES.map((definition) => definition.weight),
  );
  const pickOther = (subject: SeedEntity) => {
    for (;;) {
      const candidate = random.pick(entities);
      if (candidate.id !== subject.id) return candidate;
    }
  };
  const out = fs.createWriteStream(file);
  const newest = now.getTime() - 60_000;
  const span = 28 * DAY_MS;
  for (const { customerName, count } of folders) {
    for (let index = 0; index < count; index++) {
      const publishDate = new Date(newest - Math.floor((span * index) / count));
      const entity = pickEntity();
      const definition = pickEventType();
      const language = pickLanguage(random, entity);
      const eventArguments = createEventArguments(definition, {
        random,
        language,
        subject: entity,
        publishDate,
        pickOtherEntity: () => pickOther(entity),
      });
      const mediaSegment = pickMediaSegment(random);
      const source = pickSource(random, language, mediaSegment);
      const line = {
        customerName,
        targetEntityName: entity.name,
        dunsId: entity.dunsId,
        eventType: definition.name,
        publishDate: publishDate.toISOString(),
        mediaSegment,
        reliability: pickReliability(random, mediaSegment),
        language,
        result: random.pick(RESULTS),
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
        // The bench world's entities are not in the database: arguments name them by value only.
        eventArguments: eventArguments.map((argument) => ({ name: argument.name, value: argument.value })),
      };
      if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
}
