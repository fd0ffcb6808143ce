import { LOGIN_BACKGROUND_COUNT } from '@argus/contract';

/** One of the 18 login artworks, at random (spec section 2); `random` returns a number in [0, 1). */
export function pickLoginBackground(random: () => number = Math.random): string {
  const index = Math.min(LOGIN_BACKGROUND_COUNT - 1, Math.floor(random() * LOGIN_BACKGROUND_COUNT));
  return `/backgrounds/bg-${String(index + 1).padStart(2, '0')}.svg`;
}
