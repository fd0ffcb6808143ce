import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhooksEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import type { PrivateHostsPolicy } from '../../lib/outgoing';
import { serviceContextOf } from '../../lib/service-context';
import { startWebhookDispatcher, type WebhookDispatcherTiming } from './webhook-dispatcher';
import { webhookSealingKey } from './webhook-secrets';
import {
  createWebhook,
  deleteWebhook,
  readWebhookDeliveries,
  readWebhooks,
  replayWebhookDelivery,
  resumeWebhook,
} from './webhooks.service';

export type WebhooksRoutesOptions = {
  /** The server's signing secret: the key that seals webhook secrets is derived from it. */
  signingSecret: string;
  privateHosts: PrivateHostsPolicy;
  /** Whether this instance sends deliveries (the server does; API tests turn it on where they need it). */
  dispatching: boolean;
  timing: WebhookDispatcherTiming;
  /** The tests' clock. */
  now?: () => Date;
};

/** Outgoing webhooks (ADR 0136): users keep their own, admins folder ones; the dispatcher sends the deliveries. */
export async function webhooksRoutes(fastify: FastifyInstance, options: WebhooksRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = { privateHosts: options.privateHosts, sealingKey: webhookSealingKey(options.signingSecret) };
  const dispatcher = startWebhookDispatcher(
    app.db,
    { ...options.timing, ...settings, publicUrl: app.mailSettings.publicUrl, now: options.now },
    app.log,
    { dispatching: options.dispatching },
  );
  app.addHook('onClose', () => dispatcher.stop());

  app.route({
    ...describedRoute(app, webhooksEndpoints.listWebhooks),
    handler: (request) => readWebhooks(serviceContextOf(app, request)),
  });

  app.route({
    ...describedRoute(app, webhooksEndpoints.createWebhook),
    handler: (request) => createWebhook({ ...serviceContextOf(app, request), settings }, request.body),
  });

  app.route({
    ...describedRoute(app, webhooksEndpoints.listWebhookDeliveries),
    handler: (request) => readWebhookDeliveries(serviceContextOf(app, request), request.params.id),
  });

  app.route({
    ...describedRoute(app, webhooksEndpoints.replayWebhookDelivery),
    handler: async (request) => {
      const replayed = await replayWebhookDelivery(serviceContextOf(app, request), request.params);
      dispatcher.wake();
      return replayed;
    },
  });

  app.route({
    ...describedRoute(app, webhooksEndpoints.resumeWebhook),
    handler: async (request) => {
      const resumed = await resumeWebhook(serviceContextOf(app, request), request.params.id);
      dispatcher.wake();
      return resumed;
    },
  });

  app.route({
    ...describedRoute(app, webhooksEndpoints.deleteWebhook),
    handler: (request) => deleteWebhook(serviceContextOf(app, request), request.params.id),
  });
}
