import type { Mention, Signal } from '@argus/contract';

// The features the relevance model learns from (issue 39, ADR 0137): readable keys such as `eventType=Insolvency`,
// `company=Acme` or `word=breach`, each hashed into a fixed space of HASH_SIZE weights. Nothing keeps a map from a hash
// back to its key: an explanation computes the item's keys again (`collectFeatures`).

export type RelevanceItemKind = 'signal' | 'mention';

/** The feature families. `eventTypeIndustry` is the pair of a signal's event type and its company's industry. */
export type FeatureFamily =
  | 'eventType'
  | 'category'
  | 'company'
  | 'industry'
  | 'country'
  | 'eventTypeIndustry'
  | 'source'
  | 'reliability'
  | 'mediaSegment'
  | 'language'
  | 'argument'
  | 'word';

/** What the wire signal does not carry: its target entity's industry and country, when the caller knows them. */
export type EntityFacts = { industry?: string | null; country?: string | null };

/** Optional context for signal features: the facts of a signal's linked target entity (by `targetEntityId`). */
export type RelevanceContext = { entityFacts?: (targetEntityId: string) => EntityFacts | undefined };

export const NO_CONTEXT: RelevanceContext = {};

/** A target entity's facts as a folder's entity list has them (the API's folder entities). */
export type EntityFactsEntry = { id: string; industry: string | null; country: string | null };

/**
 * The context of a folder's entity list: the browser's worker, the page and the server's filter rank with the same
 * list, so that they give one order.
 */
export function entityFactsContext(entities: readonly EntityFactsEntry[]): RelevanceContext {
  const facts = new Map<string, EntityFacts>();
  for (const { id, industry, country } of entities) facts.set(id, { industry, country });
  return { entityFacts: (id) => facts.get(id) };
}

export const HASH_BITS = 18;
/** 262,144 weights: 1 MB as a Float32Array in memory; a model stores only the weights it touched. */
export const HASH_SIZE = 1 << HASH_BITS;

/** At most this many title words of a mention become features (the first ones). */
export const MAX_TITLE_WORDS = 24;

/** A feature as an explanation reads it: family, value (the pair: event type and industry) and the readable key. */
export type RelevanceFeature = { family: FeatureFamily; value: string; second?: string; key: string };

type Emit = (family: FeatureFamily, value: string, second?: string) => void;

/** The readable key of a feature: `family=value`, a pair as `eventTypeIndustry=Insolvency × Retail`. */
export function featureKey(family: FeatureFamily, value: string, second?: string): string {
  return second === undefined ? `${family}=${value}` : `${family}=${value}${PAIR_SEPARATOR}${second}`;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const PAIR_SEPARATOR = ' × ';

function fnv(hash: number, text: string) {
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
  return hash;
}

function fold(hash: number) {
  const unsigned = hash >>> 0;
  return (unsigned ^ (unsigned >>> HASH_BITS)) & (HASH_SIZE - 1);
}

/**
 * FNV-1a (32 bits) over the key's UTF-16 code units, folded to HASH_BITS: the same number in every browser, worker
 * and Node, so a model trained on the server scores the same in the browser.
 */
export function hashFeatureKey(key: string): number {
  return fold(fnv(FNV_OFFSET, key));
}

const familyStates = new Map<FeatureFamily, number>();

/** hashFeatureKey(featureKey(family, value, second)), without building the key. */
export function hashFeature(family: FeatureFamily, value: string, second?: string): number {
  let state = familyStates.get(family);
  if (state === undefined) {
    state = fnv(FNV_OFFSET, `${family}=`);
    familyStates.set(family, state);
  }
  state = fnv(state, value);
  if (second !== undefined) state = fnv(fnv(state, PAIR_SEPARATOR), second);
  return fold(state);
}

// Common English and German words that say nothing of a title's subject; words under 3 letters are dropped anyway.
const STOP_WORDS = new Set(
  (
    'the and for with from that this are was were has have had not but its his her their our you your will would ' +
    'can could about after before into over under new more than all any who what when where why how out off per ' +
    'via amid says said also been being just may might one two three der die das und mit von für auf den dem des ' +
    'ein eine einen einem einer eines ist sind wird werden nach bei aus zum zur über unter nicht auch sich als ' +
    'wie noch nur vor'
  ).split(' '),
);

const LETTERS = /\p{L}+/gu;

/** A title's words: lower-cased runs of letters, at least 3 letters, no stop words, each once, in order. */
export function titleWords(title: string): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const match of title.toLowerCase().matchAll(LETTERS)) {
    const word = match[0];
    if (word.length < 3 || STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
    if (words.length === MAX_TITLE_WORDS) break;
  }
  return words;
}

function collectSignalFeatures(signal: Signal, context: RelevanceContext, emit: Emit) {
  emit('eventType', signal.eventType);
  if (signal.category) emit('category', signal.category);
  emit('company', signal.targetEntityName);
  const facts =
    signal.targetEntityId !== null && context.entityFacts ? context.entityFacts(signal.targetEntityId) : undefined;
  if (facts?.industry) {
    emit('industry', facts.industry);
    emit('eventTypeIndustry', signal.eventType, facts.industry);
  }
  if (facts?.country) emit('country', facts.country);
  if (signal.source) emit('source', signal.source);
  emit('reliability', signal.reliability);
  emit('mediaSegment', signal.mediaSegment);
  emit('language', signal.language);
  const names = new Set<string>();
  for (const argument of signal.eventArguments) {
    if (names.has(argument.name)) continue;
    names.add(argument.name);
    emit('argument', argument.name);
  }
}

function collectMentionFeatures(mention: Mention, emit: Emit) {
  const companies = new Set<string>();
  for (const company of mention.companies) {
    if (companies.has(company)) continue;
    companies.add(company);
    emit('company', company);
  }
  if (mention.source) emit('source', mention.source);
  emit('reliability', mention.reliability);
  emit('mediaSegment', mention.mediaSegment);
  emit('language', mention.language);
  for (const word of titleWords(mention.title)) emit('word', word);
}

/** Calls `emit` once per feature of the item (a family's value at most once). */
export function collectFeatures(
  item: Signal | Mention,
  kind: RelevanceItemKind,
  context: RelevanceContext,
  emit: Emit,
): void {
  if (kind === 'signal') collectSignalFeatures(item as Signal, context, emit);
  else collectMentionFeatures(item as Mention, emit);
}

/** The features of a signal, readable (for explanations and tests). */
export function signalFeatures(signal: Signal, context: RelevanceContext = NO_CONTEXT): RelevanceFeature[] {
  const features: RelevanceFeature[] = [];
  collectSignalFeatures(signal, context, (family, value, second) =>
    features.push({
      family,
      value,
      ...(second === undefined ? {} : { second }),
      key: featureKey(family, value, second),
    }),
  );
  return features;
}

/** The features of a mention, readable (for explanations and tests). */
export function mentionFeatures(mention: Mention): RelevanceFeature[] {
  const features: RelevanceFeature[] = [];
  collectMentionFeatures(mention, (family, value, second) =>
    features.push({
      family,
      value,
      ...(second === undefined ? {} : { second }),
      key: featureKey(family, value, second),
    }),
  );
  return features;
}

/** Hashes of readable keys, each hash once (two keys of one item that collide count once), in first-seen order. */
export function hashFeatures(keys: readonly string[]): Uint32Array {
  const hashes: number[] = [];
  for (const key of keys) {
    const hash = hashFeatureKey(key);
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return Uint32Array.from(hashes);
}

/**
 * Hashes items' features with a memo per family and value (event types, companies and sources repeat across a
 * folder), so a folder's items are hashed with few string operations. One per folder load.
 */
export function createFeatureHasher(kind: RelevanceItemKind, context: RelevanceContext = NO_CONTEXT) {
  const memos = new Map<string, Map<string, number>>();
  const hashes: number[] = [];
  const emit: Emit = (family, value, second) => {
    const memoKey = second === undefined ? family : `${family}\u0000${value}`;
    let memo = memos.get(memoKey);
    if (memo === undefined) {
      memo = new Map();
      memos.set(memoKey, memo);
    }
    const name = second ?? value;
    let hash = memo.get(name);
    if (hash === undefined) {
      hash = hashFeature(family, value, second);
      memo.set(name, hash);
    }
    if (!hashes.includes(hash)) hashes.push(hash);
  };
  return {
    /** The item's feature hashes. */
    hashesOf(item: Signal | Mention): Uint32Array {
      hashes.length = 0;
      collectFeatures(item, kind, context, emit);
      return Uint32Array.from(hashes);
    },
    /** Appends the item's feature hashes to `into`; answers how many. */
    appendHashesOf(item: Signal | Mention, into: number[]): number {
      hashes.length = 0;
      collectFeatures(item, kind, context, emit);
      for (const hash of hashes) into.push(hash);
      return hashes.length;
    },
  };
}

/** The item's feature hashes, what `learn` and `score` take. */
export function itemFeatureHashes(
  item: Signal | Mention,
  kind: RelevanceItemKind,
  context: RelevanceContext = NO_CONTEXT,
): Uint32Array {
  const hashes: number[] = [];
  collectFeatures(item, kind, context, (family, value, second) => {
    const hash = hashFeature(family, value, second);
    if (!hashes.includes(hash)) hashes.push(hash);
  });
  return Uint32Array.from(hashes);
}
