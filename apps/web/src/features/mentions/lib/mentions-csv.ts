import type { Mention } from '@argus/contract';
import { itemsCsvWriter } from '../../../shared/item-stream/items-csv';

/**
 * The matching mentions as CSV, one row per copy: the fields a mention card shows, in its order, its id, and its story
 * (ADR 0134; a mention alone is a story of its own id), so that a spreadsheet can group the copies again.
 */
export const toMentionsCsv = itemsCsvWriter<Mention>([
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
]);
