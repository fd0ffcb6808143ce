import type { Mention } from '@argus/contract';
import { itemsCsvWriter } from '../../../shared/item-stream/items-csv';
import { otherSourcesOf, type StoryCopies } from './story-copies';

/**
 * The shown mentions as CSV, one row per story as the list shows them (ADR 0134): the fields a mention card shows, in
 * its order, its id, its story, how many copies the story has and the other outlets that carry it (those of copies
 * the browser holds: none for a mention read from the server before the loaded range, whose size still says).
 */
export function mentionsCsvWriter(storyCopies: StoryCopies = new Map()) {
  return itemsCsvWriter<Mention>([
    ['Publish date', (mention) => mention.publishDate.slice(0, 10)],
    ['Title', (mention) => mention.title],
    ['Sentence', (mention) => mention.sentence],
    ['Translated sentence', (mention) => mention.translatedSentence],
    ['Authors', (mention) => mention.authors],
    ['Media segment', (mention) => mention.mediaSegment],
    ['Reliability', (mention) => mention.reliability],
    ['Language', (mention) => mention.language],
    ['Source', (mention) => mention.source],
    ['URL', (mention) => mention.url],
    ['Mention ID', (mention) => mention.uuid],
    ['Story', (mention) => mention.storyId],
    ['Story copies', (mention) => String(mention.storySize)],
    [
      'Also in',
      (mention) =>
        otherSourcesOf(mention, storyCopies.get(mention.uuid))
          .map((source) => source.name)
          .join('; '),
    ],
  ]);
}
