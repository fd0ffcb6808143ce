import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { OtherSource } from '../lib/story-copies';
import { formatCount } from '../../../lib/format-count';

/** "Also in 1 source" / "Also in N sources": the other outlets of a story (ADR 0134). */
export function alsoInText(count: number): string {
  return `Also in ${formatCount(count)} ${count === 1 ? 'source' : 'sources'}`;
}

/**
 * The other outlets that carried the card's story, each name leading to its copy's article (in a new tab, as the
 * card's own source does) when the copy has a link; one line, cut short with an ellipsis on a narrow card, where the
 * details drawer's Copies list them in full. The names are underlined: in the dark scheme the link colour and the
 * dimmed line's are about as light (1.04:1), and colour alone would not tell a link from the text around it (WCAG 1.4.1).
 */
export function MentionStoryLine({ sources, className }: { sources: readonly OtherSource[]; className?: string }) {
  return (
    <Text size="xs" c="dimmed" truncate="end" className={className} data-testid="mention-story">
      <Text span inherit fw={600}>
        {alsoInText(sources.length)}
      </Text>
      {': '}
      {sources.map(({ name, copy }, index) => (
        <Fragment key={name}>
          {index > 0 ? ', ' : null}
          {copy.url ? (
            <Anchor href={copy.url} target="_blank" rel="noopener noreferrer" inherit underline="always">
              {name}
            </Anchor>
          ) : (
            name
          )}
        </Fragment>
      ))}
    </Text>
  );
}
