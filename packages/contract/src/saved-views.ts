// Wire shapes of saved views: a Signals or Mentions filter kept by name per user and folder, shared read-only with the
// folder's other users if its owner says so (ADR 0135).
import { z } from 'zod';
import { customerNameSchema, requiredText, text, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';

export const SAVED_VIEW_KINDS = ['signals', 'mentions'] as const;
export type SavedViewKind = (typeof SAVED_VIEW_KINDS)[number];
/** How many views one user may keep in one folder: enough for a working set, few enough for the navigation. */
export const SAVED_VIEWS_MAX = 50;

/**
 * The stream's order in a view's query string (ADR 0137): `sort=relevance` keeps "Most relevant first"; without it the
 * view opens newest first. Not a filter criterion: the filter's codec (and so an alerting view's matching) skips it.
 */
export const STREAM_SORT_PARAM = 'sort';
export const RELEVANCE_SORT = 'relevance';

/**
 * The screen's URL query string without its `?` (`from=2026-11-01&company=Acme`): what the filter is, and the order
 * (`sort=relevance`, last) when the view keeps "Most relevant first". The server keeps it as the filter's own codec
 * writes it, so that two saves of one filter read the same.
 */
export const savedViewCriteriaSchema = text(4000)
  .refine((criteria) => !criteria.startsWith('?'), 'must be the query string without its leading "?"')
  .refine((criteria) => !criteria.includes('#'), 'must not hold a fragment ("#")');

export const savedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SAVED_VIEW_KINDS),
  customer: z.string(),
  criteria: z.string(),
  /** Whether new and edited items that match reach the owner as alerts. */
  alert: z.boolean(),
  /** Whether the folder's other users see the view (read-only). */
  shared: z.boolean(),
  /** The owner's username. */
  owner: z.string(),
  /** Whether the caller owns the view (and so may change or delete it). */
  own: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });

export const createSavedViewRequestSchema = z.strictObject({
  name: requiredText(120),
  kind: z.enum(SAVED_VIEW_KINDS, 'must be signals or mentions'),
  customer: customerNameSchema,
  criteria: savedViewCriteriaSchema,
  alert: z.boolean().default(false),
  shared: z.boolean().default(false),
});
export type CreateSavedViewRequest = z.input<typeof createSavedViewRequestSchema>;

export const updateSavedViewRequestSchema = z
  .strictObject({
    name: requiredText(120),
    criteria: savedViewCriteriaSchema,
    alert: z.boolean(),
    shared: z.boolean(),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'must change at least one of name, criteria, alert, shared');
export type UpdateSavedViewRequest = z.infer<typeof updateSavedViewRequestSchema>;

export const savedViewParamsSchema = z.object({ id: uuidSchema });
export const savedViewListQuerySchema = z.strictObject({ customer: customerNameSchema });
export const savedViewDeletedResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const savedViewsEndpoints = defineEndpoints({
  listSavedViews: {
    method: 'GET',
    path: '/api/saved-views',
    operationId: 'listSavedViews',
    tag: 'saved-views',
    summary: "The caller's saved views in a folder and those its other users share, by name",
    access: 'user',
    query: savedViewListQuerySchema,
    response: savedViewListSchema,
    errors: [400, 401, 403, 404],
  },
  createSavedView: {
    method: 'POST',
    path: '/api/saved-views',
    operationId: 'createSavedView',
    tag: 'saved-views',
    summary: 'Save a Signals or Mentions filter by name in a folder the caller may open',
    access: 'user',
    body: createSavedViewRequestSchema,
    status: 201,
    response: savedViewSchema,
    errors: [400, 401, 403, 409],
  },
  readSavedView: {
    method: 'GET',
    path: '/api/saved-views/:id',
    operationId: 'readSavedView',
    tag: 'saved-views',
    summary: "One saved view: the caller's own, or one shared in a folder the caller may open",
    access: 'user',
    params: savedViewParamsSchema,
    response: savedViewSchema,
    errors: [400, 401, 404],
  },
  updateSavedView: {
    method: 'PATCH',
    path: '/api/saved-views/:id',
    operationId: 'updateSavedView',
    tag: 'saved-views',
    summary: 'Rename a saved view, change its filter, its alerting or its sharing (its owner only)',
    access: 'user',
    params: savedViewParamsSchema,
    body: updateSavedViewRequestSchema,
    response: savedViewSchema,
    errors: [400, 401, 403, 404, 409],
  },
  deleteSavedView: {
    method: 'DELETE',
    path: '/api/saved-views/:id',
    operationId: 'deleteSavedView',
    tag: 'saved-views',
    summary: 'Delete a saved view (its owner only)',
    access: 'user',
    params: savedViewParamsSchema,
    response: savedViewDeletedResponseSchema,
    errors: [400, 401, 403, 404],
  },
});
