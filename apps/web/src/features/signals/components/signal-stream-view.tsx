import type { Signal } from '@argus/contract';
import type { SignalCriteria, SignalOptions } from '@argus/filtering';
import { toggled } from '../../../shared/item-stream/common-criteria';
import { ItemStreamView } from '../../../shared/item-stream/item-stream-view';
import type { StreamViewProps } from '../../../shared/item-stream/stream-view-props';
import type { ShownSignals } from '../hooks/use-filtered-signals';
import type { EventTypeGroup } from '../lib/group-event-types';
import { toSignalsCsv } from '../lib/signals-csv';
import { SignalFiltersPanel } from './signal-filters-panel';
import { SignalList } from './signal-list';
import { TopCompanies } from './top-companies';

type SignalStreamViewProps = StreamViewProps<Signal, SignalCriteria, SignalOptions> & {
  folderEvents: readonly Signal[];
  eventTypeGroups: EventTypeGroup[];
  result: ShownSignals;
};

/** The Signals screen: counts, the filters (beside the list, or in a drawer on small screens) and the list. */
export function SignalStreamView(props: SignalStreamViewProps) {
  const { criteria, result, onChange } = props;
  return (
    <ItemStreamView
      {...props}
      title="Signals"
      noun="signal"
      csvName="signals"
      toCsv={toSignalsCsv}
      loadedCount={props.folderEvents.length}
      shown={result.signals}
      filters={
        <SignalFiltersPanel
          criteria={criteria}
          options={props.options}
          eventTypeGroups={props.eventTypeGroups}
          topEventTypes={result.topEventTypes}
          onChange={onChange}
          onReset={props.onReset}
        />
      }
      aboveList={
        <>
          {props.notice}
          <TopCompanies
            companies={result.topCompanies}
            selected={criteria.companyNames}
            onToggle={(company) =>
              onChange((current) => ({ ...current, companyNames: toggled(current.companyNames, company) }))
            }
          />
        </>
      }
      renderList={(texts) => (
        <SignalList
          signals={result.signals}
          density={props.density}
          renderActions={props.renderActions}
          relevanceOf={props.relevanceOf}
          triage={props.triage}
          {...texts}
        />
      )}
    />
  );
}
