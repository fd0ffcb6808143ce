// What an integrator writes against a client generated from /api/docs/json with openapi-typescript and
// openapi-fetch (ADR 0117): no cast anywhere, so the document's types must fit one answer into the next call.
// generated-client.test.ts generates `api.generated.d.ts`, type-checks this file with it and runs it on a server.
import createClient from 'openapi-fetch';
import type { paths } from './api.generated';

export type Exercise = { folders: string[]; latest: number; mentions: number; users: number; deletedId: string };

function answerOf<Data>(call: { data?: Data; error?: unknown; response: Response }, what: string): Data {
  if (call.data === undefined)
    throw new Error(`${what} answered ${call.response.status}: ${JSON.stringify(call.error)}`);
  return call.data;
}

export async function exerciseApi(
  baseUrl: string,
  login: { username: string; password: string },
  { customer, eventType }: { customer: string; eventType: string },
): Promise<Exercise> {
  const client = createClient<paths>({ baseUrl });
  const { access_token: token } = answerOf(await client.POST('/auth/login', { body: login }), 'log in');
  client.use({ onRequest: ({ request }) => (request.headers.set('authorization', `Bearer ${token}`), request) });

  const settings = answerOf(
    await client.GET('/api/settings/{username}', { params: { path: { username: login.username } } }),
    'settings',
  );
  const window = { start: '2026-01-01T00:00:00.000Z', end: '2026-12-31T23:59:59.999Z' };
  const latest = answerOf(
    await client.GET('/api/events/latest/{customer}', { params: { path: { customer }, query: window } }),
    'latest signals',
  );
  const mentions = answerOf(
    await client.GET('/api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso}/{page}/{size}', {
      params: {
        path: { username: login.username, customer, fromIso: window.start, toIso: window.end, page: 1, size: 20 },
      },
    }),
    'mentions',
  );
  const users = answerOf(await client.GET('/users', {}), 'users');

  const created = answerOf(
    await client.POST('/events-management', {
      body: {
        customerName: customer,
        targetEntityName: 'Generated Client GmbH',
        eventType,
        publishDate: '2026-06-01T08:00:00.000Z',
        mediaSegment: 'news',
        reliability: 4,
        language: 'de',
        result: null,
        eventArguments: [],
      },
    }),
    'create a signal',
  );
  // The created signal's own fields, passed on as the answer typed them.
  const deleted = answerOf(
    await client.DELETE('/events-management/{client}/{id}/{reason}', {
      params: {
        path: { client: customer, id: created.id, reason: 'made by the generated client' },
        query: {
          dunsId: created.dunsId ?? undefined,
          language: created.language,
          mediaSegment: created.mediaSegment,
          eventType: created.eventType,
        },
      },
    }),
    'delete the signal',
  );
  return {
    folders: settings.tables.map((folder) => folder.customerName),
    latest: latest.total,
    mentions: mentions.length,
    users: users.length,
    deletedId: deleted.id,
  };
}
