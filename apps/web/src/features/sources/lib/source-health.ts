import type { Source, SourceFetch } from '@argus/contract';

export type SourceHealth = 'paused' | 'failing' | 'healthy' | 'waiting';

/** What a row's badge says: paused first (nothing is fetched), then failing, then whether it was ever fetched. */
export function sourceHealth(source: Source): SourceHealth {
  if (source.paused) return 'paused';
  if (source.lastError !== null || source.failuresInARow > 0) return 'failing';
  return source.lastFetchedAt === null ? 'waiting' : 'healthy';
}

/** "12 new, 40 seen", with the edited and left-out items where there were any. */
export function fetchOutcomeText(fetch: Pick<SourceFetch, 'newItems' | 'updatedItems' | 'seenItems' | 'skippedItems'>) {
  const parts = [`${fetch.newItems} new`];
  if (fetch.updatedItems > 0) parts.push(`${fetch.updatedItems} updated`);
  parts.push(`${fetch.seenItems} seen`);
  if (fetch.skippedItems > 0) parts.push(`${fetch.skippedItems} skipped`);
  return parts.join(', ');
}

/** "Every 15 min", "Every 2 h", "Every 1 h 30 min", "Daily". */
export function intervalText(minutes: number): string {
  if (minutes === 1440) return 'Daily';
  if (minutes < 60) return `Every ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `Every ${hours} h` : `Every ${hours} h ${rest} min`;
}

/** The feed's address without its scheme, "www." and a trailing slash, cut in the middle when long. */
export function shortUrl(url: string, maxLength = 48): string {
  const bare = url
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
  if (bare.length <= maxLength) return bare;
  const head = Math.ceil((maxLength - 1) * 0.6);
  const tail = maxLength - 1 - head;
  return `${bare.slice(0, head)}…${bare.slice(bare.length - tail)}`;
}

/** "1.2 s", "340 ms". */
export function durationText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
