import { addMinutes } from './dates';
import type { MentionRow } from './mentions';
import type { Random } from './random';
import type { FavoriteRow, FeedbackRow } from './reviews';
import type { Language, MediaSegment } from '@argus/contract';
import { buildArticleUrl, otherOutlets, slugify } from './sources';

// Wire copies for the demo world's stories (ADR 0134): some items are carried by other outlets of their language and
// segment, an hour or a few before or after, sometimes with the agency's byline in front, as syndicated news is.

/** The share of items that other outlets carry, and how many copies each gets at most. */
const SYNDICATED_SHARE = 0.06;
const MAX_COPIES = 3;
const BYLINES = ['(dpa-AFX)', '(Reuters)', '(AP)', '(Bloomberg)'] as const;

/**
 * The copies of some of `rows` (which stay as they are): each from another outlet of the item's language and segment,
 * so that no outlet carries one story twice. Copies are never later than `latest`.
 */
export function createSyndicatedCopies(random: Random, rows: readonly MentionRow[], latest: Date): MentionRow[] {
  const copies: MentionRow[] = [];
  for (const row of rows) {
    if (!row.source || !random.chance(SYNDICATED_SHARE)) continue;
    const segment = row.mediaSegment as MediaSegment;
    const outlets = random.shuffle(otherOutlets(row.language as Language, segment, row.source));
    for (const source of outlets.slice(0, random.integer(1, MAX_COPIES))) {
      const moved = addMinutes(row.publishDate, random.integer(-240, 240));
      const publishDate = moved > latest ? row.publishDate : moved;
      const byline = random.chance(0.5) ? `${random.pick(BYLINES)} ` : '';
      copies.push({
        ...row,
        uuid: random.uuid(),
        source,
        publishDate,
        sentence: `${byline}${row.sentence}`,
        url: buildArticleUrl(random, source, segment, publishDate, slugify(row.title).slice(0, 60)),
        createdAt: addMinutes(publishDate, random.integer(5, 180)),
      });
    }
  }
  return copies;
}

/**
 * The reviews with each mention review repeated on the other copies of its story, as a review made in the console is
 * (ADR 0134): the filters then treat a story as one item.
 */
export function spreadReviewsOverStories(
  random: Random,
  reviews: { feedback: FeedbackRow[]; favorites: FavoriteRow[] },
  mentions: readonly MentionRow[],
) {
  const copiesOf = new Map<string, MentionRow[]>();
  for (const mention of mentions) {
    if (!mention.storyId || mention.storySize === 1) continue;
    const copies = copiesOf.get(mention.storyId);
    if (copies) copies.push(mention);
    else copiesOf.set(mention.storyId, [mention]);
  }
  const storyOf = new Map(mentions.map((mention) => [mention.uuid, mention.storyId]));
  const otherCopies = (itemKind: string, itemId: string) =>
    itemKind === 'mention'
      ? (copiesOf.get(storyOf.get(itemId) ?? '') ?? []).filter((copy) => copy.uuid !== itemId)
      : [];
  return {
    feedback: reviews.feedback.flatMap((row) => [
      row,
      ...otherCopies(row.itemKind, row.itemId).map((copy) => ({ ...row, id: random.uuid(), itemId: copy.uuid })),
    ]),
    favorites: reviews.favorites.flatMap((row) => [
      row,
      ...otherCopies(row.itemKind, row.itemId).map((copy) => ({ ...row, itemId: copy.uuid })),
    ]),
  };
}
