// The data of the feedbacks benchmark, made by PostgreSQL itself (generate_series, a fixed seed): 20 customers of very
// different sizes, 300 reviewers, the seed's event types, 60,000 signals and 20,000 mentions of 2025, and `count`
// likes and dislikes of them, four reviewers per item at most, ~70 % likes (fewer for some event types, so that the
// precision chart has something to show). A few signals are hidden or deleted and some mentions gone, as in production.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { categories, eventTypes, feedback } from '../../apps/api/src/db/schema';
import { CATEGORIES, EVENT_TYPES } from '../../apps/api/src/db/seed/event-catalogue';
import { createUser } from '../../apps/api/src/modules/users/users.service';

export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };
export const CUSTOMER_COUNT = 20;
export const REVIEWER_COUNT = 300;
const SIGNAL_COUNT = 60_000;
const MENTION_COUNT = 20_000;
const ITEMS = SIGNAL_COUNT + MENTION_COUNT;
/** Reviewers per item at most: the items a count needs come round this many times, each time with other users. */
const ROUNDS = 4;

/** bench_01 … bench_20; bench_01 holds about a fifth of everything, bench_20 a few hundred rows. */
export const customerName = (index: number) => `bench_${String(index).padStart(2, '0')}`;
export const reviewerName = (index: number) => `reviewer_${String(index).padStart(3, '0')}`;

/** A whole number written into the statement: PostgreSQL cannot type `$1 / $2` of unknown parameters. */
const literal = (value: number) => sql.raw(String(Math.trunc(value)));

export async function insertFeedbackWorld(db: Database, count: number) {
  if (count > ITEMS * ROUNDS) throw new Error(`at most ${ITEMS * ROUNDS} feedback rows`);
  await db.execute(sql`select setseed(0.42)`);
  await db.insert(categories).values(CATEGORIES.map((name, sortOrder) => ({ name, sortOrder })));
  await db.insert(eventTypes).values(EVENT_TYPES.map(({ name, category }) => ({ name, category })));
  // A skewed customer: the square of a uniform number favours the first customers.
  await db.execute(sql`
    insert into customers (name, label, folder_db_table, monitoring, discovery)
    select 'bench_' || lpad(i::text, 2, '0'), 'Bench customer ' || i, 'events_bench_' || i, true, true
    from generate_series(1, ${literal(CUSTOMER_COUNT)}) as i`);
  await db.execute(sql`
    insert into users (username, password_hash, privilege)
    select 'reviewer_' || lpad(i::text, 3, '0'), 'not-a-password-hash', 1 from generate_series(1, ${literal(REVIEWER_COUNT)}) as i`);
  await db.execute(sql`
    create unlogged table bench_event_types as
    select row_number() over (order by name) - 1 as position, name from event_types`);
  await db.execute(sql`
    insert into signals (id, customer_name, target_entity_name, event_type, publish_date, media_segment, reliability,
      language, title, hidden, deleted)
    select gen_random_uuid(),
      'bench_' || lpad((1 + floor(${literal(CUSTOMER_COUNT)} * random() ^ 2))::int::text, 2, '0'),
      'Bench Company ' || (i % 4000),
      (select name from bench_event_types where position = i % (select count(*) from bench_event_types)),
      timestamptz '2025-01-01' + random() * interval '365 days',
      'news', 1 + (i % 5), 'en',
      'Bench signal ' || i || ' about Bench Company ' || (i % 4000),
      i % 97 = 0, i % 89 = 0
    from generate_series(1, ${literal(SIGNAL_COUNT)}) as i`);
  await db.execute(sql`
    insert into mentions (uuid, customer_name, publish_date, media_segment, reliability, language, title, sentence)
    select gen_random_uuid(),
      'bench_' || lpad((1 + floor(${literal(CUSTOMER_COUNT)} * random() ^ 2))::int::text, 2, '0'),
      timestamptz '2025-01-01' + random() * interval '365 days',
      'blog', 3, 'de', 'Bench mention ' || i, 'A sentence of bench mention ' || i
    from generate_series(1, ${literal(MENTION_COUNT)}) as i`);
  // The items in a fixed order, numbered from 0: item n is reviewed in round r by a user of that round's share.
  await db.execute(sql`
    create unlogged table bench_items as
    select row_number() over (order by md5(id::text)) - 1 as position, * from (
      select id, 'signal' as kind, customer_name, event_type, publish_date from signals
      union all
      select uuid, 'mention', customer_name, null, publish_date from mentions
    ) items`);
  await db.execute(sql`create index on bench_items (position)`);
  await db.execute(sql`
    create unlogged table bench_reviewers as
    select row_number() over (order by username) - 1 as position, id from users where username like 'reviewer_%'`);
  await db.execute(sql`
    insert into feedback (user_id, item_id, item_kind, customer_name, event_type, feedback, created_at, updated_at)
    select reviewer.id, item.id, item.kind, item.customer_name, item.event_type,
      case when random() < 0.85 - 0.3 * (abs(hashtext(coalesce(item.event_type, 'mention'))) % 7) / 6.0
        then 1 else -1 end,
      item.publish_date + random() * interval '3 days',
      item.publish_date + random() * interval '3 days'
    from generate_series(0, ${literal(count - 1)}) as n
    join bench_items item on item.position = n % ${literal(ITEMS)}
    join bench_reviewers reviewer on reviewer.position =
      (n / ${literal(ITEMS)}) * ${literal(REVIEWER_COUNT / ROUNDS)} + (n * 7919) % ${literal(REVIEWER_COUNT / ROUNDS)}`);
  // Some mentions are gone since (their feedback stays, its item "missing").
  await db.execute(sql`delete from mentions where uuid in (select uuid from mentions order by uuid limit 500)`);
  await db.execute(sql`drop table bench_items, bench_reviewers, bench_event_types`);
  await db.execute(sql`vacuum (analyze) feedback, signals, mentions, users, customers`);
  await createUser(
    { db, actor: { actorUserId: null, actorUsername: 'bench' } },
    { ...BENCH_ADMIN, privilege: 3, customers: [] },
  );
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(feedback);
  return { feedback: row?.count ?? 0 };
}
