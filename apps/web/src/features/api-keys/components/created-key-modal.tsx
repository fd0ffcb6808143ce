import type { CreatedApiKey } from '@argus/contract';
import { ActionIcon, Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { curlExample } from '../lib/api-key-form';

type CreatedKeyModalProps = {
  /** The key just made; null once the modal is closed, after which nobody can see the key again. */
  created: CreatedApiKey | null;
  /** Where the example call goes: this server. */
  origin: string;
  folderLabel: (customerName: string) => string;
  onClose: () => void;
};

/** The new key, shown this once, to copy; and how a client sends it. */
export function CreatedKeyModal({ created, origin, folderLabel, onClose }: CreatedKeyModalProps) {
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={created ? `API key ${created.name}` : 'API key'}
      size="lg"
      centered
      // A stray click beside the dialog must not lose the key.
      closeOnClickOutside={false}
    >
      {created && (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            Copy this key now: it will not be shown again.
          </Alert>
          <Group gap="xs" wrap="nowrap" align="stretch">
            <Code
              block
              fz="sm"
              style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
              aria-label="API key"
            >
              {created.key}
            </Code>
          </Group>
          <Group justify="flex-start">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              How a client sends it
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Code block fz="xs" style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {curlExample(created.key, origin)}
              </Code>
              <CopyButton value={curlExample(created.key, origin)}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy the example'}>
                    <ActionIcon variant="subtle" aria-label="Copy the example" onClick={copy}>
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              It may write to {created.customers.map(folderLabel).join(', ')} only. Revoke it here when the client no
              longer needs it.
            </Text>
          </Stack>
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
