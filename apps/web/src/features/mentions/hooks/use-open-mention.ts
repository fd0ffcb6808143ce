import { OPEN_MENTION_PARAM } from '@argus/contract';
import { useOpenItem } from '../../../shared/item-stream/use-open-item';

/** The mention whose details show, kept in the URL (`?mention=<uuid>`): see `useOpenItem`. */
export function useOpenMention() {
  const { openId, open, close } = useOpenItem(OPEN_MENTION_PARAM);
  return { openMentionId: openId, openMention: open, closeMention: close };
}
