import type { ListDensity, Mention } from '@argus/contract';
import type { MentionCriteria, MentionOptions } from '@argus/filtering';
import { Group, Loader, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { exportCsvAction } from '../../../shared/item-stream/download-csv';
import { emptyListTexts } from '../../../shared/item-stream/empty-list-texts';
import { ItemStreamLayout } from '../../../shared/item-stream/item-stream-layout';
import { NextPageTrigger } from '../../../shared/item-stream/next-page-trigger';
import type { TriageHandlers } from '../../../shared/item-stream/virtual-item-list';
import type { ServerListing } from '../../../shared/folder-data/use-server-filter';
import { toMentionsCsv } from '../lib/mentions-csv';
import { allKeywords, keywordSuggestions, type SearchTerm } from '../lib/search-terms';
import { MentionDetailsDrawer } from './mention-details-drawer';
import { MentionFiltersPanel } from './mention-filters-panel';
import { MentionList } from './mention-list';

type MentionStreamViewProps = {
  folderMentions: readonly Mention[];
  historyLoaded: boolean;
  searchTerms: readonly SearchTerm[];
  criteria: MentionCriteria;
  options: MentionOptions;
  result: { mentions: readonly Mention[] };
  /** The list comes from the server, page by page (ADR 0033). */
  server?: ServerListing<Mention> | null;
  /** A keyword waits for the folder's keyword index; the list still shows the previous answer. */
  searching: boolean;
  /** The filter's answer for the present criteria is on its way. */
  filtering: boolean;
  onChange: (update: (current: MentionCriteria) => MentionCriteria) => void;
  onReset: () => void;
  renderActions?: (mention: Mention) => ReactNode;
  triage?: TriageHandlers<Mention>;
  headerActions?: ReactNode;
  /** How far back the folder is loaded, as the status line says it: "the last month" unless the user chose longer. */
  loadedRangeText?: string;
  /** Cards or compact rows, chosen in the header and remembered for the user (ADR 0105). */
  density: ListDensity;
  onDensityChange: (density: ListDensity) => void;
  /** The Signals screen filtered to one company: where the details drawer's companies lead. */
  signalsHrefOf?: (company: string) => string;
};

/** The Mentions screen (issue 6): counts, the filters (beside the list, or in a drawer), the list and a mention's details. */
export function MentionStreamView(props: MentionStreamViewProps) {
  const { folderMentions, historyLoaded, searchTerms, criteria, options, result, server, searching } = props;
  const suggestions = useMemo(() => keywordSuggestions(searchTerms), [searchTerms]);
  const folderKeywords = useMemo(() => allKeywords(searchTerms), [searchTerms]);
  const marked = criteria.keywords.length > 0 ? criteria.keywords : folderKeywords;
  const loadedRangeText = props.loadedRangeText ?? 'the last month';
  const loadedCount = folderMentions.length;
  return (
    <ItemStreamLayout
      title="Mentions"
      noun="mention"
      loadedCount={loadedCount}
      historyLoaded={historyLoaded}
      loadedRangeText={loadedRangeText}
      shownCount={result.mentions.length}
      filtering={props.filtering}
      server={server}
      onExport={exportCsvAction('mentions', toMentionsCsv, result.mentions, server)}
      headerActions={props.headerActions}
      density={props.density}
      onDensityChange={props.onDensityChange}
      filters={
        <MentionFiltersPanel
          criteria={criteria}
          options={options}
          keywordSuggestions={suggestions}
          onChange={props.onChange}
          onReset={props.onReset}
        />
      }
    >
      {/* An empty list says it is filtering itself. */}
      {searching && result.mentions.length > 0 ? (
        <Group gap="xs" data-testid="mention-searching">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Searching the folder for the keywords…
          </Text>
        </Group>
      ) : null}
      <MentionList
        mentions={result.mentions}
        density={props.density}
        keywords={marked}
        renderActions={props.renderActions}
        triage={props.triage}
        {...emptyListTexts({
          noun: 'mention',
          loadedCount,
          historyLoaded,
          filtering: props.filtering,
          loadedRangeText,
          onServer: Boolean(server),
        })}
      />
      {server ? <NextPageTrigger {...server} /> : null}
      <MentionDetailsDrawer
        folderMentions={folderMentions}
        historyLoaded={historyLoaded}
        searchTerms={searchTerms}
        keywords={marked}
        renderActions={props.renderActions}
        serverShown={server ? result.mentions : undefined}
        signalsHrefOf={props.signalsHrefOf}
      />
    </ItemStreamLayout>
  );
}
