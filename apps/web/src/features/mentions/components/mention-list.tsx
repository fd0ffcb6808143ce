import type { ListDensity, Mention } from '@argus/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { VirtualItemList, type TriageHandlers } from '../../../shared/item-stream/virtual-item-list';
import { interfaceLanguage } from '../../../lib/interface-language';
import { MentionCard } from './mention-card';
import { MentionRow } from './mention-row';

type MentionListProps = {
  mentions: readonly Mention[];
  /** Cards, or compact rows (ADR 0105). */
  density: ListDensity;
  keywords: readonly string[];
  emptyText: string;
  loadingText?: string;
  renderActions?: (mention: Mention) => ReactNode;
  triage?: TriageHandlers<Mention>;
};

// Rows sit closer than cards: 12 or more fit a 1440 × 900 screen (ADR 0105).
const COMPACT_GAP = 4;
// Set in item-row.module.css: every compact row has this height, with or without a translation (ADR 0105).
const rowHeight = () => '--item-row-height';

const mentionId = (mention: Mention) => mention.uuid;
const mentionLabel = (mention: Mention) => mention.title;

/**
 * The filtered mentions as cards in the shared virtual list, with keyboard triage. A translation shows by default
 * when the mention is in another language than the interface; what the user toggles is kept here, so it survives
 * the card scrolling out of the DOM and back.
 */
export function MentionList(props: MentionListProps) {
  const { mentions, density, keywords, emptyText, loadingText, renderActions, triage } = props;
  const compact = density === 'compact';
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
  const renderMention = useCallback(
    (mention: Mention) =>
      compact ? (
        <MentionRow
          mention={mention}
          keywords={keywords}
          showTranslation={showsTranslation(mention)}
          actions={renderActions?.(mention)}
        />
      ) : (
        <MentionCard
          mention={mention}
          keywords={keywords}
          showTranslation={showsTranslation(mention)}
          onToggleTranslation={toggleTranslation}
          actions={renderActions?.(mention)}
        />
      ),
    [compact, keywords, showsTranslation, toggleTranslation, renderActions],
  );
  // Set in mention-card.module.css: the card's two heights, without and with the translation (ADR 0053).
  const mentionHeight = useCallback(
    (mention: Mention) =>
      mention.translatedSentence && showsTranslation(mention)
        ? '--mention-card-height-translated'
        : '--mention-card-height',
    [showsTranslation],
  );
  return (
    <VirtualItemList
      items={mentions}
      getId={mentionId}
      getLabel={mentionLabel}
      renderItem={renderMention}
      itemHeight={compact ? rowHeight : mentionHeight}
      gap={compact ? COMPACT_GAP : undefined}
      noun="mention"
      emptyText={emptyText}
      loadingText={loadingText}
      triage={triage}
    />
  );
}
