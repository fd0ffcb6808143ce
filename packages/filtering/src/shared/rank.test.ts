import { expect, it } from 'vitest';
import { topByCount } from './rank';

it('ranks by count, then by value in code-unit order, up to the limit, skipping zero counts', () => {
  const values = ['b', 'a', 'C', 'd', 'e'];
  expect(topByCount(values, [2, 2, 2, 5, 0], 3)).toEqual([
    { value: 'd', count: 5 },
    { value: 'C', count: 2 },
    { value: 'a', count: 2 },
  ]);
  expect(topByCount(values, [0, 0, 0, 0, 0], 3)).toEqual([]);
  expect(topByCount(values, [1, 0, 0, 0, 0], 3)).toEqual([{ value: 'b', count: 1 }]);
});
