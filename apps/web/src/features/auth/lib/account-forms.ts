import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type SignUpRequest,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { confirmPasswordError, validateAsRequest } from '../../../shared/forms/form-validation';

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

export { PASSWORDS_DIFFER, REPEAT_PASSWORD } from '../../../shared/forms/form-validation';

/** What the forms send; the bot check's proof is added by the request itself (api/), once it is solved. */
type WithoutProof<Request> = Omit<Request, 'botCheck'>;
// The proof is the page's work, not the user's: a stand-in lets the forms check what the user typed.
const STAND_IN_PROOF = { challenge: 'solved-on-submit', nonce: '0' };

export function toSignUpRequest(values: SignUpValues): WithoutProof<SignUpRequest> {
  const message = values.message.trim();
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(message ? { message } : {}),
  };
}

const validateSignUpRequest = validateAsRequest(signUpRequestSchema, (values: SignUpValues) => ({
  ...toSignUpRequest(values),
  botCheck: STAND_IN_PROOF,
}));

export function validateSignUp(values: SignUpValues): FormErrors {
  return { ...confirmPasswordError(values.password, values.confirmPassword), ...validateSignUpRequest(values) };
}

/**
 * One field takes a username or an e-mail address; both are sent, because a username may contain "@" and the
 * server resets the account that matches either.
 */
export function toForgotPasswordRequest(values: ForgotPasswordValues): WithoutProof<ForgotPasswordRequest> {
  const login = values.login.trim();
  return login ? { username: login, email: login } : {};
}

export const validateForgotPassword = validateAsRequest(
  forgotPasswordRequestSchema,
  (values: ForgotPasswordValues) => ({ ...toForgotPasswordRequest(values), botCheck: STAND_IN_PROOF }),
  {
    username: 'login',
    email: 'login',
  },
);

export function toResetPasswordRequest(token: string, values: NewPasswordValues): ResetPasswordRequest {
  return { token, password: values.password };
}

// The token comes from the link and only the server can judge it; a stand-in lets the form check the password.
const validateResetRequest = validateAsRequest(resetPasswordRequestSchema, (values: NewPasswordValues) =>
  toResetPasswordRequest('from-the-link', values),
);

export function validateNewPassword(values: NewPasswordValues): FormErrors {
  return { ...confirmPasswordError(values.password, values.confirmPassword), ...validateResetRequest(values) };
}
