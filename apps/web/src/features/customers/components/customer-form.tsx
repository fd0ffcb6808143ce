import { SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resolveCustomerLabel, type CustomerDetail } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { SaveActions } from '../../../components/unsaved-changes/save-actions';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { HINT_BELOW_INPUT } from '../../../shared/forms/form-layout';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useCreateCustomerMutation } from '../api/create-customer';
import { useUpdateCustomerMutation } from '../api/update-customer';
import {
  customerFieldOf,
  EMPTY_CUSTOMER,
  toCreateCustomerRequest,
  toCustomerFormValues,
  toUpdateCustomerRequest,
  validateCustomerEdit,
  validateNewCustomer,
  type CustomerFormValues,
} from '../lib/customer-form';
import { DiscoveriesEditor } from './discoveries-editor';

type CustomerFormProps = {
  /** The customer to edit; none for a new one. */
  customer?: CustomerDetail;
  /** After a new customer is created (or an edit saved): its name. */
  onSaved: (customerName: string) => void;
};

const FEATURES = [
  { key: 'monitoring', label: 'Monitoring', description: 'Signals: Overview, Signals and Map' },
  { key: 'discovery', label: 'Discovery', description: 'Mentions found by the discoveries below' },
  { key: 'trend', label: 'Trend', description: 'Trend analyses of the folder' },
] as const;

/** A customer's name, label, folder table, features and discoveries with their search terms. */
export function CustomerForm({ customer, onSaved }: CustomerFormProps) {
  const create = useCreateCustomerMutation();
  const update = useUpdateCustomerMutation(customer?.customerName ?? '');
  const form = useForm<CustomerFormValues>({
    // Controlled: the discovery and search-term rows are added and removed as the admin types.
    mode: 'controlled',
    initialValues: customer ? toCustomerFormValues(customer) : EMPTY_CUSTOMER,
    validate: customer ? validateCustomerEdit(customer) : validateNewCustomer,
  });
  const saving = create.isPending || update.isPending;

  const refuse = (error: unknown) => {
    const refused = serverFieldError(error, customerFieldOf);
    if (refused) form.setFieldError(refused.field, refused.message);
    showSubmitErrorAlert(error, 'Customer not saved');
  };

  const handleSubmit = form.onSubmit((values) => {
    if (!customer) {
      create.mutate(toCreateCustomerRequest(values), {
        onSuccess: (created) => {
          form.resetDirty();
          showAlert(
            'success',
            'Customer created',
            `${resolveCustomerLabel(created.customerName, created.customerLabel)} is ready; link its target entities now.`,
          );
          onSaved(created.customerName);
        },
        onError: refuse,
      });
      return;
    }
    const changes = toUpdateCustomerRequest(customer, values);
    if (Object.keys(changes).length === 0) {
      showAlert('info', 'Nothing to save', 'The customer is as shown.');
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        // The saved discoveries and terms now have ids: the form continues from the server's record.
        const next = toCustomerFormValues(saved);
        form.setValues(next);
        form.resetDirty(next);
        showAlert(
          'success',
          'Customer saved',
          `The changes to ${resolveCustomerLabel(saved.customerName, saved.customerLabel)} are saved.`,
        );
        onSaved(saved.customerName);
      },
      onError: refuse,
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesPrompt hasUnsavedChanges={form.isDirty} />
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Customer name"
            inputWrapperOrder={HINT_BELOW_INPUT}
            description={
              customer ? 'The key every folder, signal and grant uses; it cannot change.' : 'Letters, digits, _ and -'
            }
            required
            disabled={Boolean(customer)}
            autoComplete="off"
            {...form.getInputProps('customerName')}
          />
          <TextInput
            label="Label"
            inputWrapperOrder={HINT_BELOW_INPUT}
            description="Shown in the folder selector; empty shows the name."
            {...form.getInputProps('customerLabel')}
          />
          <TextInput
            label="Folder table"
            inputWrapperOrder={HINT_BELOW_INPUT}
            description={customer ? 'The folder table of the original backend.' : 'Empty: events_<customer name>.'}
            required={Boolean(customer)}
            autoComplete="off"
            {...form.getInputProps('folderDbTable')}
          />
        </SimpleGrid>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Features
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FEATURES.map((feature) => (
              <Switch
                key={feature.key}
                label={feature.label}
                description={feature.description}
                {...form.getInputProps(`features.${feature.key}`, { type: 'checkbox' })}
              />
            ))}
            <Switch
              label="Group copies into stories"
              description="Copies of one text from several outlets show as one card; off shows every copy."
              {...form.getInputProps('groupStories', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </Stack>
        <DiscoveriesEditor form={form} />
        <SaveActions
          submitLabel={customer ? 'Save changes' : 'Create customer'}
          saving={saving}
          dirty={form.isDirty()}
          onDiscard={customer && (() => form.reset())}
        />
      </Stack>
    </form>
  );
}
