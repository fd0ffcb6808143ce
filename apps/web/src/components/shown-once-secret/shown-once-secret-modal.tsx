import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ShownOnceSecretModalProps = {
  /** The secret just made; null once the modal is closed, after which nobody can see it again. */
  secret: string | null;
  title: string;
  /** Says it will not be shown again ("Copy this key now: it will not be shown again."). */
  warning: string;
  /** The copy button's label ("Copy key"). */
  copyLabel: string;
  /** Names the secret for screen readers and tests: an `aria-label`, a `data-testid`, or both. */
  secretLabel?: string;
  secretTestId?: string;
  /** What follows the secret while it is shown: how to use it. */
  children?: ReactNode;
  onClose: () => void;
};

/** A secret shown this once, after it is made: a warning, the secret, a button to copy it, and Done. */
export function ShownOnceSecretModal({
  secret,
  title,
  warning,
  copyLabel,
  secretLabel,
  secretTestId,
  children,
  onClose,
}: ShownOnceSecretModalProps) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      // A stray click beside the dialog must not lose the secret.
      closeOnClickOutside={false}
    >
      {secret !== null && (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {warning}
          </Alert>
          <Code
            block
            fz="sm"
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
            aria-label={secretLabel}
            data-testid={secretTestId}
          >
            {secret}
          </Code>
          <Group justify="flex-start">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : copyLabel}
                </Button>
              )}
            </CopyButton>
          </Group>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
