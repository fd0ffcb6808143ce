import { useCallback, useMemo } from 'react';
import { useQueuedSearchParams } from '../routing/use-queued-search-params';
import type { CriteriaChange } from './common-criteria';
import { CRITERIA_NAVIGATION, criteriaQueryOf, keepOpenItem } from './use-open-item';

/** How a kind's criteria are read from and written to the URL (the filtering package's functions). */
export type CriteriaCodec<C> = {
  fromSearchParams: (params: URLSearchParams, defaults: C) => C;
  toSearchParams: (criteria: C, defaults: C) => URLSearchParams;
};

/**
 * A stream's filter kept in the URL (shareable, survives a reload; ADR 0040). Only fields that differ from
 * `defaults` are written, so a link without dates keeps meaning "the default range" whenever it is opened (ADR 0030);
 * changes replace the history entry. `openParam` names the open item's details, which leave the filter as it is.
 * `defaults` must be stable: a new object refilters.
 */
export function useUrlCriteria<C>(openParam: string, codec: CriteriaCodec<C>, defaults: C) {
  const [searchParams, setSearchParams] = useQueuedSearchParams();
  // Opening an item's details must not refilter the list.
  const query = criteriaQueryOf(searchParams, openParam);
  const criteria = useMemo(
    () => codec.fromSearchParams(new URLSearchParams(query), defaults),
    [codec, query, defaults],
  );
  const setCriteria = useCallback<CriteriaChange<C>>(
    (update) =>
      setSearchParams(
        (current) =>
          keepOpenItem(
            codec.toSearchParams(update(codec.fromSearchParams(current, defaults)), defaults),
            current,
            openParam,
          ),
        CRITERIA_NAVIGATION,
      ),
    [setSearchParams, codec, defaults, openParam],
  );
  const resetCriteria = useCallback(
    () => setSearchParams(() => new URLSearchParams(), CRITERIA_NAVIGATION),
    [setSearchParams],
  );
  return { criteria, setCriteria, resetCriteria, defaults };
}
