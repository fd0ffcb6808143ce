import type { Signal } from '@argus/contract';
import { useCallback } from 'react';
import { ItemList, type ItemKind, type StreamListProps } from '../../../shared/item-stream/item-list';
import type { ItemRelevanceOf } from '../../../shared/item-stream/stream-sort';
import { useHighlightTemplates } from '../hooks/use-highlight-templates';
import { SignalCard } from './signal-card';
import { SignalRow } from './signal-row';

type SignalListProps = StreamListProps<Signal> & {
  signals: readonly Signal[];
  /** While the list is ranked by relevance: each card's "For you" mark and reason (ADR 0137). */
  relevanceOf?: ItemRelevanceOf<Signal>;
};

const SIGNAL_KIND: ItemKind<Signal> = {
  noun: 'signal',
  getId: (signal) => signal.id,
  getLabel: (signal) => `${signal.targetEntityName}: ${signal.eventType}, ${signal.publishDate.slice(0, 10)}`,
  // Set in signal-card.module.css and item-row.module.css: every signal card has this height, every row one of two
  // (ADRs 53, 105): a row with a result is a line taller where the list is narrow, its result below the other badges.
  cardHeight: () => '--signal-card-height',
  rowHeight: (signal) => (signal.result ? '--item-row-height-wrapped-badges' : '--item-row-height'),
};

/** The filtered signals as cards (the default, and the Map's side list) or compact rows, with keyboard triage. */
export function SignalList({ signals, renderActions, relevanceOf, ...list }: SignalListProps) {
  const templates = useHighlightTemplates();
  const renderCard = useCallback(
    (signal: Signal) => (
      <SignalCard
        signal={signal}
        highlightTemplate={templates.get(signal.eventType)}
        actions={renderActions?.(signal)}
        relevance={relevanceOf?.(signal)}
      />
    ),
    [templates, renderActions, relevanceOf],
  );
  const renderRow = useCallback(
    (signal: Signal) => <SignalRow signal={signal} actions={renderActions?.(signal)} />,
    [renderActions],
  );
  return <ItemList {...list} {...SIGNAL_KIND} items={signals} renderCard={renderCard} renderRow={renderRow} />;
}
