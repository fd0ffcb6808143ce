/** Dates a little ahead of the fetch are clock skew; further ahead they are scheduled posts or wrong clocks. */
const allowedSkewMs = 5 * 60 * 1000;

/** The item's date; a missing, unreadable or future one (beyond fetchedAt + 5 min) becomes fetchedAt. */
export function publishDateOf(raw: string | null, fetchedAt: Date): Date {
  const time = raw === null ? Number.NaN : parseDateTime(raw.trim());
  if (Number.isNaN(time) || time > fetchedAt.getTime() + allowedSkewMs) return new Date(fetchedAt.getTime());
  return new Date(time);
}

/** Offsets of the zone names RFC 822 allows beyond those Date.parse knows, and common European ones. */
const zoneOffsets: Record<string, string> = {
  CET: '+0100',
  CEST: '+0200',
  MEZ: '+0100',
  MESZ: '+0200',
  BST: '+0100',
  IST: '+0530',
  JST: '+0900',
  AEST: '+1000',
};

function parseDateTime(raw: string): number {
  if (raw === '') return Number.NaN;
  const direct = Date.parse(raw);
  if (!Number.isNaN(direct)) return direct;
  // RFC 822 dates with a zone name Date.parse does not know, or a misspelt day name.
  const zone = /\s([A-Z]{3,4})$/.exec(raw);
  const offset = zone?.[1] ? zoneOffsets[zone[1]] : undefined;
  const withoutZone = zone && offset ? `${raw.slice(0, zone.index)} ${offset}` : raw;
  return Date.parse(withoutZone.replace(/^[A-Za-z]+,?\s*/, ''));
}
