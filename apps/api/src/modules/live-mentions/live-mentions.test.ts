import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema, mentionListSchema } from '@argus/contract';
import { mentions } from '../../db/schema';
import { createCustomer, createUser } from '../../../test/factories';
import { startLiveInstances, type LiveApp, type LiveInstances } from '../../../test/live-instances';
import { openLiveMentionStream } from '../../../test/live-stream';
import { testDatabaseKinds } from '../../../test/test-database';
import { prepareMentionIntake, type IncomingMention } from '../mentions/mention-intake.service';

// New mentions reach open Mentions screens live, through the signals' mechanism (ADR 0126). The first
// instance resumes with a short margin (a stream resuming right after it started listening still replays).
describe.each(testDatabaseKinds())('live mentions on %s', (kind) => {
  let live: LiveInstances;

  beforeAll(async () => {
    live = await startLiveInstances(kind, 'liveMentions', [{ heartbeatMs: 300, resumeMarginMs: 200 }, {}]);
  });
  afterAll(() => live.close());

  async function newWorld() {
    const { db } = live.database;
    const customer = await createCustomer(db);
    const otherCustomer = await createCustomer(db);
    const withoutDiscovery = await createCustomer(db, { discovery: false });
    const analyst = await createUser(db, { privilege: 1, customers: [customer.name] });
    const otherAnalyst = await createUser(db, { privilege: 1, customers: [otherCustomer.name] });
    const moderator = await createUser(db, { privilege: 2 });
    return { customer, otherCustomer, withoutDiscovery, analyst, otherAnalyst, moderator };
  }

  const item = (title: string, publishDate = new Date('2026-07-01T12:00:00.000Z')): IncomingMention => ({
    title,
    sentence: `${title}, the sentence.`,
    translatedSentence: null,
    authors: 'Anna Becker',
    url: 'https://news.example/item',
    source: 'News',
    publishDate,
    language: 'en',
    mediaSegment: 'news',
    reliability: 4,
  });

  /** A mention as a feed source or the push API makes it: through the intake, into the folder whatever matches. */
  async function admit(customer: string, incoming: IncomingMention) {
    const { db } = live.database;
    const intake = await prepareMentionIntake(db, [customer]);
    const [uuid] = await intake.admit(db, incoming, { folders: [customer], matchedOnly: false });
    return uuid!;
  }

  /** The folder's mentions as the mention reads answer them. */
  async function mentionsOfApi(app: LiveApp, token: string, username: string, customer: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/discoveryCustomer/${username}/${customer}/2026-01-01T00:00:00.000Z/2027-01-01T00:00:00.000Z/1/50`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return mentionListSchema.parse(response.json());
  }

  it('pushes a mention admitted by the intake to a stream of the other instance, as the mention reads answer it', async () => {
    const world = await newWorld();
    const token = await live.logIn(live.second, world.analyst);
    const stream = await live.open(openLiveMentionStream(live.secondUrl, world.customer.name, token));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await stream.ready();

    const uuid = await admit(world.customer.name, item('Northwind reports a data leak'));
    await vi.waitFor(() => expect(stream.upsertedIds()).toEqual([uuid]));
    const [read] = await mentionsOfApi(live.second, token, world.analyst.username, world.customer.name);
    expect(stream.changes()[0]).toEqual({ upsert: [read], remove: [] });
  });

  it('sends a deleted mention as a removal, and nothing published before `from`', async () => {
    const world = await newWorld();
    const token = await live.logIn(live.first, world.analyst);
    const stream = await live.open(
      openLiveMentionStream(live.firstUrl, world.customer.name, token, { from: '2026-06-01T00:00:00.000Z' }),
    );
    await stream.ready();
    const older = await admit(world.customer.name, item('Old news', new Date('2026-05-01T00:00:00.000Z')));
    const removed = await admit(world.customer.name, item('Soon gone'));
    await vi.waitFor(() => expect(stream.upsertedIds()).toEqual([removed]));
    await live.database.db.delete(mentions).where(eq(mentions.uuid, removed));
    await vi.waitFor(() => expect(stream.finalState().get(removed)).toBe('removed'));
    expect(stream.upsertedIds()).not.toContain(older);
    expect(stream.removedIds()).not.toContain(older);
  });

  it('resumes from the last id with what was missed', async () => {
    const world = await newWorld();
    const moderatorToken = await live.logIn(live.first, world.moderator);
    const analystToken = await live.logIn(live.first, world.analyst);
    // The moderator's stream shows when this instance has heard of a change.
    const watcher = await live.open(openLiveMentionStream(live.firstUrl, world.customer.name, moderatorToken));
    await watcher.ready();
    const before = await live.open(openLiveMentionStream(live.firstUrl, world.customer.name, analystToken));
    await before.ready();
    await vi.waitFor(() => expect(before.heartbeats.length).toBeGreaterThan(0));
    before.close();
    const lastEventId = before.heartbeats.at(-1)!;

    const missed = await admit(world.customer.name, item('Arrived while the screen was closed'));
    await vi.waitFor(() => expect(watcher.upsertedIds()).toContain(missed));
    const resumed = await live.open(
      openLiveMentionStream(live.firstUrl, world.customer.name, analystToken, { lastEventId }),
    );
    await resumed.ready();
    expect(resumed.messages.map((message) => message.event)).toEqual(['mentions', 'ready']);
    expect(resumed.upsertedIds()).toEqual([missed]);
  });

  it("refuses guests, another folder's analysts and customers without discovery", async () => {
    const world = await newWorld();
    const guest = await live.open(openLiveMentionStream(live.secondUrl, world.customer.name, null));
    expect(guest.response.status).toBe(401);
    const otherToken = await live.logIn(live.second, world.otherAnalyst);
    const stranger = await live.open(openLiveMentionStream(live.secondUrl, world.customer.name, otherToken));
    expect(stranger.response.status).toBe(403);
    expect(errorResponseSchema.parse(await stranger.response.json()).message).toBe(
      'You have no access to this customer.',
    );
    const moderatorToken = await live.logIn(live.second, world.moderator);
    const noDiscovery = await live.open(
      openLiveMentionStream(live.secondUrl, world.withoutDiscovery.name, moderatorToken),
    );
    expect(noDiscovery.response.status).toBe(404);
    expect(errorResponseSchema.parse(await noDiscovery.response.json()).message).toBe(
      'This customer has no discovery feature.',
    );
  });
});
