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

export function syntheticMentions(count: number, seed = 3): Mention[] {
  const random = seededRandom(seed);
  return publishDatesNewestFirst(random, count).map((publishDate) => ({
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
}
