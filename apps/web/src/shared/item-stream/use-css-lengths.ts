import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/**
 * A custom property of the document holding a length (rem, calc()), in pixels as the browser resolves it. The probe is
 * not displayed: its height is then its computed value, a length in pixels, found by resolving styles alone; a
 * displayed probe's size would lay out the whole document, inside the render of a newly arrived list (ADR 0119).
 */
function resolveLength(variable: string): number {
  const probe = document.createElement('div');
  probe.style.cssText = `display: none; height: var(${variable})`;
  document.body.append(probe);
  const pixels = Number.parseFloat(getComputedStyle(probe).height);
  probe.remove();
  if (!(pixels > 0)) throw new Error(`The document defines no length ${variable}.`);
  return pixels;
}

/**
 * Lengths the document's CSS defines as custom properties (the cards' fixed heights, ADR 0053), in pixels: each read
 * once, and again when the window is resized (a media query may change them). The function is a new one whenever a
 * length it returned has changed.
 */
export function useCssLengths(): (variable: string) => number {
  // A cache filled as lengths are asked for; a new one when the window's size changed one of them.
  const [lengths, setLengths] = useState(() => new Map<string, number>());
  useWindowEvent('resize', () => {
    if ([...lengths].some(([variable, pixels]) => resolveLength(variable) !== pixels)) setLengths(new Map());
  });
  return useCallback(
    (variable: string) => {
      let pixels = lengths.get(variable);
      if (pixels === undefined) {
        pixels = resolveLength(variable);
        lengths.set(variable, pixels);
      }
      return pixels;
    },
    [lengths],
  );
}
