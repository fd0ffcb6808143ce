import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Mention } from '@argus/contract';
import { uniqueName } from './builders';
import { expect, test } from './fixtures';

// ADR 0124: a moderator adds a feed source and sees its first fetch. The feed is served by this journey on
// 127.0.0.1, which the journeys' server allows (ARGUS_ALLOW_PRIVATE_HOSTS in playwright.config.ts) as an operator
// allows a feed inside their network; the server polls nothing by itself there, so the fetch is the one asked for.

/** A real feed server for this journey: one RSS document, and the requests it had. */
async function startFeed(body: string) {
  const requests: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag: '"journey"' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe('feed sources', () => {
  test('a moderator adds a source, fetches it now and sees its items arrive as mentions of the folder', async ({
    page,
    request,
    world,
    loginAs,
  }) => {
    const keyword = uniqueName('wirekw').toLowerCase();
    const title = `Journey wire: ${keyword} makes the news`;
    const folder = await world.customer({
      prefix: 'feeds',
      discovery: true,
      discoveries: [{ name: 'Wire', searchTerms: [{ term: 'Journey wire', keywords: [keyword] }] }],
    });
    const feed = await startFeed(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Journey wire</title><link>https://wire.example/</link><language>en</language>
<item><guid>${keyword}-1</guid><title>${title}</title>
<description><![CDATA[<p>The journey's wire reports that <b>${keyword}</b> arrived &amp; was read.</p>]]></description>
<link>https://wire.example/${keyword}</link><pubDate>${new Date().toUTCString()}</pubDate></item>
<item><guid>${keyword}-2</guid><title>Nothing to match here</title><description>Weather.</description></item>
</channel></rss>`);
    try {
      await loginAs('moderator');
      await page.goto('/system/sources');
      await expect(page.getByRole('heading', { name: 'Sources', level: 1 })).toBeVisible();

      const name = `Journey wire ${keyword}`;
      await page.getByRole('button', { name: 'Add source' }).click();
      const form = page.getByRole('dialog');
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Feed URL').fill(feed.url);
      await form.getByRole('button', { name: 'Add source' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

      await page.getByRole('button', { name: `Fetch ${name} now` }).click();
      // Two items new to the source: one matches the folder's search term, the other none.
      await expect(page.getByText('2 new, 0 seen')).toBeVisible();
      expect(feed.requests.at(-1)?.['user-agent']).toMatch(/^Argus\//);

      await page.getByRole('button', { name: `More actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Fetch log' }).click();
      const log = page.getByRole('dialog');
      await expect(log.getByRole('row').filter({ hasText: '200' })).toHaveCount(1);

      // The matching item is a mention of the folder, with its text cleaned.
      const admin = await world.adminHeaders();
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const answer = await request.get(
        `/api/discoveryCustomer/admin/${folder.customerName}/${day(-2)}/${day(2)}/1/50`,
        { headers: admin },
      );
      const mentions = (await answer.json()) as Mention[];
      expect(mentions.map((mention) => [mention.title, mention.sentence, mention.source])).toEqual([
        [title, `The journey's wire reports that ${keyword} arrived & was read.`, name],
      ]);
    } finally {
      await feed.close();
    }
  });
});
