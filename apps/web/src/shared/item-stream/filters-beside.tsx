import { Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { DeferredRender } from '../../components/layout/deferred-render';
import { AfterFirstItems } from './after-first-items';
import classes from './filters-beside.module.css';
import { useMediaMatches } from '../../components/hooks/use-media-matches';

// A filtered screen's frame (Signals, Mentions, Overview, Map): the filters beside the content, sticky, from 62em
// (992 px) up; below that in a right-hand drawer behind a "Filters" button.

export type FiltersDrawer = { narrow: boolean; opened: boolean; open: () => void; close: () => void };

export function useFiltersDrawer(): FiltersDrawer {
  const narrow = useMediaMatches('(max-width: 62em)');
  const [opened, { open, close }] = useDisclosure(false);
  return { narrow, opened, open, close };
}

/** The button that opens the filters on narrow screens; nothing on wide ones. */
export function FiltersButton({ drawer }: { drawer: FiltersDrawer }) {
  if (!drawer.narrow) return null;
  return (
    <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} />} onClick={drawer.open}>
      Filters
    </Button>
  );
}

// The column sticks 76 px from the top (below the 60 px header) and keeps 16 px free at the bottom.
const COLUMN_TOP = 76;
const COLUMN_MARGIN_BOTTOM = 16;

/**
 * Keeps the sticky filter column inside the window, also before it sticks (the page's title sits above it then), so
 * that its last row, Reset, is always in view: the column scrolls on its own, Reset sticks to its foot.
 */
function useColumnInWindow(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const column = ref.current;
    if (!enabled || !column) return;
    const fit = () => {
      const top = Math.max(column.getBoundingClientRect().top, COLUMN_TOP);
      column.style.maxHeight = `${window.innerHeight - top - COLUMN_MARGIN_BOTTOM}px`;
    };
    // The first fit once the screen is painted: its layout is then done (ADR 0119).
    const cancelFirstFit = afterNextPaint(fit);
    window.addEventListener('scroll', fit, { passive: true });
    window.addEventListener('resize', fit);
    return () => {
      cancelFirstFit();
      window.removeEventListener('scroll', fit);
      window.removeEventListener('resize', fit);
    };
  }, [enabled]);
  return ref;
}

export function FiltersBeside({
  drawer,
  filters,
  afterFirstItems = false,
  children,
}: {
  drawer: FiltersDrawer;
  filters: ReactNode;
  /** A stream's column: its fields wait for the list's first items on a first load (after-first-items.tsx). */
  afterFirstItems?: boolean;
  children: ReactNode;
}) {
  const column = useColumnInWindow(!drawer.narrow);
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      {drawer.narrow ? (
        <Drawer opened={drawer.opened} onClose={drawer.close} title="Filters" position="right" size="sm">
          {filters}
        </Drawer>
      ) : (
        // Sticky beside the content, scrolling on its own when it is taller than the window. Its z-index paints it
        // after the list: a sticky box moves as the page scrolls, so the browser would otherwise give everything
        // painted after it that might pass under it (the list, each card's clamped text) a composited layer of its
        // own, 23 layers for Signals instead of 11, each rastered apart (ADR 0164).
        <Box
          ref={column}
          className={classes.column}
          w={300}
          style={{
            flexShrink: 0,
            position: 'sticky',
            zIndex: 1,
            top: COLUMN_TOP,
            maxHeight: `calc(100dvh - ${COLUMN_TOP + COLUMN_MARGIN_BOTTOM}px)`,
            overflowY: 'auto',
          }}
          pr={4}
        >
          {afterFirstItems ? <AfterFirstItems>{filters}</AfterFirstItems> : <DeferredRender>{filters}</DeferredRender>}
        </Box>
      )}
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
    </Group>
  );
}
