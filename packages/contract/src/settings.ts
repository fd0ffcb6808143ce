import { z } from 'zod';
import { customerNameSchema, languageSchema, mediaSegmentSchema } from './common';
import { LANGUAGES, MEDIA_SEGMENTS } from './constants';
import { defineEndpoints } from './endpoint';
import { startupReadPaths } from './startup-read-paths';

/** One folder (customer table) a user can open; spec section 3, "User settings". */
export const folderSettingsSchema = z.object({
  folderDbTable: z.string(),
  folderLabel: z.string(),
  customerName: z.string(),
  features: z.object({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() }),
  info: z.object({ discoveries: z.array(z.object({ discoveryId: z.string(), name: z.string() })) }),
});
export type FolderSettings = z.infer<typeof folderSettingsSchema>;

/** Light, dark, or the device's own choice. */
export const THEME_PREFERENCES = ['light', 'dark', 'auto'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** Default date ranges of Signals and Mentions, each ending today (UTC) and starting the same day that long ago. */
export const DATE_RANGE_PRESETS = ['last-week', 'last-month', 'last-3-months', 'last-year'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** How the Signals and Mentions lists draw an item: today's cards, or one or two lines each (ADR 0105). */
export const LIST_DENSITIES = ['comfortable', 'compact'] as const;
export type ListDensity = (typeof LIST_DENSITIES)[number];

function uniqueItems<T>(items: readonly T[]) {
  return new Set(items).size === items.length;
}

/**
 * The user's own defaults (ADR 0070): the theme, and the baseline the Signals and Mentions filters start from when
 * their URL does not say otherwise (ADR 0070). Stored in `users.preferences`.
 */
export const userPreferencesSchema = z.object({
  theme: z.enum(THEME_PREFERENCES, { error: `must be one of ${THEME_PREFERENCES.join(', ')}` }),
  dateRange: z.enum(DATE_RANGE_PRESETS, { error: `must be one of ${DATE_RANGE_PRESETS.join(', ')}` }),
  /** 0 (No Filter) to 5 (Very High), the filter's level as in spec section 3. */
  reliability: z
    .number({ error: 'must be a number from 0 to 5' })
    .int('must be a whole number from 0 to 5')
    .min(0, 'must be a number from 0 to 5')
    .max(5, 'must be a number from 0 to 5'),
  languages: z
    .array(languageSchema, { error: 'must be a list of languages' })
    .max(LANGUAGES.length)
    .refine(uniqueItems, 'must not repeat a language'),
  mediaSegments: z
    .array(mediaSegmentSchema, { error: 'must be a list of media segments' })
    .max(MEDIA_SEGMENTS.length)
    .refine(uniqueItems, 'must not repeat a media segment'),
  /** Spec section 4: hideDisliked defaults to true. */
  hideDisliked: z.boolean({ error: 'must be true or false' }),
  /** Chosen in the Signals and Mentions list headers and remembered for the user. */
  density: z.enum(LIST_DENSITIES, { error: `must be one of ${LIST_DENSITIES.join(', ')}` }),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** What a user who never saved preferences gets: the spec's defaults (a month, no filter, disliked hidden). */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  theme: 'auto',
  dateRange: 'last-month',
  reliability: 0,
  languages: [],
  mediaSegments: [],
  hideDisliked: true,
  density: 'comfortable',
};

/** PATCH /api/settings/{username}: the preferences to change; the others stay as stored. */
export const updateUserPreferencesRequestSchema = z.strictObject({
  preferences: userPreferencesSchema.partial().strict(),
});
export type UpdateUserPreferencesRequest = z.infer<typeof updateUserPreferencesRequestSchema>;

export const userPreferencesResponseSchema = z.object({ preferences: userPreferencesSchema });
export type UserPreferencesResponse = z.infer<typeof userPreferencesResponseSchema>;

export const userSettingsSchema = z.object({
  flags: z.object({ newArchitecture: z.boolean(), knowledgeGraph: z.boolean() }),
  tables: z.array(folderSettingsSchema),
  permissions: z.array(z.string()),
  /** Not in the spec's answer: a backend without it means the defaults. */
  preferences: userPreferencesSchema.default(() => ({ ...DEFAULT_USER_PREFERENCES, languages: [], mediaSegments: [] })),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const userSettingsParamsSchema = z.object({ username: z.string().min(1).max(64) });

export const customerSettingsParamsSchema = z.object({ customer: customerNameSchema });

/** One customer's configuration (spec section 7 leaves the shape open): the folder entry of user settings, flattened. */
export const customerSettingsSchema = z.object({
  customerName: z.string(),
  /** Already resolved: a stored label of null, 'nan' or '0' answers the capitalised name. */
  customerLabel: z.string(),
  folderDbTable: z.string(),
  features: z.object({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() }),
  discoveries: z.array(z.object({ discoveryId: z.string(), name: z.string() })),
});
export type CustomerSettings = z.infer<typeof customerSettingsSchema>;

export const settingsEndpoints = defineEndpoints({
  userSettings: {
    ...startupReadPaths.userSettings,
    operationId: 'readUserSettings',
    tag: 'settings',
    summary: "A user's folders, flags, permissions and preferences",
    access: 'user',
    params: userSettingsParamsSchema,
    response: userSettingsSchema,
    errors: [400, 401, 403, 404],
  },
  /** The route also refuses someone else's settings on request, before the body is read (ADR 0004). */
  updatePreferences: {
    method: 'PATCH',
    path: '/api/settings/:username',
    operationId: 'updateUserPreferences',
    tag: 'settings',
    summary: 'Change your own preferences (theme, default date range and filters); the others stay',
    access: 'user',
    params: userSettingsParamsSchema,
    body: updateUserPreferencesRequestSchema,
    response: userPreferencesResponseSchema,
    errors: [400, 401, 403],
  },
  customerSettings: {
    method: 'GET',
    path: '/api/settings/customer/:customer',
    operationId: 'readCustomerSettings',
    tag: 'settings',
    summary: "One customer's label, folder table, features and discoveries",
    access: 'user',
    params: customerSettingsParamsSchema,
    response: customerSettingsSchema,
    errors: [400, 401, 403, 404],
  },
});

/** Spec section 3: a label of null, 'nan' or '0' falls back to the capitalised name. */
export function resolveCustomerLabel(customerName: string, customerLabel: string | null | undefined): string {
  if (customerLabel == null || customerLabel === 'nan' || customerLabel === '0' || customerLabel.trim() === '') {
    return customerName.charAt(0).toUpperCase() + customerName.slice(1);
  }
  return customerLabel;
}
