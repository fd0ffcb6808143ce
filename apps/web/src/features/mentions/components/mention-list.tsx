import type { Mention } from '@argus/contract';
import { useCallback, useState } from 'react';
import { ItemList, type ItemKind, type StreamListProps } from '../../../shared/item-stream/item-list';
import { interfaceLanguage } from '../../../lib/interface-language';
import { MentionCard } from './mention-card';
import { MentionRow } from './mention-row';

type MentionListProps = StreamListProps<Mention> & {
  mentions: readonly Mention[];
  keywords: readonly string[];
};

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
export function MentionList({ mentions, keywords, renderActions, ...list }: MentionListProps) {
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
  const renderCard = useCallback(
    (mention: Mention) => (
      <MentionCard
        mention={mention}
        keywords={keywords}
        showTranslation={showsTranslation(mention)}
        onToggleTranslation={toggleTranslation}
        actions={renderActions?.(mention)}
      />
    ),
    [keywords, showsTranslation, toggleTranslation, renderActions],
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
  // Set in mention-card.module.css: the card's two heights, without and with the translation (ADR 0053).
  const cardHeight = useCallback(
    (mention: Mention) =>
      mention.translatedSentence && showsTranslation(mention)
        ? '--mention-card-height-translated'
        : '--mention-card-height',
    [showsTranslation],
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
