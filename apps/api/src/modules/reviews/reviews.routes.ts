import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favoriteSchema, reviewsEndpoints, TOTAL_COUNT_HEADER } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { addFavorite, readFavorites, removeFavorite } from './favorites.service';
import { addFeedback, changeFeedback, readAllFeedback, removeFeedback } from './feedback.service';

/** Reviews: bookmarks (favorites) and likes/dislikes (feedback) of signals and mentions. */
export async function reviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, reviewsEndpoints.listFavorites),
    handler: (request) => readFavorites(serviceContextOf(app, request), request.params.username),
  });

  // A descriptor names one success status; bookmarking an item again answers 200 with the same body as the 201.
  const addFavoriteRoute = describedRoute(app, reviewsEndpoints.addFavorite);
  app.route({
    ...addFavoriteRoute,
    schema: { ...addFavoriteRoute.schema, response: { ...addFavoriteRoute.schema.response, 200: favoriteSchema } },
    handler: async (request, reply) => {
      const { favorite, created } = await addFavorite(serviceContextOf(app, request), {
        username: request.params.username,
        request: request.body,
      });
      // The descriptor's 201 unless the item was bookmarked already.
      return created ? favorite : reply.code(200).send(favorite);
    },
  });

  app.route({
    ...describedRoute(app, reviewsEndpoints.removeFavorite),
    handler: (request) => removeFavorite(serviceContextOf(app, request), request.params),
  });

  app.route({
    ...describedRoute(app, reviewsEndpoints.listFeedback),
    handler: async (request, reply) => {
      const { feedback, total } = await readAllFeedback(serviceContextOf(app, request), request.query);
      if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total));
      return feedback;
    },
  });

  app.route({
    ...describedRoute(app, reviewsEndpoints.addFeedback),
    handler: (request) => addFeedback(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, reviewsEndpoints.updateFeedback),
    handler: (request) =>
      changeFeedback(serviceContextOf(app, request), { id: request.params.id, value: request.body.feedback }),
  });

  app.route({
    ...describedRoute(app, reviewsEndpoints.removeFeedback),
    handler: (request) => removeFeedback(serviceContextOf(app, request), request.params.id),
  });
}
