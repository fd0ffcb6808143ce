import { DEFAULT_USER_PREFERENCES, userPreferencesSchema, type UserPreferences } from '@argus/contract';

const fieldSchemas = userPreferencesSchema.shape;

/**
 * The preferences a user saved, over the defaults, field by field: a stored value that no longer passes the
 * contract (a preset since renamed, say) falls back to its default instead of failing the whole settings answer.
 */
export function readStoredPreferences(stored: unknown): UserPreferences {
  const preferences: Record<string, unknown> = { ...DEFAULT_USER_PREFERENCES };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [field, schema] of Object.entries(fieldSchemas)) {
      const parsed = schema.safeParse((stored as Record<string, unknown>)[field]);
      if (parsed.success) preferences[field] = parsed.data;
    }
  }
  return preferences as UserPreferences;
}
