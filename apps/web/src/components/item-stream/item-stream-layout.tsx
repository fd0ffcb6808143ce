import { Box, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ItemStreamLayoutProps = {
  title: string;
  /** Singular, lower case ("signal"): the counts' wording and test ids. */
  noun: string;
  /** The folder's loaded items, and whether its history is in (else the count may still grow). */
  loadedCount: number;
  historyLoaded: boolean;
  /** How far back the folder is loaded, as the status line says it ("the last month" unless the user chose longer). */
  loadedRangeText?: string;
  shownCount: number;
  /** Saves the shown items (disabled while none are shown). */
  onExport: () => void;
  /** Buttons another part of the screen adds beside Export (e.g. a moderator's create). */
  headerActions?: ReactNode;
  filters: ReactNode;
  /** The list, and whatever sits above it. */
  children: ReactNode;
};

const format = (count: number) => count.toLocaleString('en');

/**
 * A stream screen (Signals, Mentions): title, counts and export on top; the filters beside the list, sticky, from
 * 62em (992 px) up, below that in a right-hand drawer behind a "Filters" button.
 */
export function ItemStreamLayout(props: ItemStreamLayoutProps) {
  const { title, noun, loadedCount, historyLoaded, shownCount, onExport, headerActions, filters, children } = props;
  const loadedRangeText = props.loadedRangeText ?? 'the last month';
  const narrow = useMediaQuery('(max-width: 62em)');
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" data-testid={`folder-${noun}-count`}>
            {format(loadedCount)} {noun}s of {loadedRangeText} loaded{historyLoaded ? '' : ' so far'}.
          </Text>
        </Stack>
        <Group gap="sm">
          <Text fw={600} data-testid={`${noun}-shown-count`} aria-live="polite">
            {format(shownCount)} of {format(loadedCount)} {noun}s
          </Text>
          {headerActions}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={shownCount === 0}
            onClick={onExport}
          >
            Export CSV
          </Button>
          {narrow ? (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} />}
              onClick={filtersDrawer.open}
            >
              Filters
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {narrow ? (
          <Drawer opened={filtersOpened} onClose={filtersDrawer.close} title="Filters" position="right" size="sm">
            {filters}
          </Drawer>
        ) : (
          // Sticky beside the list, scrolling on its own when it is taller than the window.
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
    </Stack>
  );
}
