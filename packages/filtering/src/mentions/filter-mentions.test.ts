import type { Mention } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { defaultMentionCriteria, type MentionCriteria } from '../criteria/mention-criteria';
import type { Reviews } from '../shared/reviews';
import { makeMention, reviewsOf } from '../testing/factories';
import { filterMentions } from './filter-mentions';
import { prepareMentions } from './prepare-mentions';

const NOW = new Date('2025-03-31T10:00:00Z');
const run = (mentions: Mention[], overrides: Partial<MentionCriteria> = {}, reviews?: Reviews) =>
  filterMentions(
    prepareMentions(mentions),
    { ...defaultMentionCriteria(NOW), hideDisliked: false, ...overrides },
    reviews,
  );
const ids = (mentions: Mention[]) => mentions.map((mention) => mention.uuid).sort();

describe('date range, media segment, reliability and language', () => {
  const mentions = [
    makeMention({ uuid: 'before', publishDate: '2025-02-28T23:59:59.999Z' }),
    makeMention({ uuid: 'first', publishDate: '2025-03-01T00:00:00.000Z', mediaSegment: 'blog', language: 'de' }),
    makeMention({ uuid: 'last', publishDate: '2025-03-31T23:59:59.999Z', reliability: 'Very High' }),
    makeMention({ uuid: 'after', publishDate: '2025-04-01T00:00:00.000Z' }),
  ];

  it('includes both end days whole', () => {
    expect(ids(run(mentions, { dateBegin: '2025-03-01', dateEnd: '2025-03-31' }).mentions)).toEqual(['first', 'last']);
  });

  it('defaults to one month ago through today', () => {
    expect(defaultMentionCriteria(NOW)).toMatchObject({ dateBegin: '2025-02-28', dateEnd: '2025-03-31' });
  });

  it('keeps the chosen media segments and languages, and reliability at or above the level', () => {
    const all = { dateBegin: '2025-01-01', dateEnd: '2025-12-31' };
    expect(ids(run(mentions, { ...all, mediaSegments: ['blog', 'forum'] }).mentions)).toEqual(['first']);
    expect(ids(run(mentions, { ...all, languages: ['de'] }).mentions)).toEqual(['first']);
    expect(ids(run(mentions, { ...all, reliability: 5 }).mentions)).toEqual(['last']);
    expect(run(mentions, { ...all, reliability: 0 }).mentions).toHaveLength(4);
  });
});

describe('companies', () => {
  const mentions = [
    makeMention({ uuid: 'acme', companies: ['Acme'] }),
    makeMention({ uuid: 'both', companies: ['BASF SE', 'Acme'] }),
    makeMention({ uuid: 'basf', companies: ['BASF SE'] }),
    makeMention({ uuid: 'none' }),
    makeMention({ uuid: 'lower', companies: ['acme'] }),
  ];
  const naming = (companies: string[]) => ids(run(mentions, { companies }).mentions);

  it('keeps the mentions that name any of the chosen companies, as the mentions write them', () => {
    expect(naming(['Acme'])).toEqual(['acme', 'both']);
    expect(naming(['BASF SE', 'acme'])).toEqual(['basf', 'both', 'lower']);
    expect(naming(['Unknown AG'])).toEqual([]);
  });

  it('filters nothing without a chosen company', () => {
    expect(naming([])).toHaveLength(5);
  });
});

describe('keywords', () => {
  const mentions = [
    makeMention({ uuid: 'title', title: 'BASF buys a Rival' }),
    makeMention({ uuid: 'sentence', sentence: 'The merger closed.' }),
    makeMention({ uuid: 'translated', translatedSentence: 'Die Fusion ist abgeschlossen.' }),
    makeMention({ uuid: 'authors', authors: 'Jane Doe, John Roe' }),
    makeMention({ uuid: 'none', title: 'Quiet day', sentence: 'Nothing happened.' }),
  ];
  const matching = (keywords: string[]) => ids(run(mentions, { keywords }).mentions);

  it('finds a keyword in each of title, sentence, translated sentence and authors, ignoring case', () => {
    expect(matching(['rival'])).toEqual(['title']);
    expect(matching(['MERGER'])).toEqual(['sentence']);
    expect(matching(['fusion'])).toEqual(['translated']);
    expect(matching(['jane doe'])).toEqual(['authors']);
  });

  it('matches any of several keywords, by containment', () => {
    expect(matching(['rival', 'fusi'])).toEqual(['title', 'translated']);
  });

  it('ignores blank keywords and surrounding spaces, and filters nothing without keywords', () => {
    expect(matching(['  Merger  '])).toEqual(['sentence']);
    expect(matching(['', '   '])).toHaveLength(5);
    expect(matching([])).toHaveLength(5);
  });

  it('never matches across two fields', () => {
    const split = makeMention({ uuid: 'split', title: 'bank', sentence: 'run on it' });
    expect(run([split], { keywords: ['bank run'] }).mentions).toEqual([]);
    expect(run([split], { keywords: ['bankrun'] }).mentions).toEqual([]);
  });
});

describe('review status and order', () => {
  const mentions = ['plain', 'bookmarked', 'liked', 'disliked'].map((uuid) => makeMention({ uuid }));
  const reviews = reviewsOf(
    ['bookmarked'],
    [
      ['liked', 1],
      ['disliked', -1],
    ],
  );

  it('combines review options as a union and hides disliked mentions unless asked for', () => {
    expect(ids(run(mentions, { reviews: ['Bookmarked', 'Liked'] }, reviews).mentions)).toEqual(['bookmarked', 'liked']);
    expect(ids(run(mentions, { hideDisliked: true }, reviews).mentions)).toEqual(['bookmarked', 'liked', 'plain']);
    expect(ids(run(mentions, { hideDisliked: true, reviews: ['Disliked'] }, reviews).mentions)).toEqual(['disliked']);
  });

  it('sorts newest first, then by uuid descending', () => {
    const sorted = run([
      makeMention({ uuid: 'a', publishDate: '2025-03-02T00:00:00.000Z' }),
      makeMention({ uuid: 'b', publishDate: '2025-03-03T00:00:00.000Z' }),
      makeMention({ uuid: 'c', publishDate: '2025-03-02T00:00:00.000Z' }),
    ]).mentions;
    expect(sorted.map((mention) => mention.uuid)).toEqual(['b', 'c', 'a']);
  });
});
