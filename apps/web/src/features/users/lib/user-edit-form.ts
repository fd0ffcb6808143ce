import { updateUserRequestSchema, type UpdateUserRequest, type UserRecord } from '@argus/contract';
import { describeRole } from '../../../lib/describe-role';
import { validateAsRequest } from '../../../shared/forms/form-validation';
import { ROLE_OPTIONS } from './new-user-form';

export type UserEditValues = {
  displayName: string;
  email: string;
  /** A Select's value: the privilege as text. */
  privilege: string;
  customers: string[];
  /** Active (true) or disabled; a sign-up request is approved or rejected instead. */
  enabled: boolean;
  knowledgeGraph: boolean;
};

export function toUserEditValues(user: UserRecord): UserEditValues {
  return {
    displayName: user.displayName ?? '',
    email: user.email ?? '',
    privilege: String(user.privilege),
    customers: user.customers,
    enabled: user.status !== 'disabled',
    knowledgeGraph: user.knowledgeGraph,
  };
}

/** The role choices, plus the user's own privilege when it is none of them (e.g. 0 or 5), so that it shows as is. */
export function roleOptionsFor(privilege: number) {
  if (ROLE_OPTIONS.some((option) => option.value === String(privilege))) return ROLE_OPTIONS;
  return [...ROLE_OPTIONS, { value: String(privilege), label: `${describeRole(privilege)} (privilege ${privilege})` }];
}

const sameMembers = (left: string[], right: string[]) =>
  left.length === right.length && left.every((name) => right.includes(name));

/** Only what changed, so that the audit log records what the admin did and nothing else. */
export function toUpdateUserRequest(user: UserRecord, values: UserEditValues): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  const displayName = values.displayName.trim() || null;
  const email = values.email.trim() || null;
  if (displayName !== user.displayName) changes.displayName = displayName;
  if (email !== user.email) changes.email = email;
  if (Number(values.privilege) !== user.privilege) changes.privilege = Number(values.privilege);
  if (!sameMembers(values.customers, user.customers)) changes.customers = values.customers;
  if (values.knowledgeGraph !== user.knowledgeGraph) changes.knowledgeGraph = values.knowledgeGraph;
  if (user.status !== 'pending' && values.enabled !== (user.status === 'active')) {
    changes.status = values.enabled ? 'active' : 'disabled';
  }
  return changes;
}

/** The contract's rules for an update, shown under each field before anything is sent. */
export function validateUserEdit(user: UserRecord) {
  return validateAsRequest(updateUserRequestSchema, (values: UserEditValues) => toUpdateUserRequest(user, values), {
    status: 'enabled',
  });
}
