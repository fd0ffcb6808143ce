import { RELIABILITY_LABELS, RESULT_LABELS, REVIEW_OPTIONS } from '@argus/contract';
import type { Ranked, ReviewOption, SignalCriteria, SignalOptions } from '@argus/filtering';
import { Button, Chip, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import type { EventTypeGroup } from '../lib/group-event-types';
import { SignalDateRange } from './signal-date-range';

type SignalFiltersPanelProps = {
  criteria: SignalCriteria;
  options: SignalOptions;
  eventTypeGroups: EventTypeGroup[];
  topEventTypes: readonly Ranked[];
  onChange: (update: (current: SignalCriteria) => SignalCriteria) => void;
  onReset: () => void;
};

const RELIABILITY_DATA = RELIABILITY_LABELS.map((label, level) => ({ value: String(level), label }));

/** Spec section 4's filters, in the order the pipeline applies them; event types last, after their top 10. */
export function SignalFiltersPanel(props: SignalFiltersPanelProps) {
  const { criteria, options, eventTypeGroups, topEventTypes, onChange, onReset } = props;
  const set = <K extends keyof SignalCriteria>(key: K, value: SignalCriteria[K]) =>
    onChange((current) => ({ ...current, [key]: value }));
  const toggleEventType = (eventType: string) =>
    onChange((current) => ({
      ...current,
      eventTypes: current.eventTypes.includes(eventType)
        ? current.eventTypes.filter((selected) => selected !== eventType)
        : [...current.eventTypes, eventType],
    }));
  return (
    <Stack gap="sm" data-testid="signal-filters">
      <SignalDateRange
        dateBegin={criteria.dateBegin}
        dateEnd={criteria.dateEnd}
        onChange={(dateBegin, dateEnd) => onChange((current) => ({ ...current, dateBegin, dateEnd }))}
      />
      <MultiSelect
        label="Companies"
        placeholder={criteria.companyNames.length ? undefined : 'All companies'}
        data={options.companyNames}
        value={criteria.companyNames}
        onChange={(value) => set('companyNames', value)}
        searchable
        clearable
        limit={200}
        nothingFoundMessage="No such company in this folder"
      />
      <MultiSelect
        label="Media segments"
        placeholder={criteria.mediaSegments.length ? undefined : 'All media segments'}
        data={options.mediaSegments}
        value={criteria.mediaSegments}
        onChange={(value) => set('mediaSegments', value)}
        searchable
        clearable
      />
      <Select
        label="Reliability"
        data={RELIABILITY_DATA}
        value={String(criteria.reliability)}
        onChange={(value) => set('reliability', Number(value ?? 0))}
        allowDeselect={false}
      />
      <MultiSelect
        label="Languages"
        placeholder={criteria.languages.length ? undefined : 'All languages'}
        data={options.languages}
        value={criteria.languages}
        onChange={(value) => set('languages', value)}
        searchable
        clearable
      />
      <MultiSelect
        label="Results"
        placeholder={criteria.results.length ? undefined : 'Any result'}
        data={[...RESULT_LABELS]}
        value={criteria.results}
        onChange={(value) => set('results', value)}
        searchable
        clearable
      />
      <MultiSelect
        label="Reviews"
        placeholder={criteria.reviews.length ? undefined : 'Any review status'}
        data={[...REVIEW_OPTIONS]}
        value={criteria.reviews}
        onChange={(value) => set('reviews', value as ReviewOption[])}
        searchable
        clearable
      />
      <MultiSelect
        label="Event types"
        placeholder={criteria.eventTypes.length ? undefined : 'All event types'}
        data={eventTypeGroups}
        value={criteria.eventTypes}
        onChange={(value) => set('eventTypes', value)}
        searchable
        clearable
      />
      {topEventTypes.length > 0 ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Top event types
          </Text>
          <Group gap={6} data-testid="top-event-types">
            {topEventTypes.map(({ value, count }) => (
              <Chip
                key={value}
                size="xs"
                checked={criteria.eventTypes.includes(value)}
                onChange={() => toggleEventType(value)}
              >
                {value} ({count.toLocaleString('en')})
              </Chip>
            ))}
          </Group>
        </Stack>
      ) : null}
      <Button variant="default" onClick={onReset}>
        Reset filters
      </Button>
    </Stack>
  );
}
