import { DEFAULT_USER_PREFERENCES } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { serverFieldError } from '../../../shared/forms/form-validation';
import {
  defaultFiltersValuesOf,
  PREFERENCE_FIELD_OF_PATH,
  toPreferencesRequest,
  validatePreferences,
} from './preferences-form';

describe('preferences form', () => {
  it("sends only its section's fields", () => {
    const values = defaultFiltersValuesOf({ ...DEFAULT_USER_PREFERENCES, theme: 'dark', reliability: 4 });
    expect(toPreferencesRequest(values)).toEqual({
      preferences: { dateRange: 'last-month', reliability: 4, languages: [], mediaSegments: [], hideDisliked: true },
    });
  });

  it("applies the contract's rules under the form's own field names", () => {
    expect(validatePreferences({ reliability: 4, languages: ['de'] })).toEqual({});
    expect(validatePreferences({ reliability: 6, languages: ['de', 'de'] })).toEqual({
      reliability: 'Must be a number from 0 to 5',
      languages: 'Must not repeat a language',
    });
  });

  it("puts the server's refusal of a preference under its field", () => {
    const refused = new ApiError(
      400,
      'Bad Request',
      'preferences.theme: must be one of light, dark, auto',
      'preferences.theme',
    );
    expect(serverFieldError(refused, PREFERENCE_FIELD_OF_PATH)).toEqual({
      field: 'theme',
      message: 'Must be one of light, dark, auto',
    });
  });
});
