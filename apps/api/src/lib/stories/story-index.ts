import { STORY_OVERLAP, overlapOf, type ContentSignature } from './content-signature';

// The stories of one folder in memory (ADR 0134): band buckets over the copies placed so far. The database placement
// loads into one the stories a batch may join; the bench groups a whole folder with one.

/** A mention as the placement sees it. `source` is the outlet's name; two copies of one source never share a story. */
export type StoryCandidate = { id: string; source: string | null; signature: ContentSignature | null };
export type PlacedCopy = StoryCandidate & { storyId: string };

export type StoryIndex = {
  /**
   * A mention already placed (its story known). Add a story's copies oldest first: the first copy added is the one
   * a new mention is compared with (the story's representative).
   */
  add: (copy: PlacedCopy) => void;
  /**
   * Places a new mention and adds it: the story whose representative overlaps it by STORY_OVERLAP or more, holds no
   * copy of its source, and overlaps it most; or a new story whose id is the mention's own. Answers the story id.
   */
  place: (mention: StoryCandidate) => string;
  /** The copies of a story held here (0 for a story not held). */
  sizeOf: (storyId: string) => number;
};

// Why only the representative is compared: a new copy overlaps it by ≥ STORY_OVERLAP, so within a story every copy is
// within Jaccard distance 0.15 of the representative, and since Jaccard distance is a metric any two copies are within
// 0.30 of each other: overlap ≥ 0.70, however many copies join. Comparing with the latest copy instead would let a
// story drift one small edit at a time into texts that have nothing in common.
//
// The buckets hold every copy's band keys (as the database's `story_bands` does), pointing at the copy's story: a
// story is then a candidate when any of its copies shares a key, and the exact overlap with its representative
// decides. They are one hash table in typed arrays (open addressing on the key, each slot heading a linked list of
// entries) rather than a Map of arrays, and a story's copies one linked list: 100,000 mentions make 1M keys, and a
// Map of that many small arrays (or an object per story) costs hundreds of ms in allocation and GC. A placement probes
// each key once, for the lookup and for the insert after it: the table's reads are cache misses, most of its time.

const NONE = -1;

/** An Int32Array `length` long holding `from`'s values, for the tables that only grow. */
function grown(from: Int32Array, length: number) {
  const array = new Int32Array(length);
  array.set(from);
  return array;
}

/** Band key → the stories of the copies holding it, latest first. */
class BandBuckets {
  // Slots, two Int32 each so that a probe reads one cache line: the key, and its latest entry + 1 (0: slot free).
  private slots = new Int32Array(2 << 12);
  private used = 0;
  // Entries: the story a copy's key points at, and the key's entry before it (NONE).
  private entryStory = new Int32Array(1 << 12);
  private entryPrevious = new Int32Array(1 << 12);
  private entries = 0;

  /** The slot of `key`: where it is, or the free slot where it would go. */
  slotOf(key: number, slots = this.slots) {
    const mask = (slots.length >>> 1) - 1;
    let slot = key & mask;
    while (slots[slot << 1] !== key && slots[(slot << 1) + 1] !== 0) slot = (slot + 1) & mask;
    return slot;
  }

  /** Room for `keys` more keys without a rehash, so that the slots found stay valid until they are filled. */
  reserve(keys: number) {
    if ((this.used + keys) * 4 <= this.slots.length) return;
    // Four times over: the moves of a rehash are random writes, as costly as the inserts themselves.
    const old = this.slots;
    this.slots = new Int32Array(old.length * 4);
    for (let slot = 0; slot < old.length >>> 1; slot++) {
      if (old[(slot << 1) + 1] === 0) continue;
      const moved = this.slotOf(old[slot << 1]!, this.slots);
      this.slots[moved << 1] = old[slot << 1]!;
      this.slots[(moved << 1) + 1] = old[(slot << 1) + 1]!;
    }
  }

  /** The latest entry of the slot's key, or NONE. */
  first(slot: number) {
    return this.slots[(slot << 1) + 1]! - 1;
  }

  next(entry: number) {
    return this.entryPrevious[entry]!;
  }

  storyOf(entry: number) {
    return this.entryStory[entry]!;
  }

  /** Files `story` under `key`, at the slot slotOf found (or its own, if another key took that one since). */
  insert(found: number, key: number, story: number) {
    const slots = this.slots;
    const slot = slots[found << 1] === key || slots[(found << 1) + 1] === 0 ? found : this.slotOf(key);
    const head = slots[(slot << 1) + 1]!;
    if (head === 0) {
      slots[slot << 1] = key;
      this.used++;
    } else if (this.entryStory[head - 1] === story) {
      // Copies of one story share most keys: one entry per story and key is enough while they come together.
      return;
    }
    if (this.entries === this.entryStory.length) {
      this.entryStory = grown(this.entryStory, this.entries * 2);
      this.entryPrevious = grown(this.entryPrevious, this.entries * 2);
    }
    this.entryStory[this.entries] = story;
    this.entryPrevious[this.entries] = head - 1;
    this.entries++;
    slots[(slot << 1) + 1] = this.entries;
  }
}

/** The stories: ids, representatives, and their copies' sources as one linked list each. */
class Stories {
  readonly ids: string[] = [];
  /** The representative's shingles, or null when it had no words (then the story takes no one). */
  readonly representatives: (Uint32Array | null)[] = [];
  private size = new Int32Array(1 << 10);
  private lastCopy = new Int32Array(1 << 10);
  /** The last lookup that saw each story, so that a story under several of a mention's keys is verified once. */
  seenBy = new Int32Array(1 << 10);
  // Copies: their sources (null is an unknown outlet: a second null in a story is refused like a repeated name) and
  // the story's copy before them.
  private readonly copySources: (string | null)[] = [];
  private copyPrevious = new Int32Array(1 << 10);
  // Story ids to numbers, for `add` and `sizeOf` only: brought up to date when they are called, so that grouping a
  // folder with `place` alone does not pay for a map of 100,000 strings.
  private readonly numbers = new Map<string, number>();
  private numbered = 0;

  numberOf(storyId: string) {
    for (; this.numbered < this.ids.length; this.numbered++) this.numbers.set(this.ids[this.numbered]!, this.numbered);
    return this.numbers.get(storyId);
  }

  sizeOf(story: number) {
    return this.size[story]!;
  }

  create(id: string, shingles: Uint32Array | null, source: string | null) {
    const story = this.ids.length;
    this.ids.push(id);
    this.representatives.push(shingles);
    if (story === this.size.length) {
      this.size = grown(this.size, story * 2);
      this.lastCopy = grown(this.lastCopy, story * 2);
      this.seenBy = grown(this.seenBy, story * 2);
    }
    this.lastCopy[story] = NONE;
    this.addCopy(story, source);
    return story;
  }

  addCopy(story: number, source: string | null) {
    const copy = this.copySources.length;
    this.copySources.push(source);
    if (copy === this.copyPrevious.length) this.copyPrevious = grown(this.copyPrevious, copy * 2);
    this.copyPrevious[copy] = this.lastCopy[story]!;
    this.lastCopy[story] = copy;
    this.size[story]!++;
  }

  holdsSource(story: number, source: string | null) {
    for (let copy = this.lastCopy[story]!; copy !== NONE; copy = this.copyPrevious[copy]!)
      if (this.copySources[copy] === source) return true;
    return false;
  }
}

export function createStoryIndex(): StoryIndex {
  const buckets = new BandBuckets();
  const stories = new Stories();
  let lookups = 0;
  // The slot of each of the placing mention's keys, found by the lookup and filled by the insert after it.
  let found = new Int32Array(16);

  const file = (story: number, bands: Int32Array) => {
    for (let band = 0; band < bands.length; band++) buckets.insert(found[band]!, bands[band]!, story);
  };

  const add = (copy: PlacedCopy) => {
    const known = stories.numberOf(copy.storyId);
    const story = known ?? stories.create(copy.storyId, copy.signature?.shingles ?? null, copy.source);
    if (known !== undefined) stories.addCopy(story, copy.source);
    if (!copy.signature) return;
    const bands = copy.signature.bands;
    if (found.length < bands.length) found = new Int32Array(bands.length);
    buckets.reserve(bands.length);
    for (let band = 0; band < bands.length; band++) found[band] = buckets.slotOf(bands[band]!);
    file(story, bands);
  };

  /** The story among the buckets of the mention's keys that it joins, or NONE; notes the keys' slots in `found`. */
  const bestStory = (signature: ContentSignature, source: string | null) => {
    const bands = signature.bands;
    lookups++;
    let best = NONE;
    let bestOverlap = STORY_OVERLAP;
    for (let band = 0; band < bands.length; band++) {
      const slot = buckets.slotOf(bands[band]!);
      found[band] = slot;
      for (let entry = buckets.first(slot); entry !== NONE; entry = buckets.next(entry)) {
        const candidate = buckets.storyOf(entry);
        if (stories.seenBy[candidate] === lookups) continue;
        stories.seenBy[candidate] = lookups;
        const representative = stories.representatives[candidate];
        if (!representative || stories.holdsSource(candidate, source)) continue;
        const overlap = overlapOf(signature.shingles, representative);
        // Ties go to the older story, so that the answer does not depend on the order within the buckets.
        if (overlap > bestOverlap || (overlap === bestOverlap && (best === NONE || candidate < best))) {
          best = candidate;
          bestOverlap = overlap;
        }
      }
    }
    return best;
  };

  const place = (mention: StoryCandidate) => {
    const signature = mention.signature;
    // A text without words is like every other one: it stays alone, and its story has no representative to match.
    if (!signature) return stories.ids[stories.create(mention.id, null, mention.source)]!;
    if (found.length < signature.bands.length) found = new Int32Array(signature.bands.length);
    buckets.reserve(signature.bands.length);
    let story = bestStory(signature, mention.source);
    if (story === NONE) story = stories.create(mention.id, signature.shingles, mention.source);
    else stories.addCopy(story, mention.source);
    file(story, signature.bands);
    return stories.ids[story]!;
  };

  const sizeOf = (storyId: string) => {
    const known = stories.numberOf(storyId);
    return known === undefined ? 0 : stories.sizeOf(known);
  };

  return { add, place, sizeOf };
}
