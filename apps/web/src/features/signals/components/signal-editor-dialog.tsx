import { Modal } from '@mantine/core';
import { SignalEditorForm, type SignalEditorFormProps } from './signal-editor-form';
import { MOBILE_QUERY } from '../../../lib/mobile-query';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';

// Above the details drawer, from which an edit may start.
const ABOVE_DRAWER = 300;

type SignalEditorDialogProps = SignalEditorFormProps & {
  /** The folder's label: the title names the folder as the user knows it, never by its key. */
  folderLabel: string;
};

/** The signal editor in a dialog; the whole screen on phones. A click beside it does not throw the typing away. */
export function SignalEditorDialog({ folderLabel, ...props }: SignalEditorDialogProps) {
  const phone = useMediaMatches(MOBILE_QUERY);
  return (
    <Modal
      opened
      onClose={props.onCancel}
      title={props.signal ? `Edit signal · ${folderLabel}` : `New signal · ${folderLabel}`}
      size="xl"
      fullScreen={phone}
      zIndex={ABOVE_DRAWER}
      closeOnClickOutside={false}
    >
      <SignalEditorForm {...props} />
    </Modal>
  );
}
