import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/errors';
import { sentenceCase, serverFieldError } from './form-validation';

describe('sentenceCase', () => {
  it('capitalises the first letter only', () => {
    expect(sentenceCase('must be an e-mail address')).toBe('Must be an e-mail address');
    expect(sentenceCase('')).toBe('');
  });
});

describe('serverFieldError', () => {
  const fields = { username: 'username', email: 'email' };

  it('puts a refusal that names a shown field under that field, without the API prefix', () => {
    const taken = new ApiError(409, 'Conflict', 'A user named "dana" already exists.', 'username');
    expect(serverFieldError(taken, fields)).toEqual({
      field: 'username',
      message: 'A user named "dana" already exists.',
    });
    const invalid = new ApiError(400, 'Bad Request', 'email: must be an e-mail address', 'body.email');
    expect(serverFieldError(invalid, fields)).toEqual({ field: 'email', message: 'Must be an e-mail address' });
  });

  it('leaves everything else to the alert', () => {
    expect(serverFieldError(new ApiError(400, 'Bad Request', 'token: expired', 'token'), fields)).toBeNull();
    expect(serverFieldError(new ApiError(429, 'Too Many Requests', 'Slow down'), fields)).toBeNull();
    expect(serverFieldError(new ApiError(500, 'x', 'y', 'username'), fields)).toBeNull();
    expect(serverFieldError(new NetworkError(), fields)).toBeNull();
  });
});
