import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from './factories';
import { buildTestApp, type TestApp } from './build-test-app';
import { createMention } from '../src/modules/mentions/mentions.factories';
import { createEventType, createSignalRow } from '../src/modules/signals/signals.factories';

// ADR 0117: a client generated from the published document with tools nobody here wrote (openapi-typescript and
// openapi-fetch) compiles and works. The script it runs is generated-client/exercise-api.ts.

const directory = path.join(import.meta.dirname, 'generated-client');

/** exercise-api.ts's one export, as this suite calls it. */
type ExerciseApi = (
  baseUrl: string,
  login: { username: string; password: string },
  world: { customer: string; eventType: string },
) => Promise<{ folders: string[]; latest: number; mentions: number; users: number; deletedId: string }>;
const run = promisify(execFile);

describe('a client generated from the OpenAPI document', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
    const source = astToString(await openapiTS(testApp.app.swagger() as Parameters<typeof openapiTS>[0]));
    fs.writeFileSync(path.join(directory, 'api.generated.d.ts'), source);
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => testApp.close());

  it('type-checks a script that passes one answer into the next call, without a cast', async () => {
    const typescript = path.join(process.cwd(), 'node_modules', 'typescript', 'bin', 'tsc');
    const checked = await run(process.execPath, [typescript, '-p', path.join(directory, 'tsconfig.json')]).then(
      () => 'no errors',
      (failure: { stdout: string }) => failure.stdout,
    );
    expect(checked).toBe('no errors');
  });

  it('logs in, reads folders, latest signals, mentions and users, creates a signal and deletes it', async () => {
    const customer = await createCustomer(testApp.db, { monitoring: true, discovery: true });
    const eventType = (await createEventType(testApp.db)).name;
    await createSignalRow(testApp.db, {
      customerName: customer.name,
      eventType,
      publishDate: new Date('2026-03-01T09:00:00.000Z'),
    });
    await createMention(testApp.db, customer.name, { publishDate: new Date('2026-03-02T09:00:00.000Z') });
    const moderator = await createUser(testApp.db, { privilege: 2, customers: [customer.name] });
    // Loaded by its path, so that the typecheck of this suite does not follow it to the types it generates.
    const { exerciseApi } = (await import(path.join(directory, 'exercise-api.ts'))) as { exerciseApi: ExerciseApi };

    const exercise = await exerciseApi(
      baseUrl,
      { username: moderator.username, password: moderator.password },
      { customer: customer.name, eventType },
    );

    expect(exercise.folders).toContain(customer.name);
    expect(exercise.latest).toBe(1);
    expect(exercise.mentions).toBe(1);
    expect(exercise.users).toBeGreaterThan(0);
    expect(exercise.deletedId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
