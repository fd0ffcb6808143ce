import type { EmailScheduleRecord } from '@argus/contract';
import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { cronWords } from '../lib/cron-meaning';
import { formatUtcOr } from '../lib/format-utc';
import { reliabilityLabel } from '../lib/schedule-choices';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** What a schedule sends, when and to whom, as the details panel lists it. */
export function ScheduleSummary({ schedule }: { schedule: EmailScheduleRecord }) {
  const { filters } = schedule;
  const narrowed = [
    filters.minReliability ? `${reliabilityLabel(filters.minReliability)} or higher` : null,
    filters.eventTypes?.length ? filters.eventTypes.join(', ') : null,
    filters.companies?.length ? filters.companies.join(', ') : null,
  ].filter(Boolean);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      <Fact label="Frequency">
        <Text size="sm">{cronWords(schedule.cron)} (UTC)</Text>
        <Code>{schedule.cron}</Code>
      </Fact>
      <Fact label="Recipients">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {schedule.recipients.join(', ')}
        </Text>
      </Fact>
      <Fact label="Next run">
        <Text size="sm">{formatUtcOr(schedule.nextRunAt, 'Off')}</Text>
      </Fact>
      <Fact label="Last sent">
        <Text size="sm">{formatUtcOr(schedule.lastSentAt, 'Never')}</Text>
      </Fact>
      <Fact label="Filters">
        <Text size="sm">{narrowed.length > 0 ? narrowed.join(' · ') : 'Every signal of the folder'}</Text>
      </Fact>
      <Fact label="When there is nothing new">
        <Text size="sm">{schedule.sendWhenEmpty ? 'Sends a mail that says so' : 'Sends nothing'}</Text>
      </Fact>
    </SimpleGrid>
  );
}
