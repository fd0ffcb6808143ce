import { expect, it } from 'vitest';
import { defaultMentionCriteria } from '../criteria/mention-criteria';
import { makeMention } from '../testing/factories';
import { filterMentions } from './filter-mentions';
import { REMEMBERED_KEYWORDS } from './keyword-matcher';
import { keywordIndex, prepareMentions } from './prepare-mentions';

const criteria = { ...defaultMentionCriteria(new Date('2025-03-31T00:00:00Z')), hideDisliked: false };

it('answers a wider range correctly after a narrower one with the same keyword', () => {
  const prepared = prepareMentions([
    makeMention({ uuid: 'march', publishDate: '2025-03-20T00:00:00.000Z', title: 'Merger news' }),
    makeMention({ uuid: 'january', publishDate: '2025-01-20T00:00:00.000Z', sentence: 'a merger' }),
    makeMention({ uuid: 'quiet', publishDate: '2025-01-21T00:00:00.000Z' }),
  ]);
  const uuids = (dateBegin: string) =>
    filterMentions(prepared, { ...criteria, dateBegin, keywords: ['merger'] }).mentions.map((mention) => mention.uuid);
  expect(uuids('2025-03-01')).toEqual(['march']);
  expect(uuids('2025-01-01')).toEqual(['march', 'january']);
});

it('remembers at most the most recently used keywords', () => {
  const prepared = prepareMentions([makeMention({ title: 'keyword 0 to keyword 19' })]);
  for (let index = 0; index < 20; index++) {
    expect(filterMentions(prepared, { ...criteria, keywords: [`keyword ${index}`] }).mentions).toHaveLength(
      index <= 1 || index === 19 ? 1 : 0,
    );
  }
  const remembered = [...keywordIndex(prepared).memos.keys()];
  expect(remembered).toHaveLength(REMEMBERED_KEYWORDS);
  expect(remembered.at(-1)).toBe('keyword 19');
});
