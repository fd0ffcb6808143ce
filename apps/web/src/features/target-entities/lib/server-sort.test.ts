import { describe, expect, it } from 'vitest';
import { toServerSort } from './server-sort';

describe('toServerSort', () => {
  it('writes the first sorted column as the server parameter, descending with a minus', () => {
    expect(toServerSort([{ id: 'country', desc: true }])).toBe('-country');
    expect(toServerSort([{ id: 'dunsId', desc: false }])).toBe('dunsId');
  });

  it('falls back to the name for no sorting or a column the server cannot sort', () => {
    expect(toServerSort([])).toBe('name');
    expect(toServerSort([{ id: 'city', desc: false }])).toBe('name');
  });
});
