// Wire shapes of customers: the customers table and list, admin writes and duplication.
import { z } from 'zod';
import { customerNameSchema } from './common';

export const customerFeaturesSchema = z.object({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() });

/** One row of GET /customers/table (also the answer of every customer write). */
export const customerRecordSchema = z.object({
  customerName: z.string(),
  customerLabel: z.string().nullable(),
  folderDbTable: z.string(),
  features: customerFeaturesSchema,
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

export const customerLabelSchema = z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters');
/** The name of the folder's table in the original backend; kept as configuration. */
export const folderDbTableSchema = z
  .string()
  .min(1, 'is required')
  .max(63, 'must be at most 63 characters')
  .regex(/^[a-z_][a-z0-9_]*$/, 'may contain only lower-case letters, digits and underscore');

export const customerParamsSchema = z.object({ id: customerNameSchema });

export const createCustomerRequestSchema = z.strictObject({
  customerName: customerNameSchema,
  customerLabel: customerLabelSchema.nullable().optional(),
  /** Default: events_<customerName in lower case>. */
  folderDbTable: folderDbTableSchema.optional(),
  features: z
    .strictObject({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() })
    .partial()
    .optional(),
});
export type CreateCustomerRequest = z.infer<typeof createCustomerRequestSchema>;

export const updateCustomerRequestSchema = z.strictObject({
  customerLabel: customerLabelSchema.nullable().optional(),
  folderDbTable: folderDbTableSchema.optional(),
  features: z
    .strictObject({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() })
    .partial()
    .optional(),
});
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

export const duplicateCustomerRequestSchema = z.strictObject({
  customerName: customerNameSchema,
  customerLabel: customerLabelSchema.nullable().optional(),
});
export type DuplicateCustomerRequest = z.infer<typeof duplicateCustomerRequestSchema>;

export const customerDeletedResponseSchema = z.object({ customerName: z.string(), deleted: z.literal(true) });

export const customersEndpoints = {
  table: { method: 'GET', path: '/customers/table' },
  list: { method: 'GET', path: '/customers/list' },
  create: { method: 'POST', path: '/customers' },
  read: { method: 'GET', path: '/customers/:id' },
  update: { method: 'PATCH', path: '/customers/:id' },
  duplicate: { method: 'POST', path: '/customers/:id/duplicate' },
  remove: { method: 'DELETE', path: '/customers/:id' },
} as const;
