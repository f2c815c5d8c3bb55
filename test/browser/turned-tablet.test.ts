import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSession, useBrowser } from './browser.ts';

// a seeded stream for the sessions started here: the same games on every run
const { base, newPage } = useBrowser(41);

/** The map point in the middle of a board's stage (map units), and the zoom. */
async function middle(page: Page, map: string): Promise<{ x: number; y: number; k: number; width: number }> {
  return page.locator(map).evaluate((el) => {
    const stage = (el.shadowRoot as ShadowRoot).querySelector('.stage') as HTMLElement;
    const r = stage.getBoundingClientRect();
    const v = (el as unknown as { currentView: { k: number; x: number; y: number } }).currentView;
    return { x: (r.width / 2 - v.x) / v.k, y: (r.height / 2 - v.y) / v.k, k: v.k, width: r.width };
  });
}

/** How far, in screen pixels at the zoom now, the middle of the map moved. */
const moved = (a: { x: number; y: number }, b: { x: number; y: number; k: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y) * b.k;

describe('a turned tablet keeps the middle of the map in the middle', () => {
  for (const [system, map] of [
    ['D-Day at Omaha Beach', 'umpire-dday-map'],
    ['Bloody Omaha', 'umpire-bo-map'],
  ] as const) {
    it(`${system}: landscape to portrait and back`, async () => {
      const { context, page, errors } = await newPage();
      await page.goto(base);
      await startSession(page, system);
      await page.locator(`${map} .stage`).waitFor();
      await page.waitForTimeout(500);
      // the player has zoomed in from the opening view
      await page.locator(map).getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForTimeout(300);
      const before = await middle(page, map);
      await page.setViewportSize({ width: 768, height: 1024 });
      await expect.poll(async () => (await middle(page, map)).width).not.toBe(before.width);
      await page.waitForTimeout(300);
      const turned = await middle(page, map);
      // within a few pixels (the map's edges may hold the view back a little)
      expect(moved(before, turned)).toBeLessThan(24);
      await page.setViewportSize({ width: 1024, height: 768 });
      await expect.poll(async () => (await middle(page, map)).width).toBe(before.width);
      await page.waitForTimeout(300);
      expect(moved(before, await middle(page, map))).toBeLessThan(24);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
