import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addFavoriteRequestSchema,
  addFeedbackRequestSchema,
  favoriteListSchema,
  favoriteParamsSchema,
  favoriteSchema,
  favoritesParamsSchema,
  feedbackListSchema,
  optionalPageQuerySchema,
  TOTAL_COUNT_HEADER,
  feedbackParamsSchema,
  feedbackSchema,
  reviewRemovedSchema,
  updateFeedbackRequestSchema,
} from '@argus/contract';
import { auditActorOf, currentUserOf } from '../../lib/current-user';
import { addFavorite, readFavorites, removeFavorite } from './favorites.service';
import { addFeedback, changeFeedback, readAllFeedback, removeFeedback } from './feedback.service';
import { errorResponses } from '../../lib/error-responses';

const commonErrors = errorResponses(400, 401, 403, 404);
const reviewTags = { tags: ['reviews'], security: [{ bearerAuth: [] }] };

/** Reviews: bookmarks (favorites) and likes/dislikes (feedback) of signals and mentions. */
export async function reviewsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authentication runs on request, before validation, so that a caller without a token learns nothing about paths.
  const onRequest = app.requireUser;

  routes.get(
    '/favorites/:username',
    {
      onRequest,
      schema: {
        ...reviewTags,
        summary: "A user's bookmarks (own, or anyone's for staff)",
        params: favoritesParamsSchema,
        response: { 200: favoriteListSchema, ...commonErrors },
      },
    },
    (request) => readFavorites(app.db, currentUserOf(request), request.params.username),
  );

  routes.post(
    '/favorites/:username',
    {
      onRequest,
      schema: {
        ...reviewTags,
        summary: 'Bookmark a signal or mention (201 when added, 200 when it was bookmarked already)',
        params: favoritesParamsSchema,
        body: addFavoriteRequestSchema,
        response: { 200: favoriteSchema, 201: favoriteSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await addFavorite(
        app.db,
        currentUserOf(request),
        auditActorOf(request),
        request.params.username,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  routes.delete(
    '/favorites/:username/:id',
    {
      onRequest,
      schema: {
        ...reviewTags,
        summary: 'Remove a bookmark',
        params: favoriteParamsSchema,
        response: { 200: reviewRemovedSchema, ...commonErrors },
      },
    },
    (request) =>
      removeFavorite(app.db, currentUserOf(request), auditActorOf(request), request.params.username, request.params.id),
  );

  routes.get(
    '/api/feedback/',
    {
      onRequest,
      schema: {
        ...reviewTags,
        summary: 'All feedback in the customers the caller may open, newest first; a page of it with page or size',
        querystring: optionalPageQuerySchema,
        response: { 200: feedbackListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { feedback, total } = await readAllFeedback(app.db, currentUserOf(request), request.query);
      if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total));
      return feedback;
    },
  );

  routes.post(
    '/api/feedback/',
    {
      onRequest,
      schema: {
        ...reviewTags,
        summary: 'Like (1) or dislike (-1) a signal or mention; once per user and item (409 after that)',
        body: addFeedbackRequestSchema,
        response: { 201: feedbackSchema, ...errorResponses(409), ...commonErrors },
      },
    },
    async (request, reply) => {
      const created = await addFeedback(app.db, currentUserOf(request), auditActorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  routes.patch(
    '/api/feedback/:id',
    {
      onRequest,
      schema: {
        ...reviewTags,
        summary: 'Change your own feedback',
        params: feedbackParamsSchema,
        body: updateFeedbackRequestSchema,
        response: { 200: feedbackSchema, ...commonErrors },
      },
    },
    (request) =>
      changeFeedback(app.db, currentUserOf(request), auditActorOf(request), request.params.id, request.body.feedback),
  );

  routes.delete(
    '/api/feedback/:id',
    {
      onRequest,
      schema: {
        ...reviewTags,
        summary: 'Remove your own feedback',
        params: feedbackParamsSchema,
        response: { 200: reviewRemovedSchema, ...commonErrors },
      },
    },
    (request) => removeFeedback(app.db, currentUserOf(request), auditActorOf(request), request.params.id),
  );
}
