import { z } from 'zod';
import { customerNameSchema } from './common';

/** One folder (customer table) a user can open; spec section 3, "User settings". */
export const folderSettingsSchema = z.object({
  folderDbTable: z.string(),
  folderLabel: z.string(),
  customerName: z.string(),
  features: z.object({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() }),
  info: z.object({ discoveries: z.array(z.object({ discoveryId: z.string(), name: z.string() })) }),
});
export type FolderSettings = z.infer<typeof folderSettingsSchema>;

export const userSettingsSchema = z.object({
  flags: z.object({ newArchitecture: z.boolean(), knowledgeGraph: z.boolean() }),
  tables: z.array(folderSettingsSchema),
  permissions: z.array(z.string()),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const userSettingsParamsSchema = z.object({ username: z.string().min(1).max(64) });

export const customerSettingsParamsSchema = z.object({ customer: customerNameSchema });

/** One customer's configuration (spec section 7 leaves the shape open): the folder entry of user settings, flattened. */
export const customerSettingsSchema = z.object({
  customerName: z.string(),
  /** Already resolved: a stored label of null, 'nan' or '0' answers the capitalised name. */
  customerLabel: z.string(),
  folderDbTable: z.string(),
  features: z.object({ monitoring: z.boolean(), discovery: z.boolean(), trend: z.boolean() }),
  discoveries: z.array(z.object({ discoveryId: z.string(), name: z.string() })),
});
export type CustomerSettings = z.infer<typeof customerSettingsSchema>;

export const settingsEndpoints = {
  userSettings: { method: 'GET', path: '/api/settings/:username' },
  customerSettings: { method: 'GET', path: '/api/settings/customer/:customer' },
} as const;

/** Spec section 3: a label of null, 'nan' or '0' falls back to the capitalised name. */
export function resolveCustomerLabel(customerName: string, customerLabel: string | null | undefined): string {
  if (customerLabel == null || customerLabel === 'nan' || customerLabel === '0' || customerLabel.trim() === '') {
    return customerName.charAt(0).toUpperCase() + customerName.slice(1);
  }
  return customerLabel;
}
