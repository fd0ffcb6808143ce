import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../lib/current-user';
import { createLiveRowsHub } from './live-rows.hub';
import type { LiveRow, LiveRowReader } from './row-pushes';

type Message = { event: string; id: string; data: string };

const user: CurrentUser = {
  id: 'user-1',
  username: 'analyst',
  privilege: 1,
  knowledgeGraph: false,
  token: { sub: 'user-1', username: 'analyst', privilege: 1, iat: 0, exp: 4_000_000_000, jti: 'jti', gen: 0 },
};

/**
 * A reader over an in-memory table: it takes the rows as they are when the read starts (as a statement's snapshot
 * does); the read after `hold` answers only when the test lets it, so that notifications pile up behind it.
 */
function fakeTable() {
  const rows = new Map<string, string>();
  const reads: string[][] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  let failures = 0;
  const reader: LiveRowReader = {
    event: 'rows',
    async readRows(_db, _customer, ids) {
      reads.push([...ids]);
      const gate = held;
      held = undefined;
      if (failures > 0 && failures--) throw new Error('the pool is gone');
      const seen: LiveRow[] = ids
        .filter((id) => rows.has(id))
        .map((id) => ({ id, publishDate: new Date('2026-07-01'), json: JSON.stringify({ id, v: rows.get(id) }) }));
      await gate;
      return seen;
    },
  };
  return {
    rows,
    reads,
    reader,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    failNext: () => {
      failures = 1;
    },
  };
}

/** A hub on a real server (its streams are real event streams), and a client that reads them. */
async function serveHub(table: ReturnType<typeof fakeTable>) {
  const app: FastifyInstance = Fastify();
  const hub = createLiveRowsHub(
    {} as Database,
    table.reader,
    { userOfToken: async () => user, mayRead: async () => true },
    app.log,
    {
      heartbeatMs: 60_000,
      streamsPerUser: 10,
      maxBufferedBytes: 1024 * 1024,
      replayLimit: 100,
      resumeMarginMs: 0,
      recentIds: 1_000,
      recentAgeMs: 60_000,
      maxQueued: 100,
    },
  );
  hub.rowsHandlers.onListening();
  hub.accessHandlers.onListening();
  app.get('/live', (request, reply) => {
    const since = request.headers['last-event-id'];
    hub.open(reply, {
      user,
      tokenText: 'token',
      customer: 'acme',
      from: null,
      since: typeof since === 'string' ? Number(since) : undefined,
    });
    return reply;
  });
  app.addHook('preClose', async () => hub.closeAll());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const notify = (kind: 'insert' | 'update' | 'delete', ids: string[]) =>
    hub.rowsHandlers.onNotification(JSON.stringify({ customer: 'acme', kind, ids }));

  async function open(lastEventId?: string) {
    const response = await fetch(`${url}/live`, { headers: lastEventId ? { 'last-event-id': lastEventId } : {} });
    const messages: Message[] = [];
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
            const event = field('event');
            if (event) messages.push({ event, id: field('id')!, data: field('data')! });
          }
        }
      } catch {
        // The server closed.
      }
    })();
    const events = () => messages.map((message) => message.event);
    await vi.waitFor(() => expect(events()).toContain('ready'));
    /** Each `rows` message as `id:version` of its upserts. */
    const pushed = () =>
      messages
        .filter((message) => message.event === 'rows')
        .map((message) =>
          (JSON.parse(message.data) as { upsert: { id: string; v: number }[] }).upsert.map(
            (row) => `${row.id}:${row.v}`,
          ),
        );
    return { messages, events, pushed };
  }

  return { app, hub, notify, open };
}

describe('the push line of the live streams', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });

  it('coalesces the notifications waiting behind a read into one read, each row once in its latest state', async () => {
    const table = fakeTable();
    const server = await serveHub(table);
    cleanups.push(() => server.app.close());
    const stream = await server.open();

    table.rows.set('a', '1');
    table.hold();
    server.notify('insert', ['a']);
    await vi.waitFor(() => expect(table.reads).toHaveLength(1));
    // While the first read runs: `a` changes again, `b` and `c` are inserted, `d` is inserted and deleted.
    table.rows.set('a', '2');
    server.notify('update', ['a']);
    table.rows.set('b', '1');
    server.notify('insert', ['b']);
    table.rows.set('c', '1');
    server.notify('insert', ['c', 'd']);
    server.notify('delete', ['d']);
    table.release();

    await vi.waitFor(() => expect(stream.pushed()).toHaveLength(2));
    expect(table.reads).toEqual([['a'], ['a', 'b', 'c', 'd']]);
    expect(stream.pushed()).toEqual([['a:1'], ['a:2', 'b:1', 'c:1']]);
    const [first, second] = stream.messages.filter((message) => message.event === 'rows');
    // `d` was inserted once, so its removal goes to any folder that could hold it.
    expect(JSON.parse(second!.data)).toMatchObject({ remove: ['d'] });
    expect(Number(second!.id)).toBeGreaterThanOrEqual(Number(first!.id));
  });

  it('serves a catch-up at once beside a running read, and the next read after it: nothing older after newer', async () => {
    const table = fakeTable();
    const server = await serveHub(table);
    cleanups.push(() => server.app.close());
    const watcher = await server.open();
    const cursor = watcher.messages.at(-1)!.id;
    // What follows is heard after the cursor, on this instance's clock.
    await new Promise((resolve) => setTimeout(resolve, 5));

    table.rows.set('a', '1');
    table.hold();
    server.notify('insert', ['a']);
    await vi.waitFor(() => expect(table.reads).toHaveLength(1));
    table.rows.set('a', '2');
    server.notify('update', ['a']);
    table.rows.set('b', '1');
    server.notify('insert', ['b']);
    // A stream resumes from before all three while the first read runs: it is caught up without waiting for it.
    const resumed = await server.open(cursor);
    expect(resumed.events()).toEqual(['rows', 'ready']);
    expect(resumed.pushed()).toEqual([['a:2', 'b:1']]);
    expect(table.reads).toEqual([['a'], ['a', 'b']]);

    table.release();
    await vi.waitFor(() => expect(watcher.pushed()).toHaveLength(2));
    expect(watcher.pushed()).toEqual([['a:1'], ['a:2', 'b:1']]);
    // The first read's older `a` never reaches the resumed stream; the next batch's read, after its catch-up, may.
    await vi.waitFor(() => expect(table.reads).toHaveLength(3));
    await vi.waitFor(() =>
      expect(resumed.pushed()).toEqual([
        ['a:2', 'b:1'],
        ['a:2', 'b:1'],
      ]),
    );

    table.rows.set('c', '1');
    server.notify('insert', ['c']);
    await vi.waitFor(() => expect(resumed.pushed().at(-1)).toEqual(['c:1']));
    expect(watcher.pushed().at(-1)).toEqual(['c:1']);
  });

  it('has catch-ups that come while a batch waits for one beside the line join that batch, in its one read', async () => {
    const table = fakeTable();
    const server = await serveHub(table);
    cleanups.push(() => server.app.close());
    const watcher = await server.open();
    const cursor = watcher.messages.at(-1)!.id;
    await new Promise((resolve) => setTimeout(resolve, 5));
    table.rows.set('a', '1');
    server.notify('insert', ['a']);
    await vi.waitFor(() => expect(watcher.pushed()).toEqual([['a:1']]));

    // The first resuming stream's read is held; a notification's batch then waits for it, and a second stream joins.
    table.hold();
    const first = server.open(cursor);
    await vi.waitFor(() => expect(table.reads).toHaveLength(2));
    table.rows.set('b', '1');
    server.notify('insert', ['b']);
    const second = server.open(cursor);
    await vi.waitFor(() => expect(server.hub.size).toBe(3));
    expect(table.reads).toHaveLength(2);
    table.release();

    const [one, two] = await Promise.all([first, second]);
    await vi.waitFor(() => expect(one.pushed()).toEqual([['a:1'], ['b:1']]));
    expect(one.events()).toEqual(['rows', 'ready', 'rows']);
    expect(two.events()).toEqual(['rows', 'ready']);
    expect(two.pushed()).toEqual([['b:1', 'a:1']]);
    expect(watcher.pushed()).toEqual([['a:1'], ['b:1']]);
    expect(table.reads).toEqual([['a'], ['a'], ['b', 'a']]);
  });

  it('closes the streams of a customer whose read failed, and they resume from before it without a gap', async () => {
    const table = fakeTable();
    const server = await serveHub(table);
    cleanups.push(() => server.app.close());
    const stream = await server.open();
    const cursor = stream.messages.at(-1)!.id;
    await new Promise((resolve) => setTimeout(resolve, 5));

    table.rows.set('a', '1');
    table.failNext();
    server.notify('insert', ['a']);
    await vi.waitFor(() => expect(server.hub.size).toBe(0));
    expect(stream.pushed()).toEqual([]);
    const resumed = await server.open(cursor);
    expect(resumed.pushed()).toEqual([['a:1']]);
  });
});
