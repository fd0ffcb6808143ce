import { findKeywordMatches } from '@argus/filtering';
import { Mark } from '@mantine/core';
import { useMemo } from 'react';

/** The text with every occurrence of the keywords marked, case-insensitively like the keyword filter. */
export function KeywordMarks({ text, keywords }: { text: string; keywords: readonly string[] }) {
  const parts = useMemo(() => {
    const matches = findKeywordMatches(text, keywords);
    const result: { text: string; marked: boolean }[] = [];
    let position = 0;
    for (const { start, end } of matches) {
      if (start > position) result.push({ text: text.slice(position, start), marked: false });
      result.push({ text: text.slice(start, end), marked: true });
      position = end;
    }
    if (position < text.length) result.push({ text: text.slice(position), marked: false });
    return result;
  }, [text, keywords]);
  return parts.map((part, index) =>
    part.marked ? (
      <Mark key={index} color="yellow">
        {part.text}
      </Mark>
    ) : (
      part.text
    ),
  );
}
