import {
  UNCATEGORISED,
  type FilterOptionsQuery,
  type MentionFilterOptions,
  type SignalFilterOptions,
} from '@argus/contract';
import { defaultSignalCriteria, sortedDistinct, type DayRange } from '@argus/filtering';
import { notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { ReadCaches } from '../../plugins/read-caches';
import { assertCustomerAccess } from '../access/access.service';
import { listMentionOptionValues, listSignalOptionValues } from './filter-options.repository';

type Access = Pick<ServiceContext, 'db' | 'user'> & { caches: Pick<ReadCaches, 'customerAccess'> };

/** A folder and the days of its options. */
type OptionsInput = { customerName: string; query: FilterOptionsQuery };

/** The query's days, the last month up to today (UTC) for what it leaves out, as the filter reads take them. */
function daysOf(query: FilterOptionsQuery, now: Date = new Date()): DayRange {
  const defaults = defaultSignalCriteria(now);
  return { dateBegin: query.from ?? defaults.dateBegin, dateEnd: query.to ?? defaults.dateEnd };
}

/** The values of one list, ordered as packages/filtering orders the held folder's option lists. */
const listOf = (rows: readonly { list: string; value: string }[], list: string) =>
  sortedDistinct(rows.filter((row) => row.list === list).map((row) => row.value));

/** The Signals filter panel's option lists over the days (ADR 0110): what `deriveSignalOptions` answers over them. */
export async function readSignalFilterOptions(
  { db, caches, user }: Access,
  { customerName, query }: OptionsInput,
): Promise<SignalFilterOptions> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const rows = await listSignalOptionValues(db, customerName, daysOf(query));
  const categoryOf = new Map(
    rows.filter((row) => row.list === 'eventType').map((row) => [row.value, row.category ?? UNCATEGORISED]),
  );
  return {
    companyNames: listOf(rows, 'company'),
    mediaSegments: listOf(rows, 'media'),
    languages: listOf(rows, 'language'),
    eventTypes: listOf(rows, 'eventType').map((name) => ({ name, category: categoryOf.get(name) ?? UNCATEGORISED })),
  };
}

/** The Mentions filter panel's option lists over the days: what `deriveMentionOptions` answers over them. */
export async function readMentionFilterOptions(
  { db, caches, user }: Access,
  { customerName, query }: OptionsInput,
): Promise<MentionFilterOptions> {
  const customer = await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  if (!customer.discovery) throw notFound('This customer has no discovery feature.');
  const rows = await listMentionOptionValues(db, customerName, daysOf(query));
  return {
    companies: listOf(rows, 'company'),
    mediaSegments: listOf(rows, 'media'),
    languages: listOf(rows, 'language'),
  };
}
