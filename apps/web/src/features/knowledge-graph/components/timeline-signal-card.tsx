import { RELIABILITY_LABELS, signalLinkPath, type TimelineSignal } from '@argus/contract';
import { Anchor, Badge, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

type TimelineSignalCardProps = {
  customer: string;
  signal: TimelineSignal;
  entityName: string;
  onClose: () => void;
};

/**
 * A clicked signal's details as the timelines answer them, and a link to the signal on the Signals screen (the link
 * digests use), where its full text, source and moderation are (ADR 0101).
 */
export function TimelineSignalCard({ customer, signal, entityName, onClose }: TimelineSignalCardProps) {
  const reliability = RELIABILITY_LABELS[signal.reliability] ?? String(signal.reliability);
  return (
    <Card withBorder padding="md" radius="md" data-testid="timeline-signal" data-signal={signal.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md">
            {signal.title ?? signal.eventType}
          </Title>
          <CloseButton aria-label="Close the signal's details" onClick={onClose} />
        </Group>
        <Group gap={6}>
          <Badge variant="light">{signal.eventType}</Badge>
          {signal.category ? (
            <Badge variant="light" color="gray">
              {signal.category}
            </Badge>
          ) : null}
          <Badge variant="outline" color="gray">
            Reliability: {reliability}
          </Badge>
        </Group>
        <Text size="sm">
          {signal.publishDate.slice(0, 10)} · {signal.role === 'subject' ? 'About' : 'Names'} {entityName}
        </Text>
        <Anchor component={Link} to={signalLinkPath(customer, signal.id)} size="sm">
          Open in Signals
        </Anchor>
      </Stack>
    </Card>
  );
}
