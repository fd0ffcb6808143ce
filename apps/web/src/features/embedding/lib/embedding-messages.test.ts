import { describe, expect, it } from 'vitest';
import { readLoginMessage } from './embedding-messages';

describe('readLoginMessage', () => {
  it('reads the credentials of a login message, trimming the username as the login call does', () => {
    expect(readLoginMessage({ type: 'argus:login', username: ' analyst ', password: 'argus-demo' })).toEqual({
      username: 'analyst',
      password: 'argus-demo',
    });
  });

  it("reads the spec's plain message, which carries only the username and password", () => {
    expect(readLoginMessage({ username: 'analyst', password: 'argus-demo' })).toEqual({
      username: 'analyst',
      password: 'argus-demo',
    });
  });

  it('ignores other messages and malformed login messages', () => {
    for (const data of [
      null,
      undefined,
      'argus:login',
      { type: 'argus:ready' },
      { type: 'argus:ready', username: 'analyst', password: 'argus-demo' },
      { username: 'analyst' },
      { type: 'argus:login', username: 'analyst' },
      { type: 'argus:login', username: '   ', password: 'argus-demo' },
      { type: 'argus:login', username: 'analyst', password: '' },
      { type: 'argus:login', username: 42, password: 'argus-demo' },
      { type: 'argus:login', username: 'analyst', password: 'x'.repeat(257) },
    ]) {
      expect(readLoginMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});
