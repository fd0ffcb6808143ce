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
};

export function createRelevanceModel(kind: RelevanceItemKind = 'signal'): RelevanceModel {
  return { kind, weights: new Float32Array(HASH_SIZE), bias: 0, steps: 0, reviews: 0, likeCounts: new Map() };
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
  const { weights } = model;
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

// btoa and atob exist in browsers, workers and Node alike; fed in slices, they keep a review's save to a fraction of a
// millisecond (the hand-written loop they replaced took 12 ms a save for 5,000 weights).
const BASE64_SLICE = 0x6000;

function toBase64(bytes: Uint8Array) {
  let binary = '';
  for (let start = 0; start < bytes.length; start += BASE64_SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + BASE64_SLICE));
  }
  return btoa(binary);
}

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
  let touched = 0;
  for (let hash = 0; hash < HASH_SIZE; hash++) if (model.weights[hash] !== 0) touched++;
  const bytes = new Uint8Array(touched * 8);
  const view = new DataView(bytes.buffer);
  let offset = 0;
  for (let hash = 0; hash < HASH_SIZE; hash++) {
    const weight = model.weights[hash]!;
    if (weight === 0) continue;
    view.setUint32(offset, hash, true);
    view.setFloat32(offset + 4, weight, true);
    offset += 8;
  }
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
  }
  if (!Array.isArray(data.likeCounts)) throw new Error("the model's like counts are missing");
  for (const entry of data.likeCounts as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') throw new Error("the model's like counts are malformed");
    const count = finite(entry[1], 'like count');
    if (count >= 1 && model.likeCounts.size < MAX_LIKE_COUNTS) model.likeCounts.set(entry[0], Math.floor(count));
  }
  return model;
}
