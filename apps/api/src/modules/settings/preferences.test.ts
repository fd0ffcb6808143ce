import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_PREFERENCES,
  errorResponseSchema,
  updateUserPreferencesRequestSchema,
  userPreferencesResponseSchema,
  userSettingsSchema,
  settingsEndpoints,
} from '@argus/contract';
import { auditLog, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';

const PREFERENCE_FIELDS = Object.keys(DEFAULT_USER_PREFERENCES);

describe.each(testDatabaseKinds())('user preferences on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const patch = (role: Role, username: string, body: unknown) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/settings/${encodeURIComponent(username)}`,
      headers: { ...world.headersFor(role), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const storedPreferences = async (userId: string) =>
    (await testApp.db.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId)))[0]!
      .preferences;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('answers the defaults in the settings until a user saves preferences, then what they saved', async () => {
    const user = await createUser(testApp.db, { privilege: 1, customers: [world.ownCustomer.name] });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password: user.password },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const read = async () =>
      userSettingsSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: `/api/settings/${user.username}`, headers })).json(),
      ).preferences;
    expect(await read()).toEqual(DEFAULT_USER_PREFERENCES);

    const saved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/settings/${user.username.toUpperCase()}`,
      headers,
      payload: { preferences: { reliability: 4, languages: ['de'], dateRange: 'last-3-months' } },
    });
    expect(saved.statusCode).toBe(200);
    const expected = { ...DEFAULT_USER_PREFERENCES, reliability: 4, languages: ['de'], dateRange: 'last-3-months' };
    expect(userPreferencesResponseSchema.strict().parse(saved.json())).toEqual({ preferences: expected });
    expect(await read()).toEqual(expected);

    // Another section's save changes only its own fields.
    const themed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/settings/${user.username}`,
      headers,
      payload: { preferences: { theme: 'dark' } },
    });
    expect(themed.json().preferences).toEqual({ ...expected, theme: 'dark' });

    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.preferences.update'), eq(auditLog.targetId, user.id)))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({
      actorUserId: user.id,
      actorUsername: user.username,
      targetType: 'user',
      details: { changes: { reliability: 4, languages: ['de'], dateRange: 'last-3-months' } },
    });
  });

  it('answers a stored value the contract no longer allows as its default', async () => {
    await testApp.db
      .update(users)
      .set({ preferences: { theme: 'sepia', reliability: 3 } })
      .where(eq(users.id, world.users.otherAnalyst.id));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/settings/${world.users.otherAnalyst.username}`,
      headers: world.headersFor('otherAnalyst'),
    });
    expect(userSettingsSchema.parse(response.json()).preferences).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      reliability: 3,
    });
  });

  it("enforces the role matrix: everyone changes their own preferences and nobody else's", async () => {
    const body = { preferences: { hideDisliked: false } };
    const patchOf = (username: string) => () => ({
      method: 'PATCH' as const,
      url: `/api/settings/${username}`,
      payload: body,
    });
    await expectRoleMatrix(testApp, world, [
      {
        name: "PATCH the analyst's",
        request: patchOf(world.users.analyst.username),
        endpoint: settingsEndpoints.updatePreferences,
        service: { otherAnalyst: 403, moderator: 403, admin: 403 },
      },
      {
        name: "PATCH the admin's",
        request: patchOf(world.users.admin.username),
        endpoint: settingsEndpoints.updatePreferences,
        service: { analyst: 403, otherAnalyst: 403, moderator: 403 },
      },
      {
        name: 'PATCH of nobody',
        request: patchOf('nobody_at_all'),
        endpoint: settingsEndpoints.updatePreferences,
        service: { analyst: 403, otherAnalyst: 403, moderator: 403, admin: 403 },
      },
      {
        name: "a bad body to someone else's is refused before it is read",
        request: () => ({
          method: 'PATCH',
          url: `/api/settings/${world.users.analyst.username}`,
          payload: { preferences: { reliability: 'high' } },
        }),
        endpoint: settingsEndpoints.updatePreferences,
        service: { analyst: 400, otherAnalyst: 403, moderator: 403, admin: 403 },
      },
    ]);
  });

  /** What the server receives: the JSON round trip drops undefined and turns NaN into null. */
  const asSent = (body: unknown): unknown => {
    const text = JSON.stringify(body);
    return text === undefined ? undefined : JSON.parse(text);
  };

  it('a malformed body is a 400 naming a field and changes nothing', async () => {
    const userId = world.users.moderator.id;
    await patch('moderator', world.users.moderator.username, { preferences: { reliability: 2 } });
    const before = JSON.stringify(await storedPreferences(userId));
    const validPreferences = { theme: 'light', languages: ['en'] };
    const bodies = fc
      .oneof(
        fc
          .tuple(fc.constantFrom(...PREFERENCE_FIELDS), fc.anything())
          .map(([field, value]) => ({ preferences: { ...validPreferences, [field]: value } })),
        fc
          .tuple(fc.string({ minLength: 1 }), fc.anything())
          .filter(([key]) => !PREFERENCE_FIELDS.includes(key))
          .map(([key, value]) => ({ preferences: { ...validPreferences, [key]: value } })),
        fc
          .record({ languages: fc.array(fc.constantFrom('en', 'de', 'zh', 'fr', ''), { maxLength: 5 }) })
          .map((preferences) => ({ preferences })),
        fc.tuple(fc.string({ minLength: 1 }), fc.anything()).map(([key, value]) => ({ [key]: value })),
        fc.anything(),
      )
      .map(asSent)
      .filter((body) => body !== undefined && !updateUserPreferencesRequestSchema.safeParse(body).success);
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await patch('moderator', world.users.moderator.username, body);
        expect(response.statusCode).toBe(400);
        const answer = errorResponseSchema.parse(response.json());
        // Fastify's JSON parser refuses prototype-poisoning keys itself, before any schema could name a field.
        if (!/"(__proto__|constructor)"/.test(JSON.stringify(body))) expect(answer.field).toBeTruthy();
      }),
      { numRuns: 80 },
    );
    expect(JSON.stringify(await storedPreferences(userId))).toBe(before);
  });

  it('names the field of a bad preference', async () => {
    const response = await patch('analyst', world.users.analyst.username, {
      preferences: { languages: ['de', 'de'] },
    });
    expect(errorResponseSchema.parse(response.json())).toMatchObject({
      field: 'preferences.languages',
      message: 'preferences.languages: must not repeat a language',
    });
  });
});
