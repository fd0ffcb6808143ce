import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deletedScheduleMessagesQueryOptions } from '../api/get-deleted-schedule-messages';
import { MailViewer, type ViewedMail } from './mail-viewer';
import { SentMailItem } from './sent-mail-item';

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
          <SentMailItem
            key={message.id}
            message={message}
            details={`${message.username} · ${folderLabel(message.customerName)} (schedule deleted) · To ${message.recipients.join(', ')}`}
            onView={setMail}
          />
        ))}
      </Stack>
      <MailViewer mail={mail} onClose={() => setMail(null)} />
    </Stack>
  );
}
