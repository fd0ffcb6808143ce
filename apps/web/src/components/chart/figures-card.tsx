import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { SegmentedChoice } from '../segmented-choice/segmented-choice';

type View = 'chart' | 'table';

const VIEWS: { value: View; label: string }[] = [
  { value: 'chart', label: 'Chart' },
  { value: 'table', label: 'Table' },
];

type FiguresCardProps = {
  title: string;
  /** A line under the title: what is counted. */
  description?: string;
  /** With a chart, a switch shows the same figures as the table. */
  chart?: ReactNode;
  /** The figures as a table, for keyboard and screen-reader users and for reading exact counts. */
  table: ReactNode;
  /** Nothing to count: the card says `emptyText` instead of an empty chart or table. */
  empty?: boolean;
  emptyText: string;
  testId: string;
};

/** A block of figures in a card (the Overview's charts, the Feedbacks totals), with a switch between chart and table. */
export function FiguresCard({ title, description, chart, table, empty = false, emptyText, testId }: FiguresCardProps) {
  const [view, setView] = useState<View>('chart');
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} style={{ minWidth: 0 }}>
      <Stack gap="xs">
        {/* The switch keeps its place beside the title; a long title wraps within its own column instead. */}
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz="md">
              {title}
            </Title>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {chart && !empty ? (
            <SegmentedChoice size="xs" value={view} onChange={setView} data={VIEWS} label={`${title}: show as`} />
          ) : null}
        </Group>
        {empty ? (
          <Text size="sm" c="dimmed" py="lg" ta="center">
            {emptyText}
          </Text>
        ) : chart && view === 'chart' ? (
          chart
        ) : (
          table
        )}
      </Stack>
    </Paper>
  );
}
