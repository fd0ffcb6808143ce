import { Mark } from '@mantine/core';
import { useMemo } from 'react';
import { partsOfRanges, type TextPart } from '../../lib/text-parts';

/** The parts in a row, the highlighted ones marked as every item stream marks them (keywords, template values). */
export function MarkedParts({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.highlighted ? (
      <Mark key={index} color="yellow">
        {part.text}
      </Mark>
    ) : (
      part.text
    ),
  );
}

/** The text with the given ranges marked. */
export function MarkedText({ text, ranges }: { text: string; ranges: readonly { start: number; end: number }[] }) {
  const parts = useMemo(() => partsOfRanges(text, ranges), [text, ranges]);
  return <MarkedParts parts={parts} />;
}
