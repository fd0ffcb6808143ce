import { OPEN_SIGNAL_PARAM, type FeedbackReportRow } from '@argus/contract';
import { useCallback } from 'react';
import { FeedbacksReport } from '../../../features/feedbacks/components/feedbacks-report';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { paths } from '../../../lib/paths';

/**
 * The item's day on its screen, whatever the user's default filters (reliability, languages, media, hide disliked)
 * would hide; a signal also its company and its details open (`?signal=`).
 */
function itemHref(row: FeedbackReportRow): string | null {
  if (!row.publishDate) return null;
  const day = row.publishDate.slice(0, 10);
  const search = new URLSearchParams({ from: day, to: day, reliability: '0', language: '', media: '' });
  search.set('hideDisliked', 'false');
  if (row.itemKind === 'mention') return `${paths.mentionStream}?${search.toString()}`;
  if (row.company) search.set('company', row.company);
  search.set(OPEN_SIGNAL_PARAM, row.eventId);
  return `${paths.signalStream}?${search.toString()}`;
}

// Composes feedbacks, folders and signals (features never import each other): a row opens its signal (or mention)
// in the folder it belongs to, which is selected as the link is followed.
export default function FeedbacksPage() {
  const selectCustomer = useFolderStore((state) => state.selectCustomer);
  const linkOf = useCallback(
    (row: FeedbackReportRow) => {
      const to = itemHref(row);
      const customer = row.customerName;
      if (!to || !customer) return null;
      return { to, onOpen: () => selectCustomer(customer) };
    },
    [selectCustomer],
  );
  return <FeedbacksReport linkOf={linkOf} />;
}
