import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  name: text('name').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const eventTypes = pgTable('event_types', {
  name: text('name').primaryKey(),
  category: text('category').references(() => categories.name, { onDelete: 'set null', onUpdate: 'cascade' }),
  description: text('description'),
  /** The argument names an extraction of this type may carry (acquirer, target, …). */
  argumentNames: text('argument_names').array().notNull().default([]),
});

/** How a signal's evidence sentence is highlighted for its event type. */
export const highlightTemplates = pgTable('highlight_templates', {
  eventType: text('event_type')
    .primaryKey()
    .references(() => eventTypes.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  template: text('template').notNull(),
});
