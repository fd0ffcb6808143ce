import { defaultMentionCriteria, defaultSignalCriteria } from '@argus/filtering';
import { describe, expect, it } from 'vitest';
import { savedViewCriteriaOf } from './saved-view-criteria';

describe('savedViewCriteriaOf', () => {
  it("keeps the signal filter's fields that differ from the package's defaults, as the address writes them", () => {
    const criteria = { ...defaultSignalCriteria(), companyNames: ['Acme', 'Beta Ports'], reliability: 3 };
    expect(savedViewCriteriaOf({ kind: 'signals', criteria })).toBe('company=Acme&company=Beta+Ports&reliability=3');
  });

  it('is empty for the default filter, and never holds a folder or an open item', () => {
    expect(savedViewCriteriaOf({ kind: 'signals', criteria: defaultSignalCriteria() })).toBe('');
    const criteria = { ...defaultMentionCriteria(), keywords: ['strike'] };
    expect(savedViewCriteriaOf({ kind: 'mentions', criteria })).toBe('keyword=strike');
  });

  it('keeps "Most relevant first" last, as the server keeps it, and leaves newest first out', () => {
    const signals = { ...defaultSignalCriteria(), companyNames: ['Acme'] };
    expect(savedViewCriteriaOf({ kind: 'signals', criteria: signals }, 'relevance')).toBe(
      'company=Acme&sort=relevance',
    );
    expect(savedViewCriteriaOf({ kind: 'signals', criteria: defaultSignalCriteria() }, 'relevance')).toBe(
      'sort=relevance',
    );
    expect(savedViewCriteriaOf({ kind: 'signals', criteria: signals }, 'newest')).toBe('company=Acme');
    const mentions = { ...defaultMentionCriteria(), keywords: ['strike'] };
    expect(savedViewCriteriaOf({ kind: 'mentions', criteria: mentions }, 'relevance')).toBe(
      'keyword=strike&sort=relevance',
    );
  });
});
