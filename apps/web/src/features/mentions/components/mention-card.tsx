import type { Mention } from '@argus/contract';
import { Button, Paper } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import rows from '../../../shared/item-stream/item-card.module.css';
import { ForYouBadge, RelevanceReason } from '../../../shared/item-stream/relevance-marks';
import type { ItemRelevance } from '../../../shared/item-stream/stream-sort';
import { KeywordMarks } from './keyword-marks';
import classes from './mention-card.module.css';
import { MentionBadges, MentionSource } from './mention-parts';
import { MentionStoryLine } from './mention-story-line';
import type { OtherSource } from '../lib/story-copies';

type MentionCardProps = {
  mention: Mention;
  /** Marked wherever they occur: the keyword filter's, or the folder's search-term keywords without one. */
  keywords: readonly string[];
  showTranslation: boolean;
  onToggleTranslation: (uuid: string) => void;
  /** Bookmark, like and dislike (the reviews feature's), shown at the card's foot. */
  actions?: ReactNode;
  /** The story's other outlets in the folder (ADR 0134); none for a mention alone, whose card is as it always was. */
  otherSources?: readonly OtherSource[];
  /** Only while the list is ranked by relevance (ADR 0137): the "For you" mark and why, in the sentence's room. */
  relevance?: ItemRelevance;
};

/** The headline, clamped to its line at a word, and the day. */
function TitleRow({ mention, keywords }: { mention: Mention; keywords: readonly string[] }) {
  const day = mention.publishDate.slice(0, 10);
  return (
    <div className={`${rows.spread} ${rows.titleRow}`}>
      <p
        className={`${rows.title} ${rows.oneLine}`}
        lang={mention.language}
        title={mention.title}
        data-testid="mention-title"
      >
        <KeywordMarks text={mention.title} keywords={keywords} />
      </p>
      <p className={rows.date}>
        <time dateTime={day}>{day}</time>
      </p>
    </div>
  );
}

/**
 * One mention of the stream: headline, when, how reliable, where from, and the sentence that mentions it. One-line
 * texts that mark keywords are clamped to a line (`oneLine`), not truncated: a mark cut by `text-overflow` painted
 * its background on past the ellipsis, to the edge of the line. Texts and rows are plain elements (ADR 0165).
 */
export const MentionCard = memo(function MentionCard(props: MentionCardProps) {
  const { mention, keywords, showTranslation, onToggleTranslation, actions, otherSources, relevance } = props;
  const story = otherSources && otherSources.length > 0 ? otherSources : null;
  const translation = showTranslation ? mention.translatedSentence : null;
  return (
    // One of fixed heights, without and with the translation, and with a story's line (ADR 0053): every row is one
    // line, the sentence and the translation three; the whole text stays in the DOM, and the link opens the article.
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={`${rows.card} ${classes.card}`}
      data-translated={translation ? true : undefined}
      data-story={story ? true : undefined}
      data-testid="mention-card"
    >
      <TitleRow mention={mention} keywords={keywords} />
      {/* The translation toggle sits in the badge row, which has room for it even on a phone. */}
      <div className={rows.badgeRow}>
        {relevance?.forYou ? <ForYouBadge /> : null}
        <MentionBadges mention={mention} />
        {mention.translatedSentence ? (
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            leftSection={<IconLanguage size={14} />}
            onClick={() => onToggleTranslation(mention.uuid)}
            style={{ flexShrink: 0, marginInlineStart: 'auto' }}
          >
            <span className={classes.toggleLabel}>{showTranslation ? 'Hide translation' : 'Show translation'}</span>
          </Button>
        ) : null}
      </div>
      {relevance?.reason ? (
        // The sentence gives the reason its last line: the card keeps its height (ADR 0053).
        <div className={rows.textRows}>
          <p className={`${rows.text} ${rows.twoLines}`} lang={mention.language} data-testid="mention-sentence">
            <KeywordMarks text={mention.sentence} keywords={keywords} />
          </p>
          <RelevanceReason reason={relevance.reason} />
        </div>
      ) : (
        <p
          className={`${rows.text} ${rows.threeLines} ${rows.textRows}`}
          lang={mention.language}
          data-testid="mention-sentence"
        >
          <KeywordMarks text={mention.sentence} keywords={keywords} />
        </p>
      )}
      {translation ? (
        <p
          className={`${rows.text} ${rows.dimmed} ${rows.italic} ${rows.threeLines} ${rows.textRows}`}
          data-testid="mention-translation"
        >
          <KeywordMarks text={translation} keywords={keywords} />
        </p>
      ) : null}
      {story ? <MentionStoryLine sources={story} className={rows.smallRow} /> : null}
      {/* The authors follow the source on the foot's line: a mention without authors leaves no empty row. */}
      <div className={`${rows.spread} ${rows.footerRow}`}>
        <div className={classes.origin}>
          <MentionSource mention={mention} />
          {mention.authors ? (
            <p className={`${rows.small} ${rows.dimmed} ${rows.oneLine}`} data-testid="mention-authors">
              By <KeywordMarks text={mention.authors} keywords={keywords} />
            </p>
          ) : null}
        </div>
        {actions}
      </div>
    </Paper>
  );
});
