import type { Alert } from '@argus/contract';
import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellRinging, IconPlugConnectedX } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { alertNoticeMessage, alertNoticeTitle } from '../lib/alert-text';
import { formatCount } from '../../../lib/format-count';

/** How long a notice stays (Mantine stops the clock while the pointer or the focus is in it). */
export const ALERT_NOTICE_MS = 15_000;
/** More alerts than this in one poll: the newest this many pop up, the others are told in one more notice. */
export const ALERT_NOTICES_AT_ONCE = 3;

const noticeId = (alert: Alert) => `view-alert-${alert.id}`;

/** A click that asks for a new tab or window goes the browser's way; a plain one goes through the router. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type AlertNoticeBodyProps = { alert: Alert; onOpen: (alert: Alert) => void };

function AlertNoticeBody({ alert, onOpen }: AlertNoticeBodyProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" lineClamp={3}>
        {alertNoticeMessage(alert)}
      </Text>
      <Anchor
        href={alert.url}
        size="sm"
        fw={600}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          notifications.hide(noticeId(alert));
          onOpen(alert);
        }}
      >
        Open
      </Anchor>
    </Group>
  );
}

/**
 * An alert of a saved view (or a paused webhook) as a notice: the view's name, the item's title and Open. Unlike spec
 * section 8's alerts (show-alert.ts) it carries a bell and a link, and stays longer. The notice renders outside the
 * router, so `onOpen` (made inside it) navigates.
 */
export function showAlertNotice(alert: Alert, onOpen: (alert: Alert) => void): void {
  const webhook = alert.type === 'webhook-paused';
  notifications.show({
    id: noticeId(alert),
    title: alertNoticeTitle(alert),
    message: <AlertNoticeBody alert={alert} onOpen={onOpen} />,
    icon: webhook ? <IconPlugConnectedX size={18} /> : <IconBellRinging size={18} />,
    color: webhook ? 'orange' : 'violet',
    autoClose: ALERT_NOTICE_MS,
    withAutoCloseProgress: true,
    withBorder: true,
    'data-testid': 'view-alert-notice',
  });
}

/** Alerts that arrived together beyond ALERT_NOTICES_AT_ONCE: one notice that they are in the bell's list. */
export function showMoreAlertsNotice(count: number): void {
  notifications.show({
    title: `${formatCount(count)} more ${count === 1 ? 'alert' : 'alerts'}`,
    message: 'They are listed under Alerts in the header.',
    icon: <IconBellRinging size={18} />,
    color: 'violet',
    autoClose: ALERT_NOTICE_MS,
    withBorder: true,
    'data-testid': 'view-alert-notice',
  });
}
