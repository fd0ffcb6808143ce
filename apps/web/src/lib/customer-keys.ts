/**
 * The query keys of the customers, in one place: the customers feature's reads build their keys here, and a write
 * invalidates or updates through the same functions, so that a renamed key cannot leave a stale list behind. Here
 * rather than in the feature because the target entities' link and unlink change the customers' entity counts too,
 * and features never import each other.
 */
export const customerKeys = {
  all: ['customers'] as const,
  table: () => [...customerKeys.all, 'table'] as const,
  list: () => [...customerKeys.all, 'list'] as const,
  detail: (customerName: string) => [...customerKeys.all, 'detail', customerName] as const,
};
