import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * The list's distance from the top of the document, which a window-scrolled virtualizer needs, kept true while what
 * sits above the list changes height (a notice, the top companies, the counts wrapping): a stale distance puts the
 * cards the keys scroll to out of view by as much (ADR 0141).
 *
 * Read when the document's size changes, in the resize observer's callback, where the layout is done and reading it
 * costs nothing (ADR 0119); `current()` reads it at once for a scroll that cannot wait for the next frame.
 */
export function useScrollMargin(listRef: RefObject<HTMLElement | null>, mounted: boolean) {
  const [margin, setMargin] = useState(0);
  const latest = useRef(margin);
  const update = useCallback((): number => {
    const list = listRef.current;
    if (list) latest.current = documentTop(list);
    setMargin(latest.current);
    return latest.current;
  }, [listRef]);
  useEffect(() => {
    if (!mounted) return;
    // Anything above the list that grows or shrinks changes the body's height with it, and so does the list itself;
    // the list's own column too, for a page no taller than the window (the body's height is then the window's).
    const observer = new ResizeObserver(() => update());
    observer.observe(document.body);
    const column = listRef.current?.parentElement;
    if (column) observer.observe(column);
    return () => observer.disconnect();
  }, [mounted, update, listRef]);
  return { margin, current: update };
}
