import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what ADR 0112 and Lighthouse's accessibility score hold the console to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
 * The WCAG rules whose answer depends on the colours drawn: all a second colour scheme can change (the scheme swaps
 * CSS variables; the document, its names and roles stay the same).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's serious and critical findings on the page as it is now, one line each: rule, element, what is wrong.
 * The accessibility journeys and the axe benchmark both ask this; `colourOnly` checks only the rules a colour scheme
 * can change (a screen already checked whole in the other scheme).
 */
export async function seriousViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  await transitionsFinished(page);
  // Only violations: axe then skips the details of everything that passes, a third of its time on a long list. Legacy
  // mode runs axe in the page itself; the default opens a blank page per analysis to merge the frames' results, with
  // axe injected there again (0.5-1 s a call on two cores), which only cross-origin frames need and the console has
  // none (the e-mail preview's frame is same-origin).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const results = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_AA)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
}
