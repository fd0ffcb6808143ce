import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * The value to hand Mantine's SegmentedControl: none of its segments until the screen around it has been painted, then
 * `value`. The control places its indicator by measuring the chosen segment as it mounts, which on a new screen lays
 * the whole screen out inside React's task (57 ms of the Mentions screen's first commit, ADR 0119); with no segment
 * chosen it measures nothing, and once painted it measures a screen already laid out. The segments themselves show
 * from the first paint, so nothing moves; the choice shows a frame later.
 */
export function useSegmentAfterPaint<T extends string>(value: T): T {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  // '' is no segment's value: Mantine finds no segment to put its indicator on.
  return painted ? value : ('' as T);
}
