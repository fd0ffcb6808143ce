import { randomBytes } from 'node:crypto';
import { hashResetToken } from '../../src/modules/users/password-reset.service';
import { insertPasswordResetToken } from '../../src/modules/users/password-reset.repository';
import { solvedBotCheck } from '../bot-check';
import { createUser, FACTORY_PASSWORD, uniqueName } from '../factories';
import type { DrillRequest, DrillWorld } from './drill-world';

// Health, sign-in and the account calls, users and settings: the requests of the role matrix (drills/role-matrix.ts).

const NEW_PASSWORD = 'a-new-long-password';
const usernameOf = (world: DrillWorld) => world.users.analyst.username;
const someone = (world: DrillWorld, values: Parameters<typeof createUser>[1] = {}) =>
  createUser(world.testApp.db, values);

/** A single-use reset link of a new user, as the forgot-password mail would carry it. */
async function resetLinkToken(world: DrillWorld) {
  const user = await someone(world);
  const token = randomBytes(32).toString('base64url');
  await insertPasswordResetToken(world.testApp.db, user.id, hashResetToken(token), new Date(Date.now() + 60_000));
  return token;
}

export const ACCOUNT_REQUESTS: Record<string, DrillRequest> = {
  'GET /health': () => ({ method: 'GET', url: '/health' }),
  'GET /healthz': () => ({ method: 'GET', url: '/healthz' }),
  'GET /readyz': () => ({ method: 'GET', url: '/readyz' }),
  'GET /auth/bot-check': () => ({ method: 'GET', url: '/auth/bot-check' }),
  'POST /auth/login': (world) => ({
    method: 'POST',
    url: '/auth/login',
    payload: { username: world.loginUser.username, password: world.loginUser.password },
  }),
  // These three use up or revoke the token they carry: each role sends one of its own (see DrillWorld).
  'GET /auth/refresh': async (world, role) => ({
    method: 'GET',
    url: '/auth/refresh',
    headers: await world.freshHeaders(role),
  }),
  'POST /auth/logout': async (world, role) => ({
    method: 'POST',
    url: '/auth/logout',
    headers: await world.freshHeaders(role),
  }),
  'POST /auth/change-password': async (world, role) => ({
    method: 'POST',
    url: '/auth/change-password',
    headers: await world.twinHeaders(role),
    payload: { currentPassword: FACTORY_PASSWORD, newPassword: NEW_PASSWORD },
  }),
  'POST /auth/sign-up': async (world) => ({
    method: 'POST',
    url: '/auth/sign-up',
    remoteAddress: world.nextAddress(),
    payload: {
      username: uniqueName('signup'),
      email: 'signup@test.example',
      password: NEW_PASSWORD,
      botCheck: await solvedBotCheck(world.testApp.app),
    },
  }),
  'POST /auth/forgot-password': async (world) => ({
    method: 'POST',
    url: '/auth/forgot-password',
    remoteAddress: world.nextAddress(),
    payload: { username: world.loginUser.username, botCheck: await solvedBotCheck(world.testApp.app) },
  }),
  'POST /auth/reset-password': async (world) => ({
    method: 'POST',
    url: '/auth/reset-password',
    remoteAddress: world.nextAddress(),
    payload: { token: await resetLinkToken(world), password: NEW_PASSWORD },
  }),
  'GET /api/public-config': () => ({ method: 'GET', url: '/api/public-config' }),

  'GET /api/settings/{username}': (world) => ({ method: 'GET', url: `/api/settings/${usernameOf(world)}` }),
  'PATCH /api/settings/{username}': (world) => ({
    method: 'PATCH',
    url: `/api/settings/${usernameOf(world)}`,
    payload: { preferences: { hideDisliked: false } },
  }),
  'GET /api/settings/customer/{customer}': (world) => ({
    method: 'GET',
    url: `/api/settings/customer/${world.ownCustomer.name}`,
  }),

  'GET /users/configs': () => ({ method: 'GET', url: '/users/configs' }),
  'GET /users': () => ({ method: 'GET', url: '/users' }),
  'GET /users/destinations': () => ({ method: 'GET', url: '/users/destinations' }),
  'POST /users': () => ({
    method: 'POST',
    url: '/users',
    payload: { username: uniqueName('made'), password: NEW_PASSWORD, privilege: 1 },
  }),
  // Each role acts on a user of its own, so that an admin's delete leaves the next role something to act on.
  'GET /users/{username}': async (world) => ({ method: 'GET', url: `/users/${(await someone(world)).username}` }),
  'PATCH /users/{username}': async (world) => ({
    method: 'PATCH',
    url: `/users/${(await someone(world)).username}`,
    payload: { privilege: 2 },
  }),
  'DELETE /users/{username}': async (world) => ({
    method: 'DELETE',
    url: `/users/${(await someone(world)).username}`,
  }),
  'POST /users/{username}/reset-password': async (world) => ({
    method: 'POST',
    url: `/users/${(await someone(world)).username}/reset-password`,
  }),
  'POST /users/{username}/approve': async (world) => ({
    method: 'POST',
    url: `/users/${(await someone(world, { status: 'pending' })).username}/approve`,
  }),
  'POST /users/{username}/reject': async (world) => ({
    method: 'POST',
    url: `/users/${(await someone(world, { status: 'pending' })).username}/reject`,
  }),
};
