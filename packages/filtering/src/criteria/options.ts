import type { Mention, Signal } from '@argus/contract';
import { sortedDistinct } from '../shared/sorted-distinct';

/** The choices of a folder's filter panel; spec section 4 refreshes them from the folder's events on every load. */
export type SignalOptions = {
  companyNames: string[];
  mediaSegments: string[];
  languages: string[];
  eventTypes: string[];
};

export function deriveSignalOptions(signals: readonly Signal[]): SignalOptions {
  return {
    companyNames: sortedDistinct(signals.map((signal) => signal.targetEntityName)),
    mediaSegments: sortedDistinct(signals.map((signal) => signal.mediaSegment)),
    languages: sortedDistinct(signals.map((signal) => signal.language)),
    eventTypes: sortedDistinct(signals.map((signal) => signal.eventType)),
  };
}

export type MentionOptions = {
  /** The target entities the mentions name (`Mention.companies`), as they name them. */
  companies: string[];
  mediaSegments: string[];
  languages: string[];
};

export function deriveMentionOptions(mentions: readonly Mention[]): MentionOptions {
  return {
    companies: sortedDistinct(companiesNamedIn(mentions)),
    mediaSegments: sortedDistinct(mentions.map((mention) => mention.mediaSegment)),
    languages: sortedDistinct(mentions.map((mention) => mention.language)),
  };
}

function companiesNamedIn(mentions: readonly Mention[]): Set<string> {
  const names = new Set<string>();
  for (const mention of mentions) for (const name of mention.companies) names.add(name);
  return names;
}
