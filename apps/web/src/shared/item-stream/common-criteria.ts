import type { MentionCriteria, SignalCriteria } from '@argus/filtering';

/**
 * The criteria every item stream filters by (spec sections 4 and 5): the fields Signals and Mentions share, under the
 * same names. The companies are not among them: signals keep them as `companyNames`, mentions as `companies`.
 */
export type CommonCriteria = Pick<
  SignalCriteria & MentionCriteria,
  'dateBegin' | 'dateEnd' | 'mediaSegments' | 'reliability' | 'languages' | 'reviews' | 'hideDisliked'
>;

/** The criteria fields that hold a list of choices (companies, event types, keywords…). */
export type ListKey<C> = { [K in keyof C]: C[K] extends string[] ? K : never }[keyof C];

/** A filter change as the URL-bound criteria take it: from the present criteria to the next. */
export type CriteriaChange<C> = (update: (current: C) => C) => void;

/** Sets one criteria field, leaving the others as they are. */
export function criterionSetter<C>(onChange: CriteriaChange<C>) {
  return <K extends keyof C>(key: K, value: C[K]) => onChange((current) => ({ ...current, [key]: value }));
}

/** The list with the value taken out if it was in, added at the end if not (a chip's click). */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((selected) => selected !== value) : [...list, value];
}
