import { Console } from 'node:console';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig, type Config } from './config';
import { databaseTargetFromConfig, openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { SignalImportConflict } from './modules/signals/signal-imports.repository';
import { HttpError } from './lib/http-error';
import { createUser, setUserPassword } from './modules/users/users.service';

const USAGE = `Usage: npm run argus -- <command> [options]

Commands:
  migrate                                   apply the database migrations
  seed-demo [--scale full|small]            fill an empty database with the demo world
  user:create --username NAME --password PASSWORD --privilege 0-9 [--customers a,b]
  user:set-password --username NAME --password PASSWORD
  import signals FILE.ndjson [--batch-size N] [--again]
                                            load signals, one create-signal body per line; bad lines are reported
                                            by number; a stopped import continues where it stopped, a finished
                                            file is imported once more only with --again

The database is the one the server uses: DATABASE_URL when set, else the embedded one in DATA_DIR (default ./data).
The embedded database can be opened by one process at a time: stop the server before running a command against it.`;

class UsageError extends Error {}
/** The command understood its arguments but will not do it; exit 1 with the reason. */
class CommandRefused extends Error {}

const CLI_ACTOR = { actorUserId: null, actorUsername: 'cli' };

type Command = {
  options: Record<string, { type: 'string' | 'boolean' }>;
  allowPositionals?: boolean;
  run: (
    database: DatabaseHandle,
    values: Record<string, string | boolean | undefined>,
    positionals: string[],
    config: Config,
    /** Where a long command reports how it goes (stderr), before its result. */
    output: Console,
  ) => Promise<string>;
};

function requireString(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

const commands: Record<string, Command> = {
  import: {
    options: { 'batch-size': { type: 'string' }, again: { type: 'boolean' } },
    allowPositionals: true,
    run: async (database, values, positionals, _config, output) => {
      const [kind, file, ...extra] = positionals;
      if (kind !== 'signals' || !file || extra.length > 0) throw new UsageError('import takes: signals FILE.ndjson');
      const batchSize = Number(values['batch-size'] ?? 5000);
      if (!Number.isInteger(batchSize) || batchSize < 1)
        throw new UsageError('--batch-size must be a whole number >= 1');
      if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
        throw new CommandRefused(`${file}: there is no such file`);
      const [{ importSignalsFile }, { progressReporter }] = await Promise.all([
        import('./modules/signals/import-signals'),
        import('./modules/signals/import-progress-text'),
      ]);
      const report = await importSignalsFile(database.db, file, {
        batchSize,
        actor: CLI_ACTOR,
        again: values.again === true,
        onProgress: progressReporter((line) => output.error(line)),
      });
      if (report.alreadyImported) {
        const { at, imported, rejected } = report.alreadyImported;
        return `${file} was imported whole on ${at.toISOString()} (${imported} signals, ${rejected} lines rejected): nothing done. --again imports it once more.`;
      }
      const listed = report.rejections.map((rejection) => `  line ${rejection.line}: ${rejection.message}`);
      const resumed = report.before
        ? [
            `Resumed after line ${report.before.linesDone} (${report.before.imported} signals imported and ${report.before.rejected} lines rejected before).`,
          ]
        : [];
      const attached = report.partition
        ? [`Attached as import ${report.partition.number}: partition ${report.partition.table} of signals.`]
        : [];
      const summary = `${report.imported} signals imported, ${report.rejected} lines rejected.`;
      return [...resumed, summary, ...attached, ...listed].join('\n');
    },
  },
  migrate: { options: {}, run: async () => 'Migrations applied.' },
  'seed-demo': {
    options: { scale: { type: 'string' } },
    run: async (database, values, _positionals, config) => {
      const scale = values.scale ?? 'full';
      if (scale !== 'full' && scale !== 'small') throw new UsageError('--scale must be full or small');
      // Loaded on demand: the demo world's modules and city list are heavy, and most commands never need them.
      const { isDatabaseEmpty, seedDemoWorld } = await import('./db/seed/seed-demo-world');
      if (!(await isDatabaseEmpty(database.db))) {
        throw new CommandRefused(
          'The database already holds users or customers; the demo world goes only into an empty one.',
        );
      }
      const summary = await seedDemoWorld(database.db, { demoPassword: config.demoPassword, scale });
      return `Demo world seeded: ${JSON.stringify(summary)}`;
    },
  },
  'user:create': {
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      privilege: { type: 'string' },
      customers: { type: 'string' },
    },
    run: async (database, values) => {
      const privilegeText = requireString(values, 'privilege');
      if (!/^\d$/.test(privilegeText)) throw new UsageError('--privilege must be a whole number from 0 to 9');
      const customers =
        typeof values.customers === 'string'
          ? values.customers
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean)
          : [];
      const created = await createUser(
        { db: database.db, actor: CLI_ACTOR },
        {
          username: requireString(values, 'username'),
          password: requireString(values, 'password'),
          privilege: Number(privilegeText),
          customers,
        },
      );
      return `User ${created.username} created (id ${created.id}).`;
    },
  },
  'user:set-password': {
    options: { username: { type: 'string' }, password: { type: 'string' } },
    run: async (database, values) => {
      const username = requireString(values, 'username');
      await setUserPassword(
        { db: database.db, actor: CLI_ACTOR },
        { username, password: requireString(values, 'password') },
      );
      return `Password of ${username} changed; their existing tokens are revoked.`;
    },
  },
};

export type CliOptions = {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Where DATA_DIR, DATABASE_URL and the rest are read from; process.env by default. */
  environment?: NodeJS.ProcessEnv;
  /** Opens the database a command works on; by default the configured one (DATABASE_URL, else DATA_DIR). */
  openDatabase?: (config: Config) => Promise<DatabaseHandle>;
};

/**
 * Runs one command as `npm run argus -- …` would, writing to the given streams, and answers the exit code:
 * 0 done, 1 refused or failed (the reason without a stack trace when it is a known one), 2 usage error.
 */
export async function runCli(argv: string[], options: CliOptions): Promise<number> {
  const output = new Console({ stdout: options.stdout, stderr: options.stderr });
  try {
    return await main(argv, options, output);
  } catch (error: unknown) {
    if (error instanceof UsageError) {
      output.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    const known = [DataDirLockedError, HttpError, CommandRefused, SignalImportConflict];
    if (known.some((kind) => error instanceof kind)) {
      output.error((error as Error).message);
      return 1;
    }
    const refusal = databaseRefusal(error);
    output.error(refusal ?? error);
    return 1;
  }
}

/**
 * What the database refused, in its own words and without the statement's parameters: the query error that wraps
 * PostgreSQL's carries them whole, and an import batch's are megabytes of JSON.
 */
function databaseRefusal(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof Error) || !('code' in cause) || typeof cause.code !== 'string') return undefined;
  const detail = 'detail' in cause && typeof cause.detail === 'string' ? ` ${cause.detail}` : '';
  return `The database refused the command: ${cause.message}.${detail}`;
}

async function main(argv: string[], options: CliOptions, output: Console): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === 'help') {
    output.log(USAGE);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    output.error(`Unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      options: command.options,
      strict: true,
      allowPositionals: command.allowPositionals ?? false,
    }));
  } catch (error) {
    output.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  const config = readConfig(options.environment);
  const database = await (options.openDatabase ?? openConfiguredDatabase)(config);
  try {
    await database.migrate();
    output.log(await command.run(database, values, positionals, config, output));
    return 0;
  } finally {
    await database.close();
  }
}

function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(databaseTargetFromConfig(config));
}
