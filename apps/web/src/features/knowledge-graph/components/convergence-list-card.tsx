import { Anchor, Badge, Card, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { Convergence } from '../lib/find-convergences';
import { formatCount } from '../../../lib/format-count';

type ConvergenceListCardProps = {
  convergences: readonly Convergence[];
  days: number;
  nameOf: (entityId: string) => string;
  /** A narrow screen: each window as a block of lines instead of a table row. */
  stacked: boolean;
  /** Shows a window's signals. */
  onSelect: (convergence: Convergence) => void;
};

/** The converging windows the chart marks, as a list: event type, entities, days and signals. */
export function ConvergenceListCard({ convergences, days, nameOf, stacked, onSelect }: ConvergenceListCardProps) {
  const eventTypeButton = (convergence: Convergence) => (
    <Anchor component="button" type="button" fz="sm" fw={500} ta="left" onClick={() => onSelect(convergence)}>
      {convergence.eventType}
    </Anchor>
  );
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md">
            Converging windows
          </Title>
          <Badge variant="light" color="yellow" data-testid="convergence-count">
            {formatCount(convergences.length)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Where two or more of these entities have signals of one event type within {days} day{days === 1 ? '' : 's'} of
          each other. Click an event type for its signals.
        </Text>
        {convergences.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="convergence-none">
            No converging window: no two of these entities have signals of one event type within {days} day
            {days === 1 ? '' : 's'} of each other in this window.
          </Text>
        ) : stacked ? (
          <Stack gap={0} data-testid="convergence-list">
            {convergences.map((convergence) => (
              <Stack
                key={`${convergence.eventType} ${convergence.first}`}
                gap={2}
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="convergence"
                data-event-type={convergence.eventType}
              >
                {eventTypeButton(convergence)}
                <Text size="sm">{convergence.entityIds.map(nameOf).join(', ')}</Text>
                <Text size="xs" c="dimmed">
                  {daysText(convergence)} · {signalsText(convergence)}
                </Text>
              </Stack>
            ))}
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
            <Table striped verticalSpacing={6} data-testid="convergence-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event type</Table.Th>
                  <Table.Th>Entities</Table.Th>
                  <Table.Th>Days</Table.Th>
                  <Table.Th ta="right">Signals</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {convergences.map((convergence) => (
                  <Table.Tr
                    key={`${convergence.eventType} ${convergence.first}`}
                    data-testid="convergence"
                    data-event-type={convergence.eventType}
                  >
                    <Table.Td>{eventTypeButton(convergence)}</Table.Td>
                    <Table.Td>{convergence.entityIds.map(nameOf).join(', ')}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {convergence.first === convergence.last ? (
                        convergence.first
                      ) : (
                        <>
                          {convergence.first}
                          <br />
                          {convergence.last}
                        </>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(convergence.signalIds.length)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}

const daysText = ({ first, last }: Convergence) => (first === last ? first : `${first} to ${last}`);
const signalsText = ({ signalIds }: Convergence) =>
  `${formatCount(signalIds.length)} signal${signalIds.length === 1 ? '' : 's'}`;
