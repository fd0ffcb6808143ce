import { badRequest } from '../../lib/http-error';
import type { PagePosition } from '../../db/queries/page-position';

// Opaque to the client: base64url of `<publish date in epoch microseconds>.<id>`.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodePageCursor(position: PagePosition) {
  return Buffer.from(`${position.publishMicros}.${position.id}`).toString('base64url');
}

/**
 * Only a whole number that a bigint holds (17 digits reach past the year 2999) and a UUID reach the query: a forged
 * cursor is a 400, never a 500.
 */
export function decodePageCursor(text: string): PagePosition {
  const match = /^(-?\d{1,17})\.(.+)$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2] || !UUID.test(match[2])) {
    throw badRequest('cursor', 'cursor: is not a cursor of this range');
  }
  return { publishMicros: match[1], id: match[2] };
}
