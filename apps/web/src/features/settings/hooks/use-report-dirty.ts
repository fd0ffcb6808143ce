import { useEffect } from 'react';

/** Tells the page whether a section holds unsaved changes, so that one guard can ask before leaving. */
export function useReportDirty(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  // Unmounted with changes: they are gone, so they no longer hold the page.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}
