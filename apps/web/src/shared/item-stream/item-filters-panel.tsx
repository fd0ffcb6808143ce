import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { criterionSetter, type CommonCriteria, type CriteriaChange, type ListKey } from './common-criteria';
import { DateRangeField } from './date-range-field';
import { ChoiceField, ReliabilityField, ResetFiltersButton, ReviewsField } from './filter-fields';

/** What a page hands a kind's filters panel: the criteria and their choices, and what changes them. */
export type FiltersPanelProps<C, O> = {
  criteria: C;
  options: O;
  onChange: CriteriaChange<C>;
  onReset: () => void;
};

/** What sets a kind's panel apart. */
export type FiltersKind<C> = {
  /** The panel's test id ("signal-filters"). */
  testId: string;
  /** Where the criteria keep the chosen companies, which is where the options keep their choices too. */
  companiesKey: ListKey<C>;
  /** What a search among the companies without a match says. */
  noCompanyFound: string;
};

/** The choices of the common fields, and the companies' under the kind's key. */
type CommonOptions<C> = { mediaSegments: string[]; languages: string[] } & { [K in ListKey<C>]?: string[] };

type ItemFiltersPanelProps<C extends CommonCriteria> = FiltersPanelProps<C, CommonOptions<C>> & {
  kind: FiltersKind<C>;
  /** The kind's own fields, in the pipeline's order: after the languages (results, keywords)… */
  afterLanguages?: ReactNode;
  /** …and after the reviews (event types). */
  afterReviews?: ReactNode;
};

/**
 * The filters every item stream has, in the order the pipeline applies them (spec sections 4 and 5), with a slot
 * for each kind's own fields where its pipeline applies them, so that both kinds change in one place.
 */
export function ItemFiltersPanel<C extends CommonCriteria>(props: ItemFiltersPanelProps<C>) {
  const { criteria, options, kind, onChange } = props;
  const set = criterionSetter(onChange);
  return (
    <Stack gap="sm" data-testid={kind.testId}>
      <DateRangeField
        dateBegin={criteria.dateBegin}
        dateEnd={criteria.dateEnd}
        onChange={(dateBegin, dateEnd) => onChange((current) => ({ ...current, dateBegin, dateEnd }))}
      />
      <ChoiceField
        label="Companies"
        allLabel="All companies"
        data={options[kind.companiesKey] ?? []}
        value={criteria[kind.companiesKey] as string[]}
        onChange={(value) => set(kind.companiesKey, value as C[ListKey<C>])}
        limit={200}
        nothingFoundMessage={kind.noCompanyFound}
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
      {props.afterLanguages}
      <ReviewsField
        value={criteria.reviews}
        onChange={(value) => set('reviews', value)}
        hideDisliked={criteria.hideDisliked}
        onHideDislikedChange={(value) => set('hideDisliked', value)}
      />
      {props.afterReviews}
      <ResetFiltersButton onReset={props.onReset} />
    </Stack>
  );
}
