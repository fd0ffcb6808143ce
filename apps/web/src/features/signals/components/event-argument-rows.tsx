import { ActionIcon, Button, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { newRowKey, type SignalEditorValues } from '../lib/signal-editor-values';

type EventArgumentRowsProps = {
  form: UseFormReturnType<SignalEditorValues>;
  /** The argument names the chosen event type takes. */
  argumentNames: readonly string[];
};

/** The event's arguments (acquirer, target, value …): a name the type takes and its value, one row each. */
export function EventArgumentRows({ form, argumentNames }: EventArgumentRowsProps) {
  const rows = form.getValues().eventArguments;
  const addRow = () => {
    const unused = argumentNames.find((name) => !rows.some((row) => row.name === name));
    form.insertListItem('eventArguments', { key: newRowKey(), name: unused ?? argumentNames[0] ?? '', value: '' });
  };
  const listError = form.errors.eventArguments;
  return (
    <Stack gap="xs" data-testid="event-argument-rows">
      <div>
        <Input.Label>Event arguments</Input.Label>
        <Input.Description>
          {argumentNames.length > 0
            ? 'Arguments left empty are not saved.'
            : 'Choose an event type to see the arguments it takes.'}
        </Input.Description>
      </div>
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
          <Select
            aria-label={`Argument ${index + 1} name`}
            data={argumentNames.includes(row.name) || row.name === '' ? argumentNames : [...argumentNames, row.name]}
            allowDeselect={false}
            w="38%"
            style={{ flexShrink: 0 }}
            {...form.getInputProps(`eventArguments.${index}.name`)}
          />
          <TextInput
            aria-label={`Argument ${index + 1} value`}
            placeholder={row.name || 'Value'}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`eventArguments.${index}.value`)}
            onChange={(event) =>
              // A changed value no longer names the entity it was linked to.
              form.setFieldValue(`eventArguments.${index}`, {
                key: row.key,
                name: row.name,
                value: event.currentTarget.value,
              })
            }
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={`Remove argument ${index + 1}`}
            onClick={() => form.removeListItem('eventArguments', index)}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof listError === 'string' ? <Input.Error>{listError}</Input.Error> : null}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          disabled={argumentNames.length === 0}
          onClick={addRow}
        >
          Add argument
        </Button>
      </Group>
    </Stack>
  );
}
