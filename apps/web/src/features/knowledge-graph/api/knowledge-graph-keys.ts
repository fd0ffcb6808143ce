/** A graph call's query as its key holds it (values left out are undefined, so the key ignores them). */
type GraphQuery = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/**
 * The query keys of the Knowledge Graph feature, in one place: each view's read builds its key here, and the entity
 * pickers look up the folder's earlier searches through the same functions. Every key of a folder starts with it.
 */
export const knowledgeGraphKeys = {
  all: ['knowledge-graph'] as const,
  folder: (customer: string) => [...knowledgeGraphKeys.all, customer] as const,
  network: (customer: string, query: GraphQuery) => [...knowledgeGraphKeys.folder(customer), 'network', query] as const,
  influence: (customer: string, query: GraphQuery) =>
    [...knowledgeGraphKeys.folder(customer), 'influence', query] as const,
  timelines: (customer: string, query: GraphQuery) =>
    [...knowledgeGraphKeys.folder(customer), 'timelines', query] as const,
  startingPoints: (customer: string, query: GraphQuery) =>
    [...knowledgeGraphKeys.folder(customer), 'starting-points', query] as const,
  /** Every entity search of the folder, whatever its text. */
  entitySearches: (customer: string) => [...knowledgeGraphKeys.folder(customer), 'entities'] as const,
  entitySearch: (customer: string, search: string) => [...knowledgeGraphKeys.entitySearches(customer), search] as const,
  entityDetails: (customer: string, entityId: string) =>
    [...knowledgeGraphKeys.folder(customer), 'entity', entityId] as const,
};
