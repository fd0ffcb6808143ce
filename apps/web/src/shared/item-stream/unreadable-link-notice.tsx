import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type UnreadableLinkNoticeProps = {
  /** The URL parameters that could not be read. */
  rejected: readonly string[];
  /** Writes the criteria as shown back into the URL, which drops what could not be read. */
  onDismiss: () => void;
};

/** Says which filters of an opened link could not be read and so show their defaults, instead of a blank screen. */
export function UnreadableLinkNotice({ rejected, onDismiss }: UnreadableLinkNoticeProps) {
  if (rejected.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Some filters of this link could not be read"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      data-testid="unreadable-link-notice"
    >
      {rejected.join(', ')}: shown with their defaults instead.
    </Alert>
  );
}
