import { RELEVANCE_SORT, STREAM_SORT_PARAM } from '@argus/contract';
import {
  mentionCriteriaToSearchParams,
  signalCriteriaToSearchParams,
  type MentionCriteria,
  type SignalCriteria,
} from '@argus/filtering';
import type { StreamSort } from '../../../shared/item-stream/stream-sort';

export type ScreenFilter =
  | { kind: 'signals'; criteria: SignalCriteria }
  | { kind: 'mentions'; criteria: MentionCriteria };

/**
 * The filter as a view keeps it (ADR 0135): written against the package's defaults, as the server re-writes it, not
 * against the saver's own default filters as the screen's address is (ADR 0070). A field the saver's defaults set is
 * so kept in the view, for whoever opens it; a field left at the package's default is read against the opener's.
 * "Most relevant first" goes along, last, as `sort=relevance` (as the server keeps it), so that the view opens in it;
 * newest first is the default, left out.
 */
export function savedViewCriteriaOf(filter: ScreenFilter, sort: StreamSort = 'newest'): string {
  const params =
    filter.kind === 'signals'
      ? signalCriteriaToSearchParams(filter.criteria)
      : mentionCriteriaToSearchParams(filter.criteria);
  if (sort === 'relevance') params.append(STREAM_SORT_PARAM, RELEVANCE_SORT);
  return params.toString();
}
