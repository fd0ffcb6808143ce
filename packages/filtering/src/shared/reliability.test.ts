import { expect, it } from 'vitest';
import { meetsReliability, reliabilityRank } from './reliability';

it('ranks labels Very Low 1 to Very High 5 and keeps labels at or above a non-zero level', () => {
  expect(['Very Low', 'Low', 'Middle', 'High', 'Very High'].map(reliabilityRank)).toEqual([1, 2, 3, 4, 5]);
  expect(meetsReliability('Very Low', 0)).toBe(true);
  expect(meetsReliability('Middle', 3)).toBe(true);
  expect(meetsReliability('Low', 3)).toBe(false);
  expect(meetsReliability('Very High', 5)).toBe(true);
});
