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
  storyId: 'a',
  storySize: 1,
};

const HEADER =
  'Publish date,Title,Sentence,Translated sentence,Authors,Media segment,Reliability,Language,Source,URL,Mention ID,Story\r\n';

describe('mentions CSV', () => {
  it("writes the card's fields in its order, quoting as RFC 4180 says and leaving missing values empty", () => {
    expect(toMentionsCsv([mention])).toBe(
      HEADER +
        '2026-11-21,"Streik, wieder","Der ""Warnstreik"" geht weiter.",The warning strike goes on.,,news,High,de,Beispielzeitung,https://example.com/a,a,a\r\n',
    );
  });

  it('writes one row per copy of a story, each naming the story', () => {
    const copy = { ...mention, uuid: 'b', source: 'Andere Zeitung', url: null, storyId: 'a', storySize: 2 };
    const lines = toMentionsCsv([{ ...mention, storySize: 2 }, copy]).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]!.endsWith(',a,a')).toBe(true);
    expect(lines[2]!.endsWith('Andere Zeitung,,b,a')).toBe(true);
  });
});
