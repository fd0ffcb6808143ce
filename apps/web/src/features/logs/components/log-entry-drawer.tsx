import { Button, Code, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { auditActionLabel, type AuditLogEntry } from '@argus/contract';
import type { ReactNode } from 'react';
import { formatLogTime } from '../lib/format-log-time';
import { targetTypeLabel } from './audit-log-table';
import { OutcomeBadge } from './outcome-badge';
import { MOBILE_QUERY } from '../../../lib/mobile-query';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';

type LogEntryDrawerProps = {
  entry: AuditLogEntry | null;
  onClose: () => void;
  onPickUser: (username: string) => void;
  onPickTarget: (targetType: string | null, targetId: string) => void;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Text>
    </div>
  );
}

/** Everything one entry holds, its details JSON included, and links to the entries of its user or target. */
export function LogEntryDrawer({ entry, onClose, onPickUser, onPickTarget }: LogEntryDrawerProps) {
  const phone = useMediaMatches(MOBILE_QUERY);
  const time = entry ? formatLogTime(entry.at) : null;
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title="Log entry"
      closeButtonProps={{ 'aria-label': 'Close the entry' }}
    >
      {entry && time && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={2} fz="lg">
                {auditActionLabel(entry.action)}
              </Title>
              <Text size="xs" c="dimmed" ff="monospace">
                {entry.action}
              </Text>
            </div>
            <OutcomeBadge outcome={entry.outcome} />
          </Group>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
            <Field label="When">
              {time.day} {time.time}
              <Text size="xs" c="dimmed" ff="monospace">
                {entry.at}
              </Text>
            </Field>
            <Field label="Address">{entry.address}</Field>
            <Field label="User">{entry.actorUsername}</Field>
            <Field label="User id">{entry.actorUserId}</Field>
            <Field label="Target">
              {entry.targetType || entry.targetId ? (
                <>
                  {targetTypeLabel(entry.targetType)}{' '}
                  <Text span size="xs" ff="monospace">
                    {entry.targetId}
                  </Text>
                </>
              ) : null}
            </Field>
            <Field label="Customer">{entry.customerName}</Field>
            <Field label="Entry">{String(entry.id)}</Field>
          </SimpleGrid>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
              Details
            </Text>
            {entry.details ? (
              <Code
                block
                aria-label="Details of the entry"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {JSON.stringify(entry.details, null, 2)}
              </Code>
            ) : (
              <Text size="sm" c="dimmed">
                This entry has no details.
              </Text>
            )}
          </div>
          <Group gap="xs">
            {entry.actorUsername && (
              <Button variant="light" size="xs" onClick={() => onPickUser(entry.actorUsername!)}>
                This user's entries
              </Button>
            )}
            {entry.targetId && (
              <Button variant="light" size="xs" onClick={() => onPickTarget(entry.targetType, entry.targetId!)}>
                This target's entries
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
