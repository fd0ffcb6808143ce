import { Paper, Text } from '@mantine/core';
import type { Signal } from '@argus/contract';
import { memo, type ReactNode } from 'react';
import rows from '../../../shared/item-stream/item-row.module.css';
import { SignalBadges } from './signal-badges';

type SignalRowProps = {
  signal: Signal;
  /** The same buttons as the card's (details, reviews, the moderator's menu), at the row's end. */
  actions?: ReactNode;
};

/**
 * One signal in the compact density (ADR 0105): company, event type and date on the first line; reliability, media,
 * language, result and the start of the sentence on the second. The details drawer shows the rest.
 */
export const SignalRow = memo(function SignalRow({ signal, actions }: SignalRowProps) {
  const day = signal.publishDate.slice(0, 10);
  return (
    <Paper
      withBorder
      radius="sm"
      className={rows.row}
      // Where the list is narrow the result takes a line of its own (item-row.module.css): four badges do not fit.
      data-wrapped-badges={signal.result ? true : undefined}
      data-testid="signal-row"
    >
      <Text size="sm" fw={700} truncate className={rows.title} data-testid="signal-target">
        {signal.targetEntityName}
      </Text>
      <Text size="sm" truncate className={rows.what}>
        <Text span inherit fw={500} data-testid="signal-event-type">
          {signal.eventType}
        </Text>
        {signal.category ? (
          <Text span inherit c="dimmed">
            {' '}
            · {signal.category}
          </Text>
        ) : null}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace" className={rows.date}>
        <time dateTime={day}>{day}</time>
      </Text>
      <div className={rows.meta}>
        <SignalBadges signal={signal} resultClassName={rows.nextLine} />
        {signal.sentence ? (
          <Text size="xs" c="dimmed" truncate className={rows.snippet}>
            {signal.sentence}
          </Text>
        ) : null}
      </div>
      <div className={rows.actions}>{actions}</div>
    </Paper>
  );
});
