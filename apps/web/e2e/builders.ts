import type {
  CreateCustomerRequest,
  CreatedApiKey,
  CreateSignalRequest,
  CreateUserRequest,
  Feedback,
  IngestMentionItem,
  IngestResponse,
  IngestSignalItem,
  Signal,
  TargetEntityRecord,
} from '@argus/contract';
import { createHash } from 'node:crypto';
import { botCheckChallengeSchema, solveBotCheck } from '@argus/contract';
import { expect, type APIRequestContext } from '@playwright/test';

// The data a journey makes for itself, through the API as an integrator would (ADR 0085). A journey that writes
// works on what it made here; what it reads besides is the seeded demo world, which no journey changes.

export const DEMO_PASSWORD = 'argus-demo';
export const JOURNEY_PASSWORD = 'journey-password';

export type Role = 'analyst' | 'moderator' | 'admin';
const PRIVILEGE: Record<Role, number> = { analyst: 1, moderator: 2, admin: 3 };

/** The demo analyst's folders (README): one with monitoring and discovery, one with discovery only. */
export const ANALYST_FOLDERS = ['northwind', 'helios_energy'];

export type JourneyUser = { username: string; password: string; email: string; role: Role; token: string };

let sequence = 0;
/** A name no other journey uses: the worker's process, the time and a counter (letters, digits, underscore). */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}_${process.pid.toString(36)}${Date.now().toString(36)}${sequence.toString(36)}`;
}

/** Words for texts that share no run of three words, so that no two pushed mentions make a story (ADR 0134). */
const WORDS = (
  'harbour freight board merger lawsuit plant supplier recall audit bond tender strike permit emission dividend ' +
  'outlet pension licence patent quarry refinery vessel warehouse contract ruling fine grant loan shares rating'
).split(' ');

/** Sixteen words picked by a hash of `seed`: a text of its own for each seed. */
export function distinctText(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  return [...bytes.subarray(0, 16)].map((byte) => WORDS[byte % WORDS.length]).join(' ');
}

/** What the sign-up page does before it sends the form: a challenge of the server, solved (ADR 0108). */
export async function solvedBotCheck(request: APIRequestContext) {
  const challenge = botCheckChallengeSchema.parse(await (await request.get('/auth/bot-check')).json());
  return solveBotCheck(challenge, (text) => createHash('sha256').update(text).digest());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API; the token is the one a browser would keep. */
export async function signIn(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/auth/login', { data: { username, password } });
  expect(response.status(), `login of ${username} through the API`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Answers the JSON of a call that must succeed with `status`, naming the call when it does not. */
async function expectAnswer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number): Promise<T> {
  expect(response.status(), `${response.url()} answered ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** A signal of a journey's folder as the API takes it: an acquisition reported now unless `values` say otherwise. */
function signalBody(customerName: string, values: Partial<CreateSignalRequest>): CreateSignalRequest {
  return {
    customerName,
    targetEntityName: `Journey Holding ${uniqueName('s').slice(2)}`,
    eventType: 'Acquisition',
    publishDate: new Date().toISOString(),
    mediaSegment: 'news',
    reliability: 4,
    language: 'en',
    eventArguments: [],
    ...values,
  };
}

/** A signal for `world.push`: the same as `world.signal` enters, with the client's own id. */
export function signalItem(
  customerName: string,
  externalId: string,
  values: Partial<CreateSignalRequest> = {},
): IngestSignalItem {
  return { ...signalBody(customerName, values), externalId };
}

/** A mention for `world.push`, in English, now, with a text of its own (no story with any other) unless told. */
export function mentionItem(
  customer: string,
  externalId: string,
  values: Partial<IngestMentionItem> = {},
): IngestMentionItem {
  return {
    externalId,
    title: `Journey report ${externalId}`,
    sentence: distinctText(`${customer}-${externalId}`),
    publishDate: new Date().toISOString(),
    url: `https://news.example/${customer}/${externalId}`,
    language: 'en',
    customer,
    ...values,
  };
}

/** What the push API takes, by the kind of item. */
type PushedItem = { mentions: IngestMentionItem; signals: IngestSignalItem };

/**
 * Items pushed into a journey's folder through the push API (ADR 0125), with a key of that folder alone, revoked
 * again; every item must be created.
 */
async function pushItems<Kind extends keyof PushedItem>(
  request: APIRequestContext,
  admin: () => Promise<Record<string, string>>,
  kind: Kind,
  customerName: string,
  items: readonly PushedItem[Kind][],
) {
  const headers = await admin();
  const key = { name: uniqueName('push'), customers: [customerName] };
  const apiKey = await expectAnswer<CreatedApiKey>(await request.post('/api/api-keys', { headers, data: key }), 201);
  try {
    const pushed = await request.post(`/api/ingest/${kind}`, { headers: bearer(apiKey.key), data: { items } });
    const { results } = await expectAnswer<IngestResponse>(pushed, 200);
    expect(
      results.filter((result) => result.outcome !== 'created'),
      `pushed ${kind}`,
    ).toEqual([]);
  } finally {
    await request.delete(`/api/api-keys/${apiKey.id}`, { headers });
  }
}

export type World = ReturnType<typeof createWorld>;

/**
 * The builders of one journey, acting as the demo admin (staff writes, with `demoAdminToken`: the worker's one
 * sign-in, fixtures.ts) or as the journey's own users.
 */
export function createWorld(request: APIRequestContext, demoAdminToken: string) {
  const admin = async () => bearer(demoAdminToken);

  return {
    adminHeaders: admin,

    /** A user of this journey alone with a role's rights; an analyst gets the demo analyst's two folders. */
    async user(
      role: Role,
      options: Partial<Pick<CreateUserRequest, 'customers' | 'displayName' | 'knowledgeGraph'>> & {
        prefix?: string;
      } = {},
    ): Promise<JourneyUser> {
      const username = uniqueName(options.prefix ?? role);
      const email = `${username}@journey.example`;
      const body: CreateUserRequest = {
        username,
        password: JOURNEY_PASSWORD,
        privilege: PRIVILEGE[role],
        customers: options.customers ?? (role === 'analyst' ? ANALYST_FOLDERS : []),
        email,
        ...(options.displayName ? { displayName: options.displayName } : {}),
        ...(options.knowledgeGraph === undefined ? {} : { knowledgeGraph: options.knowledgeGraph }),
      };
      await expectAnswer(await request.post('/users', { headers: await admin(), data: body }), 201);
      return {
        username,
        password: JOURNEY_PASSWORD,
        email,
        role,
        token: await signIn(request, username, JOURNEY_PASSWORD),
      };
    },

    /** A customer (folder) of this journey alone: monitoring only unless told otherwise, no discoveries. */
    async customer(
      options: { prefix?: string; label?: string } & Partial<Pick<CreateCustomerRequest, 'discoveries'>> & {
          monitoring?: boolean;
          discovery?: boolean;
        } = {},
    ): Promise<{ customerName: string; label: string }> {
      const customerName = uniqueName(options.prefix ?? 'journey');
      const label = options.label ?? `Journey ${customerName}`;
      const body: CreateCustomerRequest = {
        customerName,
        customerLabel: label,
        features: { monitoring: options.monitoring ?? true, discovery: options.discovery ?? false, trend: false },
        ...(options.discoveries ? { discoveries: options.discoveries } : {}),
      };
      await expectAnswer(await request.post('/customers', { headers: await admin(), data: body }), 201);
      return { customerName, label };
    },

    /** A target entity of this journey alone. */
    async targetEntity(values: Record<string, unknown> & { name?: string } = {}): Promise<TargetEntityRecord> {
      const name = values.name ?? `Journey Entity ${uniqueName('e').slice(2)} GmbH`;
      const response = await request.post('/target-entities', { headers: await admin(), data: { ...values, name } });
      return expectAnswer<TargetEntityRecord>(response, 201);
    },

    /** A signal entered by hand into a journey's folder; newest first unless `publishDate` says otherwise. */
    async signal(customerName: string, values: Partial<CreateSignalRequest> = {}): Promise<Signal> {
      const body = signalBody(customerName, values);
      return expectAnswer<Signal>(
        await request.post('/events-management', { headers: await admin(), data: body }),
        201,
      );
    },

    /** Items pushed into a journey's folder as an integrator sends them (`pushItems`). */
    push: <Kind extends keyof PushedItem>(kind: Kind, customerName: string, items: readonly PushedItem[Kind][]) =>
      pushItems(request, admin, kind, customerName, items),

    /** A like (1) or dislike (-1) of one of the user's items. */
    async feedback(user: JourneyUser, eventId: string, itemKind: 'signal' | 'mention', feedback: 1 | -1) {
      const response = await request.post('/api/feedback/', {
        headers: bearer(user.token),
        data: { eventId, itemKind, feedback },
      });
      return expectAnswer<Feedback>(response, 201);
    },
  };
}
