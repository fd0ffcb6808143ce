import type { Alert } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { ALERTS_KEPT, markAlertsRead, mergeAlerts, newestAlertTime } from './merge-alerts';

function alertAt(minute: number, overrides: Partial<Alert> = {}): Alert {
  return {
    id: `alert-${minute}`,
    type: 'match',
    view: { id: 'view', name: 'Acme' },
    customer: 'meridian',
    kind: 'signals',
    itemId: `signal-${minute}`,
    title: `Signal ${minute}`,
    url: '/corporate-intelligence/signal-stream',
    count: 1,
    createdAt: new Date(Date.UTC(2026, 10, 30, 9, minute)).toISOString(),
    read: false,
    ...overrides,
  };
}

describe('mergeAlerts', () => {
  it('takes the first answer as it is', () => {
    const answer = { items: [alertAt(2), alertAt(1)], unread: 5 };
    expect(mergeAlerts(undefined, answer)).toEqual(answer);
    expect(newestAlertTime(answer)).toBe(alertAt(2).createdAt);
    expect(newestAlertTime(undefined)).toBeUndefined();
  });

  it('merges a poll by id, newest first, with the server unread count', () => {
    const held = { items: [alertAt(2), alertAt(1)], unread: 2 };
    const merged = mergeAlerts(held, { items: [alertAt(4), alertAt(3), alertAt(2, { title: 'again' })], unread: 4 });
    expect(merged.items.map((alert) => alert.id)).toEqual(['alert-4', 'alert-3', 'alert-2', 'alert-1']);
    expect(merged.items[2]?.title).toBe('again');
    expect(merged.unread).toBe(4);
  });

  it('keeps at most ALERTS_KEPT, the newest', () => {
    const held = { items: Array.from({ length: ALERTS_KEPT }, (_, index) => alertAt(ALERTS_KEPT - index)), unread: 0 };
    const merged = mergeAlerts(held, { items: [alertAt(ALERTS_KEPT + 1)], unread: 1 });
    expect(merged.items).toHaveLength(ALERTS_KEPT);
    expect(merged.items[0]?.id).toBe(`alert-${ALERTS_KEPT + 1}`);
    expect(merged.items.at(-1)?.id).toBe('alert-2');
  });

  it('shows all read once the server counts none unread (read in another tab)', () => {
    const merged = mergeAlerts({ items: [alertAt(1)], unread: 1 }, { items: [], unread: 0 });
    expect(merged.items.every((alert) => alert.read)).toBe(true);
  });
});

describe('markAlertsRead', () => {
  const held = { items: [alertAt(3), alertAt(2), alertAt(1, { read: true })], unread: 7 };

  it('marks the ones named, counting only those that were unread', () => {
    const marked = markAlertsRead(held, { ids: ['alert-2', 'alert-1'] });
    expect(marked.items.map((alert) => alert.read)).toEqual([false, true, true]);
    expect(marked.unread).toBe(6);
  });

  it('marks all', () => {
    const marked = markAlertsRead(held, { all: true });
    expect(marked.items.every((alert) => alert.read)).toBe(true);
    expect(marked.unread).toBe(0);
  });
});
