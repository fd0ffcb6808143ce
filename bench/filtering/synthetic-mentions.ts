import { LANGUAGES, MEDIA_SEGMENTS, RELIABILITY_LABELS, type Mention } from '@argus/contract';
import { publishDatesNewestFirst, seededRandom, type Random } from './random';

// Mentions with text of realistic length (title ~8 words, sentence ~30, a translation for half of them, two
// authors) drawn from a 3,000-word vocabulary in which a few words are common and most are rare.

export const VOCABULARY_SIZE = 3000;
const STORED_RELIABILITIES = RELIABILITY_LABELS.slice(1) as Mention['reliability'][];

export const word = (rank: number) =>
  `w${rank.toString(36)}${rank % 7 === 0 ? 'Bank' : rank % 5 === 0 ? 'Fusion' : 'ort'}`;

function words(random: Random, count: number) {
  return Array.from({ length: count }, () => word(random.skewed(VOCABULARY_SIZE, 3))).join(' ');
}

/** Of every ten mentions (newest first) the first three are copies of one story (ADR 0134): 30 % in stories. */
const STORY_COPIES = 3;
const STORY_EVERY = 10;

export function syntheticMentions(count: number, seed = 3): Mention[] {
  const random = seededRandom(seed);
  const mentions = publishDatesNewestFirst(random, count).map((publishDate) => ({
    uuid: random.uuid(),
    publishDate,
    mediaSegment: random.pick(MEDIA_SEGMENTS),
    reliability: random.pick(STORED_RELIABILITIES),
    language: random.pick(LANGUAGES),
    title: words(random, 8),
    sentence: `${words(random, 30)}.`,
    translatedSentence: random.next() < 0.5 ? `${words(random, 30)}.` : null,
    authors: `Author ${random.skewed(500, 2)}, Author ${random.skewed(500, 2)}`,
    url: null,
    source: null,
    discoveryId: null,
    searchTermId: null,
    // None, so that the random stream (and so the texts measured so far) stays as it was.
    companies: [],
  }));
  // Stories are drawn from no random number, for the same reason.
  return mentions.map((mention, index) => {
    const first = index - (index % STORY_EVERY);
    const inStory = index % STORY_EVERY < STORY_COPIES && first + STORY_COPIES <= mentions.length;
    return inStory
      ? { ...mention, storyId: mentions[first]!.uuid, storySize: STORY_COPIES }
      : { ...mention, storyId: mention.uuid, storySize: 1 };
  });
}
