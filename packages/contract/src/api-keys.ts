// Wire shapes of the push API's keys (ADR 0125): admins give a machine client a key for some folders.
import { z } from 'zod';
import { customerNameSchema, requiredText, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the whole key is shown once, when it is made. */
  prefix: z.string(),
  /** The folders the key may write to. */
  customers: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);

export const createApiKeyRequestSchema = z.strictObject({
  name: requiredText(200),
  customers: z
    .array(customerNameSchema)
    .min(1, 'must name at least one customer')
    .max(500, 'must list at most 500 customers')
    .refine((names) => new Set(names).size === names.length, 'must not repeat a customer'),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** The key itself travels only in this answer; it is sent back as `Authorization: Bearer <key>`. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParamsSchema = z.object({ id: uuidSchema });
export const apiKeyRevokedResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const apiKeysEndpoints = defineEndpoints({
  listApiKeys: {
    method: 'GET',
    path: '/api/api-keys',
    operationId: 'listApiKeys',
    tag: 'api-keys',
    summary: 'The push API keys that are not revoked, with their folders and last use (never the keys themselves)',
    access: 'admin',
    response: apiKeyListSchema,
    errors: [401, 403],
  },
  createApiKey: {
    method: 'POST',
    path: '/api/api-keys',
    operationId: 'createApiKey',
    tag: 'api-keys',
    summary: 'Make a push API key for some folders; the answer is the only time the key is shown',
    access: 'admin',
    body: createApiKeyRequestSchema,
    status: 201,
    response: createdApiKeySchema,
    errors: [400, 401, 403],
  },
  revokeApiKey: {
    method: 'DELETE',
    path: '/api/api-keys/:id',
    operationId: 'revokeApiKey',
    tag: 'api-keys',
    summary: 'Revoke a push API key: its next call is refused',
    access: 'admin',
    params: apiKeyParamsSchema,
    response: apiKeyRevokedResponseSchema,
    errors: [400, 401, 403, 404],
  },
});
