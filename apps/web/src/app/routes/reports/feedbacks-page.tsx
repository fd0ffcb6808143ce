import type { ItemLinkOf } from '../../../features/feedbacks/components/feedback-item-cell';
import { FeedbacksReport } from '../../../features/feedbacks/components/feedbacks-report';
import { itemHref } from '../../../features/feedbacks/lib/item-href';

// A row opens its signal (or mention) in the folder it belongs to, named in the link itself (`?folder=`), so that
// the link works the same in this tab and in a new one.
const linkOf: ItemLinkOf = (row) => {
  const to = itemHref(row);
  return to ? { to } : null;
};

export default function FeedbacksPage() {
  return <FeedbacksReport linkOf={linkOf} />;
}
