import { List, Stack, Text } from '@mantine/core';
import { hideSignalRequestSchema, type Signal } from '@argus/contract';
import { showAlert } from '../../../components/alert/show-alert';
import { validateAsRequest } from '../../../shared/forms/form-validation';
import { useHideSignalMutation } from '../api/hide-signal';
import { useFolderSignalsStore } from '../hooks/use-folder-signals-store';
import {
  describeSignal,
  HIDE_SUCCESS_TITLE,
  hideFailure,
  hideSuccessSentence,
  informedCustomerLines,
} from '../lib/moderation-alerts';
import { ReasonDialog, type ReasonValues } from './reason-dialog';

type HideSignalDialogProps = {
  customer: string;
  /** A customer's label, as the user knows it. */
  labelOf: (customer: string) => string;
  signal: Signal;
  /** Called once the signal is hidden (it has left the folder's list by then). */
  onHidden: (id: string) => void;
  onClose: () => void;
};

const validateReason = validateAsRequest(hideSignalRequestSchema, (values: ReasonValues) => values);

/** Hides a signal from this customer with a reason; the 'Done!' alert names the other customers holding the event. */
export function HideSignalDialog({ customer, labelOf, signal, onHidden, onClose }: HideSignalDialogProps) {
  const hide = useHideSignalMutation();
  const confirm = (reason: string) =>
    hide.mutate(
      { customerName: customer, id: signal.id, reason },
      {
        onSuccess: (response) => {
          useFolderSignalsStore.getState().removeSignals(customer, [signal.id]);
          const lines = informedCustomerLines(response, labelOf);
          showAlert(
            'success',
            HIDE_SUCCESS_TITLE,
            <Stack gap={4} data-testid="hide-result">
              <Text size="sm">{hideSuccessSentence(signal.id, response)}</Text>
              {lines.length > 0 ? (
                <List size="sm" listStyleType="none">
                  {lines.map((line) => (
                    <List.Item key={line.customer}>{line.text}</List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>,
          );
          onHidden(signal.id);
          onClose();
        },
        onError: (error) => {
          const alert = hideFailure(error);
          showAlert('error', alert.title, alert.message);
        },
      },
    );
  return (
    <ReasonDialog
      title="Hide signal"
      description={`${describeSignal(signal)}. The signal no longer shows for ${labelOf(customer)}; other customers holding the same event are listed afterwards.`}
      confirmLabel="Hide signal"
      validate={validateReason}
      pending={hide.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
