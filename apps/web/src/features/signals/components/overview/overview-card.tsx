import { Paper, SegmentedControl, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';

type OverviewCardProps = {
  title: string;
  /** A line under the title: what is counted. */
  description?: string;
  chart: ReactNode;
  /** The same figures as a table of links, for keyboard and screen-reader users and for reading exact counts. */
  table: ReactNode;
  /** Nothing to draw: the card says so instead of an empty chart. */
  empty?: boolean;
  testId: string;
};

/** One of the Overview's charts in a card, with a switch between the chart and its table. */
export function OverviewCard({ title, description, chart, table, empty = false, testId }: OverviewCardProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} style={{ minWidth: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} fz="md">
              {title}
            </Title>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {empty ? null : (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value as 'chart' | 'table')}
              data={[
                { value: 'chart', label: 'Chart' },
                { value: 'table', label: 'Table' },
              ]}
              aria-label={`${title}: show as`}
            />
          )}
        </Group>
        {empty ? (
          <Text size="sm" c="dimmed" py="lg" ta="center">
            No signals to count.
          </Text>
        ) : view === 'chart' ? (
          chart
        ) : (
          table
        )}
      </Stack>
    </Paper>
  );
}
