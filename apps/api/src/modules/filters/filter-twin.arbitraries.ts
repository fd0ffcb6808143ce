import fc from 'fast-check';

// Random folders and criteria of the filter twins' property tests (ADR 0031): what the signal and mention twins
// generate alike. Their rows, texts and criteria records are their own.

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2025, 4, 1);
const DAYS = 40;

/** A few instants per day in the folder's 40 days, so that several items share one and their order falls to the id. */
export const publishDate = fc
  .tuple(fc.integer({ min: 0, max: DAYS - 1 }), fc.constantFrom(0, 1, 43_200_000, DAY_MS - 1))
  .map(([day, time]) => new Date(FIRST_DAY + day * DAY_MS + time));

const dayAt = (offset: number) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);
const day = fc.integer({ min: -2, max: DAYS + 1 }).map(dayAt);

/**
 * Mostly a range over much of the folder (so that the other steps have something to filter), else any two days,
 * ordered or reversed (a reversed range shows nothing), from two days before the folder to two days after it.
 */
export const dayRange = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.integer({ min: -2, max: DAYS / 2 }), fc.integer({ min: DAYS / 2, max: DAYS + 1 }))
        .map(([first, last]) => [dayAt(first), dayAt(last)] as const),
    },
    { weight: 1, arbitrary: fc.tuple(day, day) },
  )
  .map(([dateBegin, dateEnd]) => ({ dateBegin, dateEnd }));

/** Usually no selection (so that the other steps have something left to filter), one time in `1 + emptyWeight`
 * a few values. */
export const selection = <Value extends string>(values: readonly Value[], emptyWeight: number): fc.Arbitrary<Value[]> =>
  fc.oneof(
    { weight: emptyWeight, arbitrary: fc.constant<Value[]>([]) },
    { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 4 }) },
  );

/** The reliability filter: mostly none (0), else a least reliability of 1 to 5. */
export const reliability = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }) },
);

/**
 * Up to 60 rows with unique ids, and the user's and another user's reviews: of the folder's ids and of ids it does
 * not hold (another user's reviews must change nothing).
 */
export function folderWithReviews<Row>(row: fc.Arbitrary<Row>, idOf: (row: Row) => string) {
  // Unique past the first 8 hex digits: run.scope replaces those, so ids differing only there collide (duplicate key).
  const scoped = (id: string) => id.slice(8);
  return fc.uniqueArray(row, { selector: (item) => scoped(idOf(item)), maxLength: 60, size: 'max' }).chain((rows) => {
    const ids = rows.map(idOf);
    const reviewedId =
      ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid({ version: 4 })) : fc.uuid({ version: 4 });
    const reviews = fc.record({
      bookmarked: fc.uniqueArray(reviewedId, { selector: scoped, maxLength: 20 }),
      feedback: fc.uniqueArray(fc.tuple(reviewedId, fc.constantFrom(1 as const, -1 as const)), {
        selector: ([id]) => scoped(id),
        maxLength: 20,
      }),
    });
    return fc.record({ rows: fc.constant(rows), own: reviews, someoneElses: reviews });
  });
}

/** One to three filters to read over one folder, each with its page size. */
export const filtersWithLimits = <Criteria>(criteria: fc.Arbitrary<Criteria>) =>
  fc.array(fc.tuple(criteria, fc.integer({ min: 1, max: 70 })), { minLength: 1, maxLength: 3 });
