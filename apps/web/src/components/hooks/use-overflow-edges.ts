import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';

export type OverflowEdges = { start: boolean; end: boolean };

/**
 * Whether a sideways-scrolling element hides content before its start or past its end, for a hint (a fade edge) that
 * says there is more. Read again on scroll, on resize, and when `content` changes (new items in the same width).
 */
export function useOverflowEdges<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<OverflowEdges>({ start: false, end: false });
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const update = () => {
      // A pixel of slack: zoomed pages report fractional scroll positions.
      const start = node.scrollLeft > 1;
      const end = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    // New content is measured once painted (ADR 0119); the observer measures the first time and on every resize.
    const cancelUpdate = afterNextPaint(update);
    node.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(node);
    return () => {
      cancelUpdate();
      node.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [content]);
  return { ref, edges };
}
