// Wire shapes of customers: the customers table and list, admin writes and duplication.
import { z } from 'zod';
import { customerNameSchema, NON_BLANK, requiredText, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';

export const customerFeaturesSchema = z.object({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() });

/** One row of GET /customers/table (also the answer of every customer write). */
export const customerRecordSchema = z.object({
  customerName: z.string(),
  customerLabel: z.string().nullable(),
  folderDbTable: z.string(),
  features: customerFeaturesSchema,
  /** Whether copies of one text from several outlets show as one story in the Mentions stream (ADR 0134). */
  groupStories: z.boolean(),
  discoveries: z.array(z.object({ discoveryId: z.string(), name: z.string() })),
  entityCount: z.number().int(),
  userCount: z.number().int(),
});
export const customerTableSchema = z.array(customerRecordSchema);
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** Spec section 3, "Customer list entry". */
export const customerListEntrySchema = z.object({ customerName: z.string(), customerLabel: z.string().nullable() });
export const customerListSchema = z.array(customerListEntrySchema);
export type CustomerListEntry = z.infer<typeof customerListEntrySchema>;

export const customerLabelSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120, 'must be at most 120 characters')
  .meta(NON_BLANK);
/** The name of the folder's table in the original backend; kept as configuration. */
export const folderDbTableSchema = z
  .string()
  .min(1, 'is required')
  .max(63, 'must be at most 63 characters')
  .regex(/^[a-z_][a-z0-9_]*$/, 'may contain only lower-case letters, digits and underscore');

/** A discovery as the customer editor shows it: its search terms, each a label and the keywords it matches. */
export const searchTermRecordSchema = z.object({ id: z.string(), term: z.string(), keywords: z.array(z.string()) });
export const discoveryDetailSchema = z.object({
  discoveryId: z.string(),
  name: z.string(),
  searchTerms: z.array(searchTermRecordSchema),
});
export type DiscoveryDetail = z.infer<typeof discoveryDetailSchema>;

/** GET /customers/{id} and every admin write: the table's row with each discovery's search terms. */
export const customerDetailSchema = customerRecordSchema.extend({ discoveries: z.array(discoveryDetailSchema) });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const DISCOVERIES_MAX = 50;
export const SEARCH_TERMS_MAX = 200;
export const KEYWORDS_MAX = 100;

/** Names compare as people read them: "Leaks" and "leaks " are one name. */
const hasNoRepeats = (names: string[]) => new Set(names.map((name) => name.trim().toLowerCase())).size === names.length;

/**
 * A search term in a write. With `id` it changes that term in place (its mentions keep their link); without, it is new.
 * The spec's client reads a discovery's terms as a map keyed by the term, so a term appears once per discovery.
 */
export const searchTermInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  term: requiredText(120),
  keywords: z
    .array(requiredText(200))
    .min(1, 'must list at least one keyword')
    .max(KEYWORDS_MAX, `must list at most ${KEYWORDS_MAX} keywords`),
});
export type SearchTermInput = z.infer<typeof searchTermInputSchema>;

/** A discovery in a write: with `discoveryId` it changes that discovery, without it is new. */
export const discoveryInputSchema = z.strictObject({
  discoveryId: uuidSchema.optional(),
  name: requiredText(120),
  searchTerms: z
    .array(searchTermInputSchema)
    .max(SEARCH_TERMS_MAX, `must list at most ${SEARCH_TERMS_MAX} search terms`)
    .refine((searchTerms) => hasNoRepeats(searchTerms.map((searchTerm) => searchTerm.term)), 'must not repeat a term'),
});
export type DiscoveryInput = z.infer<typeof discoveryInputSchema>;

/** The customer's whole list of discoveries: those left out of an update are deleted. */
const discoveriesInputSchema = z
  .array(discoveryInputSchema)
  .max(DISCOVERIES_MAX, `must list at most ${DISCOVERIES_MAX} discoveries`)
  .refine(
    (discoveries) => hasNoRepeats(discoveries.map((discovery) => discovery.name)),
    'must not repeat a discovery name',
  );

export const customerParamsSchema = z.object({ id: customerNameSchema });

/**
 * Names a new customer may not take: `/customers/table` and `/customers/list` are fixed routes, so a customer called
 * so could never be read, changed or deleted through `/customers/{id}` (customers.test.ts keeps this list complete).
 */
export const RESERVED_CUSTOMER_NAMES = ['table', 'list'] as const;
const newCustomerNameSchema = customerNameSchema.refine(
  (name) => !(RESERVED_CUSTOMER_NAMES as readonly string[]).includes(name.toLowerCase()),
  `must not be ${RESERVED_CUSTOMER_NAMES.join(' or ')}: those name fixed routes`,
);

export const createCustomerRequestSchema = z.strictObject({
  customerName: newCustomerNameSchema,
  customerLabel: customerLabelSchema.nullable().optional(),
  /** Default: events_<customerName in lower case>. */
  folderDbTable: folderDbTableSchema.optional(),
  features: z
    .strictObject({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() })
    .partial()
    .optional(),
  /** Default on. Off shows every copy as its own mention; on again groups them as before. */
  groupStories: z.boolean().optional(),
  discoveries: discoveriesInputSchema.optional(),
});
export type CreateCustomerRequest = z.infer<typeof createCustomerRequestSchema>;

export const updateCustomerRequestSchema = z.strictObject({
  customerLabel: customerLabelSchema.nullable().optional(),
  folderDbTable: folderDbTableSchema.optional(),
  features: z
    .strictObject({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() })
    .partial()
    .optional(),
  /** Default on. Off shows every copy as its own mention; on again groups them as before. */
  groupStories: z.boolean().optional(),
  discoveries: discoveriesInputSchema.optional(),
});
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

export const duplicateCustomerRequestSchema = z.strictObject({
  customerName: newCustomerNameSchema,
  customerLabel: customerLabelSchema.nullable().optional(),
});
export type DuplicateCustomerRequest = z.infer<typeof duplicateCustomerRequestSchema>;

export const customerDeletedResponseSchema = z.object({ customerName: z.string(), deleted: z.literal(true) });

export const customersEndpoints = defineEndpoints({
  table: {
    method: 'GET',
    path: '/customers/table',
    operationId: 'listCustomers',
    tag: 'customers',
    summary: 'Every customer with features, discoveries and counts',
    access: 'moderator',
    response: customerTableSchema,
    errors: [401, 403],
  },
  list: {
    method: 'GET',
    path: '/customers/list',
    operationId: 'listCustomerNames',
    tag: 'customers',
    summary: 'Customer names and labels',
    access: 'moderator',
    response: customerListSchema,
    errors: [401, 403],
  },
  create: {
    method: 'POST',
    path: '/customers',
    operationId: 'createCustomer',
    tag: 'customers',
    summary: 'Create a customer',
    access: 'admin',
    body: createCustomerRequestSchema,
    status: 201,
    response: customerDetailSchema,
    errors: [400, 401, 403, 409],
  },
  read: {
    method: 'GET',
    path: '/customers/:id',
    operationId: 'readCustomer',
    tag: 'customers',
    summary: 'One customer with its discoveries and their search terms',
    access: 'admin',
    params: customerParamsSchema,
    response: customerDetailSchema,
    errors: [400, 401, 403, 404],
  },
  update: {
    method: 'PATCH',
    path: '/customers/:id',
    operationId: 'updateCustomer',
    tag: 'customers',
    summary: 'Change label, folder table, features or discoveries (the list given replaces the old one)',
    access: 'admin',
    params: customerParamsSchema,
    body: updateCustomerRequestSchema,
    response: customerDetailSchema,
    errors: [400, 401, 403, 404],
  },
  duplicate: {
    method: 'POST',
    path: '/customers/:id/duplicate',
    operationId: 'duplicateCustomer',
    tag: 'customers',
    summary: 'Copy configuration, discoveries and entity links under a new name',
    access: 'admin',
    params: customerParamsSchema,
    body: duplicateCustomerRequestSchema,
    status: 201,
    response: customerDetailSchema,
    errors: [400, 401, 403, 404, 409],
  },
  remove: {
    method: 'DELETE',
    path: '/customers/:id',
    operationId: 'deleteCustomer',
    tag: 'customers',
    summary: 'Delete a customer and everything held for it',
    access: 'admin',
    params: customerParamsSchema,
    response: customerDeletedResponseSchema,
    errors: [400, 401, 403, 404],
  },
});
