/**
 * The query and mutation keys of the e-mail schedules, in one place: the E-Mail Schedules screen's reads build their
 * keys here, and every schedule write invalidates `all`, which holds the Settings page's digest subscriptions too (a
 * view of the same schedules). Here rather than in the feature because both features use it, and features never
 * import each other.
 */
export const emailScheduleKeys = {
  all: ['email-schedules'] as const,
  list: () => [...emailScheduleKeys.all, 'list'] as const,
  preview: (id: string) => [...emailScheduleKeys.all, 'preview', id] as const,
  messages: (id: string) => [...emailScheduleKeys.all, 'messages', id] as const,
  /** The mails of deleted schedules: a delete (which invalidates `all`) adds to them. */
  deletedMessages: () => [...emailScheduleKeys.all, 'deleted-messages'] as const,
  /** The Settings page's digest subscriptions: its read, and its write's mutation key. */
  subscriptions: () => [...emailScheduleKeys.all, 'subscriptions'] as const,
  create: () => [...emailScheduleKeys.all, 'create'] as const,
  update: () => [...emailScheduleKeys.all, 'update'] as const,
  delete: () => [...emailScheduleKeys.all, 'delete'] as const,
  sendNow: () => [...emailScheduleKeys.all, 'send-now'] as const,
};
