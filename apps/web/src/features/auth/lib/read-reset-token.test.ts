import { describe, expect, it } from 'vitest';
import { readResetToken } from './read-reset-token';

describe('readResetToken', () => {
  it('reads the token from the fragment the server writes into the e-mail', () => {
    expect(readResetToken({ hash: '#token=abc-DEF_123', search: '' })).toBe('abc-DEF_123');
  });

  it('also reads ?token=…, the fragment winning when both are there', () => {
    expect(readResetToken({ hash: '', search: '?token=from-query' })).toBe('from-query');
    expect(readResetToken({ hash: '#token=from-hash', search: '?token=from-query' })).toBe('from-hash');
  });

  it('answers null for a link without a token or with an empty one', () => {
    expect(readResetToken({ hash: '', search: '' })).toBeNull();
    expect(readResetToken({ hash: '#token=', search: '?other=1' })).toBeNull();
    expect(readResetToken({ hash: '#section', search: '' })).toBeNull();
  });
});
