import { Box, Paper, Stack, Text } from '@mantine/core';
import type { Signal } from '@argus/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
    <Box ref={listRef} role="list" aria-label="Signals" pos="relative" h={virtualizer.getTotalSize()}>
      {virtualizer.getVirtualItems().map((item) => (
        <Box
          key={item.key}
          role="listitem"
          data-index={item.index}
          ref={virtualizer.measureElement}
          pos="absolute"
          top={0}
          left={0}
          w="100%"
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          <SignalCard
            signal={signals[item.index]!}
            highlightTemplate={templates.get(signals[item.index]!.eventType)}
            actions={renderActions?.(signals[item.index]!)}
          />
        </Box>
      ))}
    </Box>
  );
}
