/**
 * Runs `callback` once the browser has painted what the page just changed: in a task after the next frame, where
 * reading the layout finds it done. Read in an effect instead, it lays the new screen out inside React's task, and a
 * passive effect runs before the paint whenever another render follows (ADR 0119). Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
