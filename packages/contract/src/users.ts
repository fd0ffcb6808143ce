// Wire shapes of users: the user list and configurations, admin writes, account requests and password resets.
import { z } from 'zod';
import { passwordSchema, usernameSchema } from './auth';
import { botCheckProofSchema } from './bot-check';
import { customerNameSchema, NON_BLANK, optionalPageQuerySchema, text } from './common';
import { defineEndpoints } from './endpoint';

export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['active', 'disabled', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const privilegeSchema = z
  .number()
  .int('must be a whole number')
  .min(0, 'must be 0 to 9')
  .max(9, 'must be 0 to 9');
export const emailSchema = z.email('must be an e-mail address').max(254, 'must be at most 254 characters');
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120, 'must be at most 120 characters')
  .meta(NON_BLANK);
const grantedCustomersSchema = z
  .array(customerNameSchema)
  .max(500, 'must list at most 500 customers')
  .refine((names) => new Set(names).size === names.length, 'must not repeat a customer');

/** Spec section 3, "User list record": a user appears in the configurations list when newArchitecture is on. */
export const userConfigSchema = z.object({ username: z.string(), tables: z.array(z.string()) });
export const userConfigListSchema = z.array(userConfigSchema);
export type UserConfig = z.infer<typeof userConfigSchema>;

/** One row of the Users screen; `folders` are the customers the user can open, `customers` their explicit grants. */
export const userRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  privilege: z.number().int(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  newArchitecture: z.boolean(),
  knowledgeGraph: z.boolean(),
  customers: z.array(z.string()),
  folders: z.array(z.string()),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export const userListSchema = z.array(userRecordSchema);
export type UserRecord = z.infer<typeof userRecordSchema>;

/** The 'destinations' reference list (spec: GET /users/destinations). */
export const destinationSchema = z.object({ key: z.string(), label: z.string() });
export const destinationListSchema = z.array(destinationSchema);

export const usernameParamsSchema = z.object({ username: usernameSchema });

/**
 * Names a new user may not take: `/users/configs` and `/users/destinations` are fixed routes, so a user called so
 * could never be read, changed or deleted through `/users/{username}` (users.test.ts keeps this list complete).
 */
export const RESERVED_USERNAMES = ['configs', 'destinations'] as const;
const newUsernameSchema = usernameSchema.refine(
  (name) => !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase()),
  `must not be ${RESERVED_USERNAMES.join(' or ')}: those name fixed routes`,
);

export const createUserRequestSchema = z.strictObject({
  username: newUsernameSchema,
  password: passwordSchema,
  privilege: privilegeSchema,
  customers: grantedCustomersSchema.default([]),
  email: emailSchema.nullable().optional(),
  displayName: displayNameSchema.nullable().optional(),
  knowledgeGraph: z.boolean().optional(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const updateUserRequestSchema = z.strictObject({
  privilege: privilegeSchema.optional(),
  customers: grantedCustomersSchema.optional(),
  /** pending → active is an approval: use POST /users/{username}/approve. */
  status: z.enum(['active', 'disabled'], { error: 'must be active or disabled' }).optional(),
  email: emailSchema.nullable().optional(),
  displayName: displayNameSchema.nullable().optional(),
  knowledgeGraph: z.boolean().optional(),
  password: passwordSchema.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const adminPasswordResetRequestSchema = z
  .strictObject({
    /** Default: 'email' when the user has an e-mail address, else 'temporary-password'. */
    method: z.enum(['email', 'temporary-password'], { error: 'must be email or temporary-password' }).optional(),
  })
  // Fastify hands a missing body over as null.
  .nullish();
export const adminPasswordResetResponseSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), sentTo: z.string() }),
  /** Shown once; the user's tokens are revoked and the old password no longer works. */
  z.object({ method: z.literal('temporary-password'), temporaryPassword: z.string() }),
]);
export type AdminPasswordResetResponse = z.infer<typeof adminPasswordResetResponseSchema>;

export const userDeletedResponseSchema = z.object({ username: z.string(), deleted: z.literal(true) });

export const signUpRequestSchema = z.strictObject({
  username: newUsernameSchema,
  email: emailSchema,
  password: passwordSchema,
  message: text(1000).optional(),
  botCheck: botCheckProofSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** What a forgotten-password request names its account by: a username or an e-mail address, as typed. */
const accountNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .meta(NON_BLANK);

export const forgotPasswordRequestSchema = z
  .strictObject({
    username: accountNameSchema.optional(),
    email: accountNameSchema.optional(),
    botCheck: botCheckProofSchema,
  })
  .refine((body) => body.username !== undefined || body.email !== undefined, {
    message: 'give a username or an e-mail address',
    path: ['username'],
  })
  .meta({ anyOf: [{ required: ['username'] }, { required: ['email'] }] });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Sign-up, forgot and reset answer a message the screen shows as it is. */
export const accountMessageResponseSchema = z.object({ message: z.string() });

export const usersEndpoints = defineEndpoints({
  configs: {
    method: 'GET',
    path: '/users/configs',
    operationId: 'listUserConfigs',
    tag: 'users',
    summary: 'User configurations: username and folder tables',
    access: 'moderator',
    response: userConfigListSchema,
    errors: [401, 403],
  },
  list: {
    method: 'GET',
    path: '/users',
    operationId: 'listUsers',
    tag: 'users',
    summary: 'All users, sorted by lower-case username; a page of them with page or size',
    access: 'moderator',
    query: optionalPageQuerySchema,
    response: userListSchema,
    errors: [400, 401, 403],
  },
  destinations: {
    method: 'GET',
    path: '/users/destinations',
    operationId: 'listDestinations',
    tag: 'users',
    summary: 'The destinations reference list',
    access: 'moderator',
    response: destinationListSchema,
    errors: [401, 403],
  },
  create: {
    method: 'POST',
    path: '/users',
    operationId: 'createUser',
    tag: 'users',
    summary: 'Create a user',
    access: 'admin',
    body: createUserRequestSchema,
    status: 201,
    response: userRecordSchema,
    errors: [400, 401, 403, 409],
  },
  read: {
    method: 'GET',
    path: '/users/:username',
    operationId: 'readUser',
    tag: 'users',
    summary: 'One user',
    access: 'admin',
    params: usernameParamsSchema,
    response: userRecordSchema,
    errors: [400, 401, 403, 404],
  },
  update: {
    method: 'PATCH',
    path: '/users/:username',
    operationId: 'updateUser',
    tag: 'users',
    summary: 'Change privilege, customers, status, e-mail, display name, flags or password',
    access: 'admin',
    params: usernameParamsSchema,
    body: updateUserRequestSchema,
    response: userRecordSchema,
    errors: [400, 401, 403, 404],
  },
  resetPassword: {
    method: 'POST',
    path: '/users/:username/reset-password',
    operationId: 'resetUserPassword',
    tag: 'users',
    summary: "Reset a user's password: a link by e-mail, or a temporary password shown once",
    access: 'admin',
    params: usernameParamsSchema,
    body: adminPasswordResetRequestSchema,
    response: adminPasswordResetResponseSchema,
    errors: [400, 401, 403, 404],
  },
  approve: {
    method: 'POST',
    path: '/users/:username/approve',
    operationId: 'approveSignUp',
    tag: 'users',
    summary: 'Approve a sign-up request',
    access: 'admin',
    params: usernameParamsSchema,
    response: userRecordSchema,
    errors: [400, 401, 403, 404],
  },
  reject: {
    method: 'POST',
    path: '/users/:username/reject',
    operationId: 'rejectSignUp',
    tag: 'users',
    summary: 'Reject a sign-up request (the request is removed)',
    access: 'admin',
    params: usernameParamsSchema,
    response: userDeletedResponseSchema,
    errors: [400, 401, 403, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/users/:username',
    operationId: 'deleteUser',
    tag: 'users',
    summary: 'Delete a user',
    access: 'admin',
    params: usernameParamsSchema,
    response: userDeletedResponseSchema,
    errors: [400, 401, 403, 404],
  },
  // What a guest asks of their account (account-requests.routes.ts): documented with the session's endpoints.
  signUp: {
    method: 'POST',
    path: '/auth/sign-up',
    operationId: 'signUp',
    tag: 'auth',
    summary: 'Ask for an account; an admin approves it',
    access: 'public',
    body: signUpRequestSchema,
    status: 201,
    response: accountMessageResponseSchema,
    errors: [400, 409, 429],
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    operationId: 'requestPasswordReset',
    tag: 'auth',
    summary: 'E-mail a single-use password reset link; always the same answer',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: accountMessageResponseSchema,
    errors: [400, 429],
  },
  resetPasswordWithToken: {
    method: 'POST',
    path: '/auth/reset-password',
    operationId: 'resetPasswordWithToken',
    tag: 'auth',
    summary: 'Choose a new password with a reset link',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: accountMessageResponseSchema,
    errors: [400, 429],
  },
});
