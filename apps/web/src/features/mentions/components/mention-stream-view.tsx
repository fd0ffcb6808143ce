import type { Mention } from '@argus/contract';
import type { MentionCriteria, MentionOptions } from '@argus/filtering';
import { Group, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ItemStreamView } from '../../../shared/item-stream/item-stream-view';
import type { StreamViewProps } from '../../../shared/item-stream/stream-view-props';
import { mentionsCsvWriter } from '../lib/mentions-csv';
import { allKeywords, keywordSuggestions, type SearchTerm } from '../lib/search-terms';
import { storyCopiesOf } from '../lib/story-copies';
import { MentionDetailsDrawer } from './mention-details-drawer';
import { MentionFiltersPanel } from './mention-filters-panel';
import { MentionList } from './mention-list';

type MentionStreamViewProps = StreamViewProps<Mention, MentionCriteria, MentionOptions> & {
  folderMentions: readonly Mention[];
  searchTerms: readonly SearchTerm[];
  /** `mentions`: the list, one per story (ADR 0134); `copies`: every matching mention, counted and exported. */
  result: { mentions: readonly Mention[]; copies?: readonly Mention[] };
  /** A keyword waits for the folder's keyword index; the list still shows the previous answer. */
  searching: boolean;
  /** The Signals screen filtered to one company: where the details drawer's companies lead. */
  signalsHrefOf?: (company: string) => string;
};

/** The Mentions screen: counts, the filters (beside the list, or in a drawer), the list and a mention's details. */
export function MentionStreamView(props: MentionStreamViewProps) {
  const { folderMentions, searchTerms, criteria, result, server } = props;
  const suggestions = useMemo(() => keywordSuggestions(searchTerms), [searchTerms]);
  const folderKeywords = useMemo(() => allKeywords(searchTerms), [searchTerms]);
  const marked = criteria.keywords.length > 0 ? criteria.keywords : folderKeywords;
  const storyCopies = useMemo(() => storyCopiesOf(folderMentions), [folderMentions]);
  const copies = result.copies ?? result.mentions;
  const toCsv = useMemo(() => mentionsCsvWriter(storyCopies), [storyCopies]);
  return (
    <ItemStreamView
      {...props}
      title="Mentions"
      noun="mention"
      csvName="mentions"
      toCsv={toCsv}
      loadedCount={folderMentions.length}
      shown={copies}
      exported={result.mentions}
      storyCount={server ? undefined : result.mentions.length}
      filters={
        <MentionFiltersPanel
          criteria={criteria}
          options={props.options}
          keywordSuggestions={suggestions}
          onChange={props.onChange}
          onReset={props.onReset}
        />
      }
      // An empty list says it is filtering itself.
      aboveList={
        <>
          {props.notice}
          {props.searching && result.mentions.length > 0 ? (
            <Group gap="xs" data-testid="mention-searching">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Searching the folder for the keywords…
              </Text>
            </Group>
          ) : null}
        </>
      }
      renderList={(texts) => (
        <MentionList
          mentions={result.mentions}
          density={props.density}
          keywords={marked}
          storyCopies={storyCopies}
          relevanceOf={props.relevanceOf}
          renderActions={props.renderActions}
          triage={props.triage}
          {...texts}
        />
      )}
      afterList={
        <MentionDetailsDrawer
          folderMentions={folderMentions}
          historyLoaded={props.historyLoaded}
          searchTerms={searchTerms}
          keywords={marked}
          renderActions={props.renderActions}
          serverShown={server ? result.mentions : undefined}
          signalsHrefOf={props.signalsHrefOf}
          relevanceOf={props.relevanceOf}
        />
      }
    />
  );
}
