import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discoveries, referenceListItems, searchTerms } from '../../db/schema';

// Served by the primary key (list, key); lists are short, so sorting by sort_order in memory of the server is cheap.
export function listReferenceListItems(db: Database, list: string) {
  return db
    .select({ key: referenceListItems.key, label: referenceListItems.label, attributes: referenceListItems.attributes })
    .from(referenceListItems)
    .where(eq(referenceListItems.list, list))
    .orderBy(asc(referenceListItems.sortOrder), asc(referenceListItems.key));
}

export function listDiscoveriesWithTermCounts(db: Database) {
  return db
    .select({
      discoveryId: discoveries.id,
      customerName: discoveries.customerName,
      name: discoveries.name,
      searchTermCount: count(searchTerms.id),
      createdAt: discoveries.createdAt,
    })
    .from(discoveries)
    .leftJoin(searchTerms, eq(searchTerms.discoveryId, discoveries.id))
    .groupBy(discoveries.id)
    .orderBy(asc(discoveries.customerName), asc(discoveries.name), asc(discoveries.id));
}
