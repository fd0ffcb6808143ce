import type { SignalArgument } from '@argus/contract';
import { useMemo } from 'react';
import { MarkedParts } from '../../../shared/item-stream/marked-text';
import { highlightSentence } from '../lib/highlight-sentence';

type HighlightedSentenceProps = {
  sentence: string;
  template: string | undefined;
  eventArguments: readonly SignalArgument[];
};

/** The evidence sentence with the values its event type's highlight template names marked. */
export function HighlightedSentence({ sentence, template, eventArguments }: HighlightedSentenceProps) {
  const parts = useMemo(
    () => highlightSentence(sentence, template, eventArguments),
    [sentence, template, eventArguments],
  );
  return <MarkedParts parts={parts} />;
}
