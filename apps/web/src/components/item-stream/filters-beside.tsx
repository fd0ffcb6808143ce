import { Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// A filtered screen's frame (Signals, Mentions, Overview, Map): the filters beside the content, sticky, from 62em
// (992 px) up; below that in a right-hand drawer behind a "Filters" button.

export type FiltersDrawer = { narrow: boolean; opened: boolean; open: () => void; close: () => void };

export function useFiltersDrawer(): FiltersDrawer {
  const narrow = useMediaQuery('(max-width: 62em)') ?? false;
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

export function FiltersBeside({
  drawer,
  filters,
  children,
}: {
  drawer: FiltersDrawer;
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      {drawer.narrow ? (
        <Drawer opened={drawer.opened} onClose={drawer.close} title="Filters" position="right" size="sm">
          {filters}
        </Drawer>
      ) : (
        // Sticky beside the content, scrolling on its own when it is taller than the window.
        <Box
          w={300}
          style={{ flexShrink: 0, position: 'sticky', top: 76, maxHeight: 'calc(100dvh - 92px)', overflowY: 'auto' }}
          pr={4}
        >
          {filters}
        </Box>
      )}
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
    </Group>
  );
}
