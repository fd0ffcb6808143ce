/**
 * The query keys of the sources feature, in one place: its reads build their keys here, and every write invalidates
 * `all`, so that a fetch, an edit or a pause refreshes the list and the fetch log alike.
 */
export const sourceKeys = {
  all: ['sources'] as const,
  list: () => [...sourceKeys.all, 'list'] as const,
  fetches: (id: string) => [...sourceKeys.all, 'fetches', id] as const,
  create: () => [...sourceKeys.all, 'create'] as const,
  update: () => [...sourceKeys.all, 'update'] as const,
  delete: () => [...sourceKeys.all, 'delete'] as const,
  fetchNow: () => [...sourceKeys.all, 'fetch-now'] as const,
  importOpml: () => [...sourceKeys.all, 'import-opml'] as const,
};
