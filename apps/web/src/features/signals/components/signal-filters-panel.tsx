import { RESULT_LABELS } from '@argus/contract';
import type { Ranked, SignalCriteria, SignalOptions } from '@argus/filtering';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { DateRangeField } from '../../../shared/item-stream/date-range-field';
import {
  ChoiceField,
  ReliabilityField,
  ResetFiltersButton,
  ReviewsField,
} from '../../../shared/item-stream/filter-fields';
import type { EventTypeGroup } from '../lib/group-event-types';

type SignalFiltersPanelProps = {
  criteria: SignalCriteria;
  options: SignalOptions;
  /** Left out, the panel has no event-type filter (the Overview and the Map show the event types instead). */
  eventTypeGroups?: EventTypeGroup[];
  topEventTypes?: readonly Ranked[];
  onChange: (update: (current: SignalCriteria) => SignalCriteria) => void;
  onReset: () => void;
};

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
      <DateRangeField
        dateBegin={criteria.dateBegin}
        dateEnd={criteria.dateEnd}
        onChange={(dateBegin, dateEnd) => onChange((current) => ({ ...current, dateBegin, dateEnd }))}
      />
      <ChoiceField
        label="Companies"
        allLabel="All companies"
        data={options.companyNames}
        value={criteria.companyNames}
        onChange={(value) => set('companyNames', value)}
        limit={200}
        nothingFoundMessage="No such company in this folder"
      />
      <ChoiceField
        label="Media segments"
        allLabel="All media segments"
        data={options.mediaSegments}
        value={criteria.mediaSegments}
        onChange={(value) => set('mediaSegments', value)}
      />
      <ReliabilityField value={criteria.reliability} onChange={(value) => set('reliability', value)} />
      <ChoiceField
        label="Languages"
        allLabel="All languages"
        data={options.languages}
        value={criteria.languages}
        onChange={(value) => set('languages', value)}
      />
      <ChoiceField
        label="Results"
        allLabel="Any result"
        data={[...RESULT_LABELS]}
        value={criteria.results}
        onChange={(value) => set('results', value)}
      />
      <ReviewsField
        value={criteria.reviews}
        onChange={(value) => set('reviews', value)}
        hideDisliked={criteria.hideDisliked}
        onHideDislikedChange={(value) => set('hideDisliked', value)}
      />
      {eventTypeGroups ? (
        <ChoiceField
          label="Event types"
          allLabel="All event types"
          data={eventTypeGroups}
          value={criteria.eventTypes}
          onChange={(value) => set('eventTypes', value)}
        />
      ) : null}
      {eventTypeGroups && topEventTypes && topEventTypes.length > 0 ? (
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
      <ResetFiltersButton onReset={onReset} />
    </Stack>
  );
}
