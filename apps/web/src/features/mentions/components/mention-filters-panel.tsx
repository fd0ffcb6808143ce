import type { MentionCriteria, MentionOptions } from '@argus/filtering';
import { Stack, TagsInput } from '@mantine/core';
import { DateRangeField } from '../../../shared/item-stream/date-range-field';
import {
  ChoiceField,
  ReliabilityField,
  ResetFiltersButton,
  ReviewsField,
} from '../../../shared/item-stream/filter-fields';

type MentionFiltersPanelProps = {
  criteria: MentionCriteria;
  options: MentionOptions;
  /** The folder's search terms, each a group of its keywords. */
  keywordSuggestions: { group: string; items: string[] }[];
  onChange: (update: (current: MentionCriteria) => MentionCriteria) => void;
  onReset: () => void;
};

/** Spec section 5's mention filters, in the order the pipeline applies them. */
export function MentionFiltersPanel(props: MentionFiltersPanelProps) {
  const { criteria, options, keywordSuggestions, onChange, onReset } = props;
  const set = <K extends keyof MentionCriteria>(key: K, value: MentionCriteria[K]) =>
    onChange((current) => ({ ...current, [key]: value }));
  return (
    <Stack gap="sm" data-testid="mention-filters">
      <DateRangeField
        dateBegin={criteria.dateBegin}
        dateEnd={criteria.dateEnd}
        onChange={(dateBegin, dateEnd) => onChange((current) => ({ ...current, dateBegin, dateEnd }))}
      />
      <ChoiceField
        label="Companies"
        allLabel="All companies"
        data={options.companies}
        value={criteria.companies}
        onChange={(value) => set('companies', value)}
        limit={200}
        nothingFoundMessage="No mention of this folder names such a company"
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
      <TagsInput
        label="Keywords"
        description="Any of them, in the title, sentence, translation or authors"
        placeholder={criteria.keywords.length ? undefined : 'Choose or type keywords'}
        data={keywordSuggestions}
        value={criteria.keywords}
        onChange={(value) => set('keywords', value)}
        clearable
        // A keyword may hold a comma ("Smith, J."); Enter adds it.
        splitChars={[]}
      />
      <ReviewsField
        value={criteria.reviews}
        onChange={(value) => set('reviews', value)}
        hideDisliked={criteria.hideDisliked}
        onHideDislikedChange={(value) => set('hideDisliked', value)}
      />
      <ResetFiltersButton onReset={onReset} />
    </Stack>
  );
}
