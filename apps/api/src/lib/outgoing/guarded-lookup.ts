import dns, { type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { OutgoingCallError, toOutgoingCallError } from './outgoing-call-error';
import { describeAddressKind } from './private-addresses';
import { judgeAddress, type PrivateHostsPolicy } from './private-hosts-policy';

/** Name → addresses; dns.lookup (the system resolver, /etc/hosts included) unless a test hands another. */
export type Resolver = (hostname: string, family: 0 | 4 | 6) => Promise<readonly LookupAddress[]>;

export const systemResolver: Resolver = (hostname, family) => dns.promises.lookup(hostname, { all: true, family });

function refusal(host: string, address: string, policy: PrivateHostsPolicy): OutgoingCallError | null {
  const verdict = judgeAddress(address, policy);
  if (verdict.allowed) return null;
  const what = describeAddressKind(verdict.kind);
  const subject = host === address ? address : `${host} resolves to ${address}, which`;
  return new OutgoingCallError(
    'private-address',
    `${subject} is ${what}; Argus only calls public internet addresses` +
      (verdict.kind === 'metadata' ? '.' : ' (ARGUS_ALLOW_PRIVATE_HOSTS lists exceptions).'),
  );
}

/** A URL's hostname without the brackets of an IPv6 literal. */
export function bareHostname(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * Refuses an IP-literal host before any connection: node:net skips `lookup` for literals, so the guarded lookup
 * alone would not see them.
 */
export function assertLiteralHostAllowed(hostname: string, policy: PrivateHostsPolicy): void {
  const host = bareHostname(hostname);
  if (isIP(host) === 0) return;
  const error = refusal(host, host, policy);
  if (error) throw error;
}

/** Checks an address a socket reports as connected: the last line, should anything bypass the lookup. */
export function assertConnectedAddressAllowed(host: string, address: string, policy: PrivateHostsPolicy): void {
  const error = refusal(host, address, policy);
  if (error) throw error;
}

function familyOf(options: dns.LookupOptions): 0 | 4 | 6 {
  const family = options.family;
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}

/**
 * The socket's `lookup`: resolves every address of the name, drops those the policy refuses, and hands node:net only
 * the allowed ones, so the address checked is the address connected to (no gap for DNS rebinding). No allowed
 * address: the first refused one is named in a 'private-address' error.
 */
export function createGuardedLookup(
  policy: PrivateHostsPolicy,
  resolve: Resolver = systemResolver,
  onResolved?: (addresses: readonly string[]) => void,
): LookupFunction {
  return (hostname, options, callback) => {
    const guarded = async (): Promise<LookupAddress[]> => {
      let addresses: readonly LookupAddress[];
      try {
        addresses = await resolve(hostname, familyOf(options));
      } catch (error) {
        throw toOutgoingCallError(error, { host: hostname });
      }
      const allowed = addresses.filter((entry) => refusal(hostname, entry.address, policy) === null);
      const [firstRefused] = addresses.filter((entry) => !allowed.includes(entry));
      if (allowed.length === 0) {
        throw firstRefused
          ? refusal(hostname, firstRefused.address, policy)
          : new OutgoingCallError('dns', `The name ${hostname} has no address in DNS.`);
      }
      onResolved?.(allowed.map((entry) => entry.address));
      return allowed;
    };
    guarded().then(
      (allowed) => {
        if (options.all) {
          callback(null, allowed);
        } else {
          const [first] = allowed as [LookupAddress];
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
