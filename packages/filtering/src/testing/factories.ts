import type { Mention, Signal } from '@argus/contract';

let sequence = 0;

/** A signal with plain values; ids count up so that each call makes a new one. */
export function makeSignal(overrides: Partial<Signal> = {}): Signal {
  sequence += 1;
  return {
    id: `signal-${String(sequence).padStart(6, '0')}`,
    publishDate: '2025-03-15T12:00:00.000Z',
    targetEntityName: 'Acme',
    targetEntityId: null,
    mediaSegment: 'news',
    reliability: 'Middle',
    language: 'en',
    result: null,
    eventType: 'Acquisition',
    category: null,
    dunsId: null,
    title: null,
    sentence: null,
    url: null,
    source: null,
    eventArguments: [],
    updatedAt: '2025-03-15T12:00:00.000Z',
    ...overrides,
  };
}

/** A mention with plain values, a story of its own (ADR 0134) unless `storyId` says otherwise. */
export function makeMention(overrides: Partial<Mention> = {}): Mention {
  sequence += 1;
  const uuid = overrides.uuid ?? `mention-${String(sequence).padStart(6, '0')}`;
  return {
    uuid,
    publishDate: '2025-03-15T12:00:00.000Z',
    mediaSegment: 'news',
    reliability: 'Middle',
    language: 'en',
    title: 'A title',
    sentence: 'A sentence.',
    translatedSentence: null,
    authors: null,
    url: null,
    source: null,
    companies: [],
    discoveryId: null,
    searchTermId: null,
    storyId: uuid,
    storySize: 1,
    ...overrides,
  };
}

export function reviewsOf(bookmarked: string[] = [], feedback: [string, 1 | -1][] = []) {
  return { bookmarked: new Set(bookmarked), feedback: new Map(feedback) };
}
