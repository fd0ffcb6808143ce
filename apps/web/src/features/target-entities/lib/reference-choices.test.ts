import { describe, expect, it } from 'vitest';
import { referenceChoices } from './reference-choices';

describe('referenceChoices', () => {
  it('offers the list sorted and once each', () => {
    expect(referenceChoices(['Subsidiary', 'Company', 'Company'], '')).toEqual(['Company', 'Subsidiary']);
  });

  it("keeps an entity's stored value that the list no longer has", () => {
    expect(referenceChoices(['Company'], 'Trust')).toEqual(['Company', 'Trust']);
    expect(referenceChoices(['Company'], 'Company')).toEqual(['Company']);
  });
});
