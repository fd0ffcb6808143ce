import { countText } from '../../lib/count-text';

/**
 * How many stories (ADR 0134) the matching items make, said after the count of the items themselves (the copies)
 * wherever a stream counts them: "31 of 40 mentions · 12 stories". Null when every item is a story of its own, so that
 * a folder without copies reads as it always did.
 */
export function storyCountText(stories: number, copies: number): string | null {
  if (stories === copies) return null;
  return countText(stories, 'story', 'stories');
}
