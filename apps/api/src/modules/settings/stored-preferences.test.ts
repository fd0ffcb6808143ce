import { DEFAULT_USER_PREFERENCES } from '@argus/contract';
import { expect, it } from 'vitest';
import { readStoredPreferences } from './stored-preferences';

it('reads saved preferences over the defaults and drops what the contract no longer allows, field by field', () => {
  expect(readStoredPreferences({})).toEqual(DEFAULT_USER_PREFERENCES);
  expect(readStoredPreferences(null)).toEqual(DEFAULT_USER_PREFERENCES);
  expect(readStoredPreferences(['dark'])).toEqual(DEFAULT_USER_PREFERENCES);
  expect(
    readStoredPreferences({ theme: 'dark', dateRange: 'last-decade', reliability: 7, languages: ['de'], extra: 1 }),
  ).toEqual({ ...DEFAULT_USER_PREFERENCES, theme: 'dark', languages: ['de'] });
});
