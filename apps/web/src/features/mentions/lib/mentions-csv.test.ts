import type { Mention } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { mentionsCsvWriter } from './mentions-csv';
import { storyCopiesOf } from './story-copies';

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
  'Publish date,Title,Sentence,Translated sentence,Authors,Media segment,Reliability,Language,Source,URL,Mention ID,' +
  'Story,Story copies,Also in\r\n';
const toMentionsCsv = mentionsCsvWriter();

describe('mentions CSV', () => {
  it("writes the card's fields in its order, quoting as RFC 4180 says and leaving missing values empty", () => {
    expect(toMentionsCsv([mention])).toBe(
      HEADER +
        '2026-11-21,"Streik, wieder","Der ""Warnstreik"" geht weiter.",The warning strike goes on.,,news,High,de,Beispielzeitung,https://example.com/a,a,a,1,\r\n',
    );
  });

  it('writes a story once, with its size and the other outlets of the copies the browser holds', () => {
    const story = { ...mention, storySize: 3 };
    const copies = [
      { ...story, uuid: 'b', source: 'Andere Zeitung', url: null },
      { ...story, uuid: 'c', source: 'Dritte Zeitung', url: null },
      story,
    ];
    const lines = mentionsCsvWriter(storyCopiesOf(copies))([story]).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]!.endsWith(',a,a,3,Dritte Zeitung; Andere Zeitung')).toBe(true);
  });
});
