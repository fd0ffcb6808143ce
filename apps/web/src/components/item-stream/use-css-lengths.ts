import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/** A custom property of the document holding a length (rem, calc()), in pixels as the browser resolves it. */
function resolveLength(variable: string): number {
  const probe = document.createElement('div');
  probe.style.cssText = `position: absolute; visibility: hidden; height: var(${variable})`;
  document.body.append(probe);
  const pixels = probe.getBoundingClientRect().height;
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
