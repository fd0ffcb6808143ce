import type { TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { customerTargetEntities } from '../../db/schema';
import { createCategory, createEventType, createSignalRow, createTargetEntity } from '../signals/signals.factories';

// Test data of the knowledge graph's tests: folders, entities and signals about them that name others.

/** A user with the knowledge graph turned on (unless `knowledgeGraph: false`), logged in. */
export async function createGraphUser(
  testApp: TestApp,
  values: { privilege?: number; customers?: string[]; knowledgeGraph?: boolean } = {},
) {
  const user = await createUser(testApp.db, {
    privilege: values.privilege ?? 1,
    customers: values.customers ?? [],
    knowledgeGraph: values.knowledgeGraph ?? true,
  });
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: user.username, password: user.password },
  });
  return { ...user, headers: { authorization: `Bearer ${login.json().access_token as string}` } };
}

export type GraphEntityValues = { name: string; industry?: string | null; country?: string | null; city?: string };

export async function createGraphEntity(testApp: TestApp, values: GraphEntityValues) {
  return createTargetEntity(testApp.db, {
    name: values.name,
    industry: values.industry === undefined ? 'Automotive' : values.industry,
    country: values.country === undefined ? 'DE' : values.country,
    city: values.city ?? 'Stuttgart',
    website: `https://${values.name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  });
}

export async function monitorEntities(testApp: TestApp, customerName: string, entityIds: readonly string[]) {
  await testApp.db
    .insert(customerTargetEntities)
    .values(entityIds.map((targetEntityId) => ({ customerName, targetEntityId })));
}

/** Two event types, one in a category of its own and one without a category (counted as Uncategorised). */
export async function createGraphEventTypes(testApp: TestApp) {
  const category = await createCategory(testApp.db);
  const categorised = await createEventType(testApp.db, { category: category.name });
  const uncategorised = await createEventType(testApp.db, { category: null });
  return { category: category.name, categorised: categorised.name, uncategorised: uncategorised.name };
}

/** A signal of a folder about `subject` whose arguments name `named` (and the subject again, as extractions do). */
export async function createGraphSignal(
  testApp: TestApp,
  values: {
    customerName: string;
    subject: { id: string; name: string } | null;
    named?: readonly { id: string; name: string }[];
    eventType: string;
    publishDate: string;
    hidden?: boolean;
    deleted?: boolean;
    title?: string;
    reliability?: number;
  },
) {
  const named = values.named ?? [];
  return createSignalRow(testApp.db, {
    customerName: values.customerName,
    eventType: values.eventType,
    targetEntityId: values.subject?.id ?? null,
    targetEntityName: values.subject?.name ?? 'An unknown company',
    publishDate: new Date(values.publishDate),
    hidden: values.hidden ?? false,
    deleted: values.deleted ?? false,
    title: values.title ?? 'A title',
    reliability: values.reliability ?? 4,
    eventArguments: [
      ...(values.subject ? [{ name: 'company', value: values.subject.name, targetEntityId: values.subject.id }] : []),
      ...named.map((entity) => ({ name: 'partner', value: entity.name, targetEntityId: entity.id })),
      { name: 'value', value: 'EUR 12 million' },
    ],
  });
}
