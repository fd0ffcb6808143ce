import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import type { SeedScale } from './db/seed/customers';
import type { MailSettings } from './lib/mailer';
import { parsePrivateHostsPolicy, type PrivateHostsPolicy } from './lib/outgoing';

/**
 * The sister product that may embed Argus in an iframe and log it in (spec section 4). A reserved name that
 * never resolves, so that out of the box only pages on this machine (localhost) can embed Argus.
 */
export const DEFAULT_SISTER_DOMAIN = 'sister-domain.example';

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens; no scheme, port, path or wildcard. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The environment, parsed once; every default is the embedded (PGlite) mode's. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(24 * 60 * 60),
  ARGUS_DEMO_PASSWORD: z.string().min(1).default('argus-demo'),
  /** How big a demo world the first start of an empty embedded database makes (`small`: a tenth, for test suites). */
  DEMO_SCALE: z.enum(['full', 'small'], { error: 'must be full or small' }).default('full'),
  /** Behind a load balancer: take the client address from X-Forwarded-For (for rate limits and the audit log). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** smtp://user:password@host:587 or smtps://…; without it mails stay in the local outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Argus <argus@localhost>'),
  /** Without SMTP, mails are also written here as .eml files; default DATA_DIR/outbox. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  /** Where people reach the web app, for links in mails (never taken from a request's Host header). */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login attempts a single address may make per minute. */
  LOGIN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** Failed logins of one username within LOGIN_FAILURE_WINDOW_MINUTES before further attempts are refused. */
  LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Host name of the sister product: its pages (and its subdomains' pages, over https) may embed Argus. */
  SISTER_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(HOST_NAME, 'must be a host name such as example.com, without scheme, port or wildcard')
    .default(DEFAULT_SISTER_DOMAIN),
  MONITORING_ONLY_FOLDER_TABLES: z.string().default(''),
  /** Leading zero bits of the logged-out forms' proof of work: each one more doubles a sign-up's cost. */
  BOT_CHECK_DIFFICULTY: z.coerce.number().int().min(1).max(32).default(18),
  /** When set, Prometheus must send it as a bearer token to scrape `/metrics`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PARTNER_USERNAMES: z.string().default(''),
  /**
   * When each instance looks for due digests (a croner pattern in UTC; a sixth leading field counts seconds). Each
   * minute is when a digest's five-field schedule can fire; a shorter one costs a query per tick and instance.
   */
  DIGEST_CHECK_PATTERN: z
    .string()
    .default('* * * * *')
    .refine(isCronPattern, 'must be a cron pattern such as "* * * * *" (every minute)'),
  /** Whether this instance polls due feed sources; `false` for an instance that only serves requests. */
  SOURCE_POLLING: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  /**
   * Outgoing calls (feed sources, later webhooks) refuse private, loopback, link-local and metadata addresses; `true`
   * allows them all, or a comma list of addresses and CIDR ranges allows those (ADR 0121).
   */
  ARGUS_ALLOW_PRIVATE_HOSTS: z
    .string()
    .optional()
    .refine(isPrivateHostsPolicy, 'must be true, or a comma list of addresses or CIDR ranges such as 127.0.0.1/32'),
});

function isPrivateHostsPolicy(value: string | undefined) {
  try {
    parsePrivateHostsPolicy(value);
    return true;
  } catch {
    return false;
  }
}

function isCronPattern(pattern: string) {
  try {
    return new Cron(pattern, { paused: true, timezone: 'UTC' }).nextRun() !== null;
  } catch {
    return false;
  }
}

/** A comma-separated list, blanks dropped. */
function readList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  demoPassword: string;
  demoScale: SeedScale;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  mail: MailSettings;
  loginRateLimitPerAddress: number;
  loginFailuresPerUsername: number;
  loginFailureWindowMinutes: number;
  sisterDomain: string;
  monitoringOnlyFolderTables: string[];
  partnerUsernames: string[];
  metricsToken: string | undefined;
  botCheckDifficulty: number;
  digestCheckPattern: string;
  privateHosts: PrivateHostsPolicy;
  sourcePolling: boolean;
};

export class ConfigError extends Error {}

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL= npm start`) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    jwtSecret: value.JWT_SECRET,
    tokenTtlSeconds: value.TOKEN_TTL_SECONDS,
    demoPassword: value.ARGUS_DEMO_PASSWORD,
    demoScale: value.DEMO_SCALE,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY === 'true',
    mail: {
      smtpUrl: value.SMTP_URL,
      from: value.MAIL_FROM,
      publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
      outboxDir: path.resolve(value.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    },
    loginRateLimitPerAddress: value.LOGIN_RATE_LIMIT_PER_ADDRESS,
    loginFailuresPerUsername: value.LOGIN_FAILURES_PER_USERNAME,
    loginFailureWindowMinutes: value.LOGIN_FAILURE_WINDOW_MINUTES,
    sisterDomain: value.SISTER_DOMAIN,
    monitoringOnlyFolderTables: readList(value.MONITORING_ONLY_FOLDER_TABLES),
    partnerUsernames: readList(value.PARTNER_USERNAMES).map((username) => username.toLowerCase()),
    metricsToken: value.METRICS_TOKEN,
    botCheckDifficulty: value.BOT_CHECK_DIFFICULTY,
    digestCheckPattern: value.DIGEST_CHECK_PATTERN,
    privateHosts: parsePrivateHostsPolicy(value.ARGUS_ALLOW_PRIVATE_HOSTS),
    sourcePolling: value.SOURCE_POLLING === 'true',
  };
}
