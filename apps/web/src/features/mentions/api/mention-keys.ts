/**
 * The query keys of the mentions feature, in one place: its reads build their keys here, so that a renamed key cannot
 * leave a stale answer behind. (The lists the server filters are keyed by `serverFilterScope`, shared with Signals.)
 */
export const mentionKeys = {
  all: ['mentions'] as const,
  searchTerms: (discoveryId: string) => [...mentionKeys.all, 'search-terms', discoveryId] as const,
};
