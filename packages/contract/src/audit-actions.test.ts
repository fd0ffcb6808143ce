import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTION_LABELS, auditActionLabel, auditOutcomeOf } from './audit-actions';

describe('audit actions', () => {
  it('names known actions and shows an unknown one as its code', () => {
    expect(auditActionLabel('auth.login.failure')).toBe('Failed login');
    expect(auditActionLabel('robot.dance')).toBe('robot.dance');
  });

  it('puts every known action in exactly one filter group', () => {
    for (const action of Object.keys(AUDIT_ACTION_LABELS)) {
      expect(
        AUDIT_ACTION_GROUPS.filter((group) => action.startsWith(group.prefix)),
        action,
      ).toHaveLength(1);
    }
  });

  it('derives the outcome from the action and its details', () => {
    expect(auditOutcomeOf('auth.login.failure', null)).toBe('failure');
    expect(auditOutcomeOf('auth.login.refused', { status: 'disabled' })).toBe('refused');
    expect(auditOutcomeOf('email-schedule.skip', { reason: 'owner has no access' })).toBe('skipped');
    expect(auditOutcomeOf('email-schedule.skip', { reason: 'no new signals' })).toBe('skipped');
    expect(auditOutcomeOf('email-schedule.send', { status: 'failed' })).toBe('failure');
    expect(auditOutcomeOf('email-schedule.send', { status: 'sent' })).toBe('success');
    expect(auditOutcomeOf('signal.delete', null)).toBe('success');
  });
});
