import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { databaseTargetFromConfig, hasPgliteDatabase, openDatabase, readMigrationState } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { demoWireEndpoints } from '@argus/contract';
import { ensureDemoWorld } from './db/seed/ensure-demo-world';
import { ensureDemoWireSource } from './modules/demo-wire/demo-wire.service';
import { startDigestScheduler, type DigestScheduler } from './modules/email-schedules/digest-scheduler';
import { resolveSigningSecret } from './lib/signing-secret';
import { printProgress } from './lib/start-progress';
import { watchWebBuild } from './lib/web-build-gate';

const SHUTDOWN_LIMIT_MS = 10_000;
const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function startServer() {
  // First, so that the word of a web build that finishes early is not missed.
  const webBuild = watchWebBuild();
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  const jwtSecret = resolveSigningSecret(config);
  const target = databaseTargetFromConfig(config);
  if (target.kind === 'pglite') {
    printProgress(
      hasPgliteDatabase(target.dataDir)
        ? `Database: opening the embedded PostgreSQL in ${target.dataDir}`
        : `Database: creating an embedded PostgreSQL in ${target.dataDir} (first start)`,
    );
  }
  const database = await openDatabase(target);
  let closing = false;
  // Made once the database is ready and started once the server listens; a signal before has less to stop.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined = undefined;
  let scheduler: DigestScheduler | undefined = undefined;
  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // Requests in flight finish and live streams end (their clients reconnect to another instance); whatever still
    // holds on after this long is cut, so that a process manager's stop never waits on us for ever.
    setTimeout(() => {
      logger.warn({ signal }, `still closing after ${SHUTDOWN_LIMIT_MS / 1000} s: stopping now`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      await scheduler?.stop();
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  // From here on, so that a stop during the first start's seeding or web build closes the database too.
  process.on('SIGINT', () => void shutDown('SIGINT'));
  process.on('SIGTERM', () => void shutDown('SIGTERM'));

  const before = await readMigrationState(database.db);
  await database.migrate();
  if (before.applied < before.expected) {
    printProgress(`Database: ${before.expected - before.applied} of ${before.expected} migrations applied`);
  }
  // The server reaching itself: the embedded demo's source polls the server's own demo wire (ADR 0121).
  const ownOrigins = ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${config.port}`);
  if (database.kind === 'pglite') {
    const seeded = await ensureDemoWorld(database.db, config.demoPassword, config.demoScale);
    await ensureDemoWireSource(database.db, `${ownOrigins[0]}${demoWireEndpoints.demoWireFeed.path}`, { add: seeded });
  }
  if (webBuild.isPending()) printProgress('Web app: waiting for its build');
  await webBuild.ready;
  app = await buildApp({
    database,
    jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    loginRateLimitPerAddress: config.loginRateLimitPerAddress,
    loginFailuresPerUsername: config.loginFailuresPerUsername,
    loginFailureWindowMinutes: config.loginFailureWindowMinutes,
    webDistDir,
    trustProxy: config.trustProxy,
    mail: config.mail,
    sisterDomain: config.sisterDomain,
    monitoringOnlyFolderTables: config.monitoringOnlyFolderTables,
    partnerUsernames: config.partnerUsernames,
    metricsToken: config.metricsToken,
    botCheckDifficulty: config.botCheckDifficulty,
    logger: { level: config.logLevel },
    sources: { privateHosts: config.privateHosts, polling: config.sourcePolling, ownOrigins },
    webhooks: { privateHosts: config.privateHosts, dispatching: true },
    demoWire: database.kind === 'pglite',
  });

  await app.listen({ port: config.port, host: config.host });
  scheduler = startDigestScheduler(
    database.db,
    { mailer: app.mailer, publicUrl: app.mailSettings.publicUrl },
    app.log,
    {
      tickPattern: config.digestCheckPattern,
      onTick: (handled) => app.metrics.schedulerRun(handled > 0 ? 'sent' : 'idle'),
      onFailure: () => app.metrics.schedulerRun('failed'),
    },
  );
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  const storage =
    database.kind === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${config.dataDir}`
      : 'PostgreSQL server (DATABASE_URL)';
  console.log(
    [
      '',
      `  Argus is running at ${url}`,
      `  Database: ${storage}`,
      `  Mail: ${config.mail.smtpUrl ? 'sent through SMTP_URL' : `no SMTP_URL, written to ${config.mail.outboxDir}`}`,
      ...(database.kind === 'pglite'
        ? [
            `  Demo logins (password "${config.demoPassword === 'argus-demo' ? 'argus-demo' : 'from ARGUS_DEMO_PASSWORD'}"):`,
            '    admin      administrator (privilege 3)',
            '    moderator  moderator (privilege 2)',
            '    analyst    analyst with two folders (privilege 1)',
          ]
        : []),
      `  API description: ${url}/api/docs`,
      '',
    ].join('\n'),
  );
}

startServer().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`Argus cannot start: ${error.message}`);
  } else {
    console.error('Argus failed to start:', error);
  }
  process.exit(1);
});
