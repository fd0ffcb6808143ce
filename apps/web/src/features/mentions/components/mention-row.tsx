import type { Mention } from '@argus/contract';
import { Paper, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import rows from '../../../shared/item-stream/item-row.module.css';
import { KeywordMarks } from './keyword-marks';
import { MentionBadges, MentionSource } from './mention-parts';

type MentionRowProps = {
  mention: Mention;
  /** Marked wherever they occur, as on the card. */
  keywords: readonly string[];
  /** The line shows the translation rather than the sentence (the list decides, as for the card). */
  showTranslation: boolean;
  /** The same review buttons as the card's, at the row's end. */
  actions?: ReactNode;
};

/**
 * One mention in the compact density (ADR 0105): headline, source (the article's link) and date on the first line;
 * reliability, media, language and the start of the sentence, or of its translation, on the second. Texts that mark
 * keywords are clamped to their line, as on the card (mention-card.tsx says why).
 */
export const MentionRow = memo(function MentionRow({ mention, keywords, showTranslation, actions }: MentionRowProps) {
  const day = mention.publishDate.slice(0, 10);
  const translation = showTranslation ? mention.translatedSentence : null;
  return (
    <Paper withBorder radius="sm" className={rows.row} data-long-title data-testid="mention-row">
      <Text
        size="sm"
        fw={700}
        lineClamp={1}
        lang={mention.language}
        title={mention.title}
        className={rows.title}
        data-testid="mention-title"
      >
        <KeywordMarks text={mention.title} keywords={keywords} />
      </Text>
      <MentionSource mention={mention} className={rows.what} />
      <Text size="xs" c="dimmed" ff="monospace" className={rows.date}>
        <time dateTime={day}>{day}</time>
      </Text>
      <div className={rows.meta}>
        <MentionBadges mention={mention} />
        <Text
          size="xs"
          c="dimmed"
          fs={translation ? 'italic' : undefined}
          lineClamp={1}
          lang={translation ? undefined : mention.language}
          className={rows.snippet}
        >
          <KeywordMarks text={translation ?? mention.sentence} keywords={keywords} />
        </Text>
      </div>
      <div className={rows.actions}>{actions}</div>
    </Paper>
  );
});
