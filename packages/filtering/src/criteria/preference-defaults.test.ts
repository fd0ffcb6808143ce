import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { defaultMentionCriteria } from './mention-criteria';
import { preferredCriteria } from './preference-defaults';
import {
  mentionCriteriaFromSearchParams,
  signalCriteriaFromSearchParams,
  signalCriteriaToSearchParams,
} from './search-params';
import { defaultSignalCriteria } from './signal-criteria';

const NOW = new Date('2025-03-31T10:00:00Z');
const preferences: UserPreferences = {
  ...DEFAULT_USER_PREFERENCES,
  dateRange: 'last-3-months',
  reliability: 4,
  languages: ['de'],
  mediaSegments: ['news', 'blog'],
  hideDisliked: false,
};

describe('preferred criteria as the baseline of the URL', () => {
  const baseline = { ...defaultSignalCriteria(NOW), ...preferredCriteria(preferences, NOW) };

  it('are what a URL without criteria means', () => {
    expect(signalCriteriaFromSearchParams(new URLSearchParams(), baseline)).toEqual({
      ...defaultSignalCriteria(NOW),
      dateBegin: '2024-12-31',
      dateEnd: '2025-03-31',
      reliability: 4,
      languages: ['de'],
      mediaSegments: ['news', 'blog'],
      hideDisliked: false,
    });
    expect(signalCriteriaToSearchParams(baseline, baseline).toString()).toBe('');
  });

  it('give way to every field the URL names, including the spec defaults written out', () => {
    const params = new URLSearchParams('reliability=0&language=&language=en&hideDisliked=true&company=Acme');
    expect(signalCriteriaFromSearchParams(params, baseline)).toMatchObject({
      reliability: 0,
      languages: ['en'],
      hideDisliked: true,
      companyNames: ['Acme'],
      mediaSegments: ['news', 'blog'],
    });
    const cleared = { ...baseline, reliability: 0, languages: [] };
    expect(signalCriteriaToSearchParams(cleared, baseline).toString()).toBe('reliability=0&language=');
  });

  it('fit the mention criteria the same way', () => {
    const mentionBaseline = { ...defaultMentionCriteria(NOW), ...preferredCriteria(preferences, NOW) };
    expect(mentionCriteriaFromSearchParams(new URLSearchParams('keyword=merger'), mentionBaseline)).toEqual({
      ...defaultMentionCriteria(NOW),
      ...preferredCriteria(preferences, NOW),
      keywords: ['merger'],
    });
  });

  it('are the spec defaults for a user who saved none', () => {
    expect({ ...defaultSignalCriteria(NOW), ...preferredCriteria(DEFAULT_USER_PREFERENCES, NOW) }).toEqual(
      defaultSignalCriteria(NOW),
    );
  });
});
