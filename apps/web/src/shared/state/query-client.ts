import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showErrorAlert } from '../../components/alert/show-alert';
import { ApiError } from '../../lib/errors';

// TanStack Query is extended through interface merging; a type alias cannot do that.
declare module '@tanstack/react-query' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface Register {
    queryMeta: { errorTitle?: string };
    mutationMeta: { errorTitle?: string };
  }
}

/** Client errors (4xx) will not change on a retry; network and server failures might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A call that names its error title gets the spec's alert; the others handle errors themselves.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorTitle) showErrorAlert(error, query.meta.errorTitle);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorTitle) showErrorAlert(error, mutation.meta.errorTitle);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
