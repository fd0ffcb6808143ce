import type { ReactNode } from 'react';
import type { ListDensity, Signal } from '@argus/contract';
import type { SignalCriteria, SignalOptions } from '@argus/filtering';
import { exportCsvAction } from '../../../shared/item-stream/download-csv';
import { emptyListTexts } from '../../../shared/item-stream/empty-list-texts';
import { ItemStreamLayout } from '../../../shared/item-stream/item-stream-layout';
import { NextPageTrigger } from '../../../shared/item-stream/next-page-trigger';
import type { TriageHandlers } from '../../../shared/item-stream/virtual-item-list';
import type { ServerListing } from '../../../shared/folder-data/use-server-filter';
import type { ShownSignals } from '../hooks/use-filtered-signals';
import type { EventTypeGroup } from '../lib/group-event-types';
import { toSignalsCsv } from '../lib/signals-csv';
import { SignalFiltersPanel } from './signal-filters-panel';
import { SignalList } from './signal-list';
import { TopCompanies } from './top-companies';

type SignalStreamViewProps = {
  folderEvents: readonly Signal[];
  historyLoaded: boolean;
  criteria: SignalCriteria;
  options: SignalOptions;
  eventTypeGroups: EventTypeGroup[];
  result: ShownSignals;
  /** The list comes from the server, page by page (ADR 0033). */
  server?: ServerListing<Signal> | null;
  /** The filter's answer for the present criteria is on its way. */
  filtering: boolean;
  onChange: (update: (current: SignalCriteria) => SignalCriteria) => void;
  onReset: () => void;
  renderActions?: (signal: Signal) => ReactNode;
  /** What the triage keys do to the active signal: o/Enter opens it, b/l/d review it. */
  triage?: TriageHandlers<Signal>;
  /** Buttons beside Export CSV. */
  headerActions?: ReactNode;
  /** How far back the folder is loaded, as the status line says it: "the last month" unless the user chose longer. */
  loadedRangeText?: string;
  /** Cards or compact rows, chosen in the header and remembered for the user (ADR 0105). */
  density: ListDensity;
  onDensityChange: (density: ListDensity) => void;
};

/** The Signals screen: counts, the filters (beside the list, or in a drawer on small screens) and the list. */
export function SignalStreamView(props: SignalStreamViewProps) {
  const { folderEvents, historyLoaded, criteria, options, eventTypeGroups, result, server, onChange, onReset } = props;
  const loadedRangeText = props.loadedRangeText ?? 'the last month';
  const loadedCount = folderEvents.length;
  return (
    <ItemStreamLayout
      title="Signals"
      noun="signal"
      loadedCount={loadedCount}
      historyLoaded={historyLoaded}
      loadedRangeText={loadedRangeText}
      shownCount={result.signals.length}
      filtering={props.filtering}
      server={server}
      onExport={exportCsvAction('signals', toSignalsCsv, result.signals, server)}
      headerActions={props.headerActions}
      density={props.density}
      onDensityChange={props.onDensityChange}
      filters={
        <SignalFiltersPanel
          criteria={criteria}
          options={options}
          eventTypeGroups={eventTypeGroups}
          topEventTypes={result.topEventTypes}
          onChange={onChange}
          onReset={onReset}
        />
      }
    >
      <TopCompanies
        companies={result.topCompanies}
        selected={criteria.companyNames}
        onToggle={(company) =>
          onChange((current) => ({
            ...current,
            companyNames: current.companyNames.includes(company)
              ? current.companyNames.filter((selected) => selected !== company)
              : [...current.companyNames, company],
          }))
        }
      />
      <SignalList
        signals={result.signals}
        density={props.density}
        renderActions={props.renderActions}
        triage={props.triage}
        {...emptyListTexts({
          noun: 'signal',
          loadedCount,
          historyLoaded,
          filtering: props.filtering,
          loadedRangeText,
          onServer: Boolean(server),
        })}
      />
      {server ? <NextPageTrigger {...server} /> : null}
    </ItemStreamLayout>
  );
}
