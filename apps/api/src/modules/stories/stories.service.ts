import type { Database } from '../../db/client';
import { signContent } from '../../lib/stories/content-signature';
import { placeFolderMentions, signMention, type PlaceableMention } from '../../lib/stories/place-stories';
import { createStoryIndex } from '../../lib/stories/story-index';
import {
  findMentionStory,
  growStories,
  listStoriesSharingBands,
  listStoryCopies,
  listStoryCopyIds,
  copyStoryReviews,
  lockFolderStories,
} from './stories.repository';

/** New copies of stories written before them: once written, they take their stories' reviews (followStoryReviews). */
export type StoryJoins = { customerName: string; copies: { uuid: string; storyId: string }[] }[];

/**
 * Places new mentions into their folders' stories (ADR 0134), in the transaction that then writes them: each gets its
 * story id, its story's size and its band keys; the stories they join grow. Only the stories sharing a band key with
 * the batch are read, never the whole folder. One folder's placements take turns (a transaction advisory lock), so
 * that two instances placing two copies at once do not start two stories.
 */
export async function placeInStories(transaction: Database, rows: readonly PlaceableMention[]): Promise<StoryJoins> {
  const joins: StoryJoins = [];
  const byFolder = new Map<string, PlaceableMention[]>();
  for (const row of rows) {
    const folder = byFolder.get(row.customerName);
    if (folder) folder.push(row);
    else byFolder.set(row.customerName, [row]);
  }
  for (const [customerName, folderRows] of byFolder) {
    await lockFolderStories(transaction, customerName);
    // Signed once: the band keys find the stories to read, the shingles then place each mention.
    const signatures = new Map(folderRows.map((row) => [row, signMention(row)]));
    const bands = new Set([...signatures.values()].flatMap((signature) => Array.from(signature?.bands ?? [])));
    const storyIds = await listStoriesSharingBands(transaction, customerName, [...bands]);
    const index = createStoryIndex();
    for (const copy of await listStoryCopies(transaction, customerName, storyIds)) {
      index.add({ id: copy.uuid, storyId: copy.storyId!, source: copy.source, signature: signContent(copy) });
    }
    const joined = placeFolderMentions(index, new Set(storyIds), folderRows, (row) => signatures.get(row)!);
    const growth = new Map<string, number>();
    for (const row of joined) growth.set(row.storyId!, (growth.get(row.storyId!) ?? 0) + 1);
    await growStories(transaction, customerName, growth);
    if (joined.length > 0) {
      joins.push({ customerName, copies: joined.map((row) => ({ uuid: row.uuid, storyId: row.storyId! })) });
    }
  }
  return joins;
}

/**
 * New copies take the bookmarks, likes and dislikes their stories' copies have, where the folder groups stories: a
 * review follows the story (ADR 0134), also to the copies that arrive after it. Call it once the copies are written.
 */
export async function followStoryReviews(transaction: Database, joins: StoryJoins): Promise<void> {
  for (const { customerName, copies } of joins) await copyStoryReviews(transaction, customerName, copies);
}

/**
 * The mentions a review of `uuid` applies to: every copy of its story where its folder groups stories, else the
 * mention alone (ADR 0134). Empty for no such mention.
 */
export async function storyCopiesOf(db: Database, uuid: string): Promise<string[]> {
  const story = await findMentionStory(db, uuid);
  if (!story) return [];
  if (!story.grouping || !story.storyId) return [uuid];
  return listStoryCopyIds(db, story.customerName, story.storyId);
}
