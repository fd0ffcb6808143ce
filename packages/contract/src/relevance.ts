// Wire shapes of relevance learned from feedback (issue 39, ADR 0137): each user's own model per folder and kind, which
// the browser's worker ranks with; opens the web reports; the reset from Settings.
import { z } from 'zod';
import { customerNameSchema, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';

export const RELEVANCE_KINDS = ['signals', 'mentions'] as const;
export type RelevanceKind = (typeof RELEVANCE_KINDS)[number];
const relevanceKindSchema = z.enum(RELEVANCE_KINDS, 'must be signals or mentions');

/** `serialiseModel`'s form (packages/filtering, version 1): hand it to `parseModel` as it is. */
export const serialisedRelevanceModelSchema = z.object({
  version: z.literal(1),
  kind: z.enum(['signal', 'mention']),
  bias: z.number(),
  steps: z.number(),
  reviews: z.number().int(),
  /** base64 of (uint32 hash, float32 weight) little-endian pairs, hash ascending, non-zero weights only. */
  weights: z.string(),
  /** [readable key, likes] pairs: what explanations may count. */
  likeCounts: z.array(z.tuple([z.string(), z.number().int()])),
});

export const relevanceModelQuerySchema = z.strictObject({ customer: customerNameSchema, kind: relevanceKindSchema });
export const relevanceModelResponseSchema = z.object({
  /** The caller's own model of the folder and kind; null before their first review there. */
  model: serialisedRelevanceModelSchema.nullable(),
  /** Likes, dislikes and bookmarks learned (opens are not reviews). */
  reviews: z.number().int().min(0),
  /** Fewer than 10 reviews: the sort stays newest first and says so. */
  coldStart: z.boolean(),
});
export type RelevanceModelResponse = z.infer<typeof relevanceModelResponseSchema>;

export const relevanceOpenRequestSchema = z.strictObject({
  customer: customerNameSchema,
  kind: relevanceKindSchema,
  itemId: uuidSchema,
});
export type RelevanceOpenRequest = z.infer<typeof relevanceOpenRequestSchema>;
/**
 * `learned` false: nothing learned, the item being opened before (only an item's first open teaches) or there but not
 * readable as the stream has it (a hidden signal).
 */
export const relevanceOpenResponseSchema = z.object({ learned: z.boolean() });

export const relevanceResetQuerySchema = z.strictObject({ customer: customerNameSchema.optional() });
export type RelevanceResetQuery = z.infer<typeof relevanceResetQuerySchema>;
/** How many of the caller's models were removed (one per folder and kind). */
export const relevanceResetResponseSchema = z.object({ reset: z.number().int().min(0) });

export const relevanceEndpoints = defineEndpoints({
  readRelevanceModel: {
    method: 'GET',
    path: '/api/relevance/model',
    operationId: 'readRelevanceModel',
    tag: 'relevance',
    summary: "The caller's own relevance model of a folder and kind, to rank its items by (ADR 0137)",
    access: 'user',
    query: relevanceModelQuerySchema,
    response: relevanceModelResponseSchema,
    errors: [400, 401, 403],
  },
  recordRelevanceOpen: {
    method: 'POST',
    path: '/api/relevance/opens',
    operationId: 'recordRelevanceOpen',
    tag: 'relevance',
    summary: "An item the caller opened: trains the caller's model a little (weight 0.2); not audited",
    access: 'user',
    body: relevanceOpenRequestSchema,
    response: relevanceOpenResponseSchema,
    errors: [400, 401, 403, 404],
  },
  resetRelevanceModels: {
    method: 'DELETE',
    path: '/api/relevance/model',
    operationId: 'resetRelevanceModels',
    tag: 'relevance',
    summary: "Forget what the caller's reviews taught: the models of one folder, or of every folder without one",
    access: 'user',
    query: relevanceResetQuerySchema,
    response: relevanceResetResponseSchema,
    errors: [400, 401, 403],
  },
});
