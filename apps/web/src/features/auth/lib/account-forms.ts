import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type SignUpRequest,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../lib/form-validation';

// The forms of the logged-out pages: their values, the request each sends, and their validation by the contract.

export type SignUpValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  message: string;
};
export type ForgotPasswordValues = { login: string };
export type NewPasswordValues = { password: string; confirmPassword: string };

export const PASSWORDS_DIFFER = 'The two passwords are not the same';
export const REPEAT_PASSWORD = 'Repeat the password';

/** Typed twice, because a typo in a password nobody can read would lock its owner out. */
function confirmationError(values: { password: string; confirmPassword: string }): FormErrors {
  if (!values.confirmPassword) return { confirmPassword: REPEAT_PASSWORD };
  return values.confirmPassword === values.password ? {} : { confirmPassword: PASSWORDS_DIFFER };
}

export function toSignUpRequest(values: SignUpValues): SignUpRequest {
  const message = values.message.trim();
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(message ? { message } : {}),
  };
}

const validateSignUpRequest = validateAsRequest(signUpRequestSchema, toSignUpRequest);

export function validateSignUp(values: SignUpValues): FormErrors {
  return { ...confirmationError(values), ...validateSignUpRequest(values) };
}

/**
 * One field takes a username or an e-mail address; both are sent, because a username may contain "@" and the
 * server resets the account that matches either.
 */
export function toForgotPasswordRequest(values: ForgotPasswordValues): ForgotPasswordRequest {
  const login = values.login.trim();
  return login ? { username: login, email: login } : {};
}

export const validateForgotPassword = validateAsRequest(forgotPasswordRequestSchema, toForgotPasswordRequest, {
  username: 'login',
  email: 'login',
});

export function toResetPasswordRequest(token: string, values: NewPasswordValues): ResetPasswordRequest {
  return { token, password: values.password };
}

// The token comes from the link and only the server can judge it; a stand-in lets the form check the password.
const validateResetRequest = validateAsRequest(resetPasswordRequestSchema, (values: NewPasswordValues) =>
  toResetPasswordRequest('from-the-link', values),
);

export function validateNewPassword(values: NewPasswordValues): FormErrors {
  return { ...confirmationError(values), ...validateResetRequest(values) };
}
