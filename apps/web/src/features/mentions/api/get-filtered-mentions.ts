import { mentionFilterEndpoints, mentionFilterResponseSchema } from '@argus/contract';
import { defaultMentionCriteria, mentionCriteriaToSearchParams } from '@argus/filtering';
import { createFilterRead } from '../../../lib/server-filter-read';

/** The customer's mentions filtered by the server (ADR 0031), where the browser lacks them (ADR 0033). */
const filteredMentions = createFilterRead({
  kind: 'mentions',
  path: mentionFilterEndpoints.filterMentions.path,
  toSearchParams: (criteria) => mentionCriteriaToSearchParams(criteria),
  defaults: defaultMentionCriteria,
  parser: mentionFilterResponseSchema,
  itemsOf: (page) => page.mentions,
  errorTitle: 'Mentions Error',
});

/** The Mentions screen's list, page by page. */
export const filteredMentionsQuery = filteredMentions.query;
/** How many mentions the folder has in some days. */
export const countMentions = filteredMentions.count;
