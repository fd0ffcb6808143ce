import { createUserRequestSchema, PRIVILEGE, type CreateUserRequest } from '@argus/contract';
import { validateAsRequest } from '../../../shared/forms/form-validation';

export type NewUserValues = {
  username: string;
  displayName: string;
  email: string;
  password: string;
  /** A Select's value: the privilege as text. */
  privilege: string;
  customers: string[];
};

export const ROLE_OPTIONS = [
  { value: String(PRIVILEGE.user), label: 'Analyst (own folders)' },
  { value: String(PRIVILEGE.moderator), label: 'Moderator (all customers)' },
  { value: String(PRIVILEGE.admin), label: 'Admin (also users, customers, logs)' },
];

export const EMPTY_NEW_USER: NewUserValues = {
  username: '',
  displayName: '',
  email: '',
  password: '',
  privilege: String(PRIVILEGE.user),
  customers: [],
};

export function toCreateUserRequest(values: NewUserValues): CreateUserRequest {
  const displayName = values.displayName.trim();
  const email = values.email.trim();
  return {
    username: values.username.trim(),
    password: values.password,
    privilege: Number(values.privilege),
    customers: values.customers,
    ...(displayName ? { displayName } : {}),
    ...(email ? { email } : {}),
  };
}

/** The server's own rules (the contract's schema), shown under each field before anything is sent. */
export const validateNewUser = validateAsRequest(createUserRequestSchema, toCreateUserRequest);
