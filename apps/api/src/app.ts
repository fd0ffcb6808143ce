import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { botCheckPlugin } from './modules/auth/bot-check.routes';
import { createTokenService } from './lib/tokens';
import { healthRoutes } from './modules/health/health.routes';
import { changePasswordRoutes } from './modules/auth/change-password.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { signalsRoutes } from './modules/signals/signals.routes';
import { liveSignalsRoutes } from './modules/live-signals/live-signals.routes';
import { liveMentionsRoutes } from './modules/live-mentions/live-mentions.routes';
import type { LiveRowsSettings } from './modules/live-rows/live-rows.hub';
import { signalFilterRoutes } from './modules/signals/signal-filter.routes';
import { mentionsRoutes } from './modules/mentions/mentions.routes';
import { mentionFilterRoutes } from './modules/mentions/mention-filter.routes';
import { filterOptionsRoutes } from './modules/filters/filter-options.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { feedbacksRoutes } from './modules/feedbacks/feedbacks.routes';
import { accountRequestsRoutes } from './modules/users/account-requests.routes';
import { usersRoutes } from './modules/users/users.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { targetEntitiesRoutes } from './modules/target-entities/target-entities.routes';
import { referenceListsRoutes } from './modules/reference-lists/reference-lists.routes';
import { emailSchedulesRoutes } from './modules/email-schedules/email-schedules.routes';
import { logsRoutes } from './modules/logs/logs.routes';
import { knowledgeGraphRoutes } from './modules/knowledge-graph/knowledge-graph.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { relevanceRoutes } from './modules/relevance/relevance.routes';
import { apiKeyHolderOf } from './modules/api-keys/api-keys.service';
import { ingestRoutes } from './modules/ingest/ingest.routes';
import { sourcesRoutes } from './modules/sources/sources.routes';
import { demoWireRoutes } from './modules/demo-wire/demo-wire.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { DEFAULT_WEBHOOK_TIMING, type WebhookDispatcherTiming } from './modules/webhooks/webhook-dispatcher';
import { DEFAULT_POLLER_TIMING, type SourcePollerOptions } from './modules/sources/source-poller';
import { DEFAULT_SOURCE_FETCH_SETTINGS } from './modules/sources/source-fetch.service';
import { parsePrivateHostsPolicy, type PrivateHostsPolicy } from './lib/outgoing';
import { DEFAULT_SISTER_DOMAIN } from './config';
import { frameAncestorSources } from './lib/frame-ancestors';
import { authPlugin } from './plugins/auth';
import { userOfToken } from './modules/auth/token-holder.service';
import { dbPlugin } from './plugins/db';
import { readCachesPlugin } from './plugins/read-caches';
import { mailerPlugin } from './plugins/mailer';
import type { MailSettings } from './lib/mailer';
import { registerCompression } from './plugins/compression';
import { answerUnreadableUrl, registerErrorHandling } from './plugins/errors';
import { REQUEST_ID_HEADER } from './lib/request-id';
import { metricsPlugin } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders, securityHeadersOf } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export type AppOptions = {
  /** Without `listen`, the read caches stay off and every read goes to the database. */
  database: Pick<DatabaseHandle, 'db' | 'kind'> & Partial<Pick<DatabaseHandle, 'listen' | 'poolUse'>>;
  jwtSecret: string;
  tokenTtlSeconds?: number;
  loginRateLimitPerAddress?: number;
  loginFailuresPerUsername?: number;
  loginFailureWindowMinutes?: number;
  /** SMTP and link settings; by default mails stay in the local outbox. */
  mail?: MailSettings;
  /** The built web app to serve beside the API; none in API tests. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** The sister product's host name, whose pages may embed the web app (ADR 0020). */
  sisterDomain?: string;
  /** Folder tables the web app shows as monitoring only (spec section 6). */
  monitoringOnlyFolderTables?: string[];
  /** Users who get the partner logo and theme. */
  partnerUsernames?: string[];
  /** Leading zero bits of the sign-up and forgot-password bot check (tests make it cheap). */
  botCheckDifficulty?: number;
  /** When set, `/metrics` answers only a scrape that sends it as a bearer token. */
  metricsToken?: string;
  /** Limits and timings of the live signal streams (tests shorten them). */
  liveSignals?: Partial<LiveRowsSettings>;
  /** The same of the live mention streams. */
  liveMentions?: Partial<LiveRowsSettings>;
  /**
   * Feed sources: which private addresses they may reach (none unless allowed), and whether this instance polls
   * them (the server does; API tests fetch with Fetch now only). Limits and timings have defaults tests may shorten.
   */
  sources?: { privateHosts: PrivateHostsPolicy; polling?: boolean } & Partial<SourcePollerOptions>;
  /** Batches a push API key may send per minute (ADR 0125); tests lower it. */
  ingestBatchesPerMinute?: number;
  /** Serve the embedded demo's news wire, which the demo world's source polls. */
  demoWire?: boolean;
  /**
   * Outgoing webhooks (ADR 0136): which private addresses they may reach (by default the sources' policy), whether
   * this instance sends deliveries (the server does; API tests turn it on where they need it), timings tests shorten
   * and a clock they move.
   */
  webhooks?: {
    privateHosts?: PrivateHostsPolicy;
    dispatching?: boolean;
    now?: () => Date;
  } & Partial<WebhookDispatcherTiming>;
};

/** Plugins, then modules; listening is server.ts's job so tests can use `app.inject`. */
export async function buildApp(options: AppOptions) {
  const sisterDomain = options.sisterDomain ?? DEFAULT_SISTER_DOMAIN;
  const securityHeaders = securityHeadersOf(securityHeaderOptions(sisterDomain));
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // Every log line of a request carries its id (`reqId`), and the answer names it: a user's report of a failure
    // leads to its log lines. An id a reverse proxy already gave the request is kept, so both logs agree.
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    // URLs the router cannot read answer in the one error shape, with the security headers, too.
    frameworkErrors: answerUnreadableUrl(securityHeaders),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // First, so that its timing hook sees every request, the refused ones too.
  await app.register(metricsPlugin, { token: options.metricsToken, poolUse: options.database.poolUse });

  await registerSecurityHeaders(app, securityHeaders);
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  await app.register(dbPlugin, { db: options.database.db, kind: options.database.kind });
  await app.register(readCachesPlugin, { listen: options.database.listen });
  await app.register(mailerPlugin, {
    settings: options.mail ?? {
      smtpUrl: undefined,
      from: 'Argus <argus@localhost>',
      publicUrl: 'http://localhost:8080',
    },
  });
  await app.register(authPlugin, {
    tokens: createTokenService(options.jwtSecret, options.tokenTtlSeconds ?? 86_400),
    userOfToken,
    apiKeyOfBearer: apiKeyHolderOf,
  });
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(botCheckPlugin, { secret: options.jwtSecret, difficulty: options.botCheckDifficulty });
  await app.register(authRoutes, {
    loginRatePerAddress: options.loginRateLimitPerAddress ?? 30,
    loginLimits: {
      failuresPerUsername: options.loginFailuresPerUsername ?? 10,
      failureWindowMinutes: options.loginFailureWindowMinutes ?? 15,
    },
  });
  await app.register(changePasswordRoutes);
  await app.register(settingsRoutes);
  await app.register(signalsRoutes);
  await app.register(liveSignalsRoutes, { listen: options.database.listen, settings: options.liveSignals });
  await app.register(liveMentionsRoutes, { listen: options.database.listen, settings: options.liveMentions });
  await app.register(signalFilterRoutes);
  await app.register(mentionsRoutes);
  await app.register(mentionFilterRoutes);
  await app.register(filterOptionsRoutes);
  await app.register(reviewsRoutes);
  await app.register(feedbacksRoutes);
  await app.register(usersRoutes);
  await app.register(accountRequestsRoutes);
  await app.register(customersRoutes);
  await app.register(targetEntitiesRoutes);
  await app.register(referenceListsRoutes);
  await app.register(emailSchedulesRoutes);
  await app.register(logsRoutes);
  await app.register(knowledgeGraphRoutes);
  await registerIngestion(app, options);
  await app.register(publicConfigRoutes, {
    sisterDomain,
    monitoringOnlyFolderTables: options.monitoringOnlyFolderTables ?? [],
    partnerUsernames: options.partnerUsernames ?? [],
  });
  await registerWebApp(app, options.webDistDir);
  return app;
}

/** Helmet's options: the CSP the web app needs, and who may embed it. */
function securityHeaderOptions(sisterDomain: string): Parameters<typeof securityHeadersOf>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        // Mantine writes its CSS variables into style elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Argus may be served over plain HTTP inside a network; upgrading would break it there.
        'upgrade-insecure-requests': null,
        // The sister product embeds the app in an iframe (spec section 4); helmet's default would be 'self' only.
        'frame-ancestors': frameAncestorSources(sisterDomain),
      },
    },
    // X-Frame-Options can name no other origin than its own; frame-ancestors above says who may embed.
    frameguard: false,
  };
}

/** What brings real data in (ADRs 0124 and 0125): the push API and its keys, feed sources and the embedded demo's wire. */
async function registerIngestion(app: FastifyInstance, options: AppOptions) {
  await app.register(apiKeysRoutes);
  await app.register(savedViewsRoutes);
  await app.register(alertsRoutes);
  await app.register(relevanceRoutes);
  await app.register(ingestRoutes, { batchesPerMinute: options.ingestBatchesPerMinute ?? 60 });
  const { polling = false, ...sourceSettings } = options.sources ?? {
    privateHosts: parsePrivateHostsPolicy(undefined),
  };
  await app.register(sourcesRoutes, {
    polling,
    poller: { ...DEFAULT_POLLER_TIMING, ...DEFAULT_SOURCE_FETCH_SETTINGS, ...sourceSettings },
  });
  await app.register(demoWireRoutes, { enabled: options.demoWire ?? false });
  const { privateHosts, dispatching = false, now, ...webhookTiming } = options.webhooks ?? {};
  await app.register(webhooksRoutes, {
    signingSecret: options.jwtSecret,
    privateHosts: privateHosts ?? sourceSettings.privateHosts,
    dispatching,
    timing: { ...DEFAULT_WEBHOOK_TIMING, ...webhookTiming },
    now,
  });
}
