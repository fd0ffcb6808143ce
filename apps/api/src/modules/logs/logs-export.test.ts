import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TRUNCATED_HEADER, errorResponseSchema } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog } from '../../db/schema';
import { toAuditLogCsv } from './audit-log-csv';
import { openAuditLogExport } from './logs.service';

const HEADER =
  'Time (UTC),User,Action,Outcome,Target type,Target,Customer,Address,Action code,User id,Entry id,Details\r\n';

/** An action namespace of its own, so that other tests' and logins' entries never mix in. */
const uniqueAction = () => `x${randomBytes(4).toString('hex')}`;

async function readAll(chunks: AsyncIterable<string>) {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe.each(testDatabaseKinds())('GET /logs/export on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const exportCsv = (query: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/logs/export', query, headers: world.headersFor('admin') });

  async function createEntries(prefix: string, count: number) {
    return testApp.db
      .insert(auditLog)
      .values(
        Array.from({ length: count }, (_, index) => ({
          at: new Date(Date.UTC(2026, 3, 1, 8, index)),
          action: index === 0 ? 'auth.login.failure' : `${prefix}.signal.hide`,
          actorUsername: index === 0 ? `=cmd|${prefix}` : 'mara_admin',
          targetType: index === 0 ? 'user' : 'signal',
          targetId: index === 0 ? prefix : `${prefix}-${index}`,
          customerName: index === 0 ? null : 'poc',
          address: '10.0.0.9',
          details: index === 0 ? null : { reason: 'a "quoted", reason' },
        })),
      )
      .returning();
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('streams exactly the filtered entries as CSV, newest first, with readable actions (else the code) and outcomes', async () => {
    const prefix = uniqueAction();
    const [failure, first, second] = await createEntries(prefix, 3);
    const response = await exportCsv({ action: `${prefix}.` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="argus-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers[EXPORT_TRUNCATED_HEADER]).toBeUndefined();
    expect(response.body).toBe(
      HEADER +
        `2026-04-01T08:02:00.000Z,mara_admin,${prefix}.signal.hide,Success,signal,${prefix}-2,poc,10.0.0.9,${prefix}.signal.hide,,${second!.id},"{""reason"":""a \\""quoted\\"", reason""}"\r\n` +
        `2026-04-01T08:01:00.000Z,mara_admin,${prefix}.signal.hide,Success,signal,${prefix}-1,poc,10.0.0.9,${prefix}.signal.hide,,${first!.id},"{""reason"":""a \\""quoted\\"", reason""}"\r\n`,
    );

    // A username typed into a failed login cannot become a spreadsheet formula.
    const failures = await exportCsv({ action: 'auth.login.failure', targetId: prefix });
    expect(failures.body).toBe(
      HEADER +
        `2026-04-01T08:00:00.000Z,'=cmd|${prefix},Failed login,Failed,user,${prefix},,10.0.0.9,auth.login.failure,,${failure!.id},\r\n`,
    );
  });

  it('answers just the header when nothing matches', async () => {
    const response = await exportCsv({ action: uniqueAction() });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HEADER);
  });

  it('stops at its limit, reading in chunks, and says that it left older entries out', async () => {
    const prefix = uniqueAction();
    await createEntries(prefix, 6);
    const lines = async (limit: number) => {
      const { truncated, entries } = await openAuditLogExport(
        { db: testApp.db },
        { query: { action: `${prefix}.` }, limit },
      );
      const text = await readAll(toAuditLogCsv(entries));
      return {
        truncated,
        targets: text
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(',')[5]),
      };
    };
    expect(await lines(5)).toEqual({ truncated: false, targets: [5, 4, 3, 2, 1].map((index) => `${prefix}-${index}`) });
    expect(await lines(3)).toEqual({ truncated: true, targets: [5, 4, 3].map((index) => `${prefix}-${index}`) });
  });

  it('answers 400 naming the field before any CSV is sent', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: 'last week' }, 'from'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
      [{ targetType: 'planet' }, 'targetType'],
    ];
    for (const [query, field] of cases) {
      const response = await exportCsv(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field, JSON.stringify(query)).toBe(field);
    }
  });
});
