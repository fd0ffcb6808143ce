import type { ReactNode } from 'react';
import { exportCsvAction } from './download-csv';
import { emptyListTexts } from './empty-list-texts';
import { ItemStreamLayout } from './item-stream-layout';
import { NextPageTrigger } from './next-page-trigger';
import type { StreamViewProps } from './stream-view-props';

type ItemStreamViewProps<T> = Pick<
  StreamViewProps<T, unknown, unknown>,
  'historyLoaded' | 'server' | 'filtering' | 'headerActions' | 'loadedRangeText' | 'density' | 'onDensityChange'
> & {
  title: string;
  /** Singular, lower case ("signal"): the counts' wording, the empty list's texts and the test ids. */
  noun: string;
  /** The exported file's name, `argus-<csvName>-<today>.csv`, and how the items are written in it. */
  csvName: string;
  toCsv: (items: readonly T[]) => string;
  /** How many items of the folder the browser holds. */
  loadedCount: number;
  /** The filtered items: counted, and exported unless `exported` says otherwise. */
  shown: readonly T[];
  /** What the export writes, where it is not `shown`: the list's items, one per story (ADR 0134). */
  exported?: readonly T[];
  /** How many stories (ADR 0134) `shown` makes, when the kind shows one item per story. */
  storyCount?: number;
  filters: ReactNode;
  /** The kind's list, given what it says while it shows nothing. */
  renderList: (texts: { emptyText: string; loadingText?: string }) => ReactNode;
  /** What sits above the list (the top companies, a search under way)… */
  aboveList?: ReactNode;
  /** …and below it (the details drawer). */
  afterList?: ReactNode;
};

/**
 * A stream screen (Signals, Mentions): the layout's counts, export and filters, the kind's list with the texts of its
 * empty state, and the server's next page; each kind supplies its filters, list and what goes around it.
 */
export function ItemStreamView<T>(props: ItemStreamViewProps<T>) {
  const { noun, loadedCount, historyLoaded, shown, server } = props;
  const loadedRangeText = props.loadedRangeText ?? 'the last month';
  return (
    <ItemStreamLayout
      title={props.title}
      noun={noun}
      loadedCount={loadedCount}
      historyLoaded={historyLoaded}
      loadedRangeText={loadedRangeText}
      shownCount={shown.length}
      storyCount={props.storyCount}
      filtering={props.filtering}
      server={server}
      onExport={exportCsvAction(props.csvName, props.toCsv, props.exported ?? shown, server)}
      headerActions={props.headerActions}
      density={props.density}
      onDensityChange={props.onDensityChange}
      filters={props.filters}
    >
      {props.aboveList}
      {props.renderList(
        emptyListTexts({
          noun,
          loadedCount,
          historyLoaded,
          filtering: props.filtering,
          loadedRangeText,
          onServer: Boolean(server),
        }),
      )}
      {server ? <NextPageTrigger {...server} /> : null}
      {props.afterList}
    </ItemStreamLayout>
  );
}
