import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER } from '../../../shared/forms/form-validation';
import { validateChangePassword } from './change-password-form';

describe('validateChangePassword', () => {
  it('applies the contract rules and wants the new password twice', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: 'Is required',
      newPassword: 'Must be at least 8 characters',
      confirmPassword: PASSWORDS_DIFFER,
    });
    expect(
      validateChangePassword({ currentPassword: 'old', newPassword: 'long-enough', confirmPassword: 'long-enough' }),
    ).toEqual({});
  });
});
