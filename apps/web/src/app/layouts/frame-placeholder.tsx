import { Center, Loader } from '@mantine/core';
import type { CSSProperties } from 'react';
import { LogoMark } from '../../components/layout/logo';
import classes from './frame-placeholder.module.css';
import { FRAME_HEADER_HEIGHT, FRAME_NAVIGATION_WIDTH, storedNavigationOpened } from './frame-shape';

const SHAPE = {
  '--frame-header-height': `${FRAME_HEADER_HEIGHT}px`,
  '--frame-navigation-width': `${FRAME_NAVIGATION_WIDTH.base}px`,
  '--frame-navigation-width-lg': `${FRAME_NAVIGATION_WIDTH.lg}px`,
} as CSSProperties;

/**
 * The signed-in frame's outline (header, navigation, the page's background) with a loader where the page will be,
 * while the frame's code arrives: a stored session's first paint shows the console's shape instead of a white page
 * with a spinner for a second or more (ADR 0151). It has no text or controls: nothing to read or click before the
 * real frame replaces it. The console's mark sits in the header, as the header draws it: a phone on a slow network
 * sees it a second before the frame's code has arrived (Lighthouse mobile's first contentful paint, issue 40).
 */
export function FramePlaceholder() {
  return (
    <div className={classes.frame} style={SHAPE} data-navigation={storedNavigationOpened() ? 'open' : 'closed'}>
      <div className={classes.header}>
        {/* The header's mark where the header draws it, after the menu button's place: the page's first paint. */}
        <span className={classes.burger} />
        <LogoMark size={26} />
      </div>
      <div className={classes.navigation} />
      <Center className={classes.main}>
        <Loader />
      </Center>
    </div>
  );
}
