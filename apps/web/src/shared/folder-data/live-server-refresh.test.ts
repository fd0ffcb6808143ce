import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedLiveRefresh, type PageVisibility } from './live-server-refresh';

/** A page whose visibility the test sets, as the browser's `visibilitychange` would. */
function testPage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const page: PageVisibility = {
    hidden: () => hidden,
    onShown: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    page,
    hide: () => {
      hidden = true;
    },
    show: () => {
      hidden = false;
      [...listeners].forEach((listener) => listener());
    },
    listening: () => listeners.size,
  };
}

describe('coalescedLiveRefresh (ADR 0132)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes a quiet folder at once, and a burst of changes once more when the interval ends', () => {
    const refreshed: string[] = [];
    const changed = coalescedLiveRefresh((customer) => refreshed.push(customer), {
      intervalMs: 3_000,
      page: testPage().page,
    });
    changed('poc');
    expect(refreshed).toEqual(['poc']);
    for (let change = 0; change < 20; change++) {
      vi.advanceTimersByTime(100);
      changed('poc');
    }
    expect(refreshed).toEqual(['poc']);
    vi.advanceTimersByTime(1_000);
    expect(refreshed).toEqual(['poc', 'poc']);
    // Nothing changed since that refresh: none at the end of its interval.
    vi.advanceTimersByTime(10_000);
    expect(refreshed).toEqual(['poc', 'poc']);
    // Quiet again: the next change refreshes at once.
    changed('poc');
    expect(refreshed).toEqual(['poc', 'poc', 'poc']);
  });

  it('times each folder on its own: a change of another folder refreshes that one only', () => {
    const refreshed: string[] = [];
    const changed = coalescedLiveRefresh((customer) => refreshed.push(customer), {
      intervalMs: 3_000,
      page: testPage().page,
    });
    changed('poc');
    changed('other');
    changed('other');
    expect(refreshed).toEqual(['poc', 'other']);
    vi.advanceTimersByTime(3_000);
    expect(refreshed).toEqual(['poc', 'other', 'other']);
  });

  it('refreshes nothing while the page is hidden, and once when it is shown again', () => {
    const refreshed: string[] = [];
    const visibility = testPage();
    const changed = coalescedLiveRefresh((customer) => refreshed.push(customer), {
      intervalMs: 3_000,
      page: visibility.page,
    });
    visibility.hide();
    changed('poc');
    changed('poc');
    vi.advanceTimersByTime(60_000);
    changed('other');
    expect(refreshed).toEqual([]);
    visibility.show();
    expect(refreshed).toEqual(['poc', 'other']);
    // It stops listening once shown; shown again with nothing changed, nothing is asked.
    expect(visibility.listening()).toBe(0);
    visibility.hide();
    visibility.show();
    expect(refreshed).toEqual(['poc', 'other']);
  });

  it('keeps a change that came during an interval for when a hidden page is shown again', () => {
    const refreshed: string[] = [];
    const visibility = testPage();
    const changed = coalescedLiveRefresh((customer) => refreshed.push(customer), {
      intervalMs: 3_000,
      page: visibility.page,
    });
    changed('poc');
    changed('poc');
    visibility.hide();
    vi.advanceTimersByTime(3_000);
    expect(refreshed).toEqual(['poc']);
    visibility.show();
    expect(refreshed).toEqual(['poc', 'poc']);
  });
});
