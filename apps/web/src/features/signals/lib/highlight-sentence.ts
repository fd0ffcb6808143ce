import type { SignalArgument } from '@argus/contract';
import { partsOfRanges, type TextPart } from '../../../lib/text-parts';

/** The argument names a highlight template uses, e.g. "{acquirer} acquires {target}" → acquirer, target. */
export function templateArgumentNames(template: string): Set<string> {
  return new Set(Array.from(template.matchAll(/\{([^{}]+)\}/g), (match) => match[1]!.trim()));
}

/**
 * The evidence sentence split into plain and highlighted parts: the values of the arguments the event type's
 * highlight template names are marked where they occur (exact text, every occurrence; where two overlap, the one
 * that starts first, then the longer, wins). Without a template nothing is marked.
 */
export function highlightSentence(
  sentence: string,
  template: string | undefined,
  eventArguments: readonly SignalArgument[],
): TextPart[] {
  if (!template || sentence === '') return [{ text: sentence, highlighted: false }];
  const names = templateArgumentNames(template);
  const ranges: { start: number; end: number }[] = [];
  for (const { name, value } of eventArguments) {
    const needle = value.trim();
    if (!names.has(name) || needle === '') continue;
    for (let at = sentence.indexOf(needle); at !== -1; at = sentence.indexOf(needle, at + needle.length)) {
      ranges.push({ start: at, end: at + needle.length });
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  return partsOfRanges(sentence, ranges);
}
