import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('says one thing in the singular and any other count in the plural, with thousands separated', () => {
    expect(countText(1, 'signal')).toBe('1 signal');
    expect(countText(0, 'signal')).toBe('0 signals');
    expect(countText(2418, 'company', 'companies')).toBe('2,418 companies');
  });

  it('chooses as Intl.PluralRules does for English, without its locale data', () => {
    const rules = new Intl.PluralRules('en');
    for (const count of [-2, -1, 0, 0.5, 1, 1.5, 2, 11, 21, 101, 1_000_001]) {
      expect(countText(count, 'item')).toMatch(rules.select(count) === 'one' ? / item$/ : / items$/);
    }
  });
});
