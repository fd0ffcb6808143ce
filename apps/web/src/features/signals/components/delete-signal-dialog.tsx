import { deleteSignalParamsSchema, type Signal } from '@argus/contract';
import { showAlert } from '../../../components/alert/show-alert';
import { validateAsRequest } from '../../../shared/forms/form-validation';
import { useDeleteSignalMutation } from '../api/delete-signal';
import { useFolderSignalsStore } from '../hooks/use-folder-signals-store';
import { deleteFailure, deleteSuccess, describeSignal } from '../lib/moderation-alerts';
import { ReasonDialog, type ReasonValues } from './reason-dialog';

type DeleteSignalDialogProps = {
  customer: string;
  /** A customer's label, as the user knows it. */
  labelOf: (customer: string) => string;
  signal: Signal;
  onDeleted: (id: string) => void;
  onClose: () => void;
};

/** Deletes a signal (a soft delete that keeps the reason for the audit log), after asking why. */
export function DeleteSignalDialog({ customer, labelOf, signal, onDeleted, onClose }: DeleteSignalDialogProps) {
  const remove = useDeleteSignalMutation();
  const validateReason = validateAsRequest(deleteSignalParamsSchema, (values: ReasonValues) => ({
    client: customer,
    id: signal.id,
    reason: values.reason,
  }));
  const confirm = (reason: string) =>
    remove.mutate(
      { customerName: customer, signal, reason },
      {
        onSuccess: () => {
          useFolderSignalsStore.getState().removeSignals(customer, [signal.id]);
          const alert = deleteSuccess(signal);
          showAlert('success', alert.title, alert.message);
          onDeleted(signal.id);
          onClose();
        },
        onError: (error) => {
          const alert = deleteFailure(error);
          showAlert('error', alert.title, alert.message);
        },
      },
    );
  return (
    <ReasonDialog
      title="Delete signal"
      description={`${describeSignal(signal)}. The signal is deleted for ${labelOf(customer)}; the reason stays in the audit log.`}
      confirmLabel="Delete signal"
      confirmColor="red"
      validate={validateReason}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
