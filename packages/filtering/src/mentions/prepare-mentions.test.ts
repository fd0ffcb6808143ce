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
