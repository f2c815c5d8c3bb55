import { describe, expect, it } from 'vitest';
import { focusedName, tabTo, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

describe('keyboard only', () => {
  it('starts a session, sets an input, enters dice and resolves without a pointer', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await page.getByRole('heading', { name: 'Systems' }).waitFor();

    await tabTo(page, /^New session of Bloody Beach: Omaha$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Procedures' }).waitFor();
    // Pick the procedure from the list with the keyboard.
    await tabTo(page, /^Efficiency Check/, 200);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Efficiency Check/ }).waitFor();

    // The rating stepper: arrow keys change it, and the odds follow.
    await tabTo(page, /^Efficiency Rating$/);
    const chart = page.locator('umpire-odds-chart svg');
    const before = await chart.getAttribute('aria-label');
    expect(before).toContain('passed 60.0%');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => chart.getAttribute('aria-label')).toContain('passed 70.0%');

    // Who throws: the radio group moves with the arrow keys.
    await tabTo(page, /^(Umpire rolls|Enter dice)$/);
    if ((await focusedName(page)) === 'Umpire rolls') await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Enter dice');

    // A face typed on the keyboard inside the dice entry; a d10's 0 reads 10.
    await tabTo(page, /^Add 1 to d10$/);
    await page.keyboard.press('0');
    await tabTo(page, /^Resolve with these dice$/);
    await page.keyboard.press('Enter');
    await page.locator('umpire-result-card').getByText('FAILED').waitFor();
    expect(await page.locator('umpire-result-card').getByText(/Rolled 10 against a rating of 7/).count()).toBe(1);

    // The result was announced politely.
    await expect.poll(() => page.locator('umpire-app').evaluate((el) => el.shadowRoot?.querySelector('[aria-live="polite"]')?.textContent ?? '')).toContain('FAILED');

    // The menu opens and moves with the keyboard; Escape closes it.
    await tabTo(page, /^Menu$/, 200);
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('Export this session');
    await page.keyboard.press('Escape');
    expect(await focusedName(page)).toBe('Menu');
    expect(errors).toEqual([]);
    await context.close();
  });
});
