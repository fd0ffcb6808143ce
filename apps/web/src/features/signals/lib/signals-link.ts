import { signalCriteriaToSearchParams, type SignalCriteria } from '@argus/filtering';
import { paths } from '../../../lib/paths';

/**
 * The Signals screen filtered as the Overview or the Map is, narrowed by `narrowing` (a company, an event type, a
 * period …): written against the same defaults the Signals screen reads its URL with (ADR 0070).
 */
export function signalsHref(criteria: SignalCriteria, defaults: SignalCriteria, narrowing: Partial<SignalCriteria>) {
  const query = signalCriteriaToSearchParams({ ...criteria, eventTypes: [], ...narrowing }, defaults).toString();
  return query ? `${paths.signalStream}?${query}` : paths.signalStream;
}
