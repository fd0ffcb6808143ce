import { Anchor, Mark, Paper } from '@mantine/core';
import type { Signal } from '@argus/contract';
import { memo, useMemo, type ReactNode } from 'react';
import rows from '../../../shared/item-stream/item-card.module.css';
import { ForYouBadge, RelevanceReason } from '../../../shared/item-stream/relevance-marks';
import type { ItemRelevance } from '../../../shared/item-stream/stream-sort';
import { highlightSentence } from '../lib/highlight-sentence';
import classes from './signal-card.module.css';
import { SignalBadges } from './signal-badges';

type SignalCardProps = {
  signal: Signal;
  highlightTemplate: string | undefined;
  /** Bookmark, like and dislike (the reviews feature's), shown at the card's foot. */
  actions?: ReactNode;
  /** Only while the list is ranked by relevance (ADR 0137): the "For you" mark and why, in the sentence's room. */
  relevance?: ItemRelevance;
};

/** One signal of the stream: who, what, when, how reliable, and the sentence that says so. */
export const SignalCard = memo(function SignalCard({ signal, highlightTemplate, actions, relevance }: SignalCardProps) {
  const reason = relevance?.reason ?? null;
  const day = signal.publishDate.slice(0, 10);
  const sentence = useMemo(
    () => (signal.sentence ? highlightSentence(signal.sentence, highlightTemplate, signal.eventArguments) : []),
    [signal.sentence, signal.eventArguments, highlightTemplate],
  );
  const marked = sentence.map((part, index) =>
    part.highlighted ? (
      <Mark key={index} color="yellow">
        {part.text}
      </Mark>
    ) : (
      part.text
    ),
  );
  return (
    // One fixed height (ADR 0053): every row is one line, the sentence three; the details drawer shows it whole. Its
    // texts and rows are plain elements styled by item-card.module.css (ADR 0165): a card is drawn a dozen times a
    // screen and again on every scroll, and Mantine's Text and Group cost four components each.
    <Paper withBorder radius="md" p="sm" className={`${rows.card} ${classes.card}`} data-testid="signal-card">
      <div className={`${rows.spread} ${rows.titleRow}`}>
        <p className={`${rows.title} ${rows.truncate}`} data-testid="signal-target">
          {signal.targetEntityName}
        </p>
        <p className={rows.date}>
          <time dateTime={day}>{day}</time>
        </p>
      </div>
      <p className={`${rows.text} ${rows.truncate} ${rows.lineRow}`}>
        <span className={rows.strong} data-testid="signal-event-type">
          {signal.eventType}
        </span>
        {signal.category ? <span className={rows.dimmed}> · {signal.category}</span> : null}
      </p>
      <div className={rows.badgeRow}>
        {relevance?.forYou ? <ForYouBadge /> : null}
        <SignalBadges signal={signal} />
      </div>
      {reason ? (
        // The sentence gives the reason its last line: the card keeps its height (ADR 0053).
        <div className={rows.textRows}>
          <p className={`${rows.text} ${rows.twoLines}`} data-testid="signal-sentence">
            {marked}
          </p>
          <RelevanceReason reason={reason} />
        </div>
      ) : sentence.length > 0 ? (
        <p className={`${rows.text} ${rows.threeLines} ${rows.textRows}`} data-testid="signal-sentence">
          {marked}
        </p>
      ) : (
        <div className={rows.textRows} />
      )}
      <div className={`${rows.spread} ${rows.footerRow}`}>
        {signal.url ? (
          <Anchor href={signal.url} target="_blank" rel="noopener noreferrer" size="sm" lineClamp={1}>
            {signal.source ?? signal.url}
          </Anchor>
        ) : (
          <span />
        )}
        {actions}
      </div>
    </Paper>
  );
});
