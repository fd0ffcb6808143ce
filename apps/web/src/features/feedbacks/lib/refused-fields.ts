import { ApiError } from '../../../lib/errors';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { FILTER_KEYS, type FilterKey } from './report-params';

/**
 * What the report calls refused (400), per filter field, to show beside it; a refusal of anything else (the sort,
 * the page, an unknown parameter) is `other`, shown above the table.
 */
export function refusedFields(errors: readonly unknown[]): {
  fields: Partial<Record<FilterKey, string>>;
  other: string | null;
} {
  const fields: Partial<Record<FilterKey, string>> = {};
  let other: string | null = null;
  for (const error of errors) {
    if (!(error instanceof ApiError) || error.status !== 400) continue;
    const refused = serverFieldError(error, (path) => path);
    if (!refused) continue;
    if ((FILTER_KEYS as readonly string[]).includes(refused.field))
      fields[refused.field as FilterKey] ??= refused.message;
    else other ??= error.message;
  }
  return { fields, other };
}
