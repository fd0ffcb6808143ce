import { expect, type Locator } from '@playwright/test';

/**
 * Points at a place on a chart's canvas until its tooltip names `text`: the chart draws (and animates) just after its
 * data is in, and a tooltip only follows a move of the pointer, so the pointer moves by a pixel each try.
 */
export async function pointUntilTooltip(chart: Locator, position: { x: number; y: number }, text: string | RegExp) {
  let nudge = 0;
  await expect(async () => {
    nudge = 1 - nudge;
    await chart.hover({ position: { x: position.x + nudge, y: position.y } });
    await expect(chart.getByText(text)).toBeVisible({ timeout: 1000 });
  }).toPass();
}
