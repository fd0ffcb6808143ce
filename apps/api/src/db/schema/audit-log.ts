import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only record of every write and every login: who, when, what, target, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorUsername: text('actor_username'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    customerName: text('customer_name'),
    address: text('address'),
    details: jsonb('details'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('audit_log_action_target_idx').on(table.action, table.targetId, table.at),
    // The log screen's filters, each keeping the newest-first order of its pages.
    index('audit_log_customer_at_idx').on(
      table.customerName,
      table.at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('audit_log_actor_at_idx').on(
      sql`lower(${table.actorUsername})`,
      table.at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Target filters: a type alone (every signal write), or an id (with or without its type, checked on the few rows).
    // Ascending, unlike the others: the newest-first pages read them backwards at the same cost, and a plain
    // `where target_id = $1` (the modules' tests read an entity's audit rows so) still lists them in written order.
    index('audit_log_target_type_at_idx').on(table.targetType, table.at, table.id),
    index('audit_log_target_id_at_idx').on(table.targetId, table.at, table.id),
    // text_pattern_ops: an action prefix (LIKE 'signal.%') can use the index whatever the database's collation.
    index('audit_log_action_prefix_idx').on(
      sql`${table.action} text_pattern_ops`,
      table.at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
