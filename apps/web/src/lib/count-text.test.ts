import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('says one thing in the singular and any other count in the plural, with thousands separated', () => {
    expect(countText(1, 'signal')).toBe('1 signal');
    expect(countText(0, 'signal')).toBe('0 signals');
    expect(countText(2418, 'company', 'companies')).toBe('2,418 companies');
  });
});
