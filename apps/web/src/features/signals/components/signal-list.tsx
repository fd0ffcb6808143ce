import type { ListDensity, Signal } from '@argus/contract';
import { useCallback, type ReactNode } from 'react';
import { VirtualItemList, type TriageHandlers } from '../../../shared/item-stream/virtual-item-list';
import { useHighlightTemplates } from '../hooks/use-highlight-templates';
import { SignalCard } from './signal-card';
import { SignalRow } from './signal-row';

type SignalListProps = {
  signals: readonly Signal[];
  /** Cards (the default, and the Map's side list), or compact rows (ADR 0105). */
  density?: ListDensity;
  emptyText: string;
  loadingText?: string;
  renderActions?: (signal: Signal) => ReactNode;
  triage?: TriageHandlers<Signal>;
};

// Rows sit closer than cards: 12 or more fit a 1440 × 900 screen (ADR 0105).
const COMPACT_GAP = 4;
const signalId = (signal: Signal) => signal.id;
const signalLabel = (signal: Signal) =>
  `${signal.targetEntityName}: ${signal.eventType}, ${signal.publishDate.slice(0, 10)}`;
// Set in signal-card.module.css and item-row.module.css: every signal card has this height, every row one of two
// (ADRs 53, 105): a row with a result is a line taller where the list is narrow, its result below the other badges.
const cardHeight = () => '--signal-card-height';
const rowHeight = (signal: Signal) => (signal.result ? '--item-row-height-wrapped-badges' : '--item-row-height');

/** The filtered signals as cards or compact rows in the shared virtual list, with keyboard triage. */
export function SignalList({
  signals,
  density = 'comfortable',
  emptyText,
  loadingText,
  renderActions,
  triage,
}: SignalListProps) {
  const templates = useHighlightTemplates();
  const compact = density === 'compact';
  const renderSignal = useCallback(
    (signal: Signal) =>
      compact ? (
        <SignalRow signal={signal} actions={renderActions?.(signal)} />
      ) : (
        <SignalCard
          signal={signal}
          highlightTemplate={templates.get(signal.eventType)}
          actions={renderActions?.(signal)}
        />
      ),
    [compact, templates, renderActions],
  );
  return (
    <VirtualItemList
      items={signals}
      getId={signalId}
      getLabel={signalLabel}
      renderItem={renderSignal}
      itemHeight={compact ? rowHeight : cardHeight}
      gap={compact ? COMPACT_GAP : undefined}
      noun="signal"
      emptyText={emptyText}
      loadingText={loadingText}
      triage={triage}
    />
  );
}
