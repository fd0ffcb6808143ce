import type { ThemePreference } from '@argus/contract';
import { Button, Group, Input, SegmentedControl, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showAlert } from '../../../components/alert/show-alert';
import { useUpdatePreferencesMutation } from '../api/update-preferences';
import { useReportDirty } from '../hooks/use-report-dirty';
import { useApplyThemePreference } from '../hooks/use-theme-preference';
import { toPreferencesRequest, validatePreferences, type AppearanceValues } from '../lib/preferences-form';
import { showPreferencesRefusal } from './show-preferences-refusal';

const THEME_CHOICES: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'As the device' },
];

type AppearanceFormProps = {
  username: string;
  theme: ThemePreference;
  onDirtyChange?: (dirty: boolean) => void;
};

/** The account's theme: applied here on save, and on every other device at its next load. */
export function AppearanceForm({ username, theme, onDirtyChange }: AppearanceFormProps) {
  const update = useUpdatePreferencesMutation(username);
  const applyTheme = useApplyThemePreference();
  const form = useForm<AppearanceValues>({ initialValues: { theme }, validate: validatePreferences });
  useReportDirty(form.isDirty(), onDirtyChange);

  const handleSubmit = form.onSubmit((values) => {
    update.mutate(toPreferencesRequest(values), {
      onSuccess: ({ preferences }) => {
        applyTheme(preferences.theme);
        const saved = { theme: preferences.theme };
        form.setInitialValues(saved);
        form.resetDirty(saved);
        showAlert('success', 'Appearance saved', 'Your theme applies on every device you sign in on.');
      },
      onError: (error) => showPreferencesRefusal(error, form),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw={420}>
        <Input.Wrapper label="Theme" error={form.errors.theme}>
          <SegmentedControl
            fullWidth
            mt={4}
            data={THEME_CHOICES}
            key={form.key('theme')}
            {...form.getInputProps('theme')}
          />
        </Input.Wrapper>
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save appearance
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
