import type { OptionalPageQuery } from '@argus/contract';

/** The rows an opt-in page asks for (see optionalPageQuerySchema), or undefined for the whole list. */
export function listPageOf(query: OptionalPageQuery): { offset: number; limit: number } | undefined {
  if (query.page === undefined && query.size === undefined) return undefined;
  const size = query.size ?? 50;
  return { offset: ((query.page ?? 1) - 1) * size, limit: size };
}
