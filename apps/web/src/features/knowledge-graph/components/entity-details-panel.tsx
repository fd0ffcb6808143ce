import { RELIABILITY_LABELS, signalLinkPath, type TimelineSignal } from '@argus/contract';
import {
  Anchor,
  Badge,
  CloseButton,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import { countText } from '../../../lib/count-text';
import { countryName } from '../../../lib/country-name';
import { useGraphEntityDetails } from '../api/get-graph-entity-details';
import type { NetworkLink } from '../lib/network-links';

type EntityDetailsPanelProps = {
  customer: string;
  entityId: string;
  /** Signals in the network's window, when the entity is in the graph on screen. */
  windowSignalCount: number | null;
  links: NetworkLink[];
  colorOfCategory: (category: string | null) => string;
  onFocus: (entityId: string) => void;
  onClose: () => void;
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" w={70} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function SignalLink({ customer, signal }: { customer: string; signal: TimelineSignal }) {
  const reliability = RELIABILITY_LABELS[signal.reliability];
  return (
    <Anchor
      component={Link}
      to={signalLinkPath(customer, signal.id)}
      underline="never"
      c="inherit"
      display="block"
      data-testid="entity-signal"
    >
      <Paper withBorder radius="sm" p="xs">
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {signal.publishDate.slice(0, 10)} · {signal.role === 'subject' ? 'about it' : 'names it'}
          </Text>
          {signal.category ? (
            <Badge size="xs" variant="light">
              {signal.category}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)">
          {signal.eventType}
        </Text>
        {signal.title ? (
          <Text size="sm" lineClamp={2}>
            {signal.title}
          </Text>
        ) : null}
        {reliability && signal.reliability > 0 ? (
          <Text size="xs" c="dimmed">
            Reliability: {reliability}
          </Text>
        ) : null}
      </Paper>
    </Anchor>
  );
}

/**
 * The side panel of the network's focused entity: its details, its strongest links on screen (each focuses that
 * entity) and the folder's latest signals about it or naming it, each a link into the Signals screen.
 */
export function EntityDetailsPanel(props: EntityDetailsPanelProps) {
  const { customer, entityId } = props;
  const details = useGraphEntityDetails(customer, entityId);
  const entity = details.data;
  return (
    <Stack gap="sm" data-testid="entity-details" aria-label="Entity details" role="region">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" data-testid="entity-details-name">
            {entity?.name ?? (details.isError ? 'Entity not found' : 'Loading…')}
          </Title>
          {entity ? (
            <Group gap={4}>
              <Badge size="sm" variant={entity.monitored ? 'filled' : 'outline'}>
                {entity.monitored ? 'Monitored' : 'Named in signals'}
              </Badge>
              {props.windowSignalCount !== null ? (
                <Badge size="sm" variant="light" color="gray">
                  {countText(props.windowSignalCount, 'signal')} in this window
                </Badge>
              ) : null}
            </Group>
          ) : null}
        </Stack>
        <CloseButton aria-label="Close the details" onClick={props.onClose} />
      </Group>
      {details.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading the entity…
          </Text>
        </Group>
      ) : null}
      {details.isError ? (
        <Text size="sm" c="red" role="alert">
          This entity could not be loaded: {details.error.message}
        </Text>
      ) : null}
      {entity ? (
        <Stack gap={4}>
          <Fact label="Industry">{entity.industry ?? 'Not known'}</Fact>
          <Fact label="Country">{entity.country ? countryName(entity.country) : 'Not known'}</Fact>
          {entity.city ? <Fact label="City">{entity.city}</Fact> : null}
          {entity.website ? (
            <Fact label="Website">
              <Anchor href={entity.website} target="_blank" rel="noopener noreferrer" size="sm">
                {entity.website.replace(/^https?:\/\//, '')}
              </Anchor>
            </Fact>
          ) : null}
          {entity.dunsId ? <Fact label="DUNS">{entity.dunsId}</Fact> : null}
        </Stack>
      ) : null}
      {props.links.length > 0 ? (
        <Stack gap={4}>
          <Text size="xs" fw={600} tt="uppercase" c="dimmed">
            Strongest links here
          </Text>
          {props.links.map((link) => (
            <UnstyledButton
              key={link.id}
              w="100%"
              onClick={() => props.onFocus(link.id)}
              aria-label={`Focus ${link.name}`}
            >
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={props.colorOfCategory(link.category)} size={10} withShadow={false} />
                <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                  {link.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {countText(link.weight, 'signal')}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
      {entity ? (
        <Stack gap={6}>
          <Text size="xs" fw={600} tt="uppercase" c="dimmed">
            Latest signals
          </Text>
          {entity.latestSignals.length === 0 ? (
            <Text size="sm" c="dimmed">
              No signal of this folder is about it or names it.
            </Text>
          ) : (
            entity.latestSignals.map((signal) => <SignalLink key={signal.id} customer={customer} signal={signal} />)
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
