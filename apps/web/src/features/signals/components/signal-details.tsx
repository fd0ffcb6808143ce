import { Anchor, Badge, Blockquote, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Signal } from '@argus/contract';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HighlightedSentence } from './highlighted-sentence';
import { Fact, FactTable, utcDateTime } from '../../../components/details-drawer/fact-table';
import { ItemIdFact, PublishedFact, SourceFact } from '../../../shared/item-stream/item-facts';
import { SignalBadges } from './signal-badges';

export type SignalDetailsProps = {
  signal: Signal;
  highlightTemplate: string | undefined;
  /** The signal this one repeats, when the de-duplication marked it a second report. */
  duplicateOf: { id: string; loaded: Signal | undefined } | undefined;
  /** Whether the check for a first report has an answer yet (the drawer may have to ask the server). */
  duplicateCheck: 'done' | 'running' | 'failed';
  /** The signed-in user's id: a signal they entered reads "by you". */
  currentUserId: string | undefined;
  /** Staff may follow a linked entity to its page; for others the link is only marked. */
  entityHref?: (targetEntityId: string) => string;
  onOpenSignal: (id: string) => void;
};

function createdByText(signal: Signal, currentUserId: string | undefined): string {
  if (!signal.createdBy) return 'Extracted automatically';
  return signal.createdBy === currentUserId ? 'Entered by hand, by you' : 'Entered by hand';
}

const UNANSWERED_CHECK = { done: 'No', running: 'Checking…', failed: 'Could not be checked' } as const;

function DuplicateFact(props: Pick<SignalDetailsProps, 'duplicateOf' | 'duplicateCheck' | 'onOpenSignal'>) {
  const { duplicateOf, duplicateCheck, onOpenSignal } = props;
  if (!duplicateOf) return <>{UNANSWERED_CHECK[duplicateCheck]}</>;
  const { id, loaded } = duplicateOf;
  return (
    <>
      Yes, a second report of{' '}
      {loaded ? (
        <Anchor component="button" type="button" onClick={() => onOpenSignal(id)} fz="sm">
          {loaded.targetEntityName}, {loaded.eventType}, {loaded.publishDate.slice(0, 10)}
        </Anchor>
      ) : (
        <Text span ff="monospace" fz="sm">
          signal {id}
        </Text>
      )}
    </>
  );
}

/** Every field of one signal: who, what, the evidence, its arguments, and where it came from. */
export function SignalDetails(props: SignalDetailsProps) {
  const { signal, highlightTemplate, duplicateOf, duplicateCheck, currentUserId, entityHref, onOpenSignal } = props;
  return (
    <Stack gap="md" data-testid="signal-details">
      <Stack gap={4}>
        <Title order={2} fz={{ base: 18, sm: 20 }} data-testid="signal-details-title">
          {signal.title ?? `${signal.targetEntityName}: ${signal.eventType}`}
        </Title>
        <Text fw={700}>{signal.targetEntityName}</Text>
        <Text size="sm">
          <Text span fw={600} data-testid="signal-details-event-type">
            {signal.eventType}
          </Text>
          <Text span c="dimmed">
            {' '}
            · {signal.category ?? 'Uncategorised'}
          </Text>
        </Text>
        <Group gap={6} mt={4}>
          <SignalBadges signal={signal} />
          {duplicateOf ? (
            <Badge size="sm" variant="light" color="orange">
              duplicate
            </Badge>
          ) : null}
        </Group>
      </Stack>

      {signal.sentence ? (
        <Blockquote p="sm" fz="sm" data-testid="signal-details-sentence">
          <HighlightedSentence
            sentence={signal.sentence}
            template={highlightTemplate}
            eventArguments={signal.eventArguments}
          />
        </Blockquote>
      ) : null}

      <EventArguments eventArguments={signal.eventArguments} entityHref={entityHref} />

      <FactTable testId="signal-details-facts">
        <PublishedFact publishDate={signal.publishDate} testId="signal-details-published" />
        <Fact label="Reliability">{signal.reliability}</Fact>
        <Fact label="Media segment">{signal.mediaSegment}</Fact>
        <Fact label="Language">{signal.language}</Fact>
        <Fact label="Result" testId="signal-details-result">
          {signal.result ?? 'No result label'}
        </Fact>
        <Fact label="D-U-N-S" testId="signal-details-duns">
          {signal.dunsId ?? '—'}
        </Fact>
        <SourceFact item={signal} />
        <Fact label="Created">{createdByText(signal, currentUserId)}</Fact>
        <Fact label="Updated">{utcDateTime(signal.updatedAt)}</Fact>
        <Fact label="Duplicate" testId="signal-details-duplicate">
          <DuplicateFact duplicateOf={duplicateOf} duplicateCheck={duplicateCheck} onOpenSignal={onOpenSignal} />
        </Fact>
        <ItemIdFact label="Signal id" id={signal.id} />
      </FactTable>
    </Stack>
  );
}

/** The event's arguments as extracted, each with the entity it names when one is known. */
function EventArguments({
  eventArguments,
  entityHref,
}: Pick<Signal, 'eventArguments'> & Pick<SignalDetailsProps, 'entityHref'>) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        Event arguments
      </Title>
      {eventArguments.length === 0 ? (
        <Text size="sm" c="dimmed">
          None extracted.
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={4} data-testid="signal-details-arguments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Linked entity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {eventArguments.map((argument, index) => (
              <Table.Tr key={`${argument.name}-${index}`}>
                <Table.Td>{argument.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{argument.value}</Table.Td>
                <Table.Td>
                  {argument.targetEntityId ? (
                    entityHref ? (
                      <Anchor component={Link} to={entityHref(argument.targetEntityId)} fz="sm">
                        <Group gap={4} wrap="nowrap" component="span">
                          <IconLink size={14} aria-hidden /> Entity
                        </Group>
                      </Anchor>
                    ) : (
                      <Group gap={4} wrap="nowrap" component="span">
                        <IconLink size={14} aria-hidden /> Known entity
                      </Group>
                    )
                  ) : (
                    <Text span c="dimmed" fz="sm">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
