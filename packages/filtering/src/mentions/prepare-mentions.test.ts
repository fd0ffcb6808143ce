import { describe, expect, it } from 'vitest';
import { makeMention } from '../testing/factories';
import { extendKeywordIndex, keywordIndex, prepareMentions } from './prepare-mentions';

const mentions = Array.from({ length: 25 }, (_, index) =>
  makeMention({
    title: `Title ${index}`,
    sentence: `Sentence number ${index} about Strike ${index % 3}`,
    translatedSentence: index % 2 ? `Übersetzung ${index}` : null,
    authors: index % 5 ? `Author ${index}` : null,
  }),
);

describe('building the keyword index in slices', () => {
  it('answers false until the last slice, then holds the same index as one build', () => {
    const sliced = prepareMentions(mentions);
    const answers: boolean[] = [];
    for (let slice = 0; slice < 4; slice++) answers.push(extendKeywordIndex(sliced, 7));
    expect(answers).toEqual([false, false, false, true]);
    const whole = keywordIndex(prepareMentions(mentions));
    expect(sliced.keywordIndex!.texts).toEqual(whole.texts);
    expect(sliced.keywordIndex!.signatures).toEqual(whole.signatures);
    expect(sliced.keywordIndexDraft).toBeNull();
  });

  it('lets keywordIndex finish a partly built index instead of starting again', () => {
    const prepared = prepareMentions(mentions);
    extendKeywordIndex(prepared, 10);
    const draftTexts = prepared.keywordIndexDraft!.texts;
    const index = keywordIndex(prepared);
    expect(index.texts).toBe(draftTexts);
    expect(index.texts).toHaveLength(25);
    expect(extendKeywordIndex(prepared, 1)).toBe(true);
  });

  it('is complete at once for an empty folder', () => {
    expect(extendKeywordIndex(prepareMentions([]), 100)).toBe(true);
  });
});

describe('the companies column', () => {
  it('holds each mention’s companies as codes between its start and the next, newest first', () => {
    const prepared = prepareMentions([
      makeMention({ uuid: 'old', publishDate: '2025-03-01T00:00:00.000Z', companies: ['Acme', 'BASF SE'] }),
      makeMention({ uuid: 'none', publishDate: '2025-03-02T00:00:00.000Z' }),
      makeMention({ uuid: 'new', publishDate: '2025-03-03T00:00:00.000Z', companies: ['BASF SE'] }),
    ]);
    const { starts, codes, values } = prepared.companies;
    const namesAt = (row: number) => [...codes.subarray(starts[row], starts[row + 1])].map((code) => values[code]);
    expect(prepared.mentions.map((mention) => mention.uuid)).toEqual(['new', 'none', 'old']);
    expect([0, 1, 2].map(namesAt)).toEqual([['BASF SE'], [], ['Acme', 'BASF SE']]);
    expect(values).toEqual(['BASF SE', 'Acme']);
  });
});
