import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** Where a lazily loaded page appears: a small spinner while its code arrives. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
