import type { MentionCriteria, MentionOptions } from '@argus/filtering';
import { TagsInput } from '@mantine/core';
import type { CriteriaChange } from '../../../shared/item-stream/common-criteria';
import {
  ItemFiltersPanel,
  type FiltersKind,
  type FiltersPanelProps,
} from '../../../shared/item-stream/item-filters-panel';

type MentionFiltersPanelProps = FiltersPanelProps<MentionCriteria, MentionOptions> & {
  /** The folder's search terms, each a group of its keywords. */
  keywordSuggestions: KeywordSuggestions;
};

type KeywordSuggestions = { group: string; items: string[] }[];

const MENTION_FILTERS: FiltersKind<MentionCriteria> = {
  testId: 'mention-filters',
  companiesKey: 'companies',
  noCompanyFound: 'No mention of this folder names such a company',
};

/** Spec section 5's mention filters, in the order the pipeline applies them: the keywords after the languages. */
export function MentionFiltersPanel({ keywordSuggestions, ...props }: MentionFiltersPanelProps) {
  const keywords = (
    <KeywordsField keywords={props.criteria.keywords} suggestions={keywordSuggestions} onChange={props.onChange} />
  );
  return <ItemFiltersPanel {...props} kind={MENTION_FILTERS} afterLanguages={keywords} />;
}

/** Any of the keywords, picked among the folder's search terms or typed. */
function KeywordsField(props: {
  keywords: string[];
  suggestions: KeywordSuggestions;
  onChange: CriteriaChange<MentionCriteria>;
}) {
  const { keywords, onChange } = props;
  return (
    <TagsInput
      label="Keywords"
      description="Any of them, in the title, sentence, translation or authors"
      placeholder={keywords.length ? undefined : 'Choose or type keywords'}
      data={props.suggestions}
      value={keywords}
      onChange={(value) => onChange((current) => ({ ...current, keywords: value }))}
      clearable
      // A keyword may hold a comma ("Smith, J."); Enter adds it.
      splitChars={[]}
    />
  );
}
