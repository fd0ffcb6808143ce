import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { favoriteListSchema, feedbackListSchema, type ReviewItemKind } from '@argus/contract';
import { buildReviews, type Reviews } from '@argus/filtering';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import type { TestDatabaseKind } from '../../../test/test-database';
import { favorites, feedback, userCustomers } from '../../db/schema';

// Test data and helpers of the filter twins' tests (ADR 0031): a logged-in user with reviews, a property run's
// customers and ids, the reviews as the web app builds them from the API, and a filter read followed through all its
// pages.

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** A regular user granted `customers`, logged in. */
export async function createSignedInUser(testApp: TestApp, customers: string[], privilege = 1) {
  const user = await createUser(testApp.db, { privilege, customers });
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: user.username, password: user.password },
  });
  const headers = { authorization: `Bearer ${login.json().access_token as string}` };
  return { ...user, headers };
}

/**
 * A property test's app on one database kind and its two users, signed in once in `beforeAll` (logins are
 * rate-limited); each run grants them its own folder. Read the fields inside tests and hooks.
 */
export function setUpPropertyTest(kind: TestDatabaseKind) {
  const test = {} as { testApp: TestApp; user: SignedInUser; otherUser: SignedInUser };
  beforeAll(async () => {
    test.testApp = await buildTestApp(kind);
    test.user = await createSignedInUser(test.testApp, []);
    test.otherUser = await createSignedInUser(test.testApp, []);
  });
  afterAll(() => test.testApp.close());
  return test;
}

export type PropertyRun = Awaited<ReturnType<typeof startPropertyRun>>;

/**
 * One property run's customers, `folder` (which `users` may open) and `elsewhere` (whose items must never show), and
 * `scope`: generated uuids made unique to the run. fast-check repeats values while it shrinks, and the tables keep
 * the rows of earlier runs; the first 8 hex digits become the run's own, the rest, which orders a run's ids among
 * themselves, stays.
 */
export async function startPropertyRun(testApp: TestApp, users: readonly { id: string }[]) {
  const folder = await createCustomer(testApp.db);
  const elsewhere = await createCustomer(testApp.db);
  await testApp.db.insert(userCustomers).values(users.map((user) => ({ userId: user.id, customerName: folder.name })));
  const prefix = randomBytes(4).toString('hex');
  const scope = (id: string) => prefix + id.slice(8);
  return { folder, elsewhere, scope };
}

type ReviewIds = { bookmarked: readonly string[]; feedback: readonly (readonly [string, 1 | -1])[] };

/** Each user's generated reviews of items of one kind in the run's folder, their ids in the run's scope. */
export async function createRunReviews(
  testApp: TestApp,
  run: PropertyRun,
  itemKind: ReviewItemKind,
  reviewsByUser: readonly (readonly [{ id: string }, ReviewIds])[],
) {
  for (const [user, reviews] of reviewsByUser) {
    await createReviews(testApp, {
      userId: user.id,
      customerName: run.folder.name,
      itemKind,
      bookmarked: reviews.bookmarked.map(run.scope),
      feedback: reviews.feedback.map(([id, value]) => [run.scope(id), value] as const),
    });
  }
}

/** A user's bookmarks and likes (1) or dislikes (-1) of items of one kind in one customer. */
export async function createReviews(
  testApp: TestApp,
  values: {
    userId: string;
    customerName: string;
    itemKind: ReviewItemKind;
    bookmarked: readonly string[];
    feedback: readonly (readonly [string, 1 | -1])[];
  },
) {
  const { userId, customerName, itemKind } = values;
  if (values.bookmarked.length > 0) {
    await testApp.db
      .insert(favorites)
      .values(values.bookmarked.map((itemId) => ({ userId, itemId, itemKind, customerName })));
  }
  if (values.feedback.length > 0) {
    await testApp.db
      .insert(feedback)
      .values(values.feedback.map(([itemId, value]) => ({ userId, itemId, itemKind, customerName, feedback: value })));
  }
}

/** The review state the web app filters with: its bookmarks and its own feedback, as the API answers them. */
export async function readReviewsAsBrowser(
  testApp: TestApp,
  user: { username: string; headers: Record<string, string> },
  itemKind: ReviewItemKind,
): Promise<Reviews> {
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: user.headers });
  const bookmarks = favoriteListSchema.parse((await get(`/favorites/${user.username}`)).json());
  const everyone = feedbackListSchema.parse((await get('/api/feedback/')).json());
  const own = everyone.filter((entry) => entry.username === user.username);
  return buildReviews(bookmarks, own, itemKind);
}

/**
 * Every page of a filter read at `path` with `query` (without its cursor), as `user`, following `nextCursor`: each
 * page answered 200 and parsed by `parse`, and its items by `itemsOf`, in order.
 */
export async function readFilterPages<Page extends { nextCursor: string | null }>(
  testApp: TestApp,
  user: { headers: Record<string, string> },
  path: string,
  query: URLSearchParams,
  parse: (body: unknown) => Page,
  itemsOf: (page: Page) => unknown[],
) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const pageQuery = new URLSearchParams(query);
    if (cursor) pageQuery.set('cursor', cursor);
    const response = await testApp.app.inject({ method: 'GET', url: `${path}?${pageQuery}`, headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    const page = parse(response.json());
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 1000) throw new Error('a filter read that never ends');
  } while (cursor !== null);
  return { pages, items: pages.flatMap(itemsOf) };
}
