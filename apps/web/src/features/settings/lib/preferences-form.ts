import {
  updateUserPreferencesRequestSchema,
  type UpdateUserPreferencesRequest,
  type UserPreferences,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../shared/forms/form-validation';

/** The Default filters section: what Signals and Mentions open with when their URL does not say otherwise. */
export type DefaultFiltersValues = Pick<
  UserPreferences,
  'dateRange' | 'reliability' | 'languages' | 'mediaSegments' | 'hideDisliked'
>;

export function defaultFiltersValuesOf(preferences: UserPreferences): DefaultFiltersValues {
  const { dateRange, reliability, languages, mediaSegments, hideDisliked } = preferences;
  return { dateRange, reliability, languages: [...languages], mediaSegments: [...mediaSegments], hideDisliked };
}

/** A section's values as the PATCH body: only its own fields, so one section's save leaves the others alone. */
export function toPreferencesRequest(values: Partial<UserPreferences>): UpdateUserPreferencesRequest {
  return { preferences: values };
}

/** The server names `preferences.reliability`; the form's field is `reliability`. */
export const PREFERENCE_FIELD_OF_PATH: Record<string, string> = Object.fromEntries(
  Object.keys(updateUserPreferencesRequestSchema.shape.preferences.shape).map((field) => [
    `preferences.${field}`,
    field,
  ]),
);

/** The contract's rules, as the server checks them. */
export const validatePreferences: (values: Partial<UserPreferences>) => FormErrors = validateAsRequest(
  updateUserPreferencesRequestSchema,
  toPreferencesRequest,
  PREFERENCE_FIELD_OF_PATH,
);
