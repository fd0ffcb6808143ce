// Wire shapes of target entities: the server-paged table and the moderator writes.
import { z } from 'zod';
import { customerNameSchema, pageQuerySchema, uuidSchema } from './common';

export const targetEntityRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  dunsId: z.string().nullable(),
  entityType: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website: z.string().nullable(),
  aliases: z.array(z.string()),
  customers: z.array(z.string()),
});
export type TargetEntityRecord = z.infer<typeof targetEntityRecordSchema>;

export const TARGET_ENTITY_SORTS = [
  'name',
  '-name',
  'country',
  '-country',
  'industry',
  '-industry',
  'dunsId',
  '-dunsId',
  'updatedAt',
  '-updatedAt',
] as const;

export const targetEntityTableQuerySchema = pageQuerySchema.extend({
  /** Case-insensitive containment in the name, an alias or the DUNS id. */
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  /** Only the entities this customer monitors. */
  customer: customerNameSchema.optional(),
  sort: z.enum(TARGET_ENTITY_SORTS, { error: `must be one of ${TARGET_ENTITY_SORTS.join(', ')}` }).default('name'),
});
export type TargetEntityTableQuery = z.infer<typeof targetEntityTableQuerySchema>;

/**
 * GET /target-entities/table answers a list, as the spec has it: one page of rows. How many match in all travels in
 * the TOTAL_COUNT_HEADER response header, so that the list can be paged on the server.
 */
export const targetEntityTableSchema = z.array(targetEntityRecordSchema);
export const TOTAL_COUNT_HEADER = 'x-total-count';
export type TargetEntityTable = z.infer<typeof targetEntityTableSchema>;

export const targetEntityParamsSchema = z.object({ id: uuidSchema });

const optionalText = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).nullable().optional();

const targetEntityFields = {
  dunsId: z
    .string()
    .regex(/^\d{9}$/, 'must be 9 digits')
    .nullable()
    .optional(),
  entityType: optionalText(64),
  industry: optionalText(64),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code (two upper-case letters)')
    .nullable()
    .optional(),
  city: optionalText(120),
  latitude: z.number().min(-90, 'must be -90 to 90').max(90, 'must be -90 to 90').nullable().optional(),
  longitude: z.number().min(-180, 'must be -180 to 180').max(180, 'must be -180 to 180').nullable().optional(),
  website: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    .max(2048, 'must be at most 2048 characters')
    .nullable()
    .optional(),
  aliases: z
    .array(z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'))
    .max(50, 'must list at most 50 aliases')
    .optional(),
  customers: z
    .array(customerNameSchema)
    .max(500, 'must list at most 500 customers')
    .refine((names) => new Set(names).size === names.length, 'must not repeat a customer')
    .optional(),
};
const targetEntityNameSchema = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters');

export const createTargetEntityRequestSchema = z.strictObject({ name: targetEntityNameSchema, ...targetEntityFields });
export type CreateTargetEntityRequest = z.infer<typeof createTargetEntityRequestSchema>;

export const updateTargetEntityRequestSchema = z.strictObject({
  name: targetEntityNameSchema.optional(),
  ...targetEntityFields,
});
export type UpdateTargetEntityRequest = z.infer<typeof updateTargetEntityRequestSchema>;

/** The copy keeps everything but the DUNS id (it names one company) and takes `name` or "<name> (copy)". */
export const duplicateTargetEntityRequestSchema = z
  .strictObject({ name: targetEntityNameSchema.optional() })
  // Fastify hands a missing body over as null.
  .nullish();

export const targetEntityDeletedResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const targetEntitiesEndpoints = {
  table: { method: 'GET', path: '/target-entities/table' },
  create: { method: 'POST', path: '/target-entities' },
  read: { method: 'GET', path: '/target-entities/:id' },
  update: { method: 'PATCH', path: '/target-entities/:id' },
  duplicate: { method: 'POST', path: '/target-entities/:id/duplicate' },
  remove: { method: 'DELETE', path: '/target-entities/:id' },
} as const;
