import { OPEN_SIGNAL_PARAM } from '@argus/contract';
import { useOpenItem } from '../../../shared/item-stream/use-open-item';

/** The signal whose details show, kept in the URL (`?signal=<id>`): see `useOpenItem`. */
export function useOpenSignal() {
  const { openId, open, close } = useOpenItem(OPEN_SIGNAL_PARAM);
  return { openSignalId: openId, openSignal: open, closeSignal: close };
}
