import { Badge, Button, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { duplicateCustomerRequestSchema, resolveCustomerLabel, type CustomerDetail } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { HINT_BELOW_INPUT } from '../../../shared/forms/form-layout';
import { serverFieldError, validateAsRequest } from '../../../shared/forms/form-validation';
import { useDuplicateCustomerMutation } from '../api/duplicate-customer';

type DuplicateValues = { customerName: string; customerLabel: string };

const toRequest = (values: DuplicateValues) => {
  const label = values.customerLabel.trim();
  return { customerName: values.customerName.trim(), ...(label ? { customerLabel: label } : {}) };
};
const validateDuplicate = validateAsRequest(duplicateCustomerRequestSchema, toRequest);

type DuplicateCustomerFormProps = { source: CustomerDetail; onDuplicated: (customerName: string) => void };

/** A new customer with the source's configuration, discoveries, search terms and entity links; asks only the name. */
export function DuplicateCustomerForm({ source, onDuplicated }: DuplicateCustomerFormProps) {
  const duplicate = useDuplicateCustomerMutation(source.customerName);
  const sourceLabel = resolveCustomerLabel(source.customerName, source.customerLabel);
  const form = useForm<DuplicateValues>({
    mode: 'uncontrolled',
    initialValues: {
      customerName: '',
      customerLabel: `${sourceLabel} (copy)`,
    },
    validate: validateDuplicate,
  });
  const features = Object.entries(source.features)
    .filter(([, on]) => on)
    .map(([name]) => name);
  const termCount = source.discoveries.reduce((sum, discovery) => sum + discovery.searchTerms.length, 0);

  const handleSubmit = form.onSubmit((values) => {
    duplicate.mutate(toRequest(values), {
      onSuccess: (copy) => {
        form.resetDirty();
        showAlert(
          'success',
          'Customer duplicated',
          `${resolveCustomerLabel(copy.customerName, copy.customerLabel)} has the configuration of ${sourceLabel}.`,
        );
        onDuplicated(copy.customerName);
      },
      onError: (error) => {
        const refused = serverFieldError(error, { customerName: 'customerName', customerLabel: 'customerLabel' });
        if (refused) form.setFieldError(refused.field, refused.message);
        showSubmitErrorAlert(error, 'Customer not duplicated');
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesPrompt hasUnsavedChanges={form.isDirty} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="New customer name"
            inputWrapperOrder={HINT_BELOW_INPUT}
            description="Letters, digits, _ and -"
            required
            autoComplete="off"
            key={form.key('customerName')}
            {...form.getInputProps('customerName')}
          />
          <TextInput label="Label" key={form.key('customerLabel')} {...form.getInputProps('customerLabel')} />
        </SimpleGrid>
        <Stack gap={6}>
          <Text fw={600}>Copied from {sourceLabel}</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              Features:{' '}
              {features.length > 0
                ? features.map((feature) => (
                    <Badge key={feature} variant="light" size="sm" mr={4}>
                      {feature}
                    </Badge>
                  ))
                : 'none'}
            </List.Item>
            <List.Item>
              {source.discoveries.length} discoveries with {termCount} search terms
              {source.discoveries.length > 0 && `: ${source.discoveries.map((discovery) => discovery.name).join(', ')}`}
            </List.Item>
            <List.Item>{source.entityCount} monitored target entities</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            Signals, mentions and user grants stay with {sourceLabel}; the folder table becomes events_&lt;new name&gt;.
          </Text>
        </Stack>
        <Group>
          <Button type="submit" loading={duplicate.isPending}>
            Duplicate customer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
