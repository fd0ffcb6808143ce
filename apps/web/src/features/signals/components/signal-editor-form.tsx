import {
  LANGUAGES,
  MEDIA_SEGMENTS,
  RELIABILITY_LABELS,
  RESULT_LABELS,
  UNCATEGORISED,
  type EventType,
  type Signal,
} from '@argus/contract';
import {
  Button,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  type OptionsFilter,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { showAlert } from '../../../components/alert/show-alert';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useCreateSignalMutation } from '../api/create-signal';
import { eventTypesQueryOptions } from '../api/get-event-types';
import { useUpdateSignalMutation } from '../api/update-signal';
import { groupByCategory } from '../lib/group-event-types';
import { CREATE_SUCCESS, createFailure, EDIT_SUCCESS, editFailure } from '../lib/moderation-alerts';
import {
  argumentRowsForEventType,
  editorFieldOf,
  emptySignalEditorValues,
  NO_RESULT,
  signalEditorValuesOf,
  toCreateSignalRequest,
  toUpdateSignalRequest,
  validateSignalEditor,
  type SignalEditorValues,
  type TargetEntityChoice,
} from '../lib/signal-editor-values';
import { EventArgumentRows } from './event-argument-rows';
import classes from './signal-editor-form.module.css';

export type SignalEditorFormProps = {
  customer: string;
  /** The signal to edit; a new one is created without it. */
  signal?: Signal;
  /** The target entities to pick from: the start-up's, or the server's matches of the search. */
  targetEntities: readonly TargetEntityChoice[];
  onTargetEntitySearch: (search: string) => void;
  onSaved: (signal: Signal) => void;
  onCancel: () => void;
};

const RELIABILITY_DATA = RELIABILITY_LABELS.slice(1).map((label, index) => ({ value: String(index + 1), label }));
const RESULT_DATA = [
  { value: NO_RESULT, label: 'No result label' },
  ...RESULT_LABELS.map((label) => ({ value: label, label })),
];

// The server's matches are already filtered (name, alias or D-U-N-S); filtering them again by label would drop some.
const keepAll: OptionsFilter = ({ options }) => options;

/** A stored signal as the form shows it: its own argument rows, and an empty one for each other name its type takes. */
function storedSignalValues(signal: Signal, argumentNames: readonly string[]): SignalEditorValues {
  const values = signalEditorValuesOf(signal);
  return {
    ...values,
    eventArguments: argumentRowsForEventType(values.eventArguments, argumentNames, { keepOthers: true }),
  };
}

/**
 * Creates or edits a signal once the event types are there: the start-up loads them, and the form asks again if that
 * load failed or has not answered yet, since a signal's type, and the argument rows it brings, come from them.
 */
export function SignalEditorForm(props: SignalEditorFormProps) {
  const eventTypes = useQuery(eventTypesQueryOptions);
  if (eventTypes.data) return <SignalEditorFields {...props} eventTypes={eventTypes.data} />;
  if (eventTypes.isError) {
    return (
      <Stack align="flex-start" gap="xs" py="md">
        <Text size="sm">The event types could not be loaded, so the signal cannot be edited yet.</Text>
        <Button size="xs" variant="light" onClick={() => void eventTypes.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading the event types" />
    </Center>
  );
}

/** The form itself: the contract's rules checked as each field is left, the server's refusals under their field. */
function SignalEditorFields(props: SignalEditorFormProps & { eventTypes: readonly EventType[] }) {
  const { customer, signal, eventTypes, targetEntities, onTargetEntitySearch, onSaved, onCancel } = props;
  const create = useCreateSignalMutation();
  const update = useUpdateSignalMutation();
  const argumentNamesOf = useMemo(
    () => new Map(eventTypes.map((eventType) => [eventType.name, eventType.argumentNames])),
    [eventTypes],
  );
  const form = useForm<SignalEditorValues>({
    initialValues: signal
      ? storedSignalValues(signal, argumentNamesOf.get(signal.eventType) ?? [])
      : emptySignalEditorValues(),
    validate: (values) => validateSignalEditor(values, customer, signal),
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  // Grouped as the Signals filter groups them (lib/group-event-types.ts), each group's items in alphabetical order.
  const eventTypeData = useMemo(() => {
    const names = eventTypes.map((eventType) => eventType.name).sort((left, right) => left.localeCompare(right, 'en'));
    const categoryOf = new Map(eventTypes.map((eventType) => [eventType.name, eventType.category ?? UNCATEGORISED]));
    return groupByCategory(names, categoryOf);
  }, [eventTypes]);

  // The entity picked stays offered while the list shows other matches.
  const [picked, setPicked] = useState<TargetEntityChoice | null>(
    signal?.targetEntityId ? { id: signal.targetEntityId, name: signal.targetEntityName, dunsId: signal.dunsId } : null,
  );
  const entityChoices = useMemo(() => {
    const byId = new Map<string, TargetEntityChoice>();
    if (picked) byId.set(picked.id, picked);
    for (const entity of targetEntities) byId.set(entity.id, entity);
    return byId;
  }, [picked, targetEntities]);
  const entityData = useMemo(
    () => [...entityChoices.values()].map((entity) => ({ value: entity.id, label: entity.name })),
    [entityChoices],
  );

  const handleSubmit = form.onSubmit((submitted) => {
    const onError = (error: unknown) => {
      const refused = serverFieldError(error, editorFieldOf(submitted));
      if (refused) form.setFieldError(refused.field, refused.message);
      const alert = signal ? editFailure(error) : createFailure(error);
      showAlert('error', alert.title, alert.message);
    };
    if (signal) {
      update.mutate(toUpdateSignalRequest(submitted, signal, customer), {
        onSuccess: (saved) => {
          showAlert('success', EDIT_SUCCESS.title, EDIT_SUCCESS.message);
          onSaved(saved);
        },
        onError,
      });
    } else {
      create.mutate(toCreateSignalRequest(submitted, customer), {
        onSuccess: (saved) => {
          showAlert('success', CREATE_SUCCESS.title, CREATE_SUCCESS.message);
          onSaved(saved);
        },
        onError,
      });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="signal-editor">
      <Stack gap="md">
        <Select
          label="Target entity"
          required
          searchable
          placeholder={
            values.targetEntityId ? undefined : values.targetEntityName || 'Search by name, alias or D-U-N-S'
          }
          description={
            signal && !signal.targetEntityId ? 'This signal is not linked to a target entity yet.' : undefined
          }
          data={entityData}
          filter={keepAll}
          limit={100}
          nothingFoundMessage="No target entity matches"
          value={values.targetEntityId}
          error={form.errors.targetEntityId}
          onSearchChange={(search) => {
            if (search !== picked?.name) onTargetEntitySearch(search);
          }}
          onChange={(id) => {
            const entity = id ? entityChoices.get(id) : undefined;
            setPicked(entity ?? null);
            form.setValues({
              targetEntityId: entity?.id ?? null,
              targetEntityName: entity?.name ?? '',
              dunsId: entity?.dunsId ?? '',
            });
            form.clearFieldError('targetEntityId');
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Event type"
            required
            searchable
            placeholder="Choose an event type"
            data={eventTypeData}
            nothingFoundMessage="No event type matches"
            {...form.getInputProps('eventType')}
            onChange={(eventType) => {
              form.setValues({
                eventType,
                eventArguments: argumentRowsForEventType(
                  form.getValues().eventArguments,
                  eventType ? (argumentNamesOf.get(eventType) ?? []) : [],
                ),
              });
              form.clearFieldError('eventType');
            }}
          />
          <DatePickerInput
            label="Publish date"
            required
            valueFormat="YYYY-MM-DD"
            maxDate={new Date().toISOString().slice(0, 10)}
            {...form.getInputProps('publishDay')}
          />
          <Select
            label="Media segment"
            required
            data={[...MEDIA_SEGMENTS]}
            allowDeselect={false}
            {...form.getInputProps('mediaSegment')}
          />
          <Select
            label="Reliability"
            required
            data={RELIABILITY_DATA}
            allowDeselect={false}
            {...form.getInputProps('reliability')}
          />
          <Select
            label="Language"
            required
            data={[...LANGUAGES]}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <Select label="Result" data={RESULT_DATA} allowDeselect={false} {...form.getInputProps('result')} />
          <TextInput label="D-U-N-S" {...form.getInputProps('dunsId')} />
          <TextInput label="Source" placeholder="e.g. Reuters" {...form.getInputProps('source')} />
        </SimpleGrid>
        <TextInput label="Title" {...form.getInputProps('title')} />
        <Textarea
          label="Sentence"
          description="The evidence: the sentence of the article that reports the event."
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('sentence')}
        />
        <TextInput label="URL" type="url" placeholder="https://" {...form.getInputProps('url')} />
        <EventArgumentRows
          form={form}
          argumentNames={values.eventType ? (argumentNamesOf.get(values.eventType) ?? []) : []}
        />
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {signal ? 'Save changes' : 'Create signal'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
