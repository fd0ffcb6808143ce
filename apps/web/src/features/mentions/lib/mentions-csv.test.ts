import type { Mention } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { toMentionsCsv } from './mentions-csv';

const mention: Mention = {
  uuid: 'a',
  publishDate: '2026-11-21T08:00:00.000Z',
  mediaSegment: 'news',
  reliability: 'High',
  language: 'de',
  title: 'Streik, wieder',
  sentence: 'Der "Warnstreik" geht weiter.',
  translatedSentence: 'The warning strike goes on.',
  authors: null,
  url: 'https://example.com/a',
  source: 'Beispielzeitung',
  discoveryId: null,
  searchTermId: null,
  companies: [],
};

describe('mentions CSV', () => {
  it("writes the card's fields in its order, quoting as RFC 4180 says and leaving missing values empty", () => {
    expect(toMentionsCsv([mention])).toBe(
      'Publish date,Title,Sentence,Translated sentence,Authors,Media segment,Reliability,Language,Source,URL,Mention ID\r\n' +
        '2026-11-21,"Streik, wieder","Der ""Warnstreik"" geht weiter.",The warning strike goes on.,,news,High,de,Beispielzeitung,https://example.com/a,a\r\n',
    );
  });
});
