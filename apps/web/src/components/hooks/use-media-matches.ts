import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window matches a media query, answered in the first render: the app renders only in the browser, where
 * `matchMedia` answers at once. Mantine's default answers in an effect instead, which renders the component again
 * right after it mounts (ADR 0120).
 */
export function useMediaMatches(query: string): boolean {
  return useMediaQuery(query, false, { getInitialValueInEffect: false });
}
