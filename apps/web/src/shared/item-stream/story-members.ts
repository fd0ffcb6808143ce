import type { ReviewItemKind } from '@argus/contract';
import { create } from 'zustand';

/**
 * The ids of every copy of an item's story that the folder holds, itself included (ADR 0134); undefined for an item
 * alone. A kind's feature publishes it for the folder it holds, and the reviews feature reads it, so that a review of
 * one copy covers the story at once, as the server applies it (features never import each other).
 */
export type StoryMembersOf = (id: string) => readonly string[] | undefined;

type StoryMembersStore = { byFolder: Partial<Record<string, StoryMembersOf>> };

const keyOf = (kind: ReviewItemKind, customer: string) => `${kind}\u0000${customer}`;

const useStoryMembersStore = create<StoryMembersStore>()(() => ({ byFolder: {} }));

const ALONE: StoryMembersOf = () => undefined;

/** Sets (or with null forgets) how the folder's items of the kind make stories. */
export function publishStoryMembers(kind: ReviewItemKind, customer: string, membersOf: StoryMembersOf | null): void {
  useStoryMembersStore.setState((state) => ({
    byFolder: { ...state.byFolder, [keyOf(kind, customer)]: membersOf ?? undefined },
  }));
}

/** The story members of the folder's items of the kind: each item alone until the kind publishes its stories. */
export function useStoryMembers(kind: ReviewItemKind, customer: string | null): StoryMembersOf {
  return useStoryMembersStore((state) => (customer ? state.byFolder[keyOf(kind, customer)] : undefined) ?? ALONE);
}

/** The ids a review of `id` covers: its story's copies in the folder, or the item alone. */
export function reviewedIdsOf(membersOf: StoryMembersOf, id: string): readonly string[] {
  return membersOf(id) ?? [id];
}
