import fc from 'fast-check';
import { expect, it } from 'vitest';
import { buildIdIndex, rowOf } from './id-index';

it('finds every id at its first row and answers undefined for others', () => {
  fc.assert(
    fc.property(
      fc.array(fc.string({ maxLength: 6 }), { maxLength: 200 }),
      fc.string({ maxLength: 6 }),
      (ids, probe) => {
        const index = buildIdIndex(ids.length, (row) => ids[row]!);
        for (const id of ids) expect(rowOf(index, id)).toBe(ids.indexOf(id));
        expect(rowOf(index, probe)).toBe(ids.includes(probe) ? ids.indexOf(probe) : undefined);
      },
    ),
    { numRuns: 300 },
  );
});
