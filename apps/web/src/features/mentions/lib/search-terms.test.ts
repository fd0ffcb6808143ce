import type { Mention } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { allKeywords, keywordSuggestions, mergeSearchTerms, termsFoundIn } from './search-terms';

describe('search terms', () => {
  it('merges the discoveries of a folder by term, sorted, skipping discoveries that did not load', () => {
    const terms = mergeSearchTerms([
      { Strikes: { keywords: ['dock strike', 'Warnstreik'] }, 'Air cargo': { keywords: ['air cargo'] } },
      undefined,
      { Strikes: { keywords: ['rail strike', 'dock strike'] } },
    ]);
    expect(terms).toEqual([
      { term: 'Air cargo', keywords: ['air cargo'] },
      { term: 'Strikes', keywords: ['dock strike', 'Warnstreik', 'rail strike'] },
    ]);
    expect(allKeywords(terms)).toEqual(['air cargo', 'dock strike', 'Warnstreik', 'rail strike']);
  });

  it('offers each keyword once, under its first term, ignoring case; empty groups are left out', () => {
    expect(
      keywordSuggestions([
        { term: 'Cyber', keywords: ['Ransomware', 'data leak'] },
        { term: 'Leaks', keywords: ['ransomware', 'Data Leak', ' '] },
        { term: 'Outages', keywords: ['IT outage'] },
      ]),
    ).toEqual([
      { group: 'Cyber', items: ['Ransomware', 'data leak'] },
      { group: 'Outages', items: ['IT outage'] },
    ]);
  });

  it('names the terms whose keywords occur in a mention, in any searched field, ignoring case', () => {
    const mention = {
      title: 'Dock workers walk out',
      sentence: 'A DOCK STRIKE stopped the port.',
      translatedSentence: null,
      authors: 'Air Cargo Desk',
    } as Mention;
    expect(
      termsFoundIn(mention, [
        { term: 'Air cargo', keywords: ['air cargo'] },
        { term: 'Outages', keywords: ['IT outage'] },
        { term: 'Strikes', keywords: ['dock strike', 'rail strike'] },
      ]),
    ).toEqual([
      { term: 'Air cargo', keywords: ['air cargo'] },
      { term: 'Strikes', keywords: ['dock strike'] },
    ]);
  });
});
