import type { Favorite, IngestMentionItem } from '@argus/contract';
import { bearer, uniqueName } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

// ADR 0134: copies of one text that several outlets carry show as one story in the Mentions stream. The journey's own
// folder (stories are grouped by default) gets one text from three outlets, each with a small edit, and one text of
// its own, through the push API as an integrator sends them; its own analyst sees two cards.

const NEITHER = 'Neither bookmarked, liked, nor disliked';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A long text, so that each outlet's small edit leaves the copies far above the story threshold's overlap. */
const STORY_SENTENCE =
  'The harbour authority confirmed on Tuesday that the northern container terminal will stay closed for at least ' +
  'three more days after the storm damaged two of its cranes, and that ships bound for it are being sent to the ' +
  'southern quays, where the operators have added night shifts to keep the waiting times of the lines below a day ' +
  'while engineers inspect the foundations of the damaged cranes and the power lines that feed the whole terminal';

const OUTLETS = [
  { source: 'Harbour Herald', edit: '', daysAgo: 4 },
  { source: 'Coastal Courier', edit: ' today', daysAgo: 3 },
  { source: 'Port Gazette', edit: ', officials said', daysAgo: 2 },
] as const;

test.describe('stories in the Mentions stream', () => {
  test('copies of one text from three outlets show as one card that names the others; a bookmark of one marks the story', async ({
    page,
    request,
    world,
    loginAs,
  }) => {
    const folder = await world.customer({ prefix: 'stories', monitoring: false, discovery: true });
    const analyst = await world.user('analyst', { customers: [folder.customerName] });
    const run = uniqueName('story');
    const title = `Storm keeps the northern terminal closed (${run})`;
    const loneTitle = `Rail freight resumes after the strike (${run})`;
    const copies = OUTLETS.map(({ source, edit, daysAgo }): IngestMentionItem => ({
      externalId: `${run}-${source.replaceAll(' ', '-').toLowerCase()}`,
      title,
      sentence: `${STORY_SENTENCE}${edit}.`,
      publishDate: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
      url: `https://${source.replaceAll(' ', '').toLowerCase()}.example/${run}`,
      source,
      language: 'en',
      customer: folder.customerName,
    }));
    const lone: IngestMentionItem = {
      externalId: `${run}-lone`,
      title: loneTitle,
      sentence: 'Freight trains ran again on the western line on Monday, after the union ended its three-day strike.',
      publishDate: new Date(Date.now() - DAY_MS).toISOString(),
      url: `https://railnews.example/${run}`,
      source: 'Rail News',
      language: 'en',
      customer: folder.customerName,
    };
    await world.push('mentions', folder.customerName, [...copies, lone]);

    await loginAs(analyst);
    await page.goto('/discovery/mention-stream');
    await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(folder.label, {
      timeout: FOLDER_LOAD_TIMEOUT,
    });
    await expectFolderLoaded(page, 'mention');

    // Two cards: the story, as its earliest copy (the Harbour Herald's), and the lone mention, newest first.
    const feed = page.getByRole('feed', { name: 'Mentions' });
    const cards = feed.getByTestId('mention-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByTestId('mention-title')).toHaveText([loneTitle, title]);
    await expect(page.getByTestId('mention-shown-count')).toHaveText('4 of 4 mentions');
    await expect(page.getByTestId('mention-story-count')).toHaveText(' · 2 stories');

    const storyCard = cards.filter({ hasText: title });
    await expect(storyCard.getByRole('link', { name: 'Harbour Herald' })).toBeVisible();
    const story = storyCard.getByTestId('mention-story');
    await expect(story).toHaveText('Also in 2 sources: Coastal Courier, Port Gazette');
    for (const { source } of OUTLETS.slice(1)) {
      const link = story.getByRole('link', { name: source });
      await expect(link).toHaveAttribute('href', copies.find((copy) => copy.source === source)!.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    // The lone mention's card is as it always was.
    await expect(cards.filter({ hasText: loneTitle }).getByTestId('mention-story')).toHaveCount(0);

    // The copies are one click away: the card's details list them, and each opens its own details.
    await storyCard.getByTestId('mention-sentence').click();
    const details = page.getByRole('dialog', { name: 'Mention details' });
    const copiesList = details.getByTestId('mention-copies');
    await expect(copiesList.getByTestId('mention-copy')).toHaveCount(3);
    await expect(details.getByTestId('mention-details-source')).toContainText('Harbour Herald');
    await copiesList.getByRole('button', { name: 'Open the copy of Port Gazette' }).click();
    await expect(details.getByTestId('mention-details-source')).toContainText('Port Gazette');
    await expect(details.getByTestId('mention-details-sentence')).toContainText('officials said');

    // A bookmark of this copy is the story's: the card (the Harbour Herald's copy) shows it at once.
    await details.getByRole('button', { name: 'Bookmark' }).click();
    await expect(details.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    await details.getByRole('button', { name: 'Close the details' }).click();
    await expect(details).toBeHidden();
    await expect(storyCard.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');

    // The server bookmarked every copy of the story.
    await expect
      .poll(async () => {
        const favorites = (await (
          await request.get(`/favorites/${analyst.username}`, { headers: bearer(analyst.token) })
        ).json()) as Favorite[];
        return favorites.filter((favorite) => favorite.customerName === folder.customerName).length;
      })
      .toBe(3);

    // The review filters take the story as one item: none of its copies is "neither", all are bookmarked.
    await page.goto(`/discovery/mention-stream?review=${encodeURIComponent(NEITHER)}`);
    await expectFolderLoaded(page, 'mention');
    await expect(cards.getByTestId('mention-title')).toHaveText([loneTitle]);
    await expect(page.getByTestId('mention-shown-count')).toHaveText('1 of 4 mentions');
    await expect(page.getByTestId('mention-story-count')).toHaveCount(0);
    await page.goto('/discovery/mention-stream?review=Bookmarked');
    await expectFolderLoaded(page, 'mention');
    await expect(cards.getByTestId('mention-title')).toHaveText([title]);
    await expect(page.getByTestId('mention-shown-count')).toHaveText('3 of 4 mentions');
    await expect(page.getByTestId('mention-story-count')).toHaveText(' · 1 story');
  });
});
