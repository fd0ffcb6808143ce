/**
 * Runs `callback` once `element` comes within `margin` of the viewport: at once (in the observer's first report, after
 * the next layout) when it already is, or when a scroll or a change of layout brings it there. What is never seen
 * costs nothing: the Overview's lower charts start when the user scrolls to them, not with the screen (ADR 0143).
 * Returns a cancel function.
 */
export function whenNearViewport(element: Element, callback: () => void, margin = '200px'): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
