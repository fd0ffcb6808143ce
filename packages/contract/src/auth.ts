import { z } from 'zod';

export const usernameSchema = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'may contain only letters, digits, dot, underscore, @ and hyphen');

export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(256, 'must be at most 256 characters');

/** The signed-in user changes their own password; the answer is a fresh token, every older one is revoked. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'is required').max(256, 'must be at most 256 characters'),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
