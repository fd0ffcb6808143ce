import type { Mention } from '@argus/contract';
import { defaultMentionCriteria, mentionCriteriaForNewFolder, preferredCriteria, toStartCase } from '@argus/filtering';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { MentionStreamView } from '../../../features/mentions/components/mention-stream-view';
import { useFilteredMentions } from '../../../features/mentions/hooks/use-filtered-mentions';
import { useFolderMentions } from '../../../features/mentions/hooks/use-folder-mentions-store';
import { useLiveMentions } from '../../../features/mentions/hooks/use-live-mentions';
import { useMentionCriteria } from '../../../features/mentions/hooks/use-mention-criteria';
import { useOpenMention } from '../../../features/mentions/hooks/use-open-mention';
import { useSearchTerms } from '../../../features/mentions/hooks/use-search-terms';
import { useItemReviews } from '../../../features/reviews/hooks/use-item-reviews';
import { useRelevanceSort } from '../../../features/relevance/hooks/use-relevance-sort';
import { SaveViewButton } from '../../../features/saved-views/components/save-view-button';
import { useUserSettings } from '../../../features/settings/api/get-user-settings';
import { useListDensity } from '../../../features/settings/hooks/use-list-density';
import { usePreferences } from '../../../features/settings/hooks/use-preferences';
import { signalsHref } from '../../../features/signals/lib/signals-link';
import { useCurrentUser } from '../../../shared/state/session-store';
import { useFilterPlace } from '../../startup/folder-holdings';
import { reloadFolderMentions } from '../../startup/load-folder';
import { useLoadedRangeText } from '../../../shared/state/load-range';
import { useSignalCriteriaDefaults } from '../corporate-intelligence/use-page-signal-criteria';

// Composes folders, settings (the folder's discoveries), mentions and reviews (features never import each other):
// the selected folder's loaded mentions and search terms, the user's bookmarks and own feedback, and the filter
// criteria of the URL over the user's default filters; o, Enter or a click on a card opens its details, whose
// companies link into Signals (the signals feature's links, with the user's default signal filters).
export default function MentionStreamPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { mentions, historyLoaded } = useFolderMentions(customer);
  const username = useCurrentUser()?.username ?? '';
  const settings = useUserSettings(username);
  const discoveryIds = useMemo(
    () =>
      settings.data?.tables
        .find((table) => table.customerName === customer)
        ?.info.discoveries.map((discovery) => discovery.discoveryId) ?? [],
    [settings.data, customer],
  );
  const searchTerms = useSearchTerms(discoveryIds);
  const { reviews, renderActions, toggleBookmark, like, dislike } = useItemReviews(customer, 'mention');
  const renderMentionActions = useCallback((mention: Mention) => renderActions(mention.uuid), [renderActions]);
  const { openMention, openMentionId } = useOpenMention();
  const triage = useMemo(
    () => ({
      onOpen: (mention: Mention) => openMention(mention.uuid),
      onBookmark: (mention: Mention) => toggleBookmark(mention.uuid),
      onLike: (mention: Mention) => like(mention.uuid),
      onDislike: (mention: Mention) => dislike(mention.uuid),
    }),
    [openMention, toggleBookmark, like, dislike],
  );
  // The user's default filters are the baseline the URL is read against and written relative to (ADR 0070).
  const preferences = usePreferences(username);
  const criteriaDefaults = useMemo(
    () => ({ ...defaultMentionCriteria(), ...preferredCriteria(preferences) }),
    [preferences],
  );
  const { criteria, setCriteria, resetCriteria } = useMentionCriteria(criteriaDefaults);
  // As on Signals (spec section 4): the chosen companies belong to the folder they were chosen in.
  const previousCustomer = useRef(customer);
  useEffect(() => {
    if (previousCustomer.current !== null && previousCustomer.current !== customer) {
      setCriteria(mentionCriteriaForNewFolder);
    }
    previousCustomer.current = customer;
  }, [customer, setCriteria]);
  const signalDefaults = useSignalCriteriaDefaults();
  // Signals filter companies by their start-case names; mentions carry the entities' names as written.
  const signalsHrefOf = useCallback(
    (company: string) => signalsHref(signalDefaults, signalDefaults, { companyNames: [toStartCase(company)] }),
    [signalDefaults],
  );
  const loadedRangeText = useLoadedRangeText();
  const [density, setDensity] = useListDensity(username);
  const place = useFilterPlace(customer, 'mentions', criteria);
  const relevance = useRelevanceSort(customer, 'mentions', openMentionId);
  const filtered = useFilteredMentions(customer, criteria, reviews, place, relevance.rankWith);
  const { result, options, searching, server, filtering, relevanceOf } = filtered;
  useLiveMentions(customer, username, reloadFolderMentions);
  return (
    <MentionStreamView
      folderMentions={mentions}
      historyLoaded={historyLoaded}
      searchTerms={searchTerms}
      criteria={criteria}
      options={options}
      result={result}
      server={server}
      filtering={filtering}
      searching={searching}
      onChange={setCriteria}
      onReset={resetCriteria}
      renderActions={renderMentionActions}
      triage={triage}
      loadedRangeText={loadedRangeText}
      density={density}
      onDensityChange={setDensity}
      signalsHrefOf={signalsHrefOf}
      relevanceOf={relevanceOf}
      notice={relevance.notice}
      headerActions={
        <>
          {relevance.control}
          <SaveViewButton kind="mentions" customer={customer} criteria={criteria} />
        </>
      }
    />
  );
}
