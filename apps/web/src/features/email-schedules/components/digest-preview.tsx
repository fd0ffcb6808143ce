import type { EmailScheduleRecord } from '@argus/contract';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { digestPreviewQueryOptions } from '../api/get-digest-preview';
import { formatUtc } from '../lib/format-utc';
import { reliabilityLabel } from '../lib/schedule-choices';
import type { ViewedMail } from './mail-viewer';

type DigestPreviewProps = { schedule: EmailScheduleRecord; onView: (mail: ViewedMail) => void };

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The digest the schedule would send if it fired now: its period, its signals and the mail they make. */
export function DigestPreview({ schedule, onView }: DigestPreviewProps) {
  const preview = useQuery(digestPreviewQueryOptions(schedule.id));
  if (preview.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading the preview" />
      </Center>
    );
  }
  if (preview.isError) {
    return (
      <Text c="dimmed" size="sm">
        The preview could not be made.
      </Text>
    );
  }
  const digest = preview.data;
  const count = digest.items.length;
  return (
    <Stack gap="sm" data-testid="digest-preview">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {count === 0 ? 'No signals' : `${count} ${count === 1 ? 'signal' : 'signals'}`} since{' '}
          {formatUtc(digest.since)}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void preview.refetch()}
            loading={preview.isFetching}
          >
            Refresh
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMail size={14} />}
            onClick={() => onView({ ...digest, recipients: schedule.recipients })}
          >
            View the mail
          </Button>
        </Group>
      </Group>
      {!digest.wouldSend && (
        <Alert color="gray" variant="light" p="xs">
          <Text size="sm">
            If it ran now, nothing would be sent: there is nothing new and the schedule does not send empty digests.
          </Text>
        </Alert>
      )}
      <Stack gap="xs" role="list" aria-label="Signals in the next digest">
        {digest.items.map((item) => (
          <Paper key={item.id} withBorder radius="md" p="xs" role="listitem">
            <Group gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed">
                {dayFormat.format(new Date(item.publishDate))}
              </Text>
              <Badge variant="light" size="sm">
                {item.eventType}
              </Badge>
              <Badge variant="outline" color="gray" size="sm">
                {reliabilityLabel(item.reliability)}
              </Badge>
            </Group>
            <Text size="sm" fw={600} mt={2}>
              {item.company}
            </Text>
            {item.sentence && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                “{item.sentence}”
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
