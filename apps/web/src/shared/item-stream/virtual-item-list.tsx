import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { whenIdle } from '../../lib/when-idle';
import { TriageHelpDialog } from './triage-help-dialog';
import { useTriageHelpStore } from './triage-help-store';
import {
  INTERACTIVE_SELECTOR,
  moveActiveIndex,
  resolveActiveIndex,
  type ActiveItem,
  type TriageCommand,
} from './triage-keys';
import { useCssLengths } from './use-css-lengths';
import { useScrollMargin } from './use-scroll-margin';
import { useTriageKeys } from './use-triage-keys';
import classes from './virtual-item-list.module.css';

/** What the triage keys do to the active item (o or Enter, b, l, d); a missing handler leaves its key unused. */
export type TriageHandlers<T> = {
  onOpen?: (item: T) => void;
  onBookmark?: (item: T) => void;
  onLike?: (item: T) => void;
  onDislike?: (item: T) => void;
};

type VirtualItemListProps<T> = {
  items: readonly T[];
  getId: (item: T) => string;
  /** What a screen reader announces for the item (its article's name). */
  getLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /**
   * The CSS custom property on the document that holds the rendered item's height (ADR 0053): cards have fixed
   * heights, so the list knows where every item sits without measuring any. A new function when an item's changes.
   */
  itemHeight: (item: T) => string;
  /** Pixels between two items: the cards' 8 unless told (compact rows sit closer). */
  gap?: number;
  /** Singular, lower case ("signal"): names the list ("Signals"), its empty state and its test ids. */
  noun: string;
  emptyText: string;
  /** Set while the items are on their way (the folder loading, a filter's answer): shown instead of the empty state. */
  loadingText?: string;
  triage?: TriageHandlers<T>;
};

const DEFAULT_GAP = 8;
/** Cards rendered beyond the window's, so that a fast scroll finds the next ones drawn. */
const OVERSCAN = 6;
/** Before a list's items are first painted: the window's cards and one more (ADR 0164). */
const FIRST_OVERSCAN = 1;

/** How long each growing step waits for an idle moment at most. */
const OVERSCAN_STEP_MAX_WAIT_MS = 1000;

/**
 * The overscan: one card until the list's first items are painted (ADR 0164), then one more in each idle moment up to
 * `OVERSCAN`, and all of them at the person's first scroll. On a first load the six cards below the window were half
 * the first cards' render, which the person waited for without seeing them; built in one pass after the paint they
 * were two tasks of 50-70 ms each on a slow machine (ADR 0165), a card at a time each step is a task of about 20.
 */
function useOverscan(empty: boolean): number {
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN);
  useEffect(() => {
    if (empty || overscan >= OVERSCAN) return;
    let cancelled = false;
    const cancelPaint = afterNextPaint(() => {
      void whenIdle(OVERSCAN_STEP_MAX_WAIT_MS).then(() => {
        if (!cancelled) startTransition(() => setOverscan((cards) => Math.min(cards + 1, OVERSCAN)));
      });
    });
    const scrolled = () => setOverscan(OVERSCAN);
    window.addEventListener('scroll', scrolled, { passive: true, once: true });
    return () => {
      cancelled = true;
      cancelPaint();
      window.removeEventListener('scroll', scrolled);
    };
  }, [empty, overscan]);
  return overscan;
}

// The AppShell header (60 px) and a margin: an item scrolled into view by the keys is not hidden under the header.
const SCROLL_PADDING_TOP = 76;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type ItemContentProps<T> = { item: T; renderItem: (item: T) => ReactNode };

// The virtualizer renders the list on every scroll event; an item renders again only when it or the (stable)
// renderItem callback changes, instead of every visible card on every frame (ADR 0049).
const ItemContent = memo(function ItemContent<T>({ item, renderItem }: ItemContentProps<T>) {
  return renderItem(item);
}) as <T>(props: ItemContentProps<T>) => ReactNode;

/**
 * A stream's items as a window-scrolled virtual list: only the cards in view (plus a few) are in the DOM, so a folder
 * of a hundred thousand items scrolls like one of ten. It is an ARIA feed of articles with keyboard triage (ADR 0045):
 * j/k move the active item (roving focus: the active article is the one focusable by Tab and gets the focus), o or
 * Enter open it, b/l/d review it, ? lists the keys. A click on a card, away from its buttons and links, opens it too.
 */
export function VirtualItemList<T>(props: VirtualItemListProps<T>) {
  // TanStack's hooks hand back one mutable instance: React Compiler would keep what its getters answered on the first
  // render (its rows, its visible items) and never ask again (ADR 0118).
  'use no memo';
  const { items, getId, getLabel, renderItem, itemHeight, noun, emptyText, loadingText, triage } = props;
  const gap = props.gap ?? DEFAULT_GAP;
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<ActiveItem | null>(null);
  const openHelp = useTriageHelpStore((state) => state.open);
  // The index whose article should take the focus as soon as the virtualizer renders it.
  const pendingFocus = useRef<number | null>(null);
  const empty = items.length === 0;
  const overscan = useOverscan(empty);
  // The list starts below the counts and (on wide screens) beside the filters; the window scrolls, so the
  // virtualizer needs the list's distance from the top of the document. Until it is read (the first frame), the range
  // is reckoned from the list's top: a few more cards at the bottom, and no card moves (each sits at its start less
  // the margin).
  const scrollMargin = useScrollMargin(listRef, !empty);
  // The window's scroll position as the list first renders: TanStack would read it in its layout effect, after the
  // new cards are in the document, and so lay them out there too.
  const [initialOffset] = useState(() => window.scrollY);
  // On mounting (and on reappearing) TanStack scrolls the window to where it already is, which would lay the whole
  // screen out inside React's commit: a scroll to the offset the virtualizer holds is not made.
  const scrollToFn = useCallback<typeof windowScroll>((offset, options, instance) => {
    const alreadyThere = offset === instance.scrollOffset && !options.adjustments && options.behavior !== 'smooth';
    if (!alreadyThere) windowScroll(offset, options, instance);
  }, []);
  const lengthOf = useCssLengths();
  // The virtualizer recomputes every item's position when the key function changes: only with the items, not on each
  // render (ADR 0053).
  const getItemKey = useCallback((index: number) => getId(items[index]!), [items, getId]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    // Exact, not an estimate: nothing is measured (ADR 0053).
    estimateSize: (index) => lengthOf(itemHeight(items[index]!)),
    overscan,
    gap,
    scrollMargin: scrollMargin.margin,
    initialOffset,
    scrollToFn,
    scrollPaddingStart: SCROLL_PADDING_TOP,
    scrollPaddingEnd: gap,
    getItemKey,
    // React renders a new range in a task of its own instead of inside the scroll event's frame, which would then
    // hold the render, the new cards' layout and the paint in one long task; the overscan covers the frame it takes.
    useFlushSync: false,
  });
  // Heights that change without the items (a mention's translation shown, a media query) move the items below.
  const heights = useRef({ itemHeight, lengthOf });
  useLayoutEffect(() => {
    if (heights.current.itemHeight === itemHeight && heights.current.lengthOf === lengthOf) return;
    heights.current = { itemHeight, lengthOf };
    virtualizer.measure();
  }, [virtualizer, itemHeight, lengthOf]);

  const activeIndex = resolveActiveIndex(active, items.length, (id) =>
    active !== null && items[active.index] !== undefined && getId(items[active.index]!) === id
      ? active.index
      : items.findIndex((item) => getId(item) === id),
  );

  const focusWhenRendered = useCallback((node: HTMLElement | null) => {
    if (node && pendingFocus.current === Number(node.dataset.index)) {
      pendingFocus.current = null;
      node.focus({ preventScroll: true });
    }
  }, []);

  const activate = (index: number) => {
    setActive({ id: getId(items[index]!), index });
    // A key may come before the frame that reads a changed margin: the scroll then goes by the list's present place.
    const margin = scrollMargin.current();
    if (margin !== virtualizer.options.scrollMargin)
      virtualizer.setOptions({ ...virtualizer.options, scrollMargin: margin });
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const node = listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (node) node.focus({ preventScroll: true });
    else pendingFocus.current = index;
  };

  useTriageKeys((command: TriageCommand) => {
    if (command === 'help') return openHelp();
    if (command === 'next' || command === 'previous') {
      const index = moveActiveIndex(activeIndex, command, items.length);
      if (index >= 0) activate(index);
      return;
    }
    const item = activeIndex >= 0 ? items[activeIndex] : undefined;
    if (item === undefined || !triage) return;
    const handler = {
      open: triage.onOpen,
      bookmark: triage.onBookmark,
      like: triage.onLike,
      dislike: triage.onDislike,
    }[command];
    handler?.(item);
  });

  // A click that ends a text selection selects; one on a button or link does what that says.
  const onOpen = triage?.onOpen;
  const openOnClick = (event: MouseEvent<HTMLElement>, item: T) => {
    if (!onOpen || !(event.target instanceof Element) || event.target.closest(INTERACTIVE_SELECTOR)) return;
    if (window.getSelection()?.type === 'Range') return;
    onOpen(item);
  };

  const helpDialog = <TriageHelpDialog />;
  if (empty && loadingText !== undefined) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid={`${noun}-list-loading`} aria-busy>
        <Stack gap="xs" align="center">
          <Loader size="sm" />
          <Text size="sm" c="dimmed" ta="center">
            {loadingText}
          </Text>
        </Stack>
        {helpDialog}
      </Paper>
    );
  }
  if (empty) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid={`${noun}-list-empty`}>
        <Stack gap={4} align="center">
          <Text fw={600}>No {noun}s</Text>
          <Text size="sm" c="dimmed" ta="center">
            {emptyText}
          </Text>
        </Stack>
        {helpDialog}
      </Paper>
    );
  }
  // Tab reaches the active article, or the first one before any is active.
  const tabStop = activeIndex >= 0 ? activeIndex : 0;
  return (
    // Plain elements for the list and its item boxes: they render on every scroll event, where Mantine's style props
    // (resolved on each render) cost more than the items themselves (ADR 0049).
    <div
      ref={listRef}
      role="feed"
      aria-label={`${capitalize(noun)}s`}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((virtualItem) => {
        const item = items[virtualItem.index]!;
        return (
          <div
            key={virtualItem.key}
            role="article"
            aria-label={getLabel(item)}
            aria-posinset={virtualItem.index + 1}
            aria-setsize={items.length}
            tabIndex={virtualItem.index === tabStop ? 0 : -1}
            data-index={virtualItem.index}
            data-active={virtualItem.index === activeIndex || undefined}
            data-openable={onOpen ? true : undefined}
            className={classes.item}
            onClick={(event) => openOnClick(event, item)}
            ref={focusWhenRendered}
            // Focus inside a card (a click, Tab to its buttons) makes it the active item, so j and k go on from there.
            onFocus={() => {
              if (virtualItem.index !== activeIndex) setActive({ id: getId(item), index: virtualItem.index });
            }}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${virtualItem.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <ItemContent item={item} renderItem={renderItem} />
          </div>
        );
      })}
      {helpDialog}
    </div>
  );
}
