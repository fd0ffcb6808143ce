import { describe, expect, it } from 'vitest';
import { highlightSentence, templateArgumentNames } from './highlight-sentence';

const args = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => ({ name, value }));

describe('templateArgumentNames', () => {
  it('reads the names between braces', () => {
    expect([...templateArgumentNames('{acquirer} acquires {target} for {value}')]).toEqual([
      'acquirer',
      'target',
      'value',
    ]);
  });
});

describe('highlightSentence', () => {
  it('marks the values of the arguments the template names, and only those', () => {
    const parts = highlightSentence(
      'Acme buys Beta for $5m, says Carol.',
      '{acquirer} acquires {target}',
      args({ acquirer: 'Acme', target: 'Beta', source: 'Carol' }),
    );
    expect(parts).toEqual([
      { text: 'Acme', highlighted: true },
      { text: ' buys ', highlighted: false },
      { text: 'Beta', highlighted: true },
      { text: ' for $5m, says Carol.', highlighted: false },
    ]);
  });

  it('marks every occurrence, and the longer of two overlapping values', () => {
    const parts = highlightSentence('Acme Corp and Acme', '{a} {b}', args({ a: 'Acme', b: 'Acme Corp' }));
    expect(parts.filter((part) => part.highlighted).map((part) => part.text)).toEqual(['Acme Corp', 'Acme']);
    expect(parts.map((part) => part.text).join('')).toBe('Acme Corp and Acme');
  });

  it('marks nothing without a template or with empty values', () => {
    expect(highlightSentence('Acme buys Beta', undefined, args({ acquirer: 'Acme' }))).toEqual([
      { text: 'Acme buys Beta', highlighted: false },
    ]);
    expect(highlightSentence('Acme buys Beta', '{acquirer}', args({ acquirer: ' ' }))).toEqual([
      { text: 'Acme buys Beta', highlighted: false },
    ]);
  });
});
