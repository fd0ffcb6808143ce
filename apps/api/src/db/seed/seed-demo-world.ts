import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import {
  categories,
  customers,
  customerTargetEntities,
  discoveries,
  documentCounts,
  eventTypes,
  favorites,
  feedback,
  highlightTemplates,
  mentions,
  referenceListItems,
  relevanceModels,
  searchTerms,
  signalArguments,
  signals,
  targetEntities,
  userCustomers,
  users,
} from '../schema';
import { createTargetEntities, toTargetEntityRow } from './companies';
import { CUSTOMER_DEFINITIONS, nameFolderTable, pickMonitoredEntities, type SeedScale } from './customers';
import { addDays, truncateToUtcDay } from './dates';
import { createDiscoveries } from './discoveries';
import { createDocumentCounts } from './document-counts';
import { CATEGORIES, EVENT_TYPES } from './event-catalogue';
import { insertInBatches } from './insert-in-batches';
import { createMentions, type MentionRow } from './mentions';
import { createSyndicatedCopies, spreadReviewsOverStories } from './syndication';
import { groupIntoStories } from '../../lib/stories/place-stories';
import { createRandom, DEMO_WORLD_SEED, type Random } from './random';
import { createReferenceListItems } from './reference-lists';
import { createRelevanceModels } from './relevance-models';
import { createReviews, type FavoriteRow, type FeedbackRow, type ReviewPlan } from './reviews';
import { createSignals } from './signals';
import { ANALYST_CUSTOMERS, createDemoUsers } from './users';

export type SeedOptions = {
  /** The password of the three demo accounts (admin, moderator, analyst). */
  demoPassword: string;
  /** Every date is relative to this moment's UTC day; the same day gives the same world. Defaults to now. */
  now?: Date;
  /** 'small' is a tenth of the entities and ~6 % of the signals and mentions, for tests. */
  scale?: SeedScale;
  /** Told when the rows are made and after each table is written: `npm start` prints the first start's progress. */
  onProgress?: (step: SeedProgress) => void;
};

export type SeedProgress = { kind: 'generated' } | { kind: 'table'; table: keyof SeedSummary; rows: number };

/** Rows written per table. */
export type SeedSummary = {
  customers: number;
  users: number;
  userCustomers: number;
  categories: number;
  eventTypes: number;
  highlightTemplates: number;
  referenceListItems: number;
  targetEntities: number;
  customerTargetEntities: number;
  signals: number;
  signalArguments: number;
  documentCounts: number;
  discoveries: number;
  searchTerms: number;
  mentions: number;
  feedback: number;
  favorites: number;
  relevanceModels: number;
};

const SIZES: Record<SeedScale, { entities: number; signals: number; mentions: number }> = {
  full: { entities: 3000, signals: 25_000, mentions: 12_000 },
  small: { entities: 300, signals: 1500, mentions: 800 },
};

/** True when nobody has set the database up yet: no users and no customers. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [customer] = await db.select({ name: customers.name }).from(customers).limit(1);
  return !user && !customer;
}

/** Fills the database with the demo world in one transaction: all of it or nothing. */
export async function seedDemoWorld(db: Database, options: SeedOptions): Promise<SeedSummary> {
  // One hash for all three accounts: argon2id is slow on purpose, and the world must not depend on its salt anyway.
  const passwordHash = await hashPassword(options.demoPassword);
  const world = createDemoWorld(truncateToUtcDay(options.now ?? new Date()), options.scale ?? 'full', passwordHash);
  options.onProgress?.({ kind: 'generated' });
  return db.transaction(async (database) => {
    const write = async <TTable extends PgTable>(
      table: keyof SeedSummary,
      target: TTable,
      rows: readonly PgInsertValue<TTable>[],
    ) => {
      const written = await insertInBatches(database, target, rows);
      options.onProgress?.({ kind: 'table', table, rows: written });
      return written;
    };
    return {
      customers: await write('customers', customers, world.customers),
      users: await write('users', users, world.users),
      userCustomers: await write('userCustomers', userCustomers, world.userCustomers),
      categories: await write('categories', categories, world.categories),
      eventTypes: await write('eventTypes', eventTypes, world.eventTypes),
      highlightTemplates: await write('highlightTemplates', highlightTemplates, world.highlightTemplates),
      referenceListItems: await write('referenceListItems', referenceListItems, world.referenceListItems),
      targetEntities: await write('targetEntities', targetEntities, world.targetEntities),
      customerTargetEntities: await write(
        'customerTargetEntities',
        customerTargetEntities,
        world.customerTargetEntities,
      ),
      signals: await write('signals', signals, world.signals),
      signalArguments: await write('signalArguments', signalArguments, world.signalArguments),
      documentCounts: await write('documentCounts', documentCounts, world.documentCounts),
      discoveries: await write('discoveries', discoveries, world.discoveries),
      searchTerms: await write('searchTerms', searchTerms, world.searchTerms),
      mentions: await write('mentions', mentions, world.mentions),
      feedback: await write('feedback', feedback, world.feedback),
      favorites: await write('favorites', favorites, world.favorites),
      relevanceModels: await write('relevanceModels', relevanceModels, world.relevanceModels),
    };
  });
}

/**
 * The mentions with wire copies of some of them, grouped into stories (ADR 0134): `rows` get their story fields. The
 * copies come from a random of their own, so that the rest of the world is what it was before stories; the same
 * random then spreads the reviews over each story's copies (`spreadReviews`).
 */
function groupDemoStories(random: Random, rows: MentionRow[], dayStart: Date) {
  const mentions = [...rows, ...createSyndicatedCopies(random, rows, dayStart)];
  groupIntoStories(mentions);
  return {
    mentions,
    spreadReviews: (reviews: { feedback: FeedbackRow[]; favorites: FavoriteRow[] }) =>
      spreadReviewsOverStories(random, reviews, mentions),
  };
}

/**
 * Who reviews what in the demo world, and after which taste (issue 39): the analyst in both folders, the moderator in
 * the Proof of Concept. Each analyst folder gets at least ten likes and dislikes of each kind it has, so that its
 * relevance model is past the cold start.
 */
function reviewPlans(analystId: string, moderatorId: string): ReviewPlan[] {
  const [analystMonitoring, analystDiscovery] = ANALYST_CUSTOMERS;
  return [
    {
      userId: analystId,
      customerName: analystMonitoring,
      signalFeedback: 10,
      mentionFeedback: 10,
      signalFavorites: 6,
      mentionFavorites: 2,
      // A logistics analyst: disruptions of operations matter, good news of partners and products does not.
      taste: {
        likedEventTypes: ['Supply Chain Disruption', 'Strike', 'Plant Closure'],
        dislikedEventTypes: ['Partnership Announced', 'Earnings Beat', 'Product Launch'],
        likedSearchTerms: ['Port congestion', 'Logistics strikes'],
        dislikedSearchTerms: ['Ransomware', 'IT outages'],
      },
    },
    {
      userId: analystId,
      customerName: analystDiscovery,
      signalFeedback: 0,
      mentionFeedback: 10,
      signalFavorites: 0,
      mentionFavorites: 2,
      taste: {
        likedEventTypes: [],
        dislikedEventTypes: [],
        likedSearchTerms: ['Green hydrogen', 'Offshore wind'],
        dislikedSearchTerms: ['Tariffs', 'Export controls'],
      },
    },
    {
      userId: moderatorId,
      customerName: 'poc',
      signalFeedback: 10,
      mentionFeedback: 10,
      signalFavorites: 6,
      mentionFavorites: 2,
      // Credit risk first; contracts, plants and climate targets are noise to them.
      taste: {
        likedEventTypes: ['Insolvency Filing', 'Credit Downgrade', 'Profit Warning'],
        dislikedEventTypes: ['Major Contract Won', 'Facility Expansion', 'Emissions Target'],
        likedSearchTerms: ['Ransomware', 'Data leaks'],
        dislikedSearchTerms: ['Price war', 'Market entry'],
      },
    },
  ];
}

/** The whole world as rows, without touching the database: a pure function of the day, the scale and the seed. */
export function createDemoWorld(dayStart: Date, scale: SeedScale, passwordHash: string) {
  const random = createRandom(DEMO_WORLD_SEED);
  const sizes = SIZES[scale];
  const foundedAt = addDays(dayStart, -420);

  const accounts = createDemoUsers(random.fork('users'), passwordHash, dayStart);
  const entities = createTargetEntities(random.fork('entities'), sizes.entities);
  const monitoringRandom = random.fork('monitoring');
  const folders = CUSTOMER_DEFINITIONS.filter((definition) => definition.monitoring).map((definition) => ({
    definition,
    entities: pickMonitoredEntities(monitoringRandom, definition, entities, scale),
  }));
  const signalWorld = createSignals({
    random: random.fork('signals'),
    dayStart,
    targetCount: sizes.signals,
    folders,
    allEntities: entities,
    moderatorId: accounts.moderator.id,
    adminId: accounts.admin.id,
  });
  const discoveryWorld = createDiscoveries(random.fork('discoveries'), CUSTOMER_DEFINITIONS, dayStart);
  const mentionRows = createMentions({
    random: random.fork('mentions'),
    dayStart,
    targetCount: sizes.mentions,
    customers: CUSTOMER_DEFINITIONS,
    searchTerms: discoveryWorld.searchTerms,
    entities,
  });
  const stories = groupDemoStories(random.fork('syndication'), mentionRows, dayStart);
  const reviews = stories.spreadReviews(
    createReviews(
      random.fork('reviews'),
      reviewPlans(accounts.analyst.id, accounts.moderator.id),
      signalWorld.signals,
      mentionRows,
      new Map(discoveryWorld.searchTerms.map((term) => [term.row.id, term.definition.term])),
      dayStart,
    ),
  );
  const targetEntityRows = entities.map((entity) => ({
    ...toTargetEntityRow(entity),
    createdAt: foundedAt,
    updatedAt: foundedAt,
  }));

  return {
    customers: CUSTOMER_DEFINITIONS.map((definition) => ({
      name: definition.name,
      label: definition.label,
      folderDbTable: nameFolderTable(definition.name),
      monitoring: definition.monitoring,
      discovery: definition.discovery,
      trend: definition.trend,
      createdAt: foundedAt,
      updatedAt: foundedAt,
    })),
    users: accounts.users,
    userCustomers: accounts.userCustomers,
    categories: CATEGORIES.map((name, sortOrder) => ({ name, sortOrder })),
    eventTypes: EVENT_TYPES.map((definition) => ({
      name: definition.name,
      category: definition.category,
      description: definition.description,
      argumentNames: definition.arguments.map((argument) => argument.name),
    })),
    highlightTemplates: EVENT_TYPES.map((definition) => ({
      eventType: definition.name,
      template: definition.highlight,
    })),
    referenceListItems: createReferenceListItems(CUSTOMER_DEFINITIONS),
    targetEntities: targetEntityRows,
    customerTargetEntities: folders.flatMap((folder) =>
      folder.entities.map((entity) => ({ customerName: folder.definition.name, targetEntityId: entity.id })),
    ),
    signals: signalWorld.signals,
    signalArguments: signalWorld.signalArguments,
    documentCounts: createDocumentCounts(random.fork('document-counts'), CUSTOMER_DEFINITIONS, dayStart),
    discoveries: discoveryWorld.discoveries,
    searchTerms: discoveryWorld.searchTerms.map((term) => term.row),
    mentions: stories.mentions,
    feedback: reviews.feedback,
    favorites: reviews.favorites,
    relevanceModels: createRelevanceModels({
      ...reviews,
      signals: signalWorld.signals,
      signalArguments: signalWorld.signalArguments,
      mentions: stories.mentions,
      categories: new Map(EVENT_TYPES.map((definition) => [definition.name, definition.category])),
      entities: new Map(
        targetEntityRows.map((row) => [row.id!, { industry: row.industry ?? null, country: row.country ?? null }]),
      ),
    }),
  };
}
