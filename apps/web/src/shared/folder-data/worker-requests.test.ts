import { describe, expect, it } from 'vitest';
import { postLeadingParts } from './answer-parts';
import { ApiError, NetworkError } from '../../lib/errors';
import type { FolderWorkerAnswer } from './folder-worker-protocol';
import { createWorkerRequests } from './worker-requests';

type Request = { type: 'fetch'; id: number };

describe('worker requests', () => {
  it('put a list that came in parts together again, in order, with its version and plan', async () => {
    const posted: Request[] = [];
    const requests = createWorkerRequests<Request>((request) => posted.push(request));
    const answer = requests.ask<{ body: number[]; version: number; plan: Uint32Array }>({
      type: 'fetch',
      id: requests.nextId(),
    });
    const items = Array.from({ length: 11 }, (_, index) => index);
    const messages: FolderWorkerAnswer<unknown>[] = [];
    const last = postLeadingParts(items, (part) => messages.push({ type: 'answer-part', id: 1, items: part }), 4);
    messages.push({ type: 'answer', id: 1, ok: true, body: last, version: 3, plan: new Uint32Array([1]) });
    expect(messages).toHaveLength(3);
    messages.forEach((message) => requests.receive(message));
    expect(posted).toEqual([{ type: 'fetch', id: 1 }]);
    await expect(answer).resolves.toEqual({ body: items, version: 3, plan: new Uint32Array([1]) });
  });

  it('fail as requestApi fails: a network error, an API error, an answer of another shape', async () => {
    const requests = createWorkerRequests<Request>(() => undefined);
    const ask = () => requests.ask({ type: 'fetch', id: requests.nextId() });
    const [network, refused, malformed] = [ask(), ask(), ask()];
    requests.receive({ type: 'answer', id: 1, ok: false, status: 0, message: 'offline' });
    requests.receive({
      type: 'answer',
      id: 2,
      ok: false,
      status: 400,
      statusText: 'Bad Request',
      body: { error: 'Bad Request', message: 'fromIso must be a date', field: 'fromIso' },
    });
    requests.receive({ type: 'answer', id: 3, ok: false, status: -1, message: 'another form' });
    await expect(network).rejects.toBeInstanceOf(NetworkError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'fromIso must be a date', field: 'fromIso' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(malformed).rejects.toThrow('another form');
  });
});
