import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedAnswer = {
  status?: number;
  headers?: Record<string, string | undefined>;
  body?: string | Buffer;
};
/** What a path answers: the same each time, or per request (it sees the request's headers). */
export type FeedRoute = FeedAnswer | ((request: http.IncomingMessage) => FeedAnswer);

/**
 * A real HTTP server on 127.0.0.1 that serves feeds the test sets per path, and counts the requests each path had:
 * the sources' fetches go through the whole network path (name resolution, the address check, HTTP, decoding).
 */
export async function startFeedServer() {
  const routes = new Map<string, FeedRoute>();
  const hits = new Map<string, http.IncomingHttpHeaders[]>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feeds.test').pathname;
    hits.set(path, [...(hits.get(path) ?? []), request.headers]);
    const route = routes.get(path);
    const answer = typeof route === 'function' ? route(request) : (route ?? { status: 404, body: 'not found' });
    response.writeHead(
      answer.status ?? 200,
      Object.fromEntries(
        Object.entries(answer.headers ?? { 'content-type': 'application/rss+xml' }).filter(([, value]) => value),
      ) as Record<string, string>,
    );
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    serve: (path: string, route: FeedRoute) => routes.set(path, route),
    /** The request headers of each request to the path, in order. */
    requestsTo: (path: string) => hits.get(path) ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** An RSS 2.0 document of the items given. */
export function rssFeed(
  items: { guid?: string; title: string; description: string; link?: string; pubDate?: string }[],
) {
  const entries = items
    .map(
      (item) => `<item>
  ${item.guid ? `<guid isPermaLink="false">${item.guid}</guid>` : ''}
  <title><![CDATA[${item.title}]]></title>
  <description><![CDATA[${item.description}]]></description>
  ${item.link ? `<link>${item.link}</link>` : ''}
  ${item.pubDate ? `<pubDate>${item.pubDate}</pubDate>` : ''}
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Test wire</title><link>https://wire.example/</link><language>en</language>
${entries}
</channel></rss>`;
}
