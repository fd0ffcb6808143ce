import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_DIFFER,
  REPEAT_PASSWORD,
  toForgotPasswordRequest,
  toSignUpRequest,
  validateForgotPassword,
  validateNewPassword,
  validateSignUp,
  type SignUpValues,
} from './account-forms';

const valid: SignUpValues = {
  username: 'dana.analyst',
  email: 'dana@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  message: '',
};

describe('sign-up form', () => {
  it('accepts a complete request and sends it trimmed, without an empty message', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(
      toSignUpRequest({ ...valid, username: ' dana.analyst ', email: ' dana@example.com ', message: '  ' }),
    ).toEqual({ username: 'dana.analyst', email: 'dana@example.com', password: 'correct horse' });
    expect(toSignUpRequest({ ...valid, message: ' Team Berlin ' }).message).toBe('Team Berlin');
  });

  it("applies the server's rules with readable messages, one per field", () => {
    const errors = validateSignUp({
      username: 'd',
      email: 'not-an-address',
      password: 'short',
      confirmPassword: 'short',
      message: 'x'.repeat(1001),
    });
    expect(errors).toEqual({
      username: 'Must be at least 2 characters',
      email: 'Must be an e-mail address',
      password: 'Must be at least 8 characters',
      message: 'Must be at most 1000 characters',
    });
    expect(validateSignUp({ ...valid, username: 'dana analyst' }).username).toBe(
      'May contain only letters, digits, dot, underscore, @ and hyphen',
    );
  });

  it('asks for the password twice and the same both times', () => {
    expect(validateSignUp({ ...valid, confirmPassword: '' })).toEqual({ confirmPassword: REPEAT_PASSWORD });
    expect(validateSignUp({ ...valid, confirmPassword: 'correct horsE' })).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
    });
  });
});

describe('forgot-password form', () => {
  it('sends the one field as username and e-mail, so either matches', () => {
    expect(toForgotPasswordRequest({ login: ' dana@example.com ' })).toEqual({
      username: 'dana@example.com',
      email: 'dana@example.com',
    });
    expect(validateForgotPassword({ login: 'dana' })).toEqual({});
  });

  it('asks for something when the field is empty, and refuses an over-long one', () => {
    expect(validateForgotPassword({ login: '   ' })).toEqual({ login: 'Give a username or an e-mail address' });
    expect(validateForgotPassword({ login: 'x'.repeat(255) })).toEqual({ login: 'Must be at most 254 characters' });
  });
});

describe('new-password form', () => {
  it("checks the new password by the server's rule and its repetition", () => {
    expect(validateNewPassword({ password: 'long enough', confirmPassword: 'long enough' })).toEqual({});
    expect(validateNewPassword({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Must be at least 8 characters',
    });
    expect(validateNewPassword({ password: 'long enough', confirmPassword: 'long enouhg' })).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
    });
  });
});
