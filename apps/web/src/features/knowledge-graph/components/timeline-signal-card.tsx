import { RELIABILITY_LABELS, signalLinkPath, type TimelineSignal } from '@argus/contract';
import { Anchor, Badge, Card, CloseButton, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

type TimelineSignalCardProps = {
  customer: string;
  title: string;
  /** A line under the title (a converging window's days and entities). */
  subtitle?: string;
  signals: readonly TimelineSignal[];
  nameOf: (entityId: string) => string;
  onClose: () => void;
};

/**
 * A clicked signal, or the signals of a clicked converging window, as the timelines answer them, each with a link to
 * the signal on the Signals screen (the link digests use), where its full text, source and moderation are (ADR 0101).
 */
export function TimelineSignalCard({ customer, title, subtitle, signals, nameOf, onClose }: TimelineSignalCardProps) {
  return (
    <Card withBorder padding="md" radius="md" h="100%" data-testid="timeline-details">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="md">
              {title}
            </Title>
            {subtitle ? (
              <Text size="xs" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          <CloseButton aria-label="Close the details" onClick={onClose} />
        </Group>
        <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
          <Stack gap="md">
            {signals.map((signal) => (
              <SignalDetails
                key={`${signal.id} ${signal.entityId}`}
                customer={customer}
                signal={signal}
                nameOf={nameOf}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}

function SignalDetails({
  customer,
  signal,
  nameOf,
}: {
  customer: string;
  signal: TimelineSignal;
  nameOf: (entityId: string) => string;
}) {
  const reliability = RELIABILITY_LABELS[signal.reliability] ?? String(signal.reliability);
  return (
    <Stack gap={6} data-testid="timeline-signal" data-signal={signal.id}>
      <Text fw={500} size="sm">
        {signal.title ?? signal.eventType}
      </Text>
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
        {signal.publishDate.slice(0, 10)} · {signal.role === 'subject' ? 'About' : 'Names'} {nameOf(signal.entityId)}
      </Text>
      <Anchor component={Link} to={signalLinkPath(customer, signal.id)} size="sm">
        Open in Signals
      </Anchor>
    </Stack>
  );
}
