import { getLocalStorage } from '../../lib/local-storage';

/** Whether the desktop navigation is open: the frame keeps the person's choice (Mantine's `useLocalStorage`, JSON). */
export const NAVIGATION_OPENED_STORAGE_KEY = 'argus-navigation-opened';

/** The stored choice as the frame will read it: open unless `false` is stored. */
export function storedNavigationOpened(): boolean {
  return getLocalStorage()?.getItem(NAVIGATION_OPENED_STORAGE_KEY) !== 'false';
}
