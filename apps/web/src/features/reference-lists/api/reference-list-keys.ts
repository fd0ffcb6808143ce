import type { ReferenceListName } from '@argus/contract';

/** The query keys of the reference lists, in one place (the start-up and the editors read them through these). */
export const referenceListKeys = {
  all: ['reference-lists'] as const,
  list: (list: ReferenceListName) => [...referenceListKeys.all, list] as const,
  discoveries: () => [...referenceListKeys.all, 'discoveries'] as const,
};
