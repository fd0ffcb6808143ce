import { RESULT_LABELS } from '@argus/contract';
import type { Ranked, SignalCriteria, SignalOptions } from '@argus/filtering';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { criterionSetter, toggled } from '../../../shared/item-stream/common-criteria';
import { ChoiceField } from '../../../shared/item-stream/filter-fields';
import {
  ItemFiltersPanel,
  type FiltersKind,
  type FiltersPanelProps,
} from '../../../shared/item-stream/item-filters-panel';
import type { EventTypeGroup } from '../lib/group-event-types';
import { formatCount } from '../../../lib/format-count';

type SignalFiltersPanelProps = FiltersPanelProps<SignalCriteria, SignalOptions> & {
  /** Left out, the panel has no event-type filter (the Overview and the Map show the event types instead). */
  eventTypeGroups?: EventTypeGroup[];
  topEventTypes?: readonly Ranked[];
};

const SIGNAL_FILTERS: FiltersKind<SignalCriteria> = {
  testId: 'signal-filters',
  companiesKey: 'companyNames',
  noCompanyFound: 'No such company in this folder',
};

/** Spec section 4's filters, in the order the pipeline applies them; event types last, after their top 10. */
export function SignalFiltersPanel({ eventTypeGroups, topEventTypes, ...props }: SignalFiltersPanelProps) {
  const { criteria, onChange } = props;
  const set = criterionSetter(onChange);
  return (
    <ItemFiltersPanel
      {...props}
      kind={SIGNAL_FILTERS}
      afterLanguages={
        <ChoiceField
          label="Results"
          allLabel="Any result"
          data={[...RESULT_LABELS]}
          value={criteria.results}
          onChange={(value) => set('results', value)}
        />
      }
      afterReviews={
        eventTypeGroups ? (
          <EventTypeFields
            criteria={criteria}
            eventTypeGroups={eventTypeGroups}
            topEventTypes={topEventTypes}
            onChange={onChange}
          />
        ) : null
      }
    />
  );
}

/** The event types, chosen in the list or by a click on one of the top 10. */
function EventTypeFields(
  props: Pick<SignalFiltersPanelProps, 'criteria' | 'topEventTypes' | 'onChange'> & {
    eventTypeGroups: EventTypeGroup[];
  },
) {
  const { criteria, topEventTypes, onChange } = props;
  const set = criterionSetter(onChange);
  return (
    <>
      <ChoiceField
        label="Event types"
        allLabel="All event types"
        data={props.eventTypeGroups}
        value={criteria.eventTypes}
        onChange={(value) => set('eventTypes', value)}
      />
      {topEventTypes && topEventTypes.length > 0 ? (
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
                onChange={() => onChange((current) => ({ ...current, eventTypes: toggled(current.eventTypes, value) }))}
              >
                {value} ({formatCount(count)})
              </Chip>
            ))}
          </Group>
        </Stack>
      ) : null}
    </>
  );
}
