import type { EmailScheduleRecord } from '@argus/contract';
import { Badge, Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useSendNowMutation } from '../api/send-schedule-now';
import { DigestPreview } from './digest-preview';
import { MailViewer, type ViewedMail } from './mail-viewer';
import { EnabledSwitch } from './enabled-switch';
import { ScheduleSummary } from './schedule-summary';
import { SendHistory } from './send-history';
import classes from './schedule-details-drawer.module.css';
import { MOBILE_QUERY } from '../../../lib/mobile-query';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';

type ScheduleDetailsDrawerProps = {
  /** The schedule named in the URL; null when none is open or it is not (or no longer) in the list. */
  schedule: EmailScheduleRecord | null;
  opened: boolean;
  folderLabel: (customerName: string) => string;
  onClose: () => void;
  onEdit: (schedule: EmailScheduleRecord) => void;
  onDelete: (schedule: EmailScheduleRecord) => void;
};

const SENT_TEXT: Record<string, string> = {
  sent: 'The digest went out.',
  outbox: 'No SMTP server is set up: the digest was written to the outbox.',
  failed: 'The mail server refused the digest; the history shows why.',
};

/** The Delete button's label and hover colours, per scheme (its CSS module says why). */
const DELETE_VARS = () => ({
  root: { '--button-color': 'var(--delete-color)', '--button-hover': 'var(--delete-hover)' },
});

function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      color="red"
      className={classes.delete}
      vars={DELETE_VARS}
      leftSection={<IconTrash size={16} />}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}

/** One schedule from the right (the whole screen on phones): what it sends, send now, its preview and history. */
export function ScheduleDetailsDrawer(props: ScheduleDetailsDrawerProps) {
  const { schedule, opened, folderLabel, onClose, onEdit, onDelete } = props;
  const phone = useMediaMatches(MOBILE_QUERY);
  const [mail, setMail] = useState<ViewedMail | null>(null);
  const [tab, setTab] = useState<string | null>('preview');
  const sendNow = useSendNowMutation();

  const send = (target: EmailScheduleRecord) =>
    sendNow.mutate(target.id, {
      onSuccess: ({ message, signalCount }) => {
        const kind = message.status === 'failed' ? 'error' : 'success';
        const count = `${signalCount} ${signalCount === 1 ? 'signal' : 'signals'}`;
        showAlert(
          kind,
          message.status === 'failed' ? 'Digest not sent' : 'Digest sent',
          `${count}. ${SENT_TEXT[message.status]}`,
        );
        setTab('history');
      },
      onError: (error) => showSubmitErrorAlert(error, 'Send Now Error'),
    });

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={schedule ? `${schedule.username} · ${folderLabel(schedule.customerName)}` : 'E-mail schedule'}
        closeButtonProps={{ 'aria-label': 'Close the details' }}
      >
        {schedule ? (
          <Stack gap="md">
            <Group gap="sm" justify="space-between">
              <EnabledSwitch schedule={schedule} label="Enabled" />
              {!schedule.enabled && (
                <Badge color="gray" variant="light">
                  Off: sends only with Send now
                </Badge>
              )}
            </Group>
            <ScheduleSummary schedule={schedule} />
            <Group gap="xs">
              <Button leftSection={<IconSend size={16} />} onClick={() => send(schedule)} loading={sendNow.isPending}>
                Send now
              </Button>
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => onEdit(schedule)}>
                Edit
              </Button>
              <DeleteButton onClick={() => onDelete(schedule)} />
            </Group>
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="preview">Next digest</Tabs.Tab>
                <Tabs.Tab value="history">History</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="preview" pt="sm">
                <DigestPreview schedule={schedule} onView={setMail} />
              </Tabs.Panel>
              <Tabs.Panel value="history" pt="sm">
                <SendHistory scheduleId={schedule.id} onView={setMail} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        ) : (
          <Text c="dimmed">
            This schedule is not in the list: it may have been deleted. The mails of deleted schedules stay listed under
            the table.
          </Text>
        )}
      </Drawer>
      <MailViewer mail={mail} onClose={() => setMail(null)} />
    </>
  );
}
