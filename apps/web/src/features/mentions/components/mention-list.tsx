import type { Mention } from '@argus/contract';
import { useCallback, useMemo, useState } from 'react';
import { ItemList, type ItemKind, type StreamListProps } from '../../../shared/item-stream/item-list';
import type { ItemRelevanceOf } from '../../../shared/item-stream/stream-sort';
import { interfaceLanguage } from '../../../lib/interface-language';
import { MentionCard } from './mention-card';
import { MentionRow } from './mention-row';
import { otherSourcesOf, type OtherSource, type StoryCopies } from '../lib/story-copies';

type MentionListProps = StreamListProps<Mention> & {
  mentions: readonly Mention[];
  keywords: readonly string[];
  /** The held folder's copies of each story (ADR 0134): a story's card names its other sources. */
  storyCopies?: StoryCopies;
  /** While the list is ranked by relevance: each card's "For you" mark and reason (ADR 0137). */
  relevanceOf?: ItemRelevanceOf<Mention>;
};

const NO_SOURCES: readonly OtherSource[] = [];

const MENTION_KIND: Omit<ItemKind<Mention>, 'cardHeight'> = {
  noun: 'mention',
  getId: (mention) => mention.uuid,
  getLabel: (mention) => mention.title,
};

/**
 * The filtered mentions as cards or compact rows in the shared virtual list, with keyboard triage. A translation shows
 * by default when the mention is in another language than the interface; what the user toggles is kept here, so it
 * survives the card scrolling out of the DOM and back.
 */
export function MentionList({
  mentions,
  keywords,
  renderActions,
  storyCopies,
  relevanceOf,
  ...list
}: MentionListProps) {
  const [translationToggled, setTranslationToggled] = useState<ReadonlySet<string>>(new Set());
  const toggleTranslation = useCallback(
    (uuid: string) =>
      setTranslationToggled((current) => {
        const next = new Set(current);
        if (!next.delete(uuid)) next.add(uuid);
        return next;
      }),
    [],
  );
  const language = interfaceLanguage();
  const showsTranslation = useCallback(
    (mention: Mention) => (mention.language !== language) !== translationToggled.has(mention.uuid),
    [language, translationToggled],
  );
  // Worked out once per card and folder, so that a memoised card keeps its props while the list scrolls.
  const sourcesOf = useMemo(() => {
    const known = new Map<string, readonly OtherSource[]>();
    return (mention: Mention) => {
      const copies = storyCopies?.get(mention.uuid);
      if (!copies) return NO_SOURCES;
      let sources = known.get(mention.uuid);
      if (!sources) known.set(mention.uuid, (sources = otherSourcesOf(mention, copies)));
      return sources;
    };
  }, [storyCopies]);
  const renderCard = useCallback(
    (mention: Mention) => (
      <MentionCard
        mention={mention}
        keywords={keywords}
        showTranslation={showsTranslation(mention)}
        onToggleTranslation={toggleTranslation}
        actions={renderActions?.(mention)}
        otherSources={sourcesOf(mention)}
        relevance={relevanceOf?.(mention)}
      />
    ),
    [keywords, showsTranslation, toggleTranslation, renderActions, sourcesOf, relevanceOf],
  );
  const renderRow = useCallback(
    (mention: Mention) => (
      <MentionRow
        mention={mention}
        keywords={keywords}
        showTranslation={showsTranslation(mention)}
        actions={renderActions?.(mention)}
      />
    ),
    [keywords, showsTranslation, renderActions],
  );
  // Set in mention-card.module.css: the card's heights, without and with the translation, and with a story's line of
  // other sources (ADR 0053, 0134).
  const cardHeight = useCallback(
    (mention: Mention) => {
      const story = sourcesOf(mention).length > 0 ? '-story' : '';
      const translated = mention.translatedSentence && showsTranslation(mention) ? '-translated' : '';
      return `--mention-card-height${story}${translated}`;
    },
    [showsTranslation, sourcesOf],
  );
  return (
    <ItemList
      {...list}
      {...MENTION_KIND}
      items={mentions}
      renderCard={renderCard}
      renderRow={renderRow}
      cardHeight={cardHeight}
    />
  );
}
