import type { CreatedApiKey } from '@argus/contract';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ShownOnceSecretModal } from '../../../components/shown-once-secret/shown-once-secret-modal';
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
    <ShownOnceSecretModal
      secret={created ? created.key : null}
      title={created ? `API key ${created.name}` : 'API key'}
      warning="Copy this key now: it will not be shown again."
      copyLabel="Copy key"
      secretLabel="API key"
      onClose={onClose}
    >
      {created && (
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
      )}
    </ShownOnceSecretModal>
  );
}
