import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deletedScheduleMessagesQueryOptions } from '../api/get-deleted-schedule-messages';
import { formatUtc } from '../lib/format-utc';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/message-status';
import { MailViewer, type ViewedMail } from './mail-viewer';

type DeletedScheduleMailsProps = { folderLabel: (customerName: string) => string };

/**
 * The mails of schedules deleted since: a schedule's history lives in its drawer, which goes with it, so these are
 * listed under the owner and folder the schedule had. Nothing shows while there are none.
 */
export function DeletedScheduleMails({ folderLabel }: DeletedScheduleMailsProps) {
  const messages = useQuery(deletedScheduleMessagesQueryOptions);
  const [mail, setMail] = useState<ViewedMail | null>(null);
  if (!messages.data?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="deleted-schedule-mails">
      <Title order={2} size="h4" id="deleted-schedule-mails">
        Mails of deleted schedules
      </Title>
      <Stack gap="xs" role="list" aria-label="Mails of deleted schedules">
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
                  {message.username} · {folderLabel(message.customerName)} (schedule deleted) · To{' '}
                  {message.recipients.join(', ')}
                </Text>
                {message.error && (
                  <Text size="xs" c="red">
                    {message.error}
                  </Text>
                )}
              </Stack>
              <Button
                size="xs"
                variant="light"
                onClick={() => setMail(message)}
                aria-label={`View the mail of ${formatUtc(message.createdAt)}`}
              >
                View
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <MailViewer mail={mail} onClose={() => setMail(null)} />
    </Stack>
  );
}
