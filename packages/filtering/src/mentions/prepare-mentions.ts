import type { Mention } from '@argus/contract';
import { buildIdIndex, type IdIndex } from '../shared/id-index';
import { internColumn, type InternedColumn } from '../shared/interned-column';
import { newestFirstOrder } from '../shared/newest-first';
import { reliabilityRank } from '../shared/reliability';
import { searchText } from './keywords';
import { buildSignatures } from './trigram-signatures';

/**
 * A folder's mentions prepared once per load, like signals (ADR 0030). The keyword search index (lower-cased search
 * texts and their trigram signatures) is built on the first keyword filter and kept: many filter changes never need it.
 */
export type PreparedMentions = {
  /** The folder's mentions, newest first (publish date, then uuid, descending). */
  mentions: Mention[];
  mediaSegment: InternedColumn;
  language: InternedColumn;
  reliability: Uint8Array;
  /** Row by id. */
  ids: IdIndex;
  /** Filled on the first keyword filter; use `keywordIndex()`. */
  keywordIndex: KeywordIndex | null;
};

export function prepareMentions(input: readonly Mention[]): PreparedMentions {
  const order = newestFirstOrder(
    input,
    (mention) => mention.publishDate,
    (mention) => mention.uuid,
  );
  const mentions = order.map((index) => input[index]!);
  const reliability = new Uint8Array(mentions.length);
  mentions.forEach((mention, row) => {
    reliability[row] = reliabilityRank(mention.reliability);
  });
  return {
    mentions,
    mediaSegment: internColumn(mentions.length, (row) => mentions[row]!.mediaSegment),
    language: internColumn(mentions.length, (row) => mentions[row]!.language),
    reliability,
    ids: buildIdIndex(mentions.length, (row) => mentions[row]!.uuid),
    keywordIndex: null,
  };
}

/** Lower-cased search texts, their trigram signatures, and per keyword the answers found so far (keyword-matcher.ts). */
export type KeywordIndex = { texts: string[]; signatures: Uint32Array; memos: Map<string, Uint8Array> };

/** The keyword index, built on the first call and kept; call it in idle time after a load to spare the first filter. */
export function keywordIndex(prepared: PreparedMentions): KeywordIndex {
  if (!prepared.keywordIndex) {
    const texts = prepared.mentions.map(searchText);
    prepared.keywordIndex = { texts, signatures: buildSignatures(texts), memos: new Map() };
  }
  return prepared.keywordIndex;
}
