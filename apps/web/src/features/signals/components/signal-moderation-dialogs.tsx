import type { Signal } from '@argus/contract';
import { useEffect } from 'react';
import { refreshServerFilters } from '../../../shared/folder-data/use-server-filter';
import { useFolderSignalsStore } from '../hooks/use-folder-signals-store';
import { useModerationDialogStore } from '../hooks/use-moderation-dialog-store';
import { useOpenSignal } from '../hooks/use-open-signal';
import type { TargetEntityChoice } from '../lib/signal-editor-values';
import { toStartCase } from '@argus/filtering';
import { DeleteSignalDialog } from './delete-signal-dialog';
import { HideSignalDialog } from './hide-signal-dialog';
import { SignalEditorDialog } from './signal-editor-dialog';

type SignalModerationDialogsProps = {
  /** The selected folder: new signals go there, and edits, hides and deletes apply there. */
  customer: string | null;
  /** A customer's label, as the user knows it (titles and alerts never show the customer's key). */
  labelOf: (customer: string) => string;
  targetEntities: readonly TargetEntityChoice[];
  onTargetEntitySearch: (search: string) => void;
  /** After a create or edit: the route page reloads the folder's signals (spec section 4). */
  onSignalSaved: (customer: string) => void;
};

/** The moderator dialogs (editor, hide, delete) that the menus and buttons open; one at a time. */
export function SignalModerationDialogs(props: SignalModerationDialogsProps) {
  const { customer, labelOf, targetEntities, onTargetEntitySearch, onSignalSaved } = props;
  const dialog = useModerationDialogStore((state) => state.dialog);
  const closeDialog = useModerationDialogStore((state) => state.closeDialog);
  const { openSignalId, closeSignal } = useOpenSignal();
  // A dialog belongs to this screen: leaving it closes the dialog.
  useEffect(() => closeDialog, [closeDialog]);
  if (!dialog || !customer) return null;

  const onSaved = (signal: Signal) => {
    // The card shows the server's copy at once; the reload then brings the folder up to date.
    const shown = { ...signal, targetEntityName: toStartCase(signal.targetEntityName) };
    useFolderSignalsStore.getState().mergeSignals(customer, { events: [shown] });
    refreshServerFilters('signals', customer);
    closeDialog();
    onSignalSaved(customer);
  };
  const onRemoved = (id: string) => {
    refreshServerFilters('signals', customer);
    if (openSignalId === id) closeSignal();
  };

  switch (dialog.kind) {
    case 'create':
    case 'edit':
      return (
        <SignalEditorDialog
          key={dialog.kind === 'edit' ? dialog.signal.id : 'new'}
          customer={customer}
          folderLabel={labelOf(customer)}
          signal={dialog.kind === 'edit' ? dialog.signal : undefined}
          targetEntities={targetEntities}
          onTargetEntitySearch={onTargetEntitySearch}
          onSaved={onSaved}
          onCancel={closeDialog}
        />
      );
    case 'hide':
      return (
        <HideSignalDialog
          customer={customer}
          labelOf={labelOf}
          signal={dialog.signal}
          onHidden={onRemoved}
          onClose={closeDialog}
        />
      );
    case 'delete':
      return (
        <DeleteSignalDialog
          customer={customer}
          labelOf={labelOf}
          signal={dialog.signal}
          onDeleted={onRemoved}
          onClose={closeDialog}
        />
      );
  }
}
