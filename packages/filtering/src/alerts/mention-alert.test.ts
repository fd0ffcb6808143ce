import type { Mention } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { defaultMentionCriteria, type MentionCriteria } from '../criteria/mention-criteria';
import { mentionCriteriaFromSearchParams } from '../criteria/search-params';
import { filterMentions } from '../mentions/filter-mentions';
import { prepareMentions } from '../mentions/prepare-mentions';
import type { Reviews } from '../shared/reviews';
import { makeMention, reviewsOf } from '../testing/factories';
import { compileMentionAlert } from './mention-alert';

const MARCH: MentionCriteria = { ...defaultMentionCriteria(), dateBegin: '2025-03-01', dateEnd: '2025-03-31' };

/** The predicate's answer, checked against the filter over a folder of that mention alone. */
function matches(criteria: MentionCriteria, mention: Mention, reviews?: Reviews) {
  const answer = compileMentionAlert(criteria)(mention, reviews);
  expect(filterMentions(prepareMentions([mention]), criteria, reviews).mentions.includes(mention)).toBe(answer);
  return answer;
}

const mention = (overrides: Partial<Mention> = {}) =>
  makeMention({
    publishDate: '2025-03-10T08:00:00Z',
    title: 'Quarterly figures',
    sentence: 'Sales rose.',
    ...overrides,
  });

describe('compileMentionAlert', () => {
  it('takes whole days at both ends of the range', () => {
    expect(matches(MARCH, mention({ publishDate: '2025-03-31T23:59:59.999Z' }))).toBe(true);
    expect(matches(MARCH, mention({ publishDate: '2025-04-01T00:00:00.000Z' }))).toBe(false);
    expect(matches(MARCH, mention({ publishDate: '2025-03-01T00:00:00.000Z' }))).toBe(true);
    expect(matches(MARCH, mention({ publishDate: '2025-02-28T23:59:59.999Z' }))).toBe(false);
  });

  it('finds a keyword in the translated sentence and the authors, case-insensitively, trimmed', () => {
    const translated = mention({ sentence: 'Der Umsatz stieg.', translatedSentence: 'A MERGER was announced.' });
    expect(matches({ ...MARCH, keywords: ['merger'] }, translated)).toBe(true);
    expect(matches({ ...MARCH, keywords: ['  Merger '] }, translated)).toBe(true);
    expect(matches({ ...MARCH, keywords: ['merger'] }, { ...translated, translatedSentence: null })).toBe(false);
    expect(matches({ ...MARCH, keywords: ['jane doe'] }, mention({ authors: 'Jane Doe' }))).toBe(true);
    expect(matches({ ...MARCH, keywords: ['absent', 'sales'] }, mention())).toBe(true);
    // Blank keywords filter nothing; a keyword never spans two fields.
    expect(matches({ ...MARCH, keywords: ['  ', ''] }, mention())).toBe(true);
    expect(matches({ ...MARCH, keywords: ['figures sales'] }, mention())).toBe(false);
  });

  it('answers for the mention it is given, however the calls before went', () => {
    const predicate = compileMentionAlert({ ...MARCH, keywords: ['merger'] });
    const item = mention({ title: 'A merger' });
    expect(predicate(item)).toBe(true);
    // The same object edited, then another mention: the search text of the call before is not reused.
    item.title = 'A takeover';
    expect(predicate(item)).toBe(false);
    expect(predicate(mention({ authors: 'Merger Desk' }))).toBe(true);
    expect(predicate(mention())).toBe(false);
    // Mentions that differ in one searched field only, one after the other.
    const plain = mention({ translatedSentence: 'Nothing new.', authors: 'Desk' });
    for (const field of ['title', 'sentence', 'translatedSentence', 'authors'] as const) {
      expect(predicate(plain)).toBe(false);
      expect(predicate({ ...plain, [field]: 'The merger' })).toBe(true);
    }
  });

  it('matches a company among the mention companies', () => {
    const named = mention({ companies: ['Beta Corp', 'Acme'] });
    expect(matches({ ...MARCH, companies: ['Acme'] }, named)).toBe(true);
    expect(matches({ ...MARCH, companies: ['Zeta', 'Beta Corp'] }, named)).toBe(true);
    expect(matches({ ...MARCH, companies: ['acme'] }, named)).toBe(false);
    expect(matches({ ...MARCH, companies: ['Acme'] }, mention())).toBe(false);
  });

  it('hides a disliked mention under hideDisliked unless Disliked is asked for', () => {
    const item = mention();
    const disliked = reviewsOf([item.uuid], [[item.uuid, -1]]);
    expect(matches({ ...MARCH, hideDisliked: true }, item, disliked)).toBe(false);
    expect(matches({ ...MARCH, hideDisliked: true, reviews: ['Bookmarked'] }, item, disliked)).toBe(false);
    expect(matches({ ...MARCH, hideDisliked: true, reviews: ['Disliked'] }, item, disliked)).toBe(true);
    expect(matches({ ...MARCH, hideDisliked: false, reviews: ['Bookmarked'] }, item, disliked)).toBe(true);
  });

  it('matches every copy of a story on its own', () => {
    const criteria = { ...MARCH, keywords: ['figures'] };
    const first = mention({ storyId: 'story', storySize: 2, publishDate: '2025-03-10T08:00:00Z' });
    const copy = mention({ storyId: 'story', storySize: 2, publishDate: '2025-03-11T08:00:00Z' });
    const predicate = compileMentionAlert(criteria);
    expect([predicate(first), predicate(copy)]).toEqual([true, true]);
    expect(filterMentions(prepareMentions([first, copy]), criteria).mentions).toEqual([copy, first]);
  });

  it('compiles a saved view query string as the Mentions screen reads it', () => {
    const criteria = mentionCriteriaFromSearchParams(
      new URLSearchParams('from=2025-03-01&to=2025-03-31&keyword=Merger&keyword=Insolvenz&language=de'),
    );
    const predicate = compileMentionAlert(criteria);
    expect(predicate(mention({ language: 'de', sentence: 'Insolvenz beantragt.' }))).toBe(true);
    expect(predicate(mention({ language: 'en', sentence: 'Insolvenz beantragt.' }))).toBe(false);
    expect(predicate(mention({ language: 'de' }))).toBe(false);
  });
});
