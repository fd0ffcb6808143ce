import type { Mention } from '@argus/contract';
import { Group, Stack } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DetailsDrawer, DetailsNotShown } from '../../../components/details-drawer/details-drawer';
import { RelevanceLine } from '../../../shared/item-stream/relevance-marks';
import type { ItemRelevanceOf } from '../../../shared/item-stream/stream-sort';
import { useOpenMention } from '../hooks/use-open-mention';
import { termsFoundIn, type SearchTerm } from '../lib/search-terms';
import { storyCopiesOf } from '../lib/story-copies';
import { MentionCopies } from './mention-copies';
import { MentionDetails } from './mention-details';

type MentionDetailsDrawerProps = {
  /** The selected folder's loaded mentions, where the open one is looked up. */
  folderMentions: readonly Mention[];
  historyLoaded: boolean;
  searchTerms: readonly SearchTerm[];
  /** Marked in the texts: the keyword filter's, or the folder's keywords without one (as on the cards). */
  keywords: readonly string[];
  /** Bookmark, like and dislike (the reviews feature's, composed by the route page). */
  renderActions?: (mention: Mention) => ReactNode;
  /** The list the server filtered (ADR 0033), whose mentions the browser may not hold. */
  serverShown?: readonly Mention[];
  /** The Signals screen filtered to one of the mention's companies (features never import each other). */
  signalsHrefOf?: (company: string) => string;
  /** While the list is ranked by relevance (ADR 0137): the open mention's "For you" mark and why. */
  relevanceOf?: ItemRelevanceOf<Mention>;
};

/** The details of the mention named in the URL (`?mention=<uuid>`), in the shared details drawer. */
export function MentionDetailsDrawer(props: MentionDetailsDrawerProps) {
  const { folderMentions, historyLoaded, searchTerms, keywords, renderActions, serverShown, signalsHrefOf } = props;
  const { openMentionId, openMention, closeMention } = useOpenMention();
  const mention = useMemo(() => {
    if (openMentionId === null) return undefined;
    const isOpen = (item: Mention) => item.uuid === openMentionId;
    return folderMentions.find(isOpen) ?? serverShown?.find(isOpen);
  }, [folderMentions, serverShown, openMentionId]);
  const foundBy = useMemo(() => (mention ? termsFoundIn(mention, searchTerms) : []), [mention, searchTerms]);
  const copies = mention ? storyCopiesOf(folderMentions).get(mention.uuid) : undefined;
  const relevance = mention ? props.relevanceOf?.(mention) : undefined;

  return (
    <DetailsDrawer opened={openMentionId !== null} onClose={closeMention} title="Mention details">
      {mention ? (
        <Stack gap="md">
          <Group gap="xs">{renderActions?.(mention)}</Group>
          <RelevanceLine relevance={relevance} />
          <MentionDetails mention={mention} keywords={keywords} foundBy={foundBy} signalsHrefOf={signalsHrefOf} />
          {copies ? <MentionCopies mention={mention} copies={copies} onOpen={openMention} /> : null}
        </Stack>
      ) : (
        <DetailsNotShown
          historyLoaded={historyLoaded}
          testId="mention-details-missing"
          missingText="This mention is not among the loaded mentions of this folder: it may be older than a month or in another folder."
          loadingText="Loading the mentions of this folder…"
        />
      )}
    </DetailsDrawer>
  );
}
