import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { Fragment, memo } from 'react';
import { TRIAGE_KEYS } from './triage-keys';
import { useTriageHelpStore } from './triage-help-store';

/**
 * What `?` and the list header's hint open: every triage key and what it does. Memoised: the virtual list that holds
 * it renders on every scroll step, and a closed Modal still renders its transition and portal.
 */
export const TriageHelpDialog = memo(function TriageHelpDialog() {
  const opened = useTriageHelpStore((state) => state.opened);
  const onClose = useTriageHelpStore((state) => state.close);
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="md">
      <Table verticalSpacing={6} data-testid="triage-keys">
        <Table.Tbody>
          {TRIAGE_KEYS.map(({ keys, description }) => (
            <Table.Tr key={description}>
              <Table.Td w={120}>
                <Group gap={4} wrap="nowrap">
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 ? (
                        <Text span size="xs" c="dimmed">
                          or
                        </Text>
                      ) : null}
                      <Kbd>{key}</Kbd>
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        The keys work anywhere on this screen, except while you type in a field.
      </Text>
    </Modal>
  );
});
