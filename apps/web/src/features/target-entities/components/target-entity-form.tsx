import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { City, TargetEntityRecord } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { SaveActions } from '../../../components/unsaved-changes/save-actions';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { HINT_BELOW_INPUT } from '../../../shared/forms/form-layout';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useCreateTargetEntityMutation } from '../api/create-target-entity';
import { useUpdateTargetEntityMutation } from '../api/update-target-entity';
import { countryOptions } from '../lib/country-options';
import { referenceChoices } from '../lib/reference-choices';
import {
  toCreateTargetEntityRequest,
  toTargetEntityFormValues,
  toUpdateTargetEntityRequest,
  validateNewTargetEntity,
  validateTargetEntityEdit,
  type TargetEntityFormValues,
} from '../lib/target-entity-form';
import { CityPicker } from './city-picker';

type Option = { value: string; label: string };

type TargetEntityFormProps = {
  /** The entity to edit; none for a new entity or a duplicate. */
  entity?: TargetEntityRecord;
  initialValues: TargetEntityFormValues;
  /** The reference lists (spec section 3): type and industry are picked from them. */
  entityTypes: string[];
  industries: string[];
  /** The customers that may monitor it. */
  customers: Option[];
  submitLabel: string;
  onSaved: (entity: TargetEntityRecord) => void;
};

/** The server names a field by its body path, which is the form's field too. */
const sameField = (path: string) => path.replace(/^(aliases|customers)\.\d+$/, '$1');

/** A target entity's name, DUNS id, type, industry, place, website, aliases and monitoring customers. */
export function TargetEntityForm({
  entity,
  initialValues,
  entityTypes,
  industries,
  customers,
  submitLabel,
  onSaved,
}: TargetEntityFormProps) {
  const create = useCreateTargetEntityMutation();
  const update = useUpdateTargetEntityMutation(entity?.id ?? '');
  const form = useForm<TargetEntityFormValues>({
    // Controlled: the city picker reads the chosen country and fills three fields at once.
    mode: 'controlled',
    initialValues,
    validate: entity ? validateTargetEntityEdit(entity) : validateNewTargetEntity,
  });
  const saving = create.isPending || update.isPending;

  const pickCity = (city: City) => {
    form.setValues({ city: city.name, country: city.country, latitude: city.latitude, longitude: city.longitude });
  };

  const saved = (result: TargetEntityRecord, title: string) => {
    const next = toTargetEntityFormValues(result);
    form.setValues(next);
    form.resetDirty(next);
    showAlert('success', title, `${result.name} is saved.`);
    onSaved(result);
  };
  const refused = (error: unknown) => {
    const field = serverFieldError(error, sameField);
    if (field) form.setFieldError(field.field, field.message);
    showSubmitErrorAlert(error, 'Target entity not saved');
  };

  const handleSubmit = form.onSubmit((values) => {
    if (!entity) {
      create.mutate(toCreateTargetEntityRequest(values), {
        onSuccess: (result) => saved(result, 'Target entity created'),
        onError: refused,
      });
      return;
    }
    const changes = toUpdateTargetEntityRequest(entity, values);
    if (Object.keys(changes).length === 0) {
      showAlert('info', 'Nothing to save', 'The target entity is as shown.');
      return;
    }
    update.mutate(changes, { onSuccess: (result) => saved(result, 'Target entity saved'), onError: refused });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesPrompt hasUnsavedChanges={form.isDirty} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput
            label="DUNS id"
            description="The 9-digit D-U-N-S number; it names one company"
            inputWrapperOrder={HINT_BELOW_INPUT}
            inputMode="numeric"
            maxLength={9}
            {...form.getInputProps('dunsId')}
          />
          <Select
            label="Type"
            placeholder="Choose an entity type"
            data={referenceChoices(entityTypes, initialValues.entityType)}
            searchable
            clearable
            nothingFoundMessage="No entity type matches"
            {...form.getInputProps('entityType')}
            value={form.values.entityType || null}
            onChange={(value) => form.setFieldValue('entityType', value ?? '')}
          />
          <Select
            label="Industry"
            placeholder="Choose an industry"
            data={referenceChoices(industries, initialValues.industry)}
            searchable
            clearable
            nothingFoundMessage="No industry matches"
            {...form.getInputProps('industry')}
            value={form.values.industry || null}
            onChange={(value) => form.setFieldValue('industry', value ?? '')}
          />
          <Select
            label="Country"
            placeholder="Choose a country"
            data={countryOptions()}
            searchable
            clearable
            nothingFoundMessage="No country matches"
            {...form.getInputProps('country')}
            value={form.values.country || null}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
          />
          <CityPicker
            value={form.values.city}
            onChange={(value) => form.setFieldValue('city', value)}
            country={form.values.country}
            onPick={pickCity}
            inputWrapperOrder={HINT_BELOW_INPUT}
            error={form.errors.city}
          />
          {/* Typed or filled by the city, never stepped: a spinner's step of 1 degree is about 100 km. */}
          <NumberInput
            label="Latitude"
            min={-90}
            max={90}
            decimalScale={6}
            hideControls
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label="Longitude"
            min={-180}
            max={180}
            decimalScale={6}
            hideControls
            {...form.getInputProps('longitude')}
          />
          <TextInput label="Website" placeholder="https://" type="url" {...form.getInputProps('website')} />
        </SimpleGrid>
        <TagsInput
          label="Aliases"
          description="Other names the press uses; the search finds them too. Enter or comma after each."
          splitChars={[',']}
          clearable
          {...form.getInputProps('aliases')}
        />
        <MultiSelect
          label="Customers that monitor it"
          data={customers}
          searchable
          clearable
          nothingFoundMessage="No customer matches"
          {...form.getInputProps('customers')}
        />
        <SaveActions
          submitLabel={submitLabel}
          saving={saving}
          dirty={form.isDirty()}
          onDiscard={entity && (() => form.reset())}
        />
      </Stack>
    </form>
  );
}
