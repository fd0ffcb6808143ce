import {
  FEEDBACK_REPORT_COUNT_LIMIT,
  FEEDBACK_REPORT_CSV_MAX_ROWS,
  type FeedbackCounts,
  type FeedbackReportCsvQuery,
  type FeedbackReportFilter,
  type FeedbackReportPage,
  type FeedbackReportPageQuery,
  type FeedbackReportRow,
  type FeedbackReportSort,
  type FeedbackReportTotals,
  type ReviewItemKind,
} from '@argus/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import { feedbackCsvHeader, feedbackCsvLine } from './feedback-csv';
import {
  countFeedbackRows,
  findNames,
  findUserIdByUsername,
  listFeedbackDetails,
  listFeedbackIds,
  sumFeedbackPerUser,
  sumFeedbackTotals,
  sumMonthTotals,
  sumUserTotals,
  TOTALS_GROUPING,
  type FeedbackDetailRow,
  type FeedbackReportConditions,
  type FeedbackReportOrder,
  type SummedConditions,
} from './feedbacks.repository';

// The Feedbacks report (moderators and admins: the routes decide). Every call resolves the same filters the same way.

/** The report reads every customer's feedback: it needs only the database (the route checked the role). */
type ReportContext = Pick<ServiceContext, 'db'>;

const DAY_MS = 86_400_000;
/** The CSV reads the details of this many rows per statement. */
const CSV_DETAIL_BATCH = 2000;

/** A user who does not exist has given no feedback: the filter then matches nothing, with no query for it. */
const NOBODY = Symbol('nobody');

async function resolveConditions(
  db: Database,
  filter: FeedbackReportFilter,
): Promise<FeedbackReportConditions | typeof NOBODY> {
  const userId = filter.user === undefined ? undefined : await findUserIdByUsername(db, filter.user);
  if (filter.user !== undefined && userId === undefined) return NOBODY;
  return {
    from: filter.from === undefined ? undefined : new Date(`${filter.from}T00:00:00.000Z`),
    // The last day is whole: the range ends where the next day starts.
    until: filter.to === undefined ? undefined : new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS),
    customerName: filter.customer,
    userId,
    eventType: filter.eventType,
    itemKind: filter.kind,
    value: filter.feedback === undefined ? undefined : filter.feedback === 'like' ? 1 : -1,
  };
}

function orderOf(sort: FeedbackReportSort): FeedbackReportOrder {
  return {
    column: sort.replace(/^-/, '') as FeedbackReportOrder['column'],
    descending: sort.startsWith('-'),
  };
}

const toIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRow(row: FeedbackDetailRow): FeedbackReportRow {
  return {
    id: row.id,
    eventId: row.itemId,
    itemKind: row.itemKind as ReviewItemKind,
    feedback: row.feedback === 1 ? 1 : -1,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customerName: row.customerName,
    customerLabel: row.customerLabel,
    eventType: row.eventType,
    username: row.username,
    displayName: row.displayName,
    title: row.title,
    company: row.company,
    publishDate: toIso(row.publishDate),
    itemState: row.itemState,
  };
}

/** The details of `ids`, in the order of `ids`. */
async function readRows(db: Database, ids: string[]): Promise<FeedbackReportRow[]> {
  const details = new Map((await listFeedbackDetails(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = details.get(id);
    // A row removed between the two statements is left out rather than shown half.
    return row ? [toRow(row)] : [];
  });
}

/** One page of the filtered feedback and how many rows match in all (null beyond FEEDBACK_REPORT_COUNT_LIMIT). */
export async function readFeedbackReportPage(
  { db }: ReportContext,
  query: FeedbackReportPageQuery,
): Promise<FeedbackReportPage> {
  const conditions = await resolveConditions(db, query);
  if (conditions === NOBODY) return { rows: [], total: 0 };
  const [idRows, total] = await Promise.all([
    listFeedbackIds(db, conditions, orderOf(query.sort), { offset: (query.page - 1) * query.size, limit: query.size }),
    countFeedbackRows(db, conditions, FEEDBACK_REPORT_COUNT_LIMIT),
  ]);
  return {
    rows: await readRows(
      db,
      idRows.map((row) => row.id),
    ),
    total: total > FEEDBACK_REPORT_COUNT_LIMIT ? null : total,
  };
}

const counts = (likes: number, dislikes: number): FeedbackCounts => ({
  likes,
  dislikes,
  precision: likes + dislikes === 0 ? null : likes / (likes + dislikes),
});
const byVolume = (a: FeedbackCounts, b: FeedbackCounts) => b.likes + b.dislikes - (a.likes + a.dislikes);
/** Names in order, the group without a name (null) last. */
const byName = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/** 'YYYY-MM-01' when `moment` starts a UTC month, else null. */
function monthStarting(moment: Date): string | null {
  const day = moment.toISOString().slice(0, 10);
  return day.endsWith('-01') && moment.getTime() === Date.parse(`${day}T00:00:00.000Z`) ? day : null;
}

/** The filters as the summed tables take them, or null when they do not answer them (a user, part of a month). */
function summedConditionsOf(conditions: FeedbackReportConditions): SummedConditions | null {
  const { from, until, userId, ...rest } = conditions;
  if (userId !== undefined) return null;
  const fromMonth = from === undefined ? undefined : monthStarting(from);
  const untilMonth = until === undefined ? undefined : monthStarting(until);
  if (fromMonth === null || untilMonth === null) return null;
  return { ...rest, fromMonth, untilMonth };
}

/**
 * Every grouping's sums (ADR 0131): from the tables summed per month where they answer the filters (no user, whole
 * months), the per-user sums from the feedback rows where only theirs do not (an event type; months and a customer
 * together); all of it from the rows otherwise (a user's rows are few; part of a month reads that range).
 */
async function sumTotals(db: Database, conditions: FeedbackReportConditions) {
  const summed = summedConditionsOf(conditions);
  if (!summed) return sumFeedbackTotals(db, conditions);
  const [monthRows, userRows] = await Promise.all([
    sumMonthTotals(db, summed),
    sumUserTotals(db, summed).then((rows) => rows ?? sumFeedbackPerUser(db, conditions)),
  ]);
  return [...monthRows, ...userRows];
}

/** Likes, dislikes and precision of the filtered feedback per customer, event type and user, and over all. */
export async function readFeedbackReportTotals(
  { db }: ReportContext,
  filter: FeedbackReportFilter,
): Promise<FeedbackReportTotals> {
  const conditions = await resolveConditions(db, filter);
  const empty: FeedbackReportTotals = { all: counts(0, 0), customers: [], eventTypes: [], users: [] };
  if (conditions === NOBODY) return empty;
  const rows = await sumTotals(db, conditions);
  const perCustomer = rows.filter((row) => row.grouping === TOTALS_GROUPING.customer);
  const perEventType = rows.filter((row) => row.grouping === TOTALS_GROUPING.eventType);
  const perUser = rows.filter((row) => row.grouping === TOTALS_GROUPING.user);
  const all = rows.find((row) => row.grouping === TOTALS_GROUPING.all);
  const { customerRows, userRows } = await findNames(
    db,
    perCustomer.flatMap((row) => (row.customerName === null ? [] : [row.customerName])),
    perUser.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  const labels = new Map(customerRows.map((row) => [row.name, row.label]));
  const people = new Map(userRows.map((row) => [row.id, row]));
  return {
    all: all ? counts(all.likes, all.dislikes) : empty.all,
    customers: perCustomer
      .map((row) => ({
        customerName: row.customerName,
        customerLabel: row.customerName === null ? null : (labels.get(row.customerName) ?? null),
        ...counts(row.likes, row.dislikes),
      }))
      .sort((a, b) => byVolume(a, b) || byName(a.customerName, b.customerName)),
    eventTypes: perEventType
      .map((row) => ({ eventType: row.eventType, ...counts(row.likes, row.dislikes) }))
      .sort((a, b) => byVolume(a, b) || byName(a.eventType, b.eventType)),
    users: perUser
      .flatMap((row) => {
        const person = row.userId === null ? undefined : people.get(row.userId);
        return person
          ? [{ username: person.username, displayName: person.displayName, ...counts(row.likes, row.dislikes) }]
          : [];
      })
      .sort((a, b) => byVolume(a, b) || a.username.localeCompare(b.username)),
  };
}

/**
 * Every filtered row as CSV, in the report's order: the ids are read at once (a uuid each), the details in batches,
 * so the answer streams out without holding every row. Refused (400) beyond FEEDBACK_REPORT_CSV_MAX_ROWS.
 */
export async function openFeedbackReportCsv({ db }: ReportContext, query: FeedbackReportCsvQuery) {
  const conditions = await resolveConditions(db, query);
  const ids =
    conditions === NOBODY ? [] : (await listFeedbackIds(db, conditions, orderOf(query.sort))).map((r) => r.id);
  if (ids.length > FEEDBACK_REPORT_CSV_MAX_ROWS) {
    throw badRequest(
      'from',
      `The export holds at most ${FEEDBACK_REPORT_CSV_MAX_ROWS.toLocaleString('en')} rows; narrow the filters.`,
    );
  }
  async function* lines() {
    yield feedbackCsvHeader();
    for (let start = 0; start < ids.length; start += CSV_DETAIL_BATCH) {
      const rows = await readRows(db, ids.slice(start, start + CSV_DETAIL_BATCH));
      yield rows.map(feedbackCsvLine).join('');
    }
  }
  return lines();
}
