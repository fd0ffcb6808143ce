import { DIGEST_CRON } from '@argus/contract';

export type FrequencyPreset = { value: string; label: string; cron: string };

/**
 * The frequencies most digests want, as cron patterns read in UTC. Daily and weekly are the Settings page's own
 * (DIGEST_CRON), so that a schedule made here with them still reads as "daily" or "weekly" there.
 */
export const FREQUENCY_PRESETS: FrequencyPreset[] = [
  { value: 'daily', label: 'Daily at 06:00 UTC', cron: DIGEST_CRON.daily },
  { value: 'weekdays', label: 'Weekdays at 06:00 UTC', cron: '0 6 * * 1-5' },
  { value: 'weekly', label: 'Weekly, Mondays at 06:00 UTC', cron: DIGEST_CRON.weekly },
  { value: 'monthly', label: 'Monthly, on the 1st at 06:00 UTC', cron: '0 6 1 * *' },
  { value: 'hourly', label: 'Every hour', cron: '0 * * * *' },
];

export const CUSTOM_FREQUENCY = 'custom';

export const FREQUENCY_OPTIONS = [
  ...FREQUENCY_PRESETS.map(({ value, label }) => ({ value, label })),
  { value: CUSTOM_FREQUENCY, label: 'Custom (cron)' },
];

/** The preset a pattern is (spaces aside), or 'custom'. */
export function presetOf(cron: string): string {
  const normalised = cron.trim().replace(/\s+/g, ' ');
  return FREQUENCY_PRESETS.find((preset) => preset.cron === normalised)?.value ?? CUSTOM_FREQUENCY;
}

export function cronOfPreset(value: string): string | undefined {
  return FREQUENCY_PRESETS.find((preset) => preset.value === value)?.cron;
}
