import { findKeywordMatches } from '@argus/filtering';
import { useMemo } from 'react';
import { MarkedText } from '../../../shared/item-stream/marked-text';

/** The text with every occurrence of the keywords marked, case-insensitively like the keyword filter. */
export function KeywordMarks({ text, keywords }: { text: string; keywords: readonly string[] }) {
  const matches = useMemo(() => findKeywordMatches(text, keywords), [text, keywords]);
  return <MarkedText text={text} ranges={matches} />;
}
