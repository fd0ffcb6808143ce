import { MOBILE_BREAKPOINT_PX } from '@argus/contract';

/**
 * Screens up to MOBILE_BREAKPOINT_PX wide, that width included (spec section 2: "up to 576px wide"): the navigation
 * overlays the page and closes after a click, drawers take the whole screen, tables become cards.
 */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** The app shell's navigation breakpoint: Mantine treats widths below it as mobile, so it is one pixel further. */
export const APP_SHELL_BREAKPOINT_PX = MOBILE_BREAKPOINT_PX + 1;
