import { randomBytes } from 'node:crypto';
import { favoriteListSchema, feedbackListSchema, type ReviewItemKind } from '@argus/contract';
import { buildReviews, type Reviews } from '@argus/filtering';
import type { TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { favorites, feedback, userCustomers } from '../../db/schema';

// Test data and helpers of the filter twins' tests (ADR 0031): a logged-in user with reviews, the reviews as the web
// app builds them from the API, and a filter read followed through all its pages.

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

export async function grantCustomer(testApp: TestApp, customerName: string, userIds: readonly string[]) {
  await testApp.db.insert(userCustomers).values(userIds.map((userId) => ({ userId, customerName })));
}

/**
 * Generated uuids made unique to one property run: fast-check repeats values while it shrinks, and the tables keep
 * the rows of earlier runs. The first 8 hex digits become the run's own; the rest, which orders a run's ids among
 * themselves, stays.
 */
export function runIdScope() {
  const prefix = randomBytes(4).toString('hex');
  return (id: string) => prefix + id.slice(8);
}

type ReviewIds = { bookmarked: readonly string[]; feedback: readonly (readonly [string, 1 | -1])[] };

export function scopeReviews(scope: (id: string) => string, reviews: ReviewIds): ReviewIds {
  return {
    bookmarked: reviews.bookmarked.map(scope),
    feedback: reviews.feedback.map(([id, value]) => [scope(id), value] as const),
  };
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
 * Every page of a filter read, following `nextCursor`; checks that each page repeats the first page's figures
 * (everything but the list and the cursor) and answers the items in order.
 */
export async function readAllPages<Page extends { nextCursor: string | null }>(
  readPage: (cursor: string | null) => Promise<Page>,
  itemsOf: (page: Page) => unknown[],
) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const page = await readPage(cursor);
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 1000) throw new Error('a filter read that never ends');
  } while (cursor !== null);
  return { pages, items: pages.flatMap(itemsOf) };
}
