export type OutgoingCallErrorCode =
  | 'bad-url'
  | 'scheme'
  | 'private-address'
  | 'dns'
  | 'connect'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'redirect-loop'
  | 'tls'
  | 'decoding'
  | 'network';

/**
 * Why an outgoing call failed. `code` is for programs (feed health, retries); `message` is for the staff user who
 * typed the address: the problem in words, naming the host or address.
 */
export class OutgoingCallError extends Error {
  override readonly name = 'OutgoingCallError';
  readonly code: OutgoingCallErrorCode;

  constructor(code: OutgoingCallErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

const dnsCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'ENODATA', 'ESERVFAIL', 'ENONAME', 'EAI_NONAME']);
const connectCodes = new Map([
  ['ECONNREFUSED', 'refused the connection'],
  ['EHOSTUNREACH', 'cannot be reached (no route to host)'],
  ['ENETUNREACH', 'cannot be reached (network unreachable)'],
  ['EHOSTDOWN', 'is down'],
  ['EADDRNOTAVAIL', 'cannot be reached from this server'],
]);

function isTlsProblem(code: string): boolean {
  return (
    code.startsWith('ERR_TLS') ||
    code.startsWith('ERR_SSL') ||
    code.includes('CERT') ||
    code.includes('SELF_SIGNED') ||
    code.startsWith('UNABLE_TO_') ||
    code === 'EPROTO'
  );
}

/** The where of a message: "feeds.example.com" or "feeds.example.com (93.184.216.34)". */
export type CallPlace = { host: string; address?: string };

function placeText(place: CallPlace): string {
  return place.address && place.address !== place.host ? `${place.host} (${place.address})` : place.host;
}

/** Turns what node:http, node:net, node:tls or node:dns threw into an OutgoingCallError naming the host. */
export function toOutgoingCallError(error: unknown, place: CallPlace): OutgoingCallError {
  if (error instanceof OutgoingCallError) return error;
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  const detail = error instanceof Error ? error.message : String(error);
  const where = placeText(place);
  if (dnsCodes.has(code)) {
    return new OutgoingCallError('dns', `The name ${place.host} could not be found in DNS (${code}).`, {
      cause: error,
    });
  }
  const connectProblem = connectCodes.get(code);
  if (connectProblem) {
    return new OutgoingCallError('connect', `${where} ${connectProblem}.`, { cause: error });
  }
  if (isTlsProblem(code)) {
    return new OutgoingCallError('tls', `The secure (TLS) connection to ${where} failed: ${detail}.`, {
      cause: error,
    });
  }
  if (code.startsWith('HPE_')) {
    return new OutgoingCallError('network', `${where} answered with something that is not valid HTTP (${code}).`, {
      cause: error,
    });
  }
  return new OutgoingCallError(
    'network',
    `The connection to ${where} broke before the answer was complete (${code || detail}).`,
    { cause: error },
  );
}
