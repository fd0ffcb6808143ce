import {
  LANGUAGES,
  MEDIA_SEGMENTS,
  RELIABILITY_LABELS,
  type DateRangePreset,
  type UserPreferences,
} from '@argus/contract';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showAlert } from '../../../components/alert/show-alert';
import { useUpdatePreferencesMutation } from '../api/update-preferences';
import { useReportDirty } from '../hooks/use-report-dirty';
import {
  defaultFiltersValuesOf,
  toPreferencesRequest,
  validatePreferences,
  type DefaultFiltersValues,
} from '../lib/preferences-form';
import { showPreferencesRefusal } from './show-preferences-refusal';

const DATE_RANGE_CHOICES: { value: DateRangePreset; label: string }[] = [
  { value: 'last-week', label: 'Last week' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-3-months', label: 'Last 3 months' },
  { value: 'last-year', label: 'Last year' },
];
const RELIABILITY_CHOICES = RELIABILITY_LABELS.map((label, level) => ({ value: String(level), label }));

type DefaultFiltersFormProps = {
  username: string;
  preferences: UserPreferences;
  onDirtyChange?: (dirty: boolean) => void;
};

/** What Signals and Mentions open with when their link does not say otherwise (ADR 0070). */
export function DefaultFiltersForm({ username, preferences, onDirtyChange }: DefaultFiltersFormProps) {
  const update = useUpdatePreferencesMutation(username);
  const form = useForm<DefaultFiltersValues>({
    initialValues: defaultFiltersValuesOf(preferences),
    validate: validatePreferences,
  });
  useReportDirty(form.isDirty(), onDirtyChange);

  const handleSubmit = form.onSubmit((values) => {
    update.mutate(toPreferencesRequest(values), {
      onSuccess: ({ preferences: stored }) => {
        const saved = defaultFiltersValuesOf(stored);
        form.setInitialValues(saved);
        form.resetDirty(saved);
        showAlert('success', 'Default filters saved', 'Signals and Mentions open with them from now on.');
      },
      onError: (error) => showPreferencesRefusal(error, form),
    });
  });

  const reliability = form.getInputProps('reliability');
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <Select
            label="Date range"
            description="Ending today"
            data={DATE_RANGE_CHOICES}
            allowDeselect={false}
            key={form.key('dateRange')}
            {...form.getInputProps('dateRange')}
          />
          <Select
            label="Reliability"
            description="At or above this level"
            data={RELIABILITY_CHOICES}
            allowDeselect={false}
            key={form.key('reliability')}
            {...reliability}
            value={String(form.values.reliability)}
            onChange={(value) => form.setFieldValue('reliability', Number(value ?? 0))}
          />
          <MultiSelect
            label="Languages"
            data={[...LANGUAGES]}
            placeholder={form.values.languages.length ? undefined : 'All languages'}
            clearable
            key={form.key('languages')}
            {...form.getInputProps('languages')}
          />
          <MultiSelect
            label="Media segments"
            data={[...MEDIA_SEGMENTS]}
            placeholder={form.values.mediaSegments.length ? undefined : 'All media segments'}
            clearable
            key={form.key('mediaSegments')}
            {...form.getInputProps('mediaSegments')}
          />
        </SimpleGrid>
        <Switch
          label="Hide what I disliked"
          description="Disliked signals and mentions stay hidden unless you filter for them."
          key={form.key('hideDisliked')}
          {...form.getInputProps('hideDisliked', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save default filters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
