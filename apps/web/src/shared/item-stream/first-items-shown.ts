/**
 * Whether a stream screen has shown the open folder's first items (ADR 0158): the start-up's later steps wait for it,
 * because each of their answers updates a store, and a store's update restarts the list's deferred render (React
 * cannot interrupt it): started while the list was being built, they held the first cards back until the last of them
 * (a moderator's came with the month's history, 0.8 s after their own answer at half this machine's pace).
 */
export function createShownSignal() {
  let announce: () => void = () => undefined;
  let announced = false;
  const shown = new Promise<void>((resolve) => {
    announce = resolve;
  });
  return {
    /** Said once it is so; later calls change nothing. */
    announce: () => {
      announced = true;
      announce();
    },
    /** Whether it has been said. */
    isShown: () => announced,
    /** Resolves once announced, or after `timeoutMs`, whichever is first. */
    within: (timeoutMs: number) =>
      Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]),
  };
}

const firstItems = createShownSignal();

/** The stream's list shows the open folder: its first items, or what it says when none match. Once per page. */
export const announceFirstItemsShown = firstItems.announce;

/** Resolves once a stream screen has shown the open folder's first items, or after `timeoutMs`. */
export const firstItemsShown = firstItems.within;

/** Whether a stream screen of this page has shown its folder's first items already. */
export const firstItemsWereShown = firstItems.isShown;
