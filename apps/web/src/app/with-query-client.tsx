import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from '../shared/state/query-client';

/**
 * The component inside the app's one query client. Lazily loaded screens and the signed-in frame load this module
 * beside their own, so that TanStack Query stays out of the login page's first script (ADR 0012's budget): the login
 * form needs no query cache.
 */
export function withQueryClient<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function WithQueryClient(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
