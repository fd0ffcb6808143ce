import type { Alert } from '@argus/contract';
import { formatCount } from '../../../lib/format-count';

/** A notice's title: the view's name, or what the notice is about when no view matched. */
export function alertNoticeTitle(alert: Alert): string {
  if (alert.type === 'webhook-paused') return 'Webhook paused';
  return alert.view?.name ?? 'Alert';
}

/** A notice's sentence: the item's title (a mention's, or a signal's event type and company), or a summary's count. */
export function alertNoticeMessage(alert: Alert): string {
  if (alert.type === 'summary') return `${formatCount(alert.count)} new ${alert.count === 1 ? 'match' : 'matches'}`;
  return alert.title;
}

/** Where the alert came from, under its title in the bell's list. */
export function alertSourceLabel(alert: Alert): string {
  if (alert.type === 'webhook-paused') return 'Webhook';
  return alert.view?.name ?? 'Saved view';
}
