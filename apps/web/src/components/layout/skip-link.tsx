import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The id of the element a layout's skip link moves focus to: its `<main>`, which takes focus with tabIndex -1. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: past the header and the navigation, to the page itself. It moves focus without
 * touching the address (a fragment would replace the filters the URL holds).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={skip}>
      Skip to content
    </a>
  );
}
