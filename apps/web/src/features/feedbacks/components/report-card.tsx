import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';

type ReportCardProps = {
  title: string;
  description?: string;
  /** With a chart, a switch shows the same figures as a table (for keyboard and screen-reader users, exact counts). */
  chart?: ReactNode;
  table: ReactNode;
  empty: boolean;
  testId: string;
};

/** One block of the report's totals in a card; nothing to count says so instead of an empty table. */
export function ReportCard({ title, description, chart, table, empty, testId }: ReportCardProps) {
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
          {chart && !empty ? (
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
          ) : null}
        </Group>
        {empty ? (
          <Text size="sm" c="dimmed" py="lg" ta="center">
            No feedback to count.
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
