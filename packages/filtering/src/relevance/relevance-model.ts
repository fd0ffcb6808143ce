import type { Mention, Signal } from '@argus/contract';
import {
  collectFeatures,
  featureKey,
  hashFeature,
  HASH_SIZE,
  NO_CONTEXT,
  type FeatureFamily,
  type RelevanceContext,
  type RelevanceItemKind,
} from './relevance-features';

// One user's taste in one folder for one kind of item (issue 39, ADR 0137): an online logistic regression over hashed
// features, trained from that user's own likes, dislikes, bookmarks and opens. Pure data, no I/O: the server keeps it
// in the database (`serialiseModel`), the browser's worker scores with it.

/** Below this many reviews (likes, dislikes, bookmarks; opens do not count) the sort stays newest first. */
export const COLD_START_REVIEWS = 10;

/** The serialised form's version; `parseModel` refuses any other. */
export const MODEL_VERSION = 1;

export type ReviewKind = 'like' | 'dislike' | 'bookmark' | 'open';

/** What each review teaches: its label and how much it weighs (the weights). */
export const REVIEW_LABELS: Readonly<Record<ReviewKind, { label: 1 | 0; weight: number }>> = {
  like: { label: 1, weight: 1 },
  bookmark: { label: 1, weight: 0.7 },
  open: { label: 1, weight: 0.2 },
  dislike: { label: 0, weight: 1 },
};

/** The learning rate starts at INITIAL_RATE and falls as 1/√(1 + steps / RATE_STEPS), never below MIN_RATE. */
export const INITIAL_RATE = 0.4;
export const RATE_STEPS = 25;
export const MIN_RATE = 0.02;
/** L2 shrinkage of the example's weights at each step (never against the review: see `learn`). */
export const L2 = 0.001;
/** Weights and bias stay within ±MAX_WEIGHT; logits are clamped to ±MAX_LOGIT, so a score is strictly in (0, 1). */
export const MAX_WEIGHT = 8;
export const MAX_LOGIT = 30;

/** The families whose likes are counted for explanations ("you liked 4 Insolvency signals"), by readable key. */
export const COUNTED_FAMILIES: ReadonlySet<FeatureFamily> = new Set([
  'eventType',
  'category',
  'company',
  'industry',
  'eventTypeIndustry',
  'source',
]);
/** At most this many readable keys keep a like count; a key first liked when the table is full gets none. */
export const MAX_LIKE_COUNTS = 2000;

export type RelevanceModel = {
  kind: RelevanceItemKind;
  /** HASH_SIZE weights, dense in memory (1 MB) so that scoring is one array read per feature; stored sparse. */
  weights: Float32Array;
  bias: number;
  /** The sum of the learned examples' weights: what the learning rate falls with. */
  steps: number;
  /** Likes, dislikes and bookmarks learned (opens are not reviews): the cold start's count. */
  reviews: number;
  /** Likes per readable key of the COUNTED_FAMILIES: exact counts, what explanations may claim. */
  likeCounts: Map<string, number>;
  /**
   * One bit per hash (HASH_SIZE / 32 words, 32 KB), bit `hash & 31` of word `hash >>> 5`: set for every weight that
   * `learn` or `parseModel` wrote, so a superset of the non-zero weights, and all `serialiseModel` visits. Code that
   * writes `weights` itself must set the weight's bit too, or the weight is not stored.
   */
  touched: Uint32Array;
};

export function createRelevanceModel(kind: RelevanceItemKind = 'signal'): RelevanceModel {
  return {
    kind,
    weights: new Float32Array(HASH_SIZE),
    bias: 0,
    steps: 0,
    reviews: 0,
    likeCounts: new Map(),
    touched: new Uint32Array(HASH_SIZE >>> 5),
  };
}

/** An empty model of the same kind: what "Reset" in Settings stores. */
export function resetModel(model: RelevanceModel): RelevanceModel {
  return createRelevanceModel(model.kind);
}

export function reviewCount(model: RelevanceModel): number {
  return model.reviews;
}

export function isColdStart(model: RelevanceModel): boolean {
  return model.reviews < COLD_START_REVIEWS;
}

function clamp(value: number, limit: number) {
  return value > limit ? limit : value < -limit ? -limit : value;
}

/** bias + Σ weights of the features, summed in the features' order (unclamped). */
function rawLogit(weights: Float32Array, bias: number, features: ArrayLike<number>) {
  let sum = bias;
  for (let index = 0; index < features.length; index++) sum += weights[features[index]!]!;
  return sum;
}

/** The model's logit for the features, within ±MAX_LOGIT. */
export function logit(model: RelevanceModel, features: ArrayLike<number>): number {
  return clamp(rawLogit(model.weights, model.bias, features), MAX_LOGIT);
}

export function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value));
}

/** The probability, in (0, 1), that the user reviews the item well. `features`: its hashes, each once. */
export function score(model: RelevanceModel, features: ArrayLike<number>): number {
  return sigmoid(logit(model, features));
}

export function learningRate(steps: number): number {
  return Math.max(MIN_RATE, INITIAL_RATE / Math.sqrt(1 + steps / RATE_STEPS));
}

/**
 * One step of stochastic gradient ascent on the example's weighted log-likelihood: every feature of the example (and
 * the bias) moves by rate × weight × (label − score). The example's weights are shrunk by L2 in the same step unless
 * that would move the item's logit against its label; with float32 weights rounded to nearest, a positive label then
 * never lowers the item's score and a negative one never raises it. `features` hold each hash once.
 */
export function learn(model: RelevanceModel, features: ArrayLike<number>, label: 1 | 0, weight: number): void {
  if (!(weight > 0)) return;
  const { weights, touched } = model;
  const before = rawLogit(weights, model.bias, features);
  const rate = learningRate(model.steps);
  const step = rate * weight * (label - sigmoid(clamp(before, MAX_LOGIT)));
  const shrink = 1 - rate * weight * L2;
  const bias = clamp(model.bias + step, MAX_WEIGHT);
  let after = bias;
  for (let index = 0; index < features.length; index++) {
    after += Math.fround(clamp(weights[features[index]!]! * shrink + step, MAX_WEIGHT));
  }
  const keepShrink = label === 1 ? after >= before : after <= before;
  for (let index = 0; index < features.length; index++) {
    const hash = features[index]!;
    weights[hash] = clamp(weights[hash]! * (keepShrink ? shrink : 1) + step, MAX_WEIGHT);
    touched[hash >>> 5] = touched[hash >>> 5]! | (1 << (hash & 31));
  }
  model.bias = bias;
  model.steps += weight;
}

/** The item's hashes, each once, and (for a like) the readable keys of its counted families. */
function featuresOf(item: Signal | Mention, kind: RelevanceItemKind, context: RelevanceContext, withKeys: boolean) {
  const hashes: number[] = [];
  const counted: string[] = [];
  collectFeatures(item, kind, context, (family, value, second) => {
    const hash = hashFeature(family, value, second);
    if (!hashes.includes(hash)) hashes.push(hash);
    if (withKeys && COUNTED_FAMILIES.has(family)) counted.push(featureKey(family, value, second));
  });
  return { hashes, counted };
}

/**
 * Learns one review of an item: its label and weight from REVIEW_LABELS; likes, dislikes and bookmarks count towards
 * the cold start, and a like adds one to the like count of each of the item's counted keys.
 */
export function learnReview(
  model: RelevanceModel,
  item: Signal | Mention,
  review: ReviewKind,
  context: RelevanceContext = NO_CONTEXT,
): void {
  const { hashes, counted } = featuresOf(item, model.kind, context, review === 'like');
  const { label, weight } = REVIEW_LABELS[review];
  learn(model, hashes, label, weight);
  if (review !== 'open') model.reviews += 1;
  if (review === 'like') {
    for (const key of counted) {
      const count = model.likeCounts.get(key);
      if (count !== undefined) model.likeCounts.set(key, count + 1);
      else if (model.likeCounts.size < MAX_LIKE_COUNTS) model.likeCounts.set(key, 1);
    }
  }
}

export type ReviewedItem = { item: Signal | Mention; review: ReviewKind };

/**
 * A model trained from scratch on the reviews in the order given (oldest first): what the server does on an undo or a
 * changed review, which an online model cannot take back exactly.
 */
export function trainModel(
  kind: RelevanceItemKind,
  reviewed: Iterable<ReviewedItem>,
  context: RelevanceContext = NO_CONTEXT,
): RelevanceModel {
  const model = createRelevanceModel(kind);
  for (const { item, review } of reviewed) learnReview(model, item, review, context);
  return model;
}

// ---------------------------------------------------------------------------------------------------------------
// Storage: JSON text with the touched weights as one base64 string of (uint32 hash, float32 weight) pairs, little
// endian, by hash ascending: 8 bytes (10.7 characters) a feature; a user with 1,000 reviews touches a few thousand.
// A save visits the touched bits (8,192 words) and the touched weights only, never the 262,144 dense weights, and
// writes the base64's characters by hand into bytes, turned into text by a TextDecoder (Buffer is not in browsers):
// ~0.15 ms for 3,000 weights. Before, two dense scans took ~0.4 ms and the binary string for btoa
// (`String.fromCharCode(...slice)`) ~3 ms, 4-12 ms a save with the rest.

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_CODES = Uint8Array.from(BASE64_ALPHABET, (character) => character.charCodeAt(0));
const PADDING = 61; // '='
/** The base64 is ASCII, which UTF-8 decodes as itself. */
const asciiDecoder = new TextDecoder();

function toBase64(bytes: Uint8Array) {
  const codes = BASE64_CODES;
  const text = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const whole = bytes.length - (bytes.length % 3);
  let out = 0;
  for (let index = 0; index < whole; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    text[out] = codes[triple >>> 18]!;
    text[out + 1] = codes[(triple >>> 12) & 63]!;
    text[out + 2] = codes[(triple >>> 6) & 63]!;
    text[out + 3] = codes[triple & 63]!;
    out += 4;
  }
  if (whole < bytes.length) {
    const first = bytes[whole]!;
    const second = whole + 1 < bytes.length ? bytes[whole + 1]! : 0;
    text[out] = codes[first >>> 2]!;
    text[out + 1] = codes[((first & 3) << 4) | (second >>> 4)]!;
    text[out + 2] = whole + 1 < bytes.length ? codes[(second & 15) << 2]! : PADDING;
    text[out + 3] = PADDING;
  }
  return asciiDecoder.decode(text);
}

// Reading stays with atob (native in browsers, workers and Node 20: ~0.1 ms with the copy for 3,000 weights; a
// hand-written decoder measured no faster).
function fromBase64(text: string) {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new Error('the weights are not base64');
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type SerialisedModel = {
  version: typeof MODEL_VERSION;
  kind: RelevanceItemKind;
  bias: number;
  steps: number;
  reviews: number;
  /** base64 of (uint32 hash, float32 weight) little-endian pairs, hash ascending, non-zero weights only. */
  weights: string;
  /** [readable key, likes] pairs. */
  likeCounts: [string, number][];
};

/** The model as JSON text for the database (a `jsonb` or `text` column). */
export function serialiseModel(model: RelevanceModel): string {
  const { weights, touched } = model;
  let count = 0;
  for (let word = 0; word < touched.length; word++) {
    let bits = touched[word]!;
    while (bits !== 0) {
      bits &= bits - 1;
      count++;
    }
  }
  const buffer = new Uint8Array(count * 8);
  const view = new DataView(buffer.buffer);
  let offset = 0;
  // Words in order and each word's bits from the lowest: hash ascending.
  for (let word = 0; word < touched.length; word++) {
    let bits = touched[word]!;
    while (bits !== 0) {
      const lowest = bits & -bits;
      bits ^= lowest;
      const hash = (word << 5) | (31 - Math.clz32(lowest));
      const weight = weights[hash]!;
      if (weight === 0) continue;
      view.setUint32(offset, hash, true);
      view.setFloat32(offset + 4, weight, true);
      offset += 8;
    }
  }
  const bytes = buffer.subarray(0, offset);
  const serialised: SerialisedModel = {
    version: MODEL_VERSION,
    kind: model.kind,
    bias: model.bias,
    steps: model.steps,
    reviews: model.reviews,
    weights: toBase64(bytes),
    likeCounts: [...model.likeCounts],
  };
  return JSON.stringify(serialised);
}

function finite(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`the model's ${name} is not a number`);
  return value;
}

/** The model from `serialiseModel`'s text (or its parsed JSON); throws on another version or a malformed model. */
export function parseModel(input: string | unknown): RelevanceModel {
  const data = (typeof input === 'string' ? JSON.parse(input) : input) as Partial<SerialisedModel> | null;
  if (typeof data !== 'object' || data === null) throw new Error('not a relevance model');
  if (data.version !== MODEL_VERSION) throw new Error(`relevance model version ${String(data.version)} is not known`);
  if (data.kind !== 'signal' && data.kind !== 'mention') throw new Error("the model's kind is not known");
  if (typeof data.weights !== 'string') throw new Error("the model's weights are missing");
  const model = createRelevanceModel(data.kind);
  model.bias = clamp(finite(data.bias, 'bias'), MAX_WEIGHT);
  model.steps = Math.max(0, finite(data.steps, 'steps'));
  model.reviews = Math.max(0, Math.floor(finite(data.reviews, 'review count')));
  const bytes = fromBase64(data.weights);
  if (bytes.length % 8 !== 0) throw new Error("the model's weights are cut short");
  const view = new DataView(bytes.buffer);
  for (let offset = 0; offset < bytes.length; offset += 8) {
    const hash = view.getUint32(offset, true);
    if (hash >= HASH_SIZE) throw new Error("the model's weights name a feature out of range");
    model.weights[hash] = clamp(finite(view.getFloat32(offset + 4, true), 'weight'), MAX_WEIGHT);
    model.touched[hash >>> 5] = model.touched[hash >>> 5]! | (1 << (hash & 31));
  }
  if (!Array.isArray(data.likeCounts)) throw new Error("the model's like counts are missing");
  for (const entry of data.likeCounts as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') throw new Error("the model's like counts are malformed");
    const count = finite(entry[1], 'like count');
    if (count >= 1 && model.likeCounts.size < MAX_LIKE_COUNTS) model.likeCounts.set(entry[0], Math.floor(count));
  }
  return model;
}
