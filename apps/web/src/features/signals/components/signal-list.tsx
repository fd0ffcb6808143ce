import { Paper, Stack, Text } from '@mantine/core';
import type { Signal } from '@argus/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHighlightTemplates } from '../hooks/use-highlight-templates';
import { SignalCard } from './signal-card';

type SignalListProps = {
  signals: readonly Signal[];
  emptyText: string;
  renderActions?: (signal: Signal) => ReactNode;
};

// A card is about 180 px tall; measured sizes replace the estimate once a card renders.
const ESTIMATED_CARD_HEIGHT = 180;
const GAP = 8;

type SignalRowProps = {
  signal: Signal;
  highlightTemplate: string | undefined;
  renderActions?: (signal: Signal) => ReactNode;
};

// The virtualiser renders the list on every scroll event; a row renders again only when its signal, template or the
// (stable) actions callback change, instead of every visible card on every frame.
const SignalRow = memo(function SignalRow({ signal, highlightTemplate, renderActions }: SignalRowProps) {
  return <SignalCard signal={signal} highlightTemplate={highlightTemplate} actions={renderActions?.(signal)} />;
});

/**
 * The filtered signals as a window-scrolled virtual list: only the cards in view (plus a few) are in the DOM, so a
 * folder of a hundred thousand signals scrolls like one of ten.
 */
export function SignalList({ signals, emptyText, renderActions }: SignalListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const templates = useHighlightTemplates();
  const [scrollMargin, setScrollMargin] = useState(0);
  const empty = signals.length === 0;
  // The list starts below the counts and (on wide screens) beside the filters; the window scrolls, so the
  // virtualizer needs the list's distance from the top of the document.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, [empty]);
  const virtualizer = useWindowVirtualizer({
    count: signals.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: 6,
    gap: GAP,
    scrollMargin,
    getItemKey: (index) => signals[index]!.id,
  });

  if (empty) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="signal-list-empty">
        <Stack gap={4} align="center">
          <Text fw={600}>No signals</Text>
          <Text size="sm" c="dimmed" ta="center">
            {emptyText}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    // Plain elements for the list and its row boxes: they render on every scroll event, where Mantine's style props
    // (resolved on each render) cost more than the rows themselves.
    <div
      ref={listRef}
      role="list"
      aria-label="Signals"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          role="listitem"
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          <SignalRow
            signal={signals[item.index]!}
            highlightTemplate={templates.get(signals[item.index]!.eventType)}
            renderActions={renderActions}
          />
        </div>
      ))}
    </div>
  );
}
