// Runs before every component test file (the web-components project of vitest.config.ts, ADR 0090): what jsdom
// lacks and Mantine uses, and a clean page after each test.
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useEmbeddingStore } from '../shared/state/embedding-store';
import { useSessionStore } from '../shared/state/session-store';

// jsdom has no layout: media queries never match (Mantine asks for the colour scheme and reduced motion) and
// nothing is ever resized or scrolled.
window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Nor intersections (charts start near the viewport, ADR 0143): nothing is ever reported in view here.
window.IntersectionObserver = class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// Nor web fonts: a growing textarea (Mantine's autosize) listens for them to load.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { ready: Promise.resolve(), addEventListener: () => undefined, removeEventListener: () => undefined },
});

Element.prototype.scrollIntoView = () => undefined;
Element.prototype.scrollTo = () => undefined;

// The test files share one module graph (vitest.config.ts: isolate false), so whatever a test leaves behind
// outside React is put back here: alerts in Mantine's store, the session's stores and localStorage, and a test's
// `fetch` (test/fetch.ts).
afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useEmbeddingStore.setState(useEmbeddingStore.getInitialState(), true);
  vi.unstubAllGlobals();
});
