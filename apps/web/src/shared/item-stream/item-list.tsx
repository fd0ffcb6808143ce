import type { ListDensity } from '@argus/contract';
import type { ReactNode } from 'react';
import { VirtualItemList, type TriageHandlers } from './virtual-item-list';

/** What a stream's list takes besides its items, whatever their kind. */
export type StreamListProps<T> = {
  /** Cards (the default), or compact rows (ADR 0105). */
  density?: ListDensity;
  emptyText: string;
  loadingText?: string;
  /** Bookmark, like and dislike (the reviews feature's, composed by the route page). */
  renderActions?: (item: T) => ReactNode;
  triage?: TriageHandlers<T>;
};

/** What a kind of item tells the list about its items. */
export type ItemKind<T> = {
  /** Singular, lower case ("signal"): names the list, its empty state and its test ids. */
  noun: string;
  getId: (item: T) => string;
  /** What a screen reader announces for the item. */
  getLabel: (item: T) => string;
  /** The CSS custom property that holds the item's rendered height (ADR 0053), as a card… */
  cardHeight: (item: T) => string;
  /** …and as a compact row: `--item-row-height` unless told. */
  rowHeight?: (item: T) => string;
};

type ItemListProps<T> = StreamListProps<T> &
  ItemKind<T> & {
    items: readonly T[];
    /** Stable callbacks (ADR 0049): an item renders again only when it or its callback changes. */
    renderCard: (item: T) => ReactNode;
    renderRow: (item: T) => ReactNode;
  };

// Rows sit closer than cards: 12 or more fit a 1440 × 900 screen (ADR 0105).
const COMPACT_GAP = 4;
// Set in item-row.module.css: a compact row has this height unless its kind says otherwise (ADR 0105).
const itemRowHeight = () => '--item-row-height';

/** A stream's filtered items as cards or compact rows in the shared virtual list, with keyboard triage. */
export function ItemList<T>(props: ItemListProps<T>) {
  const compact = props.density === 'compact';
  return (
    <VirtualItemList
      items={props.items}
      getId={props.getId}
      getLabel={props.getLabel}
      renderItem={compact ? props.renderRow : props.renderCard}
      itemHeight={compact ? (props.rowHeight ?? itemRowHeight) : props.cardHeight}
      gap={compact ? COMPACT_GAP : undefined}
      noun={props.noun}
      emptyText={props.emptyText}
      loadingText={props.loadingText}
      triage={props.triage}
    />
  );
}
