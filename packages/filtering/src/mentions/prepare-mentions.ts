import type { Mention } from '@argus/contract';
import { buildIdIndex, type IdIndex } from '../shared/id-index';
import {
  internColumn,
  internListColumn,
  type InternedColumn,
  type InternedListColumn,
} from '../shared/interned-column';
import { newestFirstOrder } from '../shared/newest-first';
import { reliabilityRank } from '../shared/reliability';
import { searchText } from './keywords';
import { fillSignatures, SIGNATURE_WORDS } from './trigram-signatures';

/**
 * A folder's mentions prepared once per load, like signals (ADR 0030). The keyword search index (lower-cased search
 * texts and their trigram signatures) is built on the first keyword filter and kept: many filter changes never need it.
 */
export type PreparedMentions = {
  /** The folder's mentions, newest first (publish date, then uuid, descending). */
  mentions: Mention[];
  /** The companies each mention names. */
  companies: InternedListColumn;
  mediaSegment: InternedColumn;
  language: InternedColumn;
  reliability: Uint8Array;
  /** The story each mention is a copy of (ADR 0134), for showing each story once. */
  story: InternedColumn;
  /** Row by id. */
  ids: IdIndex;
  /** Filled on the first keyword filter; use `keywordIndex()`. */
  keywordIndex: KeywordIndex | null;
  /** The part of the keyword index built so far by `extendKeywordIndex`. */
  keywordIndexDraft: KeywordIndexDraft | null;
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
    companies: internListColumn(mentions.length, (row) => mentions[row]!.companies),
    mediaSegment: internColumn(mentions.length, (row) => mentions[row]!.mediaSegment),
    language: internColumn(mentions.length, (row) => mentions[row]!.language),
    reliability,
    story: internColumn(mentions.length, (row) => mentions[row]!.storyId),
    ids: buildIdIndex(mentions.length, (row) => mentions[row]!.uuid),
    keywordIndex: null,
    keywordIndexDraft: null,
  };
}

/** Lower-cased search texts, their trigram signatures, and per keyword the answers found so far (keyword-matcher.ts). */
export type KeywordIndex = { texts: string[]; signatures: Uint32Array; memos: Map<string, Uint8Array> };

type KeywordIndexDraft = { texts: string[]; signatures: Uint32Array };

/** The keyword index, built on the first call (or finished, after `extendKeywordIndex`) and kept. */
export function keywordIndex(prepared: PreparedMentions): KeywordIndex {
  extendKeywordIndex(prepared, prepared.mentions.length);
  return prepared.keywordIndex!;
}

/**
 * Builds up to `rows` more rows of the keyword index and answers whether it is complete. A screen calls it in short
 * slices after a load, so that neither the first keyword nor one long task pays for the whole index (ADR 0050).
 */
export function extendKeywordIndex(prepared: PreparedMentions, rows: number): boolean {
  if (prepared.keywordIndex) return true;
  const count = prepared.mentions.length;
  const draft = (prepared.keywordIndexDraft ??= {
    texts: [],
    signatures: new Uint32Array(count * SIGNATURE_WORDS),
  });
  const from = draft.texts.length;
  const to = Math.min(count, from + Math.max(rows, 1));
  for (let row = from; row < to; row++) draft.texts.push(searchText(prepared.mentions[row]!));
  fillSignatures(draft.texts, draft.signatures, from, to);
  if (to < count) return false;
  prepared.keywordIndex = { texts: draft.texts, signatures: draft.signatures, memos: new Map() };
  prepared.keywordIndexDraft = null;
  return true;
}
