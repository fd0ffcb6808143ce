import { List, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { HINT_BELOW_INPUT } from '../../../shared/forms/form-layout';
import { describeCron } from '../lib/cron-meaning';
import { CUSTOM_FREQUENCY, FREQUENCY_OPTIONS, cronOfPreset, presetOf } from '../lib/frequency-presets';
import { formatUtc } from '../lib/format-utc';

type CronFieldProps = {
  value: string;
  onChange: (cron: string) => void;
  error?: ReactNode;
};

/**
 * A frequency: a preset, or any cron pattern (five fields or a nickname like @daily, in UTC). What it means shows
 * under it as the user types, in words and as its next three runs, read the way the server reads it.
 */
export function CronField({ value, onChange, error }: CronFieldProps) {
  const meaning = useMemo(() => describeCron(value), [value]);
  const preset = presetOf(value);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Frequency"
          data={FREQUENCY_OPTIONS}
          value={preset}
          allowDeselect={false}
          onChange={(choice) => {
            const cron = choice && choice !== CUSTOM_FREQUENCY ? cronOfPreset(choice) : undefined;
            if (cron) onChange(cron);
          }}
        />
        <TextInput
          label="Cron (UTC)"
          description="Minute, hour, day of month, month, day of week; or @daily, @weekly …"
          inputWrapperOrder={HINT_BELOW_INPUT}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          autoComplete="off"
          spellCheck={false}
          required
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" data-testid="cron-meaning">
        {meaning.valid ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {meaning.words} (UTC)
            </Text>
            <Text size="xs" c="dimmed">
              Next runs
            </Text>
            <List size="sm" spacing={2} aria-label="Next runs">
              {meaning.nextRuns.map((run) => (
                <List.Item key={run.toISOString()}>{formatUtc(run)}</List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            The schedule&apos;s meaning and next runs show here once the cron is valid.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
