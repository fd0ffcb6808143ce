/** Where a keyset page ended: the last item's publish date in epoch microseconds, and its id. */
export type PagePosition = { publishMicros: string; id: string };
