// Drill of bad input: 10,000 malformed requests across every write operation (POST, PUT, PATCH, DELETE) of
// the OpenAPI document: wrong types, missing fields, 1 MB strings, `__proto__`/`constructor` keys, nesting 10,000 and
// 100,000 deep, invalid JSON, wrong content types, 10 MB bodies, bad path and query parameters; as the admin (past
// the auth checks, into validation), as a guest and with forged tokens. Goals: no 5xx, no stack trace or server path
// in an answer, every 4xx the project's JSON error, and the row count of every table unchanged.
// Most go through `app.inject`; the kinds that test the HTTP layer (10 MB bodies, some chunked; invalid JSON) go half
// the time over a real socket. Seeded: every run sends the same requests. PGlite by default; BENCH_DRILL_DATABASE=
// postgres uses the local server (database argus_drill_bad_input, dropped afterwards). BENCH_DRILL_REQUESTS shortens.
import { buildApp } from '../apps/api/src/app';
import { createTokenService } from '../apps/api/src/lib/tokens';
import { createRandom } from '../apps/api/src/db/seed/random';
import {
  changedTables,
  countRows,
  createDrillWorld,
  DEMO_PASSWORD,
  openDrillDatabase,
} from './drill-bad-input/drill-world';
import { writeOperations } from './drill-bad-input/operations';
import { buildRequest, type DrillRequest } from './drill-bad-input/requests';
import { judge, sendInjected, sendOverSocket, type Answer, type Verdict } from './drill-bad-input/send';
import { report } from './report';

const REQUESTS = Number(process.env.BENCH_DRILL_REQUESTS ?? 10_000);
const SEED = 19;
const JWT_SECRET = 'drill-secret-drill-secret-drill-secret-0019';
const log = (message: string) => process.stderr.write(`[drill-bad-input] ${message}\n`);

/** Authorization headers that must get a 401: another key's signature, a changed claim, `alg: none`, malformed. */
async function forgedHeaders(adminToken: string) {
  const [header, payload, signature] = adminToken.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const otherKey = await createTokenService('another-secret-another-secret-another-secret', 3600).issue({
    id: String(claims.sub),
    username: 'admin',
    privilege: 3,
    tokenGeneration: 0,
  });
  return [
    `Bearer ${otherKey}`,
    `Bearer ${header}.${encode({ ...claims, privilege: 9 })}.${signature}`,
    `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'Bearer',
    'Bearer x.y.z',
    `Bearer ${'a'.repeat(8000)}`,
    `Basic ${Buffer.from(`admin:${DEMO_PASSWORD}`).toString('base64')}`,
  ];
}

/** What an answer can show (send.ts judges); otherField checks the drill itself: its sample body was not valid. */
type Finding = 'server-error' | 'leak' | 'unclean' | 'noField' | 'otherField' | 'accepted' | 'unanswered';
type Tally = { count: number; byKind: Map<string, number>; samples: string[] };
const findings = new Map<Finding, Tally>();

function note(finding: Finding, request: DrillRequest, answer: Answer, detail = '') {
  const entry: Tally = findings.get(finding) ?? { count: 0, byKind: new Map(), samples: [] };
  findings.set(finding, entry);
  entry.count += 1;
  entry.byKind.set(request.kind, (entry.byKind.get(request.kind) ?? 0) + 1);
  // The first two of each kind: enough to see what answered, short enough to read.
  if (entry.byKind.get(request.kind)! <= 2) {
    const how = `${request.http ? 'socket' : 'inject'}, ${request.caller}`;
    const what = answer.error ?? answer.body.slice(0, 160);
    entry.samples.push(
      `${request.operation} ${request.kind} (${request.variant}; ${how}) → ${answer.status} ${what}${detail}`,
    );
  }
}

function record(request: DrillRequest, answer: Answer, verdict: Verdict) {
  if (verdict.serverError) note('server-error', request, answer);
  if (verdict.leak) note('leak', request, answer);
  if (verdict.unclean) note('unclean', request, answer);
  if (verdict.noField) note('noField', request, answer);
  if (verdict.otherField) note('otherField', request, answer, ` (broke ${request.field})`);
  if (verdict.accepted) note('accepted', request, answer);
  if (verdict.unanswered) note('unanswered', request, answer);
}

const database = await openDrillDatabase();
const serverLog: string[] = [];
try {
  const validPaths = await createDrillWorld(database.db);
  const app = await buildApp({
    database,
    jwtSecret: JWT_SECRET,
    // The error handler logs each 5xx with its cause: kept to name the failing code when there is one.
    logger: { level: 'error', stream: { write: (line: string) => void serverLog.push(line) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: 'admin', password: DEMO_PASSWORD },
  });
  const adminToken = (login.json() as { access_token: string }).access_token;
  const callers = { adminToken, forgedHeaders: await forgedHeaders(adminToken) };
  const operations = writeOperations(app);
  log(`${operations.length} write operations; ${REQUESTS} requests`);

  // After the admin's login, which writes its own audit entry.
  const before = await countRows(database.db);
  const random = createRandom(SEED);
  const statuses = new Map<string, number>();
  let overSockets = 0;
  const started = performance.now();
  for (let index = 0; index < REQUESTS; index++) {
    // In turn, so each operation gets its share; the mutation and the caller are drawn.
    const request = buildRequest(random, operations[index % operations.length]!, callers, validPaths);
    const answer = request.http ? await sendOverSocket(port, request) : await sendInjected(app, request);
    overSockets += request.http ? 1 : 0;
    record(request, answer, judge(request, answer));
    const key = `${request.kind} ${answer.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if ((index + 1) % 1000 === 0) log(`${index + 1} sent, ${Math.round((performance.now() - started) / 1000)} s`);
  }
  const seconds = (performance.now() - started) / 1000;
  const changed = changedTables(before, await countRows(database.db));
  await app.close();

  log(
    `answers by kind and status: ${[...statuses]
      .sort()
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ')}`,
  );
  for (const [finding, entry] of findings) {
    log(`${finding}: ${entry.count} (${[...entry.byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')})`);
    for (const sample of entry.samples) log(`  e.g. ${sample}`);
  }
  for (const table of changed) log(`rows changed: ${table.name} ${table.before} → ${table.after}`);
  for (const line of serverLog.slice(0, 5)) log(`server log: ${line.slice(0, 1500)}`);

  const count = (finding: Finding) => findings.get(finding)?.count ?? 0;
  const zero = (name: string, value: number, unit: string) =>
    report({ name: `drill-bad-input-${name}`, value, unit, goal: '0', pass: value === 0 });
  report({
    name: 'drill-bad-input-requests',
    value: REQUESTS,
    unit: `requests (${operations.length} operations, ${overSockets} over a socket, ${Math.round(seconds)} s)`,
    goal: '≥ 10000',
    pass: REQUESTS >= 10_000,
  });
  zero('5xx', count('server-error'), 'answers');
  zero('rows-changed', changed.length, 'tables');
  zero('stack-traces', count('leak'), 'answers');
  zero('unclean-4xx', count('unclean'), 'answers');
  zero('accepted', count('accepted'), 'answers');
  zero('unanswered', count('unanswered'), 'requests');
  zero('400-without-field', count('noField'), 'answers');
} finally {
  await database.close();
}
