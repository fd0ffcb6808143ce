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

export type MentionOptions = { mediaSegments: string[]; languages: string[] };

export function deriveMentionOptions(mentions: readonly Mention[]): MentionOptions {
  return {
    mediaSegments: sortedDistinct(mentions.map((mention) => mention.mediaSegment)),
    languages: sortedDistinct(mentions.map((mention) => mention.language)),
  };
}
