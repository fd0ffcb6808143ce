import { Card, Group, ScrollArea, SegmentedControl, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatPath, sortInfluencePaths, type InfluencePath, type PathSort } from '../lib/influence-paths';
import { formatCount } from '../../../lib/format-count';

type InfluencePathsCardProps = {
  paths: readonly InfluencePath[];
  /** Makes a neighbour the new centre. */
  onCenter: (entityId: string) => void;
};

/** How the centre reaches each neighbour: its strongest shortest path, each step with its weight. */
export function InfluencePathsCard({ paths, onCenter }: InfluencePathsCardProps) {
  const [sort, setSort] = useState<PathSort>('hop');
  const sorted = useMemo(() => sortInfluencePaths(paths, sort), [paths, sort]);
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md">
            Paths from the centre
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Sort paths by"
            value={sort}
            onChange={(value) => setSort(value as PathSort)}
            data={[
              { value: 'hop', label: 'Nearest' },
              { value: 'strength', label: 'Strongest' },
            ]}
          />
        </Group>
        <Text size="xs" c="dimmed">
          Each neighbour by its strongest shortest path; a number on an arrow counts the signals naming both ends. A
          path is as strong as its weakest step. Click a name to centre on it.
        </Text>
        <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars>
          <Table striped highlightOnHover verticalSpacing={6} data-testid="influence-paths">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Entity</Table.Th>
                <Table.Th ta="right">Hops</Table.Th>
                <Table.Th ta="right">Strength</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((path) => (
                <Table.Tr key={path.targetId} data-testid="influence-path" data-target={path.targetId}>
                  <Table.Td>
                    <Stack gap={2}>
                      <UnstyledButton onClick={() => onCenter(path.targetId)} fw={500} fz="sm">
                        {path.target}
                      </UnstyledButton>
                      <Text size="xs" c="dimmed" data-testid="influence-path-steps" style={{ wordBreak: 'break-word' }}>
                        {formatPath(path.steps)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{path.hop}</Table.Td>
                  <Table.Td ta="right">{formatCount(path.strength)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}
