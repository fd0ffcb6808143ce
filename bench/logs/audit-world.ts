// The data of the logs benchmark: a year of audit entries written in SQL on the server (INSERT ... SELECT over
// generate_series, 100,000 rows a statement), deterministic through hashint4, shaped like a busy console's log:
// half sign-ins and session renewals, a quarter signal writes, the rest user, customer, entity, review and e-mail
// changes, by 500 users over 20 customers, with a failed login every 40 entries or so.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

export const AUDIT_USERS = 500;
export const AUDIT_CUSTOMERS = 20;
/** The newest entry; the oldest is a year before. */
export const AUDIT_END = new Date('2026-01-01T00:00:00.000Z');
const BATCH = 100_000;

/** Weighted: an action listed n times is written n times as often as one listed once. */
const ACTIONS = [
  ...Array<string>(16).fill('auth.login.success'),
  ...Array<string>(3).fill('auth.login.failure'),
  'auth.login.refused',
  ...Array<string>(14).fill('auth.refresh'),
  ...Array<string>(6).fill('auth.logout'),
  ...Array<string>(8).fill('signal.update'),
  ...Array<string>(6).fill('signal.hide'),
  ...Array<string>(6).fill('signal.create'),
  ...Array<string>(3).fill('signal.delete'),
  ...Array<string>(8).fill('feedback.add'),
  ...Array<string>(6).fill('favorite.add'),
  ...Array<string>(2).fill('favorite.remove'),
  ...Array<string>(3).fill('settings.preferences.update'),
  ...Array<string>(3).fill('target-entity.update'),
  'target-entity.create',
  'target-entity.link',
  'user.update',
  'user.create',
  'customer.update',
  'email-schedule.send',
  'email-schedule.update',
];

const username = (number: number) => `bench_user_${String(number).padStart(3, '0')}`;
export const auditUsername = (index: number) => username(index % AUDIT_USERS);
export const auditCustomer = (index: number) => `bench_${String((index % AUDIT_CUSTOMERS) + 1).padStart(2, '0')}`;
/** The id a signal target gets: the first 32 hex digits of md5 of its number, as the SQL below writes it. */
export const SIGNAL_TARGETS = 300_000;

/** Writes `count` entries, the i-th (1-based) at AUDIT_END minus i/count of a year: the newest first by id. */
export async function insertAuditWorld(db: Database, count: number, log: (message: string) => void) {
  const actions = sql.raw(`array[${ACTIONS.map((action) => `'${action}'`).join(',')}]`);
  for (let first = 1; first <= count; first += BATCH) {
    const last = Math.min(count, first + BATCH - 1);
    await db.execute(sql`
      insert into audit_log (at, actor_user_id, actor_username, action, target_type, target_id, customer_name, address, details)
      select
        ${AUDIT_END.toISOString()}::timestamptz - (i::float8 / ${count}) * interval '365 days',
        null,
        'bench_user_' || lpad(actor::text, 3, '0'),
        action,
        case split_part(action, '.', 1)
          when 'auth' then 'user' when 'user' then 'user' when 'settings' then 'user'
          when 'customer' then 'customer' when 'target-entity' then 'target-entity'
          when 'email-schedule' then 'email-schedule' else 'signal' end,
        case split_part(action, '.', 1)
          when 'auth' then 'bench_user_' || lpad(actor::text, 3, '0')
          when 'settings' then 'bench_user_' || lpad(actor::text, 3, '0')
          when 'user' then 'bench_user_' || lpad((abs(hashint4(i + 11)) % ${AUDIT_USERS})::text, 3, '0')
          when 'customer' then customer
          when 'target-entity' then md5('entity' || (abs(hashint4(i + 13)) % 20000)::text)
          when 'email-schedule' then md5('schedule' || (abs(hashint4(i + 17)) % 2000)::text)
          else md5((abs(hashint4(i + 19)) % ${SIGNAL_TARGETS})::text) end,
        case when split_part(action, '.', 1) in ('auth', 'user', 'settings') then null else customer end,
        '10.' || (actor % 250)::text || '.' || (abs(hashint4(i + 23)) % 250)::text || '.7',
        case when action like 'signal.%' then jsonb_build_object('eventType', 'Acquisition', 'reason', 'bench')
             when action = 'email-schedule.send' then jsonb_build_object('status', case when i % 10 = 0 then 'failed' else 'sent' end)
             else null end
      from generate_series(${first}::int, ${last}::int) as i,
        lateral (select
          abs(hashint4(i)) % ${AUDIT_USERS} as actor,
          (${actions})[1 + abs(hashint4(i + 7)) % ${ACTIONS.length}] as action,
          'bench_' || lpad((1 + abs(hashint4(i + 5)) % ${AUDIT_CUSTOMERS})::text, 2, '0') as customer) as picked
    `);
    log(`${last.toLocaleString('en')} of ${count.toLocaleString('en')} entries`);
  }
  await db.execute(sql`analyze audit_log`);
}

/** The target id of the n-th signal, as the SQL above writes it. */
export function signalTargetId(number: number) {
  return createHash('md5')
    .update(String(number % SIGNAL_TARGETS))
    .digest('hex');
}
