import { FOLDER_PARAM, OPEN_SIGNAL_PARAM, type FeedbackReportRow } from '@argus/contract';
import { paths } from '../../../lib/paths';

/**
 * Where a row of the report opens its item: the item's day on its screen in its folder (`?folder=`), whatever the
 * user's default filters (reliability, languages, media, hide disliked) would hide; a signal also its company and its
 * details open (`?signal=`). Null for an item without a publish date or a folder.
 *
 * The folder travels in the address, not through the folder store, so that a row opened in a new tab (middle-click,
 * Ctrl+click) opens the same folder and item: the app layout selects a folder the address names if the user may open
 * it (`useFolderFromAddress`), as for the links of mails (ADR 0098).
 */
export function itemHref(row: FeedbackReportRow): string | null {
  if (!row.publishDate || !row.customerName) return null;
  const day = row.publishDate.slice(0, 10);
  const search = new URLSearchParams({
    [FOLDER_PARAM]: row.customerName,
    from: day,
    to: day,
    reliability: '0',
    language: '',
    media: '',
    hideDisliked: 'false',
  });
  if (row.itemKind === 'mention') return `${paths.mentionStream}?${search.toString()}`;
  if (row.company) search.set('company', row.company);
  search.set(OPEN_SIGNAL_PARAM, row.eventId);
  return `${paths.signalStream}?${search.toString()}`;
}
