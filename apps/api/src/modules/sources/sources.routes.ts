import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sourcesEndpoints } from '@argus/contract';
import type { Database } from '../../db/client';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { exportSourcesOpml, importSourcesOpml } from './source-opml.service';
import { startSourcePoller, type SourcePollerOptions } from './source-poller';
import {
  changeSource,
  createSource,
  listSources,
  readSource,
  readSourceFetches,
  removeSource,
} from './sources.service';

export type SourcesRoutesOptions = {
  poller: SourcePollerOptions;
  /** Whether this instance polls due sources (the server does; API tests fetch with Fetch now only). */
  polling: boolean;
};

/** Feed sources: staff manage them and fetch them now; the poller fetches them when due. */
export async function sourcesRoutes(fastify: FastifyInstance, options: SourcesRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db: Database = app.db;
  const poller = startSourcePoller(db, options.poller, app.log, {
    polling: options.polling,
    matchers: app.readCaches.mentionMatchers,
  });
  app.addHook('onClose', () => poller.stop());

  app.route({
    ...describedRoute(app, sourcesEndpoints.listSources),
    handler: () => listSources(db),
  });

  app.route({
    ...describedRoute(app, sourcesEndpoints.createSource),
    handler: (request) => createSource(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, sourcesEndpoints.exportSourcesOpml),
    handler: async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/x-opml; charset=utf-8')
        .header('content-disposition', `attachment; filename="argus-sources-${day}.opml"`)
        .header('cache-control', 'no-store')
        .send(await exportSourcesOpml(db));
    },
  });

  app.route({
    ...describedRoute(app, sourcesEndpoints.importSourcesOpml),
    handler: (request) => importSourcesOpml(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, sourcesEndpoints.readSource),
    handler: (request) => readSource(db, request.params.id),
  });

  app.route({
    ...describedRoute(app, sourcesEndpoints.updateSource),
    handler: (request) => changeSource(serviceContextOf(app, request), request.params.id, request.body),
  });

  app.route({
    ...describedRoute(app, sourcesEndpoints.deleteSource),
    handler: (request) => removeSource(serviceContextOf(app, request), request.params.id),
  });

  app.route({
    ...describedRoute(app, sourcesEndpoints.fetchSource),
    handler: (request) => poller.fetchNow(request.params.id),
  });

  app.route({
    ...describedRoute(app, sourcesEndpoints.listSourceFetches),
    handler: (request) => readSourceFetches(db, request.params.id),
  });
}
