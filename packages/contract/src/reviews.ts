import { z } from 'zod';
import { usernameSchema } from './auth';
import { customerNameSchema, optionalPageQuerySchema, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';
import { startupReadPaths } from './startup-read-paths';

// Wire shapes of reviews: bookmarks (favorites) and likes/dislikes (feedback) of signals and mentions.

export const REVIEW_ITEM_KINDS = ['signal', 'mention'] as const;
export type ReviewItemKind = (typeof REVIEW_ITEM_KINDS)[number];
export const reviewItemKindSchema = z.enum(REVIEW_ITEM_KINDS, { error: 'must be signal or mention' });

/** Spec section 3: a bookmark's `id` is the uuid of the bookmarked signal or mention. */
export const favoriteSchema = z.object({
  id: z.string(),
  itemKind: reviewItemKindSchema,
  customerName: z.string().nullable(),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
export const favoriteListSchema = z.array(favoriteSchema);

export const favoritesParamsSchema = z.object({ username: usernameSchema });
export const favoriteParamsSchema = favoritesParamsSchema.extend({ id: uuidSchema });

/** Adding a bookmark that exists already changes nothing and answers 200 instead of 201. */
export const addFavoriteRequestSchema = z.strictObject({
  id: uuidSchema,
  itemKind: reviewItemKindSchema,
  customerName: customerNameSchema,
});
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

export const feedbackValueSchema = z.union([z.literal(1), z.literal(-1)], {
  error: 'must be 1 (like) or -1 (dislike)',
});

/** One like or dislike; `eventId` is the uuid of the signal or mention, `eventType` is null for mentions. */
export const feedbackSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  itemKind: reviewItemKindSchema,
  feedback: feedbackValueSchema,
  username: z.string(),
  customerName: z.string().nullable(),
  eventType: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
/** All feedback the caller may see: of their own customers for a regular user, of all for staff; newest first. */
export const feedbackListSchema = z.array(feedbackSchema);

/** One feedback per user and item: a second POST for the same item answers 409; change it with PATCH. */
export const addFeedbackRequestSchema = z.strictObject({
  eventId: uuidSchema,
  itemKind: reviewItemKindSchema,
  feedback: feedbackValueSchema,
});
export type AddFeedbackRequest = z.infer<typeof addFeedbackRequestSchema>;

export const updateFeedbackRequestSchema = z.strictObject({ feedback: feedbackValueSchema });
export type UpdateFeedbackRequest = z.infer<typeof updateFeedbackRequestSchema>;

export const feedbackParamsSchema = z.object({ id: uuidSchema });

/** The answer of both removals. */
export const reviewRemovedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

const errors = [400, 401, 403, 404] as const;

export const reviewsEndpoints = defineEndpoints({
  listFavorites: {
    ...startupReadPaths.listFavorites,
    operationId: 'listFavorites',
    tag: 'reviews',
    summary: "A user's bookmarks (own, or anyone's for staff)",
    access: 'user',
    params: favoritesParamsSchema,
    response: favoriteListSchema,
    errors,
  },
  /** 201 when added; a bookmark that exists already answers 200 with the same body (the route adds that answer). */
  addFavorite: {
    method: 'POST',
    path: '/favorites/:username',
    operationId: 'createFavorite',
    tag: 'reviews',
    summary: 'Bookmark a signal or mention (201 when added, 200 when it was bookmarked already)',
    access: 'user',
    params: favoritesParamsSchema,
    body: addFavoriteRequestSchema,
    status: 201,
    response: favoriteSchema,
    errors,
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/favorites/:username/:id',
    operationId: 'deleteFavorite',
    tag: 'reviews',
    summary: 'Remove a bookmark',
    access: 'user',
    params: favoriteParamsSchema,
    response: reviewRemovedSchema,
    errors,
  },
  listFeedback: {
    ...startupReadPaths.listFeedback,
    operationId: 'listFeedback',
    tag: 'reviews',
    summary: 'All feedback in the customers the caller may open, newest first; a page of it with page or size',
    access: 'user',
    query: optionalPageQuerySchema,
    response: feedbackListSchema,
    errors: [400, 401],
  },
  addFeedback: {
    method: 'POST',
    path: '/api/feedback/',
    operationId: 'createFeedback',
    tag: 'reviews',
    summary: 'Like (1) or dislike (-1) a signal or mention; once per user and item (409 after that)',
    access: 'user',
    body: addFeedbackRequestSchema,
    status: 201,
    response: feedbackSchema,
    errors: [...errors, 409],
  },
  updateFeedback: {
    method: 'PATCH',
    path: '/api/feedback/:id',
    operationId: 'updateFeedback',
    tag: 'reviews',
    summary: 'Change your own feedback',
    access: 'user',
    params: feedbackParamsSchema,
    body: updateFeedbackRequestSchema,
    response: feedbackSchema,
    errors,
  },
  removeFeedback: {
    method: 'DELETE',
    path: '/api/feedback/:id',
    operationId: 'deleteFeedback',
    tag: 'reviews',
    summary: 'Remove your own feedback',
    access: 'user',
    params: feedbackParamsSchema,
    response: reviewRemovedSchema,
    errors,
  },
});
