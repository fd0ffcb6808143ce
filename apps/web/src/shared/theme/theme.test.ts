import { describe, expect, it } from 'vitest';
import { selectThemeVariant } from './theme';

describe('selectThemeVariant', () => {
  it('gives configured users the partner theme, staff the admin theme, everyone else the default', () => {
    expect(selectThemeVariant(null)).toBe('default');
    expect(selectThemeVariant({ username: 'analyst', privilege: 1 })).toBe('default');
    expect(selectThemeVariant({ username: 'moderator', privilege: 2 })).toBe('admin');
    expect(selectThemeVariant({ username: 'admin', privilege: 3 })).toBe('admin');
    expect(selectThemeVariant({ username: 'GreenLeaf', privilege: 1 }, ['greenleaf'])).toBe('partner');
    expect(selectThemeVariant({ username: 'greenleaf', privilege: 3 }, ['greenleaf'])).toBe('partner');
  });
});
