import { signContent, type ContentSignature, type StoryText } from './content-signature';
import { createStoryIndex, type StoryIndex } from './story-index';

// Placing new mentions into stories (ADR 0134), shared by the intake (which first loads from the database the stories
// a batch may join), the demo seed and anything else that writes many mentions at once.

/** A new mention before it is written: the placement fills in its story fields. */
export type PlaceableMention = Pick<StoryText, 'title' | 'sentence'> & {
  translatedSentence?: string | null;
  uuid: string;
  customerName: string;
  source?: string | null;
  publishDate: Date;
  storyId?: string | null;
  storySize?: number;
  storyBands?: number[];
};

export function signMention(row: PlaceableMention) {
  return signContent({ title: row.title, sentence: row.sentence, translatedSentence: row.translatedSentence ?? null });
}

/**
 * Places one folder's new mentions, oldest first (a story's first copy is the one later copies are compared with),
 * into `index`, which holds the stories `held` they may join: sets each one's story id, band keys and its story's
 * size. Answers those that joined one of the held stories.
 */
export function placeFolderMentions(
  index: StoryIndex,
  held: ReadonlySet<string>,
  rows: readonly PlaceableMention[],
  sign: (row: PlaceableMention) => ContentSignature | null = signMention,
): PlaceableMention[] {
  const joined: PlaceableMention[] = [];
  const oldestFirst = [...rows].sort(
    (a, b) => a.publishDate.getTime() - b.publishDate.getTime() || (a.uuid < b.uuid ? -1 : 1),
  );
  for (const row of oldestFirst) {
    const signature = sign(row);
    const storyId = index.place({ id: row.uuid, source: row.source ?? null, signature });
    row.storyId = storyId;
    row.storyBands = signature ? Array.from(signature.bands) : [];
    if (held.has(storyId)) joined.push(row);
  }
  for (const row of rows) row.storySize = index.sizeOf(row.storyId!);
  return joined;
}

/** Groups mentions written at once from scratch (the demo world): each folder's oldest first. */
export function groupIntoStories(rows: readonly PlaceableMention[]): void {
  const byFolder = new Map<string, PlaceableMention[]>();
  for (const row of rows) {
    const folder = byFolder.get(row.customerName);
    if (folder) folder.push(row);
    else byFolder.set(row.customerName, [row]);
  }
  for (const folder of byFolder.values()) placeFolderMentions(createStoryIndex(), new Set(), folder);
}
