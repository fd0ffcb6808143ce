import { changePasswordRequestSchema, type ChangePasswordRequest } from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../lib/form-validation';

export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const PASSWORDS_DIFFER = 'The two passwords are not the same';

export function toChangePasswordRequest(values: ChangePasswordValues): ChangePasswordRequest {
  return { currentPassword: values.currentPassword, newPassword: values.newPassword };
}

const validateRequest = validateAsRequest(changePasswordRequestSchema, toChangePasswordRequest);

/** The contract's rules (as the server checks them), and the new password typed twice alike. */
export function validateChangePassword(values: ChangePasswordValues): FormErrors {
  const confirmation = values.confirmPassword === values.newPassword ? {} : { confirmPassword: PASSWORDS_DIFFER };
  return { ...confirmation, ...validateRequest(values) };
}
