import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextPageTrigger } from './next-page-trigger';

/** The observers the trigger started, each reporting what a browser would on its start: the marker near or not. */
const started: { disconnected: boolean }[] = [];
let markerNear = true;
const quiet = window.IntersectionObserver;

beforeEach(() => {
  started.length = 0;
  markerNear = true;
  window.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    readonly record = { disconnected: false };
    constructor(private readonly report: IntersectionObserverCallback) {
      started.push(this.record);
    }
    observe(target: Element) {
      const entry = { isIntersecting: markerNear, target } as IntersectionObserverEntry;
      this.report([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  };
});
afterEach(() => {
  window.IntersectionObserver = quiet;
});

describe('NextPageTrigger', () => {
  it('asks for the next page again when a refresh ends, though it cancelled the page before the screen saw it load', () => {
    const loadMore = vi.fn();
    const view = render(<NextPageTrigger hasMore loadingMore={false} loadMore={loadMore} updating={false} />, {
      wrapper: MantineProvider,
    });
    expect(loadMore).toHaveBeenCalledTimes(1);
    // A live change's refresh took the place of the page asked for: the screen sees the refresh only, then its end.
    view.rerender(<NextPageTrigger hasMore loadingMore={false} loadMore={loadMore} updating />);
    expect(loadMore).toHaveBeenCalledTimes(1);
    view.rerender(<NextPageTrigger hasMore loadingMore={false} loadMore={loadMore} updating={false} />);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while a refresh or a page is on its way, nor when the end is far or there is no more', () => {
    const loadMore = vi.fn();
    const view = render(<NextPageTrigger hasMore loadingMore={false} loadMore={loadMore} updating />, {
      wrapper: MantineProvider,
    });
    view.rerender(<NextPageTrigger hasMore loadingMore loadMore={loadMore} updating={false} />);
    expect(started).toHaveLength(0);
    markerNear = false;
    view.rerender(<NextPageTrigger hasMore loadingMore={false} loadMore={loadMore} updating={false} />);
    expect(started).toHaveLength(1);
    view.rerender(<NextPageTrigger hasMore={false} loadingMore={false} loadMore={loadMore} updating={false} />);
    expect(started[0]!.disconnected).toBe(true);
    expect(loadMore).not.toHaveBeenCalled();
    expect(view.queryByTestId('next-page')).toBeNull();
  });
});
