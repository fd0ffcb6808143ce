import type { EmailScheduleRecord } from '@argus/contract';
import { Switch } from '@mantine/core';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useUpdateEmailScheduleMutation } from '../api/update-email-schedule';

type EnabledSwitchProps = { schedule: EmailScheduleRecord; label?: string; ariaLabel?: string };

/** Turns a schedule on or off at once; while the change is under way the switch shows the wanted state. */
export function EnabledSwitch({ schedule, label, ariaLabel }: EnabledSwitchProps) {
  const update = useUpdateEmailScheduleMutation();
  const checked = update.isPending ? (update.variables.changes.enabled ?? schedule.enabled) : schedule.enabled;
  return (
    <Switch
      label={label}
      aria-label={ariaLabel}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { id: schedule.id, changes: { enabled: event.currentTarget.checked } },
          { onError: (error) => showSubmitErrorAlert(error, 'E-Mail Schedule Error') },
        )
      }
    />
  );
}
