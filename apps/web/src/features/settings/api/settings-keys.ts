/**
 * The query and mutation keys of the settings feature, in one place: the start-up stores the user's settings under
 * the key the screens read, and every preference write updates it through the same function.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  user: (username: string) => [...settingsKeys.all, 'user', username] as const,
  /** The writes of a user's preferences: the Settings forms and the theme, and the list density switch. */
  preferencesWrites: (username: string) => [...settingsKeys.all, 'preferences', username] as const,
  densityWrites: (username: string) => [...settingsKeys.all, 'density', username] as const,
};
