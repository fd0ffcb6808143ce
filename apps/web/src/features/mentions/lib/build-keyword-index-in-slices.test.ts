import type { Mention } from '@argus/contract';
import { keywordIndex, prepareMentions } from '@argus/filtering';
import { describe, expect, it } from 'vitest';
import { buildKeywordIndexInSlices } from './build-keyword-index-in-slices';

const mention = (index: number): Mention => ({
  uuid: `mention-${String(index).padStart(5, '0')}`,
  publishDate: '2026-11-01T08:00:00.000Z',
  mediaSegment: 'news',
  reliability: 'High',
  language: 'en',
  title: `Title ${index}`,
  sentence: `Sentence ${index} about a dock strike`,
  translatedSentence: null,
  authors: `Author ${index}`,
  url: null,
  source: null,
  discoveryId: null,
  searchTermId: null,
  companies: [],
  storyId: `mention-${String(index).padStart(5, '0')}`,
  storySize: 1,
});
const folder = Array.from({ length: 5000 }, (_, index) => mention(index));

describe('building the keyword index in slices', () => {
  it('builds the same index as one build, after the calling turn, then says so', async () => {
    const prepared = prepareMentions(folder);
    let done = false;
    const finished = new Promise<void>((resolve) =>
      buildKeywordIndexInSlices(prepared, true, () => {
        done = true;
        resolve();
      }),
    );
    // Nothing is built synchronously: the caller's turn is not held up.
    expect(prepared.keywordIndexDraft).toBeNull();
    expect(done).toBe(false);
    await finished;
    expect(prepared.keywordIndex!.texts).toEqual(keywordIndex(prepareMentions(folder)).texts);
  });

  it('builds nothing more once cancelled', async () => {
    const prepared = prepareMentions(folder);
    let done = false;
    const cancel = buildKeywordIndexInSlices(prepared, true, () => {
      done = true;
    });
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    expect(prepared.keywordIndex).toBeNull();
  });
});
