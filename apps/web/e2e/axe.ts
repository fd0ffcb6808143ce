import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.1 A and AA: what ADR 0112 and Lighthouse's accessibility score hold the console to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG rules whose answer depends on the colours drawn: all a second colour scheme can change (the scheme swaps
 * CSS variables; the document, its names and roles stay the same).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits for the page's CSS transitions and finite animations to end (spinners run for ever and are left out): axe reads
 * colours as they are drawn, and a colour caught halfway (a SegmentedControl's label while its indicator slides in, any
 * text just after the colour scheme changed) is a contrast no one sees for more than a moment.
 */
async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core's answer for the page as it is now. axe runs in the page and in each of its frames (the e-mail preview's
 * is same-origin: axe in the page asks axe in the frame), put there once per document: a journey going from screen
 * to screen within the app keeps it, where evaluating its 650 KB again for each of a journey's 40 checks was a tenth
 * of their time. Evaluated through the debugging protocol, which the console's CSP does not govern.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
    } catch (error) {
      // A frame that went away meanwhile has nothing to check; the page itself must be checked.
      if (frame === page.mainFrame()) throw error;
    }
  }
  return page.evaluate((runOptions) => window.axe.run(document, runOptions), options);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Window {
    axe: typeof import('axe-core');
  }
}

/**
 * axe-core's serious and critical findings on the page as it is now, one line each: rule, element, what is wrong.
 * The accessibility journeys and the axe benchmark both ask this; `colourOnly` checks only the rules a colour scheme
 * can change (a screen already checked whole in the other scheme).
 */
export async function seriousViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  await transitionsFinished(page);
  // Only violations: axe then skips the details of everything that passes, a third of its time on a long list.
  const results = await runAxe(page, {
    resultTypes: ['violations'],
    runOnly: colourOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_AA },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
}
