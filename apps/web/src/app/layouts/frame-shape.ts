import { getLocalStorage } from '../../lib/local-storage';

/** The signed-in frame's header height and navigation width (AppShell's, px), drawn too by its placeholder. */
export const FRAME_HEADER_HEIGHT = 60;
export const FRAME_NAVIGATION_WIDTH = { base: 260, lg: 280 } as const;

/** Whether the desktop navigation is open: the frame keeps the person's choice (Mantine's `useLocalStorage`, JSON). */
export const NAVIGATION_OPENED_STORAGE_KEY = 'argus-navigation-opened';

/** The stored choice as the frame will read it: open unless `false` is stored. */
export function storedNavigationOpened(): boolean {
  return getLocalStorage()?.getItem(NAVIGATION_OPENED_STORAGE_KEY) !== 'false';
}
