/** The query keys of the user's alerts (ADR 0136): one list per user, polled and merged; marking read changes it. */
export const viewAlertKeys = {
  all: ['view-alerts'] as const,
  list: (username: string) => [...viewAlertKeys.all, 'list', username] as const,
  markRead: () => [...viewAlertKeys.all, 'mark-read'] as const,
};
