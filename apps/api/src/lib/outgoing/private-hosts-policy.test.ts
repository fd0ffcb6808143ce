import { describe, expect, it } from 'vitest';
import { judgeAddress, parsePrivateHostsPolicy } from './private-hosts-policy';

describe('parsePrivateHostsPolicy', () => {
  it('allows nothing private when unset, empty or false', () => {
    for (const value of [undefined, '', '  ', 'false']) {
      expect(parsePrivateHostsPolicy(value)).toEqual({ allowAll: false, ranges: [] });
    }
  });

  it("allows every address with 'true'", () => {
    const policy = parsePrivateHostsPolicy('true');
    expect(policy.allowAll).toBe(true);
    expect(judgeAddress('10.1.2.3', policy)).toEqual({ allowed: true });
    expect(judgeAddress('::1', policy)).toEqual({ allowed: true });
  });

  it('reads a comma list of ranges and single addresses', () => {
    const policy = parsePrivateHostsPolicy('10.0.0.0/8, ::1');
    expect(policy.allowAll).toBe(false);
    expect(policy.ranges.map((range) => [range.text, range.prefixLength])).toEqual([
      ['10.0.0.0/8', 8],
      ['::1', 128],
    ]);
    expect(judgeAddress('10.200.3.4', policy)).toEqual({ allowed: true });
    expect(judgeAddress('::ffff:10.200.3.4', policy)).toEqual({ allowed: true });
    expect(judgeAddress('::1', policy)).toEqual({ allowed: true });
    expect(judgeAddress('127.0.0.1', policy)).toEqual({ allowed: false, kind: 'loopback' });
    expect(judgeAddress('192.168.0.1', policy)).toEqual({ allowed: false, kind: 'private' });
  });

  it('matches a /32 exactly and reads IPv4-mapped ranges as IPv4', () => {
    const policy = parsePrivateHostsPolicy('127.0.0.1/32,::ffff:192.168.0.0/112');
    expect(judgeAddress('127.0.0.1', policy).allowed).toBe(true);
    expect(judgeAddress('127.0.0.2', policy).allowed).toBe(false);
    expect(judgeAddress('192.168.7.7', policy).allowed).toBe(true);
  });

  it('never allows cloud metadata addresses, whatever the policy', () => {
    for (const value of ['true', '169.254.0.0/16', '169.254.169.254']) {
      expect(judgeAddress('169.254.169.254', parsePrivateHostsPolicy(value))).toEqual({
        allowed: false,
        kind: 'metadata',
      });
    }
  });

  it.each(['nonsense', '10.0.0.0/33', '::1/129', '10.0.0.0/8/8', 'localhost', '127.1', '10.0.0.0/x', 'fe80::1%eth0'])(
    'throws naming the bad entry %s',
    (entry) => {
      expect(() => parsePrivateHostsPolicy(`127.0.0.1, ${entry}`)).toThrow(`"${entry}"`);
    },
  );
});
