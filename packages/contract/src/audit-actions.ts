// What the audit log's action codes mean to a reader, and how an entry's outcome follows from them. Shared by the
// Logs screen and the server's CSV export, so that both name an action alike.

/** Every action the server writes (grep `action:` and `appendAuditEntry`), with the name people read. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'auth.login.success': 'Login',
  'auth.login.failure': 'Failed login',
  'auth.login.refused': 'Login refused',
  'auth.refresh': 'Session renewed',
  'auth.logout': 'Logout',
  'auth.password.change': 'Password changed',
  'user.sign-up': 'Sign-up request',
  'user.create': 'User created',
  'user.update': 'User changed',
  'user.delete': 'User deleted',
  'user.approve': 'Sign-up approved',
  'user.reject': 'Sign-up rejected',
  'user.set-password': 'Password set by admin',
  'user.reset-password': 'Password reset by admin',
  'user.password-reset.request': 'Password reset requested',
  'user.password-reset': 'Password reset by link',
  'customer.create': 'Customer created',
  'customer.update': 'Customer changed',
  'customer.duplicate': 'Customer duplicated',
  'customer.delete': 'Customer deleted',
  'target-entity.create': 'Target entity created',
  'target-entity.update': 'Target entity changed',
  'target-entity.duplicate': 'Target entity duplicated',
  'target-entity.delete': 'Target entity deleted',
  'target-entity.link': 'Target entity linked to customer',
  'target-entity.unlink': 'Target entity unlinked from customer',
  'signal.create': 'Signal created',
  'signal.update': 'Signal changed',
  'signal.hide': 'Signal hidden',
  'signal.delete': 'Signal deleted',
  'signal.import': 'Signals imported',
  'feedback.add': 'Feedback given',
  'feedback.update': 'Feedback changed',
  'feedback.delete': 'Feedback removed',
  'favorite.add': 'Bookmark added',
  'favorite.remove': 'Bookmark removed',
  'settings.preferences.update': 'Preferences changed',
  'email-schedule.create': 'E-mail schedule created',
  'email-schedule.update': 'E-mail schedule changed',
  'email-schedule.delete': 'E-mail schedule deleted',
  'email-schedule.send': 'Digest sent',
  'email-schedule.skip': 'Digest skipped',
  'api-key.create': 'Push API key created',
  'api-key.revoke': 'Push API key revoked',
  'saved-view.create': 'Saved view created',
  'saved-view.update': 'Saved view changed',
  'saved-view.delete': 'Saved view deleted',
  'relevance.reset': 'Learned relevance reset',
  'webhook.create': 'Webhook created',
  'webhook.delete': 'Webhook deleted',
  'webhook.replay': 'Webhook delivery replayed',
  'webhook.resume': 'Webhook resumed',
  'webhook.pause': 'Webhook paused after failing',
};

/**
 * The action filter's groups: each prefix with its name. The actions of a group are those of AUDIT_ACTION_LABELS that
 * start with it.
 */
export const AUDIT_ACTION_GROUPS: readonly { prefix: string; label: string }[] = [
  { prefix: 'auth.', label: 'Sign-ins and sessions' },
  { prefix: 'user.', label: 'Users' },
  { prefix: 'customer.', label: 'Customers' },
  { prefix: 'target-entity.', label: 'Target entities' },
  { prefix: 'signal.', label: 'Signals' },
  { prefix: 'feedback.', label: 'Feedback' },
  { prefix: 'favorite.', label: 'Bookmarks' },
  { prefix: 'settings.', label: 'Settings' },
  { prefix: 'email-schedule.', label: 'E-mail schedules' },
  { prefix: 'api-key.', label: 'Push API keys' },
  { prefix: 'saved-view.', label: 'Saved views' },
  { prefix: 'relevance.', label: 'Learned relevance' },
  { prefix: 'source.', label: 'Feed sources' },
  { prefix: 'webhook.', label: 'Webhooks' },
];

/**
 * How the log's action filter reads its text: one ending with '.' is a group, a prefix of every action in it
 * ('signal.', 'user.password-reset.'); any other is one action's full code, matched exactly, so that
 * 'user.password-reset' does not also find 'user.password-reset.request'.
 */
export function isAuditActionGroup(action: string): boolean {
  return action.endsWith('.');
}

/** What a target id names, by target type (what the server writes in `target_type`). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'customer',
  'target-entity',
  'signal',
  'mention',
  'email-schedule',
  'api-key',
  'saved-view',
  'source',
  'webhook',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_TARGET_TYPE_LABELS: Readonly<Record<AuditTargetType, string>> = {
  user: 'User',
  customer: 'Customer',
  'target-entity': 'Target entity',
  signal: 'Signal',
  mention: 'Mention',
  'email-schedule': 'E-mail schedule',
  'api-key': 'Push API key',
  'saved-view': 'Saved view',
  source: 'Feed source',
  webhook: 'Webhook',
};

/** The readable name of an action; an action this list does not know yet is shown as its code. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export const AUDIT_OUTCOMES = ['success', 'failure', 'refused', 'skipped'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_OUTCOME_LABELS: Readonly<Record<AuditOutcome, string>> = {
  success: 'Success',
  failure: 'Failed',
  refused: 'Refused',
  skipped: 'Skipped',
};

/**
 * Whether what an entry records happened. A write's entry commits in the write's own transaction (the audit module's
 * tests hold the server to it), so an entry of a write is a success by being there; only these entries record an
 * attempt that did not go through: a wrong password, an account that may not log in (disabled or pending), a digest
 * the mailer could not send, and one the scheduler skipped (its owner lost the folder, or nothing was new).
 */
export function auditOutcomeOf(action: string, details: Record<string, unknown> | null): AuditOutcome {
  if (action === 'auth.login.failure') return 'failure';
  if (action === 'auth.login.refused') return 'refused';
  if (action === 'email-schedule.skip') return 'skipped';
  if (action === 'email-schedule.send' && details?.status === 'failed') return 'failure';
  return 'success';
}
