import { OPEN_MENTION_PARAM } from '@argus/contract';
import {
  defaultMentionCriteria,
  mentionCriteriaFromSearchParams,
  mentionCriteriaToSearchParams,
  type MentionCriteria,
} from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CRITERIA_NAVIGATION, criteriaQueryOf, keepOpenItem } from '../../../shared/item-stream/use-open-item';

/**
 * The mention filter kept in the URL, like the signal filter (ADR 0040): only fields that differ from `defaults` are
 * written, and changes replace the history entry. `defaults` are the user's default filters once settings hold
 * them; a link without a field means that default.
 */
export function useMentionCriteria(defaults: MentionCriteria = defaultMentionCriteria()) {
  // Callers may build `defaults` on every render; the filter must only change when their content does.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as MentionCriteria, [defaultsKey]);
  const [searchParams, setSearchParams] = useSearchParams();
  // Opening a mention's details must not refilter the list.
  const query = criteriaQueryOf(searchParams, OPEN_MENTION_PARAM);
  const criteria = useMemo(
    () => mentionCriteriaFromSearchParams(new URLSearchParams(query), stableDefaults),
    [query, stableDefaults],
  );
  const setCriteria = useCallback(
    (update: (current: MentionCriteria) => MentionCriteria) =>
      setSearchParams(
        (current) =>
          keepOpenItem(
            mentionCriteriaToSearchParams(
              update(mentionCriteriaFromSearchParams(current, stableDefaults)),
              stableDefaults,
            ),
            current,
            OPEN_MENTION_PARAM,
          ),
        CRITERIA_NAVIGATION,
      ),
    [setSearchParams, stableDefaults],
  );
  const resetCriteria = useCallback(
    () => setSearchParams(new URLSearchParams(), CRITERIA_NAVIGATION),
    [setSearchParams],
  );
  return { criteria, setCriteria, resetCriteria, defaults: stableDefaults };
}
