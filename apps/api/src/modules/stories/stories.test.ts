import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionFilterResponseSchema, mentionListSchema } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { customers, favorites, feedback, mentions, userCustomers } from '../../db/schema';
import { prepareMentionIntake, type IncomingMention } from '../mentions/mention-intake.service';

// Stories (ADR 0134) as the intake places them and the mention reads answer them.

const TEXT =
  'Northwind Traders said on Tuesday it had agreed to buy the logistics group Contoso for 2.4 billion euros, ' +
  'its largest acquisition so far, and expects the deal to close in the second quarter after approval.';
const OTHER =
  'Fabrikam reported a third quarter loss as demand for industrial pumps fell in Europe and Asia, and it cut ' +
  'its forecast for the full year while announcing a review of two plants in Bavaria.';

describe.each(testDatabaseKinds())('stories on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  const item = (source: string | null, sentence = TEXT, minutes = 0): IncomingMention => ({
    title: 'Northwind to buy Contoso',
    sentence,
    translatedSentence: null,
    authors: null,
    url: source ? `https://${source.toLowerCase().replace(/\W/g, '')}.example/northwind` : null,
    source,
    publishDate: new Date(Date.UTC(2026, 5, 1, 9, minutes)),
    language: 'en',
    mediaSegment: 'news',
    reliability: 4,
  });

  /** A folder the analyst may open, with discovery. */
  async function newFolder() {
    const customer = await createCustomer(testApp.db, { discovery: true });
    await testApp.db.insert(userCustomers).values({ userId: world.users.analyst.id, customerName: customer.name });
    return customer.name;
  }

  async function admit(folders: string[], incoming: IncomingMention) {
    const intake = await prepareMentionIntake(testApp.db, folders);
    return testApp.db.transaction((transaction) =>
      intake.admit(transaction, incoming, { folders, matchedOnly: false }),
    );
  }

  async function read(folder: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/discoveryCustomer/${world.users.analyst.username}/${folder}/2026-01-01T00:00:00.000Z/2027-01-01T00:00:00.000Z`,
      headers: world.headersFor('analyst'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return new Map(mentionListSchema.parse(response.json()).map((mention) => [mention.uuid, mention]));
  }

  it('groups copies from other outlets into the first copy’s story, and keeps one outlet’s items apart', async () => {
    const folder = await newFolder();
    const [first] = await admit([folder], item('Reuters'));
    const [copy] = await admit([folder], item('Handelsblatt', `(dpa-AFX) ${TEXT}`, 30));
    const [sameOutlet] = await admit([folder], item('Reuters', TEXT, 60));
    const [unrelated] = await admit([folder], item('Reuters', OTHER, 90));
    const [copyOfUnrelated] = await admit([folder], item('Le Monde', OTHER, 95));

    const answered = await read(folder);
    expect(answered.get(first!)).toMatchObject({ storyId: first, storySize: 2 });
    expect(answered.get(copy!)).toMatchObject({ storyId: first, storySize: 2 });
    expect(answered.get(sameOutlet!)).toMatchObject({ storyId: sameOutlet, storySize: 1 });
    expect(answered.get(unrelated!)).toMatchObject({ storyId: unrelated, storySize: 2 });
    expect(answered.get(copyOfUnrelated!)).toMatchObject({ storyId: unrelated, storySize: 2 });
  });

  it('places a batch’s copies among themselves, never across folders, and a text without words nowhere', async () => {
    const [one, two] = [await newFolder(), await newFolder()];
    const [inOne, inTwo] = await admit([one, two], item('Reuters'));
    const [copyInOne, copyInTwo] = await admit([one, two], item('AP', TEXT, 5));
    const [noWords] = await admit([one], item('BBC', '…', 6));
    const [noWordsAgain] = await admit([one], { ...item('CNN', '—', 7), title: '!!!' });

    const [answeredOne, answeredTwo] = [await read(one), await read(two)];
    expect(answeredOne.get(copyInOne!)).toMatchObject({ storyId: inOne, storySize: 2 });
    expect(answeredTwo.get(copyInTwo!)).toMatchObject({ storyId: inTwo, storySize: 2 });
    expect(answeredOne.get(noWords!)?.storyId).toBe(noWords);
    expect(answeredOne.get(noWordsAgain!)).toMatchObject({ storyId: noWordsAgain, storySize: 1 });
  });

  it('keeps a story while copies remain when one is deleted, the first included', async () => {
    const folder = await newFolder();
    const [first] = await admit([folder], item('Reuters'));
    const [second] = await admit([folder], item('AP', TEXT, 5));
    const [third] = await admit([folder], item('BBC', TEXT, 9));
    await testApp.db.delete(mentions).where(eq(mentions.uuid, first!));

    const answered = await read(folder);
    expect(answered.get(second!)).toMatchObject({ storyId: first, storySize: 2 });
    expect(answered.get(third!)).toMatchObject({ storyId: first, storySize: 2 });
    // A later copy still joins: the earliest copy left stands for the story.
    const [fourth] = await admit([folder], item('CNN', TEXT, 20));
    expect((await read(folder)).get(fourth!)).toMatchObject({ storyId: first, storySize: 3 });
  });

  it('gives a copy that arrives later the reviews of its story, where the folder groups stories', async () => {
    const reviewed = async (uuid: string) => ({
      bookmarks: await testApp.db.select().from(favorites).where(eq(favorites.itemId, uuid)),
      feedback: await testApp.db.select().from(feedback).where(eq(feedback.itemId, uuid)),
    });
    const analyst = world.users.analyst.id;
    const moderator = world.users.moderator.id;
    for (const grouping of [true, false]) {
      const folder = await newFolder();
      await testApp.db.update(customers).set({ groupStories: grouping }).where(eq(customers.name, folder));
      const [first] = await admit([folder], item('Reuters'));
      const [second] = await admit([folder], item('AP', TEXT, 5));
      await testApp.db
        .insert(favorites)
        .values({ userId: analyst, itemId: first!, itemKind: 'mention', customerName: folder });
      await testApp.db.insert(feedback).values([
        { userId: analyst, itemId: first!, itemKind: 'mention', customerName: folder, feedback: 1 },
        { userId: moderator, itemId: second!, itemKind: 'mention', customerName: folder, feedback: -1 },
      ]);

      const [late] = await admit([folder], item('BBC', TEXT, 30));
      const { bookmarks, feedback: given } = await reviewed(late!);
      if (grouping) {
        expect(bookmarks.map((row) => row.userId)).toEqual([analyst]);
        expect(given.map((row) => [row.userId, row.feedback]).sort()).toEqual(
          [
            [analyst, 1],
            [moderator, -1],
          ].sort(),
        );
        expect(given.every((row) => row.customerName === folder && row.itemKind === 'mention')).toBe(true);
      } else {
        expect(bookmarks).toEqual([]);
        expect(given).toEqual([]);
      }
    }
  });

  it('answers every mention as a story of one while the folder does not group, and the stories again when it does', async () => {
    const folder = await newFolder();
    const [first] = await admit([folder], item('Reuters'));
    const [copy] = await admit([folder], item('AP', TEXT, 5));
    await testApp.db.update(customers).set({ groupStories: false }).where(eq(customers.name, folder));
    testApp.app.readCaches.forget('access');
    const off = await read(folder);
    expect(off.get(copy!)).toMatchObject({ storyId: copy, storySize: 1 });

    await testApp.db.update(customers).set({ groupStories: true }).where(eq(customers.name, folder));
    testApp.app.readCaches.forget('access');
    expect((await read(folder)).get(copy!)).toMatchObject({ storyId: first, storySize: 2 });
  });

  it('filters on the server one mention per story: its earliest matching copy, with stories and copies counted', async () => {
    const folder = await newFolder();
    const [first] = await admit([folder], { ...item('Reuters'), reliability: 2 });
    const [second] = await admit([folder], item('AP', TEXT, 5));
    const [third] = await admit([folder], item('BBC', TEXT, 9));
    const [alone] = await admit([folder], item('BBC', OTHER, 12));
    const filter = async (query: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/discovery/filter/${folder}?from=2026-05-01&to=2026-07-01&${query}`,
        headers: world.headersFor('analyst'),
      });
      expect(response.statusCode, response.body).toBe(200);
      return mentionFilterResponseSchema.parse(response.json());
    };

    const all = await filter('limit=10');
    expect(all.mentions.map((mention) => mention.uuid)).toEqual([alone, first]);
    expect(all).toMatchObject({ total: 2, copies: 4 });
    // The first copy fails the reliability filter: the story shows as its earliest copy that passes.
    const reliable = await filter('limit=10&reliability=3');
    expect(reliable.mentions.map((mention) => mention.uuid)).toEqual([alone, second]);
    expect(reliable).toMatchObject({ total: 2, copies: 3 });
    // Pages end at a story's shown copy, never in the middle of its hidden ones.
    const firstPage = await filter('limit=1');
    expect(firstPage.mentions.map((mention) => mention.uuid)).toEqual([alone]);
    const nextPage = await filter(`limit=1&cursor=${firstPage.nextCursor}`);
    expect(nextPage.mentions.map((mention) => mention.uuid)).toEqual([first]);
    expect(nextPage.nextCursor).toBeNull();
    expect(third).toBeDefined();
  });
});
