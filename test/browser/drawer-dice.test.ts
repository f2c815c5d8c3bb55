import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openProcedure, SHOTS, startSession, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser(2606);

/** The dice entered so far in the open procedure, as their buttons read ("Remove 6 (die 1)"). */
function entered(page: Page): Promise<string[]> {
  return page
    .locator('umpire-procedure-panel umpire-dice-entry .entered button[aria-label^="Remove"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

/** Reloads the page, back on the procedure that was open. */
async function reloadOn(page: Page, title: string): Promise<void> {
  await page.reload();
  await page.locator('umpire-procedure-panel h2').getByText(title, { exact: true }).waitFor();
}

describe('dice typed in the Procedures drawer', () => {
  it('come back after a reload, and are gone once the procedure is resolved (Crowbar!)', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Crowbar!');
    await openProcedure(page, 'J-Projector launch');
    await page.getByRole('radio', { name: 'Enter dice' }).click();
    await page.getByRole('button', { name: 'Add 6 to Combat Dice' }).click();
    expect(await entered(page)).toEqual(['Remove 6 (die 1)']);

    await reloadOn(page, 'J-Projector launch');
    await expect.poll(() => entered(page)).toEqual(['Remove 6 (die 1)']);
    await page.screenshot({ path: `${SHOTS}/drawer-dice-after-reload.png` });

    // a look at another screen and back keeps them too
    const session = page.url();
    await page.goto(`${base}#/`);
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    await page.goto(session);
    await page.locator('umpire-procedure-panel h2').getByText('J-Projector launch', { exact: true }).waitFor();
    await expect.poll(() => entered(page)).toEqual(['Remove 6 (die 1)']);

    await page.getByRole('button', { name: 'Add 5 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    await page.locator('umpire-result-card .summary').waitFor();
    await page.getByRole('button', { name: 'Close the procedure' }).click();
    await openProcedure(page, 'J-Projector launch');
    expect(await entered(page)).toEqual([]);
    await reloadOn(page, 'J-Projector launch');
    expect(await entered(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('come back when the tab is closed and the session opened again in a new one (Crowbar!)', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Crowbar!');
    await openProcedure(page, 'J-Projector launch');
    await page.getByRole('radio', { name: 'Enter dice' }).click();
    await page.getByRole('button', { name: 'Add 4 to Combat Dice' }).click();
    const session = page.url();
    await page.close();

    const again = await context.newPage();
    again.on('pageerror', (e) => errors.push(e.message));
    await again.goto(session);
    await again.locator('umpire-procedure-panel h2').getByText('J-Projector launch', { exact: true }).waitFor();
    await expect.poll(() => entered(again)).toEqual(['Remove 4 (die 1)']);
    await again.screenshot({ path: `${SHOTS}/drawer-dice-new-tab.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are dropped when an input changes, and come back with the input as changed after a reload (Bloody Beach)', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Bloody Beach: Omaha');
    await openProcedure(page, 'Efficiency Check');
    await page.getByRole('radio', { name: 'Enter dice' }).click();
    await page.getByRole('button', { name: /^Add 7 to/ }).click();
    await reloadOn(page, 'Efficiency Check');
    await expect.poll(() => entered(page)).toEqual(['Remove 7 (die 1)']);
    const rating = page.locator('umpire-procedure-panel umpire-stepper').first();
    const was = await rating.evaluate((el) => (el as unknown as { value: number }).value);
    await page
      .getByRole('button', { name: /: one more$/ })
      .first()
      .click();
    expect(await entered(page)).toEqual([]);
    // dice typed for the input as changed come back with it after a reload
    await page.getByRole('button', { name: /^Add 3 to/ }).click();
    await reloadOn(page, 'Efficiency Check');
    await expect.poll(() => entered(page)).toEqual(['Remove 3 (die 1)']);
    expect(await rating.evaluate((el) => (el as unknown as { value: number }).value)).toBe(was + 1);
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    await page.locator('umpire-result-card .summary').waitFor();
    expect(await entered(page)).toEqual([]);
    await reloadOn(page, 'Efficiency Check');
    expect(await entered(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
