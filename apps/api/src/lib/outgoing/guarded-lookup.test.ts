import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { createGuardedLookup, type Resolver } from './guarded-lookup';
import { OutgoingCallError } from './outgoing-call-error';
import { parsePrivateHostsPolicy } from './private-hosts-policy';
import { sendRequest } from './send-request';

// No name here is ever resolved by a real resolver, and no address but 127.0.0.1 is ever connected to.
const fixed =
  (...addresses: string[]): Resolver =>
  () =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

function lookUp(resolve: Resolver, all: boolean, policy = parsePrivateHostsPolicy(undefined)) {
  const lookup = createGuardedLookup(policy, resolve);
  return new Promise<string | LookupAddress[]>((done, fail) => {
    lookup('feeds.example.test', { all }, (error, address) => (error ? fail(error) : done(address)));
  });
}

describe('createGuardedLookup', () => {
  it('hands on only the allowed addresses of a name', async () => {
    const resolve = fixed('10.0.0.7', '93.184.216.34', '::1', '2606:4700::1');
    expect(await lookUp(resolve, true)).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700::1', family: 6 },
    ]);
    expect(await lookUp(resolve, false)).toBe('93.184.216.34');
  });

  it('refuses a name whose every address is private, naming it and the address', async () => {
    const error: unknown = await lookUp(fixed('169.254.169.254'), true).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(OutgoingCallError);
    expect((error as OutgoingCallError).code).toBe('private-address');
    expect((error as OutgoingCallError).message).toContain('feeds.example.test resolves to 169.254.169.254');
  });

  it('lets the policy pass a private address', async () => {
    expect(await lookUp(fixed('10.0.0.7'), false, parsePrivateHostsPolicy('10.0.0.0/8'))).toBe('10.0.0.7');
  });

  it('reports a name that does not resolve as dns', async () => {
    const missing: Resolver = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    const error: unknown = await lookUp(missing, true).catch((reason: unknown) => reason);
    expect((error as OutgoingCallError).code).toBe('dns');
    expect((error as OutgoingCallError).message).toContain('feeds.example.test');
  });
});

describe('sendRequest', () => {
  it('times out connecting when the name takes longer than the connect time-out', async () => {
    const never: Resolver = () => new Promise(() => {});
    const error: unknown = await sendRequest({
      url: new URL('http://feeds.example.test/'),
      method: 'GET',
      headers: {},
      connectTimeoutMs: 200,
      privateHosts: parsePrivateHostsPolicy(undefined),
      signal: new AbortController().signal,
      resolve: never,
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(OutgoingCallError);
    expect((error as OutgoingCallError).code).toBe('timeout');
    expect((error as OutgoingCallError).message).toContain('did not accept a connection within 200 ms');
  });
});
