import type { Mention } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { defaultMentionCriteria, type MentionCriteria } from '../criteria/mention-criteria';
import { makeMention, reviewsOf } from '../testing/factories';
import { collapseStories, pickPositions } from './collapse-stories';
import { filterMentions } from './filter-mentions';
import { prepareMentions } from './prepare-mentions';

const ALL: Partial<MentionCriteria> = { dateBegin: '2025-01-01', dateEnd: '2025-12-31', hideDisliked: false };
const shown = (mentions: Mention[], overrides: Partial<MentionCriteria> = {}, reviews = reviewsOf()) => {
  const result = filterMentions(
    prepareMentions(mentions),
    { ...defaultMentionCriteria(), ...ALL, ...overrides },
    reviews,
  );
  return pickPositions(result.mentions, result.stories).map((mention) => mention.uuid);
};

// One story carried by three outlets over three days, and two lone mentions between them.
const story = (uuid: string, day: string, overrides: Partial<Mention> = {}) =>
  makeMention({ uuid, publishDate: `2025-03-${day}T08:00:00.000Z`, storyId: 'story', storySize: 3, ...overrides });
const folder = [
  story('copy-c', '12', { source: 'Gazette' }),
  makeMention({ uuid: 'lone-b', publishDate: '2025-03-11T08:00:00.000Z' }),
  story('copy-b', '10', { source: 'Courier', language: 'de' }),
  makeMention({ uuid: 'lone-a', publishDate: '2025-03-09T08:00:00.000Z' }),
  story('copy-a', '08', { source: 'Herald', mediaSegment: 'blog' }),
];

describe('one item per story (ADR 0134)', () => {
  it("shows a story once, as its earliest copy, at that copy's place in the newest-first list", () => {
    expect(shown(folder)).toEqual(['lone-b', 'lone-a', 'copy-a']);
  });

  it('shows a story when any copy matches, as its earliest matching copy', () => {
    expect(shown(folder, { languages: ['de'] })).toEqual(['copy-b']);
    expect(shown(folder, { mediaSegments: ['news'] })).toEqual(['lone-b', 'copy-b', 'lone-a']);
    expect(shown(folder, { dateEnd: '2025-03-09' })).toEqual(['lone-a', 'copy-a']);
  });

  it('leaves lone mentions as they were', () => {
    const lone = folder.filter((mention) => mention.storySize === 1);
    const result = filterMentions(prepareMentions(lone), { ...defaultMentionCriteria(), ...ALL });
    expect(pickPositions(result.mentions, result.stories)).toEqual(result.mentions);
  });

  it('filters copies, so that a reviewed copy alone passes a review filter', () => {
    expect(shown(folder, { reviews: ['Bookmarked'] }, reviewsOf(['copy-b']))).toEqual(['copy-b']);
  });

  it('breaks a tie of publish dates by the smaller id, the later one in the list', () => {
    const storyCodes = Uint32Array.from([0, 1, 0, 0]);
    expect(Array.from(collapseStories(storyCodes, 2, Uint32Array.from([0, 1, 2, 3])))).toEqual([1, 3]);
    expect(Array.from(collapseStories(storyCodes, 2, new Uint32Array(0)))).toEqual([]);
  });
});
