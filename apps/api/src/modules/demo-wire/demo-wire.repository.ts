import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerTargetEntities, customers, discoveries, searchTerms, targetEntities } from '../../db/schema';

/** The companies the folders monitor, by name, and the keywords of their search terms. */
export async function listWireVocabulary(db: Database, folders: readonly string[]) {
  if (folders.length === 0) return { companies: [], keywords: [] };
  const inFolders = inArray(customers.name, [...folders]);
  const [companyRows, termRows] = await Promise.all([
    db
      .selectDistinct({ name: targetEntities.name })
      .from(customerTargetEntities)
      .innerJoin(targetEntities, eq(targetEntities.id, customerTargetEntities.targetEntityId))
      .innerJoin(customers, eq(customers.name, customerTargetEntities.customerName))
      .where(and(inFolders, eq(customers.discovery, true)))
      .orderBy(targetEntities.name),
    db
      .select({ keywords: searchTerms.keywords })
      .from(searchTerms)
      .innerJoin(discoveries, eq(discoveries.id, searchTerms.discoveryId))
      .innerJoin(customers, eq(customers.name, discoveries.customerName))
      .where(inFolders)
      .orderBy(searchTerms.id),
  ]);
  return {
    companies: companyRows.map((row) => row.name),
    keywords: [...new Set(termRows.flatMap((row) => row.keywords))].sort(),
  };
}
