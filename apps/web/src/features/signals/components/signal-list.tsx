import type { Signal } from '@argus/contract';
import { useCallback, type ReactNode } from 'react';
import { VirtualItemList, type TriageHandlers } from '../../../components/item-stream/virtual-item-list';
import { useHighlightTemplates } from '../hooks/use-highlight-templates';
import { SignalCard } from './signal-card';

type SignalListProps = {
  signals: readonly Signal[];
  emptyText: string;
  loadingText?: string;
  renderActions?: (signal: Signal) => ReactNode;
  triage?: TriageHandlers<Signal>;
};

const signalId = (signal: Signal) => signal.id;
const signalLabel = (signal: Signal) =>
  `${signal.targetEntityName}: ${signal.eventType}, ${signal.publishDate.slice(0, 10)}`;
// Set in signal-card.module.css: every signal card has this height (ADR 0053).
const signalHeight = () => '--signal-card-height';

/** The filtered signals as cards in the shared virtual list, with keyboard triage. */
export function SignalList({ signals, emptyText, loadingText, renderActions, triage }: SignalListProps) {
  const templates = useHighlightTemplates();
  const renderSignal = useCallback(
    (signal: Signal) => (
      <SignalCard
        signal={signal}
        highlightTemplate={templates.get(signal.eventType)}
        actions={renderActions?.(signal)}
      />
    ),
    [templates, renderActions],
  );
  return (
    <VirtualItemList
      items={signals}
      getId={signalId}
      getLabel={signalLabel}
      renderItem={renderSignal}
      itemHeight={signalHeight}
      noun="signal"
      emptyText={emptyText}
      loadingText={loadingText}
      triage={triage}
    />
  );
}
