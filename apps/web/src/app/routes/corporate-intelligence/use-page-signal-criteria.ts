import {
  criteriaForNewFolder,
  defaultSignalCriteria,
  preferredCriteria,
  rejectedSignalSearchParams,
} from '@argus/filtering';
import { useEffect, useMemo, useRef } from 'react';
import { usePreferences } from '../../../features/settings/hooks/use-preferences';
import { useSignalCriteria } from '../../../features/signals/hooks/use-signal-criteria';
import { useQueuedSearchParams } from '../../../shared/routing/use-queued-search-params';
import { useCurrentUser } from '../../../shared/state/session-store';

/** The signal criteria the Signals screen's URL is read against: the user's default filters (ADR 0070). */
export function useSignalCriteriaDefaults() {
  const user = useCurrentUser();
  const preferences = usePreferences(user?.username ?? '');
  return useMemo(() => ({ ...defaultSignalCriteria(), ...preferredCriteria(preferences) }), [preferences]);
}

/**
 * The signal criteria of the Signals, Overview and Map screens: the URL's, read against the user's default filters
 * (ADR 0070); the selected companies cleared when the folder changes (spec section 4); and the parameters of the URL
 * that could not be read (they show their defaults; the screen says so).
 */
export function usePageSignalCriteria(customer: string | null) {
  const defaults = useSignalCriteriaDefaults();
  const { criteria, setCriteria, resetCriteria } = useSignalCriteria(defaults);
  const [searchParams] = useQueuedSearchParams();
  const rejected = useMemo(() => rejectedSignalSearchParams(searchParams), [searchParams]);
  const previous = useRef(customer);
  useEffect(() => {
    if (previous.current !== null && previous.current !== customer) setCriteria(criteriaForNewFolder);
    previous.current = customer;
  }, [customer, setCriteria]);
  return { criteria, setCriteria, resetCriteria, defaults, rejected };
}
