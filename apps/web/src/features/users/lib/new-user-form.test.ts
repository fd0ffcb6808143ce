import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_USER, toCreateUserRequest, validateNewUser } from './new-user-form';

describe('the new-user form', () => {
  it('sends trimmed values, leaves out empty optional ones and reads the role as a number', () => {
    expect(
      toCreateUserRequest({
        ...EMPTY_NEW_USER,
        username: ' jane ',
        password: 'a-long-password',
        privilege: '2',
        customers: ['poc'],
      }),
    ).toEqual({ username: 'jane', password: 'a-long-password', privilege: 2, customers: ['poc'] });
  });

  it('names the fields the contract refuses', () => {
    const errors = validateNewUser({ ...EMPTY_NEW_USER, username: 'x', password: 'short', email: 'not-mail' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'username']);
    expect(validateNewUser({ ...EMPTY_NEW_USER, username: 'jane', password: 'a-long-password' })).toEqual({});
  });
});
