import ipaddr from 'ipaddr.js';
import { classifyAddress, parseAddress, unmapAddress, type AddressKind, type ParsedAddress } from './private-addresses';

/** One allowed entry of ARGUS_ALLOW_PRIVATE_HOSTS, as written and as parsed (a single address is a /32 or /128). */
export type AllowedRange = { text: string; network: ParsedAddress; prefixLength: number };

/**
 * Which non-public addresses outgoing calls may reach: none (the default), all (`allowAll`, for development), or
 * the listed ranges. Cloud metadata addresses are refused whatever this says (ADR 0121).
 */
export type PrivateHostsPolicy = { allowAll: boolean; ranges: readonly AllowedRange[] };

export const noPrivateHosts: PrivateHostsPolicy = { allowAll: false, ranges: [] };

function parseEntry(text: string): AllowedRange {
  const bad = new Error(
    `ARGUS_ALLOW_PRIVATE_HOSTS: "${text}" is not an IP address or a CIDR range ` +
      `(write e.g. 127.0.0.1/32, ::1 or 10.0.0.0/8, separated by commas, or "true" to allow every address)`,
  );
  const [addressText = '', prefixText, ...rest] = text.split('/');
  if (rest.length > 0 || addressText.includes('%')) throw bad;
  const address = parseAddress(addressText);
  if (!address || addressText.startsWith('[')) throw bad;
  const maxPrefix = address.kind() === 'ipv4' ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) throw bad;
  const prefixLength = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (prefixLength > maxPrefix) throw bad;
  // ::ffff:10.0.0.0/104 means the IPv4 range 10.0.0.0/8; addresses are unmapped the same way before matching.
  const network = unmapAddress(address);
  const unmappedPrefix = network === address ? prefixLength : Math.max(0, prefixLength - 96);
  return { text, network, prefixLength: unmappedPrefix };
}

/**
 * Reads ARGUS_ALLOW_PRIVATE_HOSTS: unset/'' → nothing private allowed; 'true' → all allowed; else a comma list of
 * addresses or CIDR ranges ('127.0.0.1/32', '::1', '10.0.0.0/8'). Throws an Error naming the bad entry for an
 * unreadable value. 'false' reads as unset.
 */
export function parsePrivateHostsPolicy(value: string | undefined): PrivateHostsPolicy {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'false') return noPrivateHosts;
  if (trimmed.toLowerCase() === 'true') return { allowAll: true, ranges: [] };
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return { allowAll: false, ranges: entries.map(parseEntry) };
}

const loopbackRanges = [parseEntry('127.0.0.0/8'), parseEntry('::1/128')];

/** The policy and the loopback addresses besides: for a hop to one of this server's own origins. */
export function withLoopback(policy: PrivateHostsPolicy): PrivateHostsPolicy {
  return { allowAll: policy.allowAll, ranges: [...policy.ranges, ...loopbackRanges] };
}

function inRange(address: ParsedAddress, range: AllowedRange): boolean {
  if (address.kind() !== range.network.kind()) return false;
  return address.kind() === 'ipv4'
    ? (address as ipaddr.IPv4).match(range.network as ipaddr.IPv4, range.prefixLength)
    : (address as ipaddr.IPv6).match(range.network as ipaddr.IPv6, range.prefixLength);
}

/** The verdict on one address: allowed, or refused with its kind (for the message). */
export type AddressVerdict = { allowed: true } | { allowed: false; kind: Exclude<AddressKind, 'public'> };

/** Whether an outgoing call may connect to this address under the policy. */
export function judgeAddress(text: string, policy: PrivateHostsPolicy): AddressVerdict {
  const kind = classifyAddress(text);
  if (kind === 'public') return { allowed: true };
  if (kind === 'metadata' || kind === 'invalid') return { allowed: false, kind };
  if (policy.allowAll) return { allowed: true };
  const address = parseAddress(text);
  const unmapped = address && unmapAddress(address);
  if (unmapped && policy.ranges.some((range) => inRange(unmapped, range))) return { allowed: true };
  return { allowed: false, kind };
}
