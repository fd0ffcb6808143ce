import type { DigestSubscriptions } from '@argus/contract';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useUpdateDigestSubscriptionsMutation } from '../api/update-digest-subscriptions';
import { useReportDirty } from '../hooks/use-report-dirty';
import { digestValidator, digestValuesOf, toDigestRequest, type DigestValues } from '../lib/digest-form';

const FREQUENCY_CHOICES = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];
// Shown only while a folder has one: it is set in E-Mail Schedules, not here.
const CUSTOM_CHOICE = { value: 'custom', label: 'Custom', disabled: true };

type DigestSubscriptionsFormProps = {
  subscriptions: DigestSubscriptions;
  onDirtyChange?: (dirty: boolean) => void;
};

/** Per folder: no digest, a daily or a weekly one, as the user's own e-mail schedule (ADR 0071). */
export function DigestSubscriptionsForm({ subscriptions, onDirtyChange }: DigestSubscriptionsFormProps) {
  const update = useUpdateDigestSubscriptionsMutation();
  const saved = useMemo(() => digestValuesOf(subscriptions), [subscriptions]);
  const validate = useMemo(() => digestValidator(saved), [saved]);
  const form = useForm<DigestValues>({ initialValues: saved, validate });
  useReportDirty(form.isDirty(), onDirtyChange);

  const handleSubmit = form.onSubmit((values) => {
    update.mutate(toDigestRequest(values, saved), {
      onSuccess: (answer) => {
        const stored = digestValuesOf(answer);
        form.setInitialValues(stored);
        form.setValues(stored);
        form.resetDirty(stored);
        showAlert('success', 'Digest saved', 'Your e-mail schedules follow these choices.');
      },
      onError: (error) => showSubmitErrorAlert(error, 'Digest Error'),
    });
  });

  if (!subscriptions.email) {
    return (
      <Text size="sm">
        Your account has no e-mail address, so no digest can reach you. An administrator can add one in Users.
      </Text>
    );
  }
  if (subscriptions.subscriptions.length === 0) {
    return <Text size="sm">None of your folders has signals to send.</Text>;
  }
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Digests go to <b>{subscriptions.email}</b>. Daily ones leave at 06:00 UTC, weekly ones on Mondays at 06:00
          UTC, each with the folder&apos;s signals since the one before.
        </Text>
        <Stack gap="xs" role="list" aria-label="Digest per folder">
          {subscriptions.subscriptions.map(({ customerName, customerLabel }) => {
            const custom = saved.frequencies[customerName] === 'custom';
            return (
              <Group key={customerName} justify="space-between" gap="xs" role="listitem" wrap="wrap">
                <Text size="sm" fw={500} id={`digest-${customerName}`}>
                  {customerLabel}
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-labelledby={`digest-${customerName}`}
                  data={custom ? [...FREQUENCY_CHOICES, CUSTOM_CHOICE] : FREQUENCY_CHOICES}
                  key={form.key(`frequencies.${customerName}`)}
                  {...form.getInputProps(`frequencies.${customerName}`)}
                />
              </Group>
            );
          })}
        </Stack>
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save digest
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
