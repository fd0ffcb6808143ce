// Method and path only, no schema: the web app's first script asks for the start-up's reads before the code that
// parses their answers has loaded (ADR 0150), and must not carry zod to do so. The descriptors (settings.ts,
// reviews.ts, signals.ts) spread these, so the path is written once.
export const startupReadPaths = {
  userSettings: { method: 'GET', path: '/api/settings/:username' },
  listFavorites: { method: 'GET', path: '/favorites/:username' },
  listFeedback: { method: 'GET', path: '/api/feedback/' },
  eventTypes: { method: 'GET', path: '/events-management/event-types' },
  highlightTemplates: { method: 'GET', path: '/events-management/highlight-templates' },
} as const;
