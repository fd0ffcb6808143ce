import { changePasswordRequestSchema, type ChangePasswordRequest } from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { confirmPasswordError, validateAsRequest } from '../../../shared/forms/form-validation';

export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export function toChangePasswordRequest(values: ChangePasswordValues): ChangePasswordRequest {
  return { currentPassword: values.currentPassword, newPassword: values.newPassword };
}

const validateRequest = validateAsRequest(changePasswordRequestSchema, toChangePasswordRequest);

/** The contract's rules (as the server checks them), and the new password typed twice alike. */
export function validateChangePassword(values: ChangePasswordValues): FormErrors {
  return { ...confirmPasswordError(values.newPassword, values.confirmPassword), ...validateRequest(values) };
}
