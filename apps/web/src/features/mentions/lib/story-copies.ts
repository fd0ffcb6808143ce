import type { Mention } from '@argus/contract';

/**
 * For each mention whose story has other copies in the held folder (ADR 0134), every copy of that story there,
 * itself included, newest first (the folder's order); mentions alone are not in it.
 */
export type StoryCopies = ReadonlyMap<string, readonly Mention[]>;

const indexes = new WeakMap<readonly Mention[], StoryCopies>();

/**
 * The folder's story copies, built in one pass over its mentions and kept per list: the filter hook, the list and the
 * details drawer all ask for the same folder's. `storySize` lets a lone mention (most of them) cost one comparison.
 */
export function storyCopiesOf(mentions: readonly Mention[]): StoryCopies {
  const known = indexes.get(mentions);
  if (known) return known;
  const byStory = new Map<string, Mention[]>();
  for (const mention of mentions) {
    if (mention.storySize <= 1) continue;
    const copies = byStory.get(mention.storyId);
    if (copies) copies.push(mention);
    else byStory.set(mention.storyId, [mention]);
  }
  const byMention = new Map<string, readonly Mention[]>();
  for (const copies of byStory.values()) {
    if (copies.length < 2) continue;
    for (const copy of copies) byMention.set(copy.uuid, copies);
  }
  indexes.set(mentions, byMention);
  return byMention;
}

export type OtherSource = {
  /** The outlet's name (its link's address when the copy names none). */
  name: string;
  /** The copy to open there: the earliest of that outlet's copies. */
  copy: Mention;
};

const sourceName = (mention: Mention) => mention.source ?? mention.url;

/**
 * The story's other outlets in the held folder: distinct by name, without the mention's own, in the order they
 * carried it (earliest first); a copy that names neither source nor link counts under "Unknown source".
 */
export function otherSourcesOf(mention: Mention, copies: readonly Mention[] | undefined): OtherSource[] {
  if (!copies) return [];
  const own = sourceName(mention) ?? 'Unknown source';
  const byName = new Map<string, Mention>();
  for (let index = copies.length - 1; index >= 0; index--) {
    const copy = copies[index]!;
    const name = sourceName(copy) ?? 'Unknown source';
    if (name !== own && !byName.has(name)) byName.set(name, copy);
  }
  return Array.from(byName, ([name, copy]) => ({ name, copy }));
}
