import { badRequest } from '../../lib/http-error';
import type { PublishRange } from './mentions.repository';

// PostgreSQL has no year 0 and JavaScript writes years past 9999 with a sign: both would fail in the query,
// so an extreme but valid ISO bound is clamped to dates that every mention lies within anyway.
const EARLIEST = new Date('1900-01-01T00:00:00.000Z');
const LATEST = new Date('9999-01-01T00:00:00.000Z');

function parseBound(field: string, iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw badRequest(field, `${field}: must be an existing date`);
  return new Date(Math.min(Math.max(date.getTime(), EARLIEST.getTime()), LATEST.getTime()));
}

/** The half-open range [fromIso, toIso) of a mention read; an end before the start is a client error. */
export function parsePublishRange(fromIso: string, toIso: string): PublishRange {
  const from = parseBound('fromIso', fromIso);
  const to = parseBound('toIso', toIso);
  if (to.getTime() < from.getTime()) throw badRequest('toIso', 'toIso: must not be before fromIso');
  return { from, to };
}
