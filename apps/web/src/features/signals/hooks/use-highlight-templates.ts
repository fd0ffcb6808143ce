import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { highlightTemplatesQueryOptions } from '../api/get-highlight-templates';

/**
 * Event type → highlight template, from the start-up's cache (spec section 4 loads them for moderators and admins;
 * ADR 0012: components never fetch what the start-up fetches). Empty for regular users.
 */
export function useHighlightTemplates(): ReadonlyMap<string, string> {
  const { data } = useQuery({ ...highlightTemplatesQueryOptions, enabled: false });
  return useMemo(() => new Map((data ?? []).map(({ eventType, template }) => [eventType, template])), [data]);
}
