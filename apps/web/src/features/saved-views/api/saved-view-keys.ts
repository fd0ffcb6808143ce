/** The query keys of saved views: a folder's list reads here; saving, renaming, sharing or deleting invalidates `all`. */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  list: (customer: string) => [...savedViewKeys.all, 'list', customer] as const,
  create: () => [...savedViewKeys.all, 'create'] as const,
  update: () => [...savedViewKeys.all, 'update'] as const,
  delete: () => [...savedViewKeys.all, 'delete'] as const,
};
