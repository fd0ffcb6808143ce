import { OPEN_MENTION_PARAM } from '@argus/contract';
import {
  defaultMentionCriteria,
  mentionCriteriaFromSearchParams,
  mentionCriteriaToSearchParams,
  type MentionCriteria,
} from '@argus/filtering';
import { useMemo } from 'react';
import { useUrlCriteria, type CriteriaCodec } from '../../../shared/item-stream/use-url-criteria';

const MENTION_CODEC: CriteriaCodec<MentionCriteria> = {
  fromSearchParams: mentionCriteriaFromSearchParams,
  toSearchParams: mentionCriteriaToSearchParams,
};

/**
 * The mention filter kept in the URL, like the signal filter (ADR 0040). `defaults` are the user's default filters
 * once settings hold them; a link without a field means that default.
 */
export function useMentionCriteria(defaults: MentionCriteria = defaultMentionCriteria()) {
  // Callers may build `defaults` on every render; the filter must only change when their content does.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as MentionCriteria, [defaultsKey]);
  return useUrlCriteria(OPEN_MENTION_PARAM, MENTION_CODEC, stableDefaults);
}
