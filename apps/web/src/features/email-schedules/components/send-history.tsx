import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { scheduleMessagesQueryOptions } from '../api/get-schedule-messages';
import { formatUtc } from '../lib/format-utc';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/message-status';
import type { ViewedMail } from './mail-viewer';

type SendHistoryProps = { scheduleId: string; onView: (mail: ViewedMail) => void };

/** The mails a schedule sent, newest first, each with its status, its error if any, and the mail itself. */
export function SendHistory({ scheduleId, onView }: SendHistoryProps) {
  const messages = useQuery(scheduleMessagesQueryOptions(scheduleId));
  if (messages.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading the history" />
      </Center>
    );
  }
  if (messages.isError) {
    return (
      <Text c="dimmed" size="sm">
        The history could not be loaded.
      </Text>
    );
  }
  if (messages.data.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="history-empty">
        Nothing sent yet. The first digest leaves at the next run, or now with Send now.
      </Text>
    );
  }
  return (
    <Stack gap="xs" role="list" aria-label="Send history">
      {messages.data.map((message) => (
        <Paper key={message.id} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Group gap="xs">
                <Badge color={STATUS_COLOR[message.status]} variant="light">
                  {STATUS_LABEL[message.status]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatUtc(message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" fw={500} truncate>
                {message.subject}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                To {message.recipients.join(', ')}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              onClick={() => onView(message)}
              aria-label={`View the mail of ${formatUtc(message.createdAt)}`}
            >
              View
            </Button>
          </Group>
          {message.error && (
            <Alert color="red" variant="light" mt="xs" p="xs" title="Error">
              <Text size="sm">{message.error}</Text>
            </Alert>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
