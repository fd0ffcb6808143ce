import { create } from 'zustand';

/**
 * The users with the partner logo and theme, from the server's public config (set by the start-up). A store, not a
 * query, so that the theme at the root of the app does not pull the config's validation into the login page.
 */
export const useBrandingStore = create<{ partnerUsernames: readonly string[] }>()(() => ({ partnerUsernames: [] }));
