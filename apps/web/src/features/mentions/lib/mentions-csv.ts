import type { Mention } from '@argus/contract';
import { toCsv, type CsvColumn } from '../../../lib/csv';

/** The fields a mention card shows, in its order (issue 6: CSV export of the filtered rows), and its id last. */
const COLUMNS: CsvColumn<Mention>[] = [
  { header: 'Publish date', value: (mention) => mention.publishDate.slice(0, 10) },
  { header: 'Title', value: (mention) => mention.title },
  { header: 'Sentence', value: (mention) => mention.sentence },
  { header: 'Translated sentence', value: (mention) => mention.translatedSentence },
  { header: 'Authors', value: (mention) => mention.authors },
  { header: 'Media segment', value: (mention) => mention.mediaSegment },
  { header: 'Reliability', value: (mention) => mention.reliability },
  { header: 'Language', value: (mention) => mention.language },
  { header: 'Source', value: (mention) => mention.source },
  { header: 'URL', value: (mention) => mention.url },
  { header: 'Mention ID', value: (mention) => mention.uuid },
];

/** The shown mentions as CSV, one line each after the header. */
export function toMentionsCsv(mentions: readonly Mention[]): string {
  return toCsv(COLUMNS, mentions);
}
