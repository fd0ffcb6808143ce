import { mentionFilterEndpoints } from '@argus/contract';
import { defaultMentionCriteria, mentionCriteriaToSearchParams } from '@argus/filtering';
import { callEndpoint } from '../../../lib/api-client';
import { createFilterRead } from '../../../shared/folder-data/server-filter-read';

/** The customer's mentions filtered by the server (ADR 0031), where the browser lacks them (ADR 0033). */
const filteredMentions = createFilterRead({
  kind: 'mentions',
  readPage: (customer, query, signal) =>
    callEndpoint(mentionFilterEndpoints.filterMentions, { params: { customer }, query, signal }),
  toSearchParams: (criteria) => mentionCriteriaToSearchParams(criteria),
  defaults: defaultMentionCriteria,
  // The screen counts mentions, every copy, as it does for a folder it holds; the list shows one per story (ADR 0134).
  adapt: (page) => ({ ...page, total: page.copies }),
  itemsOf: (page) => page.mentions,
  errorTitle: 'Mentions Error',
});

/** The Mentions screen's list, page by page. */
export const filteredMentionsQuery = filteredMentions.query;
/** How many mentions the folder has in some days. */
export const countMentions = filteredMentions.count;
