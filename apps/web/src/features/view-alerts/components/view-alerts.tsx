import type { Alert } from '@argus/contract';
import { useNavigate } from 'react-router';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useViewAlerts } from '../api/get-view-alerts';
import { useMarkAlertsReadMutation } from '../api/mark-alerts-read';
import { useAlertNotices } from '../hooks/use-alert-notices';
import { ViewAlertsBell } from './view-alerts-bell';

/**
 * The signed-in user's alerts (ADR 0136), mounted once in the header: polls them, pops up each that arrives while the
 * page is open, and shows the bell with its list.
 */
export function ViewAlerts({ username }: { username: string }) {
  const list = useViewAlerts(username);
  const navigate = useNavigate();
  const markRead = useMarkAlertsReadMutation(username);
  const markOpenedRead = (alert: Alert) => {
    if (!alert.read) markRead.mutate({ ids: [alert.id] });
  };
  useAlertNotices(list, (alert) => {
    void navigate(alert.url);
    markOpenedRead(alert);
  });
  return (
    <ViewAlertsBell
      list={list}
      onOpened={markOpenedRead}
      onMarkAllRead={() =>
        markRead.mutate({ all: true }, { onError: (error) => showSubmitErrorAlert(error, 'Alerts not marked read') })
      }
    />
  );
}

export default ViewAlerts;
