import type { AlertList, MarkAlertsReadRequest } from '@argus/contract';

/** How many alerts the browser keeps: the bell lists the newest 20, the rest only tell what is known. */
export const ALERTS_KEPT = 100;

const newestFirst = (left: { createdAt: string }, right: { createdAt: string }) =>
  Date.parse(right.createdAt) - Date.parse(left.createdAt);

/** The newest `createdAt` held: a poll asks only for what came after it. */
export function newestAlertTime(held: AlertList | undefined): string | undefined {
  return held?.items[0]?.createdAt;
}

/**
 * The held list with a poll's answer merged in by id, newest first, at most ALERTS_KEPT. The answer's `unread` is the
 * server's count of all; when it is 0, every held alert is read (another tab marked them).
 */
export function mergeAlerts(held: AlertList | undefined, answer: AlertList): AlertList {
  const byId = new Map((held?.items ?? []).map((alert) => [alert.id, alert]));
  for (const alert of answer.items) byId.set(alert.id, alert);
  const items = [...byId.values()].sort(newestFirst).slice(0, ALERTS_KEPT);
  return {
    items: answer.unread === 0 ? items.map((alert) => (alert.read ? alert : { ...alert, read: true })) : items,
    unread: answer.unread,
  };
}

/** The held list once the server marked `request`'s alerts read. */
export function markAlertsRead(held: AlertList, request: MarkAlertsReadRequest): AlertList {
  if (request.all) return { items: held.items.map((alert) => ({ ...alert, read: true })), unread: 0 };
  const ids = new Set(request.ids);
  let newlyRead = 0;
  const items = held.items.map((alert) => {
    if (!ids.has(alert.id) || alert.read) return alert;
    newlyRead++;
    return { ...alert, read: true };
  });
  return { items, unread: Math.max(0, held.unread - newlyRead) };
}
