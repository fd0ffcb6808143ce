import { z } from 'zod';
import { defineEndpoints } from './endpoint';

// Wire shapes of the system-management lists that moderators and admins load at start-up (spec section 4, step 4).

/** The lists served as GET /system-management/{list}; destinations are served by the users module. */
export const REFERENCE_LIST_NAMES = [
  'databases',
  'languages',
  'media-types',
  'entity-types',
  'ubermetrics',
  'industries',
] as const;
export type ReferenceListName = (typeof REFERENCE_LIST_NAMES)[number];

export const referenceListParamsSchema = z.object({
  list: z.enum(REFERENCE_LIST_NAMES, { error: `must be one of ${REFERENCE_LIST_NAMES.join(', ')}, discoveries` }),
});

/** One item, in the list's own order; `attributes` depends on the list (e.g. nativeName for languages). */
export const referenceListItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});
export type ReferenceListItem = z.infer<typeof referenceListItemSchema>;
export const referenceListSchema = z.array(referenceListItemSchema);

/** Every customer's discoveries, ordered by customer and name. */
export const discoveryListEntrySchema = z.object({
  discoveryId: z.string(),
  customerName: z.string(),
  name: z.string(),
  searchTermCount: z.number().int(),
  createdAt: z.string(),
});
export type DiscoveryListEntry = z.infer<typeof discoveryListEntrySchema>;
export const discoveryListSchema = z.array(discoveryListEntrySchema);

const errors = [400, 401, 403] as const;

export const referenceListsEndpoints = defineEndpoints({
  referenceList: {
    method: 'GET',
    path: '/system-management/:list',
    operationId: 'readReferenceList',
    tag: 'system-management',
    summary: 'A reference list: databases, languages, media-types, entity-types, ubermetrics or industries',
    access: 'moderator',
    params: referenceListParamsSchema,
    response: referenceListSchema,
    errors,
  },
  // A static path: the router prefers it to /system-management/:list.
  discoveries: {
    method: 'GET',
    path: '/system-management/discoveries',
    operationId: 'listDiscoveries',
    tag: 'system-management',
    summary: "Every customer's discoveries with their number of search terms",
    access: 'moderator',
    response: discoveryListSchema,
    errors,
  },
});
