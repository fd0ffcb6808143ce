import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { scheduleMessagesQueryOptions } from '../api/get-schedule-messages';
import type { ViewedMail } from './mail-viewer';
import { SentMailItem } from './sent-mail-item';

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
        <SentMailItem
          key={message.id}
          message={message}
          details={`To ${message.recipients.join(', ')}`}
          onView={onView}
        />
      ))}
    </Stack>
  );
}
