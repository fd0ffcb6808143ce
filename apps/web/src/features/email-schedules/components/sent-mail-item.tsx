import type { EmailMessage } from '@argus/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatUtc } from '../lib/format-utc';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/message-status';

type SentMailItemProps = {
  message: EmailMessage;
  /** The line under the subject: whom it went to, and for a deleted schedule's mail, whose it was. */
  details: string;
  onView: (message: EmailMessage) => void;
};

/** One sent mail in a list: its status, time, subject and recipients, its error if any, and a button to read it. */
export function SentMailItem({ message, details, onView }: SentMailItemProps) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem">
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
            {details}
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
  );
}
