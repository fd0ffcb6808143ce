import type { Alert, AlertList } from '@argus/contract';
import { ActionIcon, Indicator, Menu, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatExactTime, formatRelativeTime } from '../../../lib/relative-time';
import { alertSourceLabel } from '../lib/alert-text';
import classes from './view-alerts-bell.module.css';

/** The bell lists this many, the newest. */
export const ALERTS_LISTED = 20;

type ViewAlertsBellProps = {
  list: AlertList | undefined;
  /** An alert was opened from the list (the link navigates): it is marked read. */
  onOpened: (alert: Alert) => void;
  onMarkAllRead: () => void;
};

function AlertItem({ alert, onOpened }: { alert: Alert; onOpened: (alert: Alert) => void }) {
  return (
    <Menu.Item
      component={Link}
      to={alert.url}
      onClick={() => onOpened(alert)}
      leftSection={
        alert.read ? (
          <span className={classes.dotSpace} aria-hidden />
        ) : (
          <span className={classes.dot} title="Unread">
            <VisuallyHidden>Unread: </VisuallyHidden>
          </span>
        )
      }
      data-read={alert.read || undefined}
    >
      <Text size="sm" fw={alert.read ? 400 : 600} lineClamp={2}>
        {alert.title}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {alertSourceLabel(alert)} ·{' '}
        <time dateTime={alert.createdAt} title={formatExactTime(alert.createdAt)}>
          {formatRelativeTime(alert.createdAt)}
        </time>
      </Text>
    </Menu.Item>
  );
}

/** The header's bell (ADR 0136): the unread count, and a menu of the newest alerts with Mark all read. */
export function ViewAlertsBell({ list, onOpened, onMarkAllRead }: ViewAlertsBellProps) {
  const unread = list?.unread ?? 0;
  const alerts = list?.items.slice(0, ALERTS_LISTED) ?? [];
  return (
    <Menu position="bottom-end" withinPortal shadow="md" classNames={{ dropdown: classes.dropdown }}>
      <Indicator label={unread} size={16} maxValue={99} disabled={unread === 0} offset={4} color="violet" inline>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={`Alerts, ${unread} unread`}>
            <IconBell size={18} stroke={1.6} />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Text fw={600} size="sm" className={classes.heading}>
          Alerts
        </Text>
        {alerts.length === 0 ? (
          <Text size="sm" c="dimmed" className={classes.heading} pb="sm">
            No alerts yet. A saved view with alerts on brings its new matches here.
          </Text>
        ) : (
          <ScrollArea.Autosize mah="min(60vh, 480px)" type="auto">
            <Stack gap={0}>
              {alerts.map((alert) => (
                <AlertItem key={alert.id} alert={alert} onOpened={onOpened} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconChecks size={16} />} disabled={unread === 0} onClick={onMarkAllRead}>
          Mark all read
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
