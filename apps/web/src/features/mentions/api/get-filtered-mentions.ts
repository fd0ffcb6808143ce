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
  itemsOf: (page) => page.mentions,
  errorTitle: 'Mentions Error',
});

/** The Mentions screen's list, page by page. */
export const filteredMentionsQuery = filteredMentions.query;
/** How many mentions the folder has in some days. */
export const countMentions = filteredMentions.count;
