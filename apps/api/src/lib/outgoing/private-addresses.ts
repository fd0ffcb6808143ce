import ipaddr from 'ipaddr.js';

/**
 * What an IP address is, as far as an outgoing call is concerned: `public` may be called; every other kind is refused
 * unless ARGUS_ALLOW_PRIVATE_HOSTS allows it (and `metadata` never is). See ADR 0121.
 */
export type AddressKind =
  | 'public'
  | 'metadata'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'carrier-grade-nat'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'invalid';

export type ParsedAddress = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Cloud instance-metadata and platform endpoints: they hand out credentials to whoever asks from inside the machine,
 * which is exactly what a server-side request forgery wants. AWS (IMDS, ECS task role, time sync, IPv6 IMDS), GCP,
 * Azure, DigitalOcean and OpenStack use 169.254.169.254; Alibaba 100.100.100.200; Oracle 192.0.0.192; Azure's
 * WireServer 168.63.129.16 is a public address that only answers from inside Azure, hence the explicit list.
 */
const metadataAddresses: readonly string[] = [
  '169.254.169.254',
  '169.254.169.123',
  '169.254.170.2',
  '169.254.170.23',
  '100.100.100.200',
  '192.0.0.192',
  '168.63.129.16',
  'fd00:ec2::254',
  'fd00:ec2::23',
  'fd00:ec2::123',
].map((text) => ipaddr.parse(text).toNormalizedString());

const ipv4Kinds: Readonly<Record<string, AddressKind>> = {
  unicast: 'public',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade-nat',
  private: 'private',
};

const ipv6Kinds: Readonly<Record<string, AddressKind>> = {
  unicast: 'public',
  unspecified: 'unspecified',
  linkLocal: 'link-local',
  deprecatedSiteLocal: 'link-local',
  multicast: 'multicast',
  loopback: 'loopback',
  uniqueLocal: 'unique-local',
};

/** Global unicast IPv6 is 2000::/3; ipaddr.js calls everything it has no name for "unicast", even ::7f00:1. */
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/** Parses an IP literal as a URL or a resolver gives it (brackets and zone ids tolerated); null for anything else. */
export function parseAddress(text: string): ParsedAddress | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return null;
  // ipaddr.js also reads "127.1" and "0x7f.0.0.1"; URLs arrive normalised by WHATWG URL and resolvers answer in
  // dotted quads, so a v4 literal in any other spelling reaching here is refused rather than guessed.
  if (ipaddr.IPv4.isValid(bare) && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return null;
  return ipaddr.parse(bare);
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as the IPv4 address the kernel actually connects to. */
export function unmapAddress(address: ParsedAddress): ParsedAddress {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

function ipv4FromLow32Bits(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function classifyIpv4(address: ipaddr.IPv4): AddressKind {
  if (metadataAddresses.includes(address.toNormalizedString())) return 'metadata';
  return ipv4Kinds[address.range()] ?? 'reserved';
}

/** IPv6 forms that carry an IPv4 address a gateway may forward to: judged by that IPv4 address. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return ipv4FromLow32Bits(address);
  // NAT64 (64:ff9b::/96): an IPv6-only host reaches every IPv4 site this way, so a public one stays callable.
  if (range === 'rfc6052' && address.parts[2] === 0) return ipv4FromLow32Bits(address);
  if (range === '6to4') {
    const [, high = 0, low = 0] = address.parts;
    return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return null;
}

function classifyIpv6(address: ipaddr.IPv6): AddressKind {
  if (metadataAddresses.includes(address.toNormalizedString())) return 'metadata';
  const embedded = embeddedIpv4(address);
  if (embedded) return classifyIpv4(embedded);
  const kind = ipv6Kinds[address.range()] ?? 'reserved';
  // The deprecated IPv4-compatible form (::a.b.c.d) and anything outside 2000::/3 is not reachable public unicast.
  if (kind === 'public' && !address.match(globalUnicastV6)) return 'reserved';
  return kind;
}

/** The kind of an IP address given as text (v4, v6, bracketed v6, IPv4-mapped v6). */
export function classifyAddress(text: string): AddressKind {
  const address = parseAddress(text);
  if (!address) return 'invalid';
  return address.kind() === 'ipv4' ? classifyIpv4(address as ipaddr.IPv4) : classifyIpv6(address as ipaddr.IPv6);
}

const kindWords: Readonly<Record<Exclude<AddressKind, 'public'>, string>> = {
  metadata: 'a cloud metadata service address',
  unspecified: 'an unspecified address (0.0.0.0 or ::, which reaches this machine)',
  loopback: 'a loopback address (this machine itself)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique-local (private) IPv6 address',
  'carrier-grade-nat': 'a carrier-grade NAT address (100.64.0.0/10)',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved or non-routable address',
  invalid: 'not a valid IP address',
};

/** The kind in words for an error message: "10.1.2.3 is a private network address". */
export function describeAddressKind(kind: Exclude<AddressKind, 'public'>): string {
  return kindWords[kind];
}
