// A real HTTP server on 127.0.0.1 for the ingest-feeds benchmark: one big RSS feed whose ETag the bench changes (the
// server answers 200 to every request of it, as a feed that rewrites its file does), and many tiny feeds that answer
// 304 to an If-None-Match of their current ETag. Bodies are gzipped when the client accepts it, as most sites do.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export type RssItem = { guid: string; title: string; description: string; link: string; pubDate: string };

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** An RSS 2.0 document declaring English (the sources' setting is `detect`: the declaration wins). */
export function rssDocument(title: string, items: readonly RssItem[]) {
  const entries = items
    .map(
      (item) =>
        `<item><guid isPermaLink="false">${item.guid}</guid><title>${escape(item.title)}</title>` +
        `<link>${item.link}</link><description>${escape(item.description)}</description>` +
        `<pubDate>${item.pubDate}</pubDate></item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${escape(title)}</title><link>https://wire.example/</link><language>en</language>
${entries}
</channel></rss>
`;
}

type Served = { body: Buffer; gzipped: Buffer; etag: string; conditional: boolean };

export async function startIngestFeedServer() {
  const feeds = new Map<string, Served>();
  /** Answers by kind, and connections open now and at most at once (concurrent fetches: one connection each). */
  const counts = { ok: 0, notModified: 0, notFound: 0, connections: 0, mostConnections: 0 };
  const server = http.createServer((request, response) => {
    const feed = feeds.get(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (!feed) {
      counts.notFound++;
      response.writeHead(404).end('not found');
      return;
    }
    if (feed.conditional && request.headers['if-none-match'] === feed.etag) {
      counts.notModified++;
      response.writeHead(304, { etag: feed.etag }).end();
      return;
    }
    counts.ok++;
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': 'application/rss+xml; charset=utf-8',
      etag: feed.etag,
      ...(gzip && { 'content-encoding': 'gzip' }),
    });
    response.end(gzip ? feed.gzipped : feed.body);
  });
  server.on('connection', (socket) => {
    counts.connections++;
    counts.mostConnections = Math.max(counts.mostConnections, counts.connections);
    socket.on('close', () => counts.connections--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Serves `document` at `path` under `etag`; `conditional`: 304 to an If-None-Match of that ETag. */
    serve(path: string, document: string, etag: string, conditional: boolean) {
      const body = Buffer.from(document);
      feeds.set(path, { body, gzipped: gzipSync(body), etag, conditional });
    },
    /** The same body under a new ETag. */
    changeEtag(path: string, etag: string) {
      const feed = feeds.get(path);
      if (feed) feed.etag = etag;
    },
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
