import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { focusedName, oneSessionThenHome, startSession, tabTo, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

/** Whether the keyboard focus is inside the element a selector finds in the session view (through shadow roots). */
function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const container = document
      .querySelector('umpire-app')
      ?.shadowRoot?.querySelector('umpire-session-view')
      ?.shadowRoot?.querySelector(sel);
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    for (let n: Node | null = a; n; n = n instanceof ShadowRoot ? n.host : n.parentNode)
      if (n === container) return true;
    return false;
  }, selector);
}

describe('keyboard only', () => {
  it('starts a session, opens a procedure from the drawer, sets an input, enters dice and resolves without a pointer', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await page.getByRole('heading', { name: 'Systems' }).waitFor();

    await tabTo(page, /^New session of Bloody Beach: Omaha$/);
    await page.keyboard.press('Enter');
    // the set-up choices come first; the keyboard reaches Start
    await page.locator('umpire-confirm dialog').waitFor();
    await tabTo(page, /^Start$/);
    await page.keyboard.press('Enter');
    await page.locator('umpire-session-view .board-el').waitFor();
    // The procedures drawer: focus goes into it, and a pick takes it into the procedure, at its title.
    await tabTo(page, /^Procedures$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, '#procs')).toBe(true);
    await tabTo(page, /^Efficiency Check/, 60);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Efficiency Check/ }).waitFor();
    await expect.poll(() => focusedName(page)).toMatch(/^Efficiency Check/);
    expect(await focusInside(page, '.panel')).toBe(true);

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
    expect(
      await page
        .locator('umpire-result-card')
        .getByText(/Rolled 10 against a rating of 7/)
        .count(),
    ).toBe(1);

    // The result was announced politely.
    await expect
      .poll(() =>
        page
          .locator('umpire-app')
          .evaluate((el) => el.shadowRoot?.querySelector('[aria-live="polite"]')?.textContent ?? ''),
      )
      .toContain('FAILED');

    // The menu opens and moves with the keyboard; Escape closes it.
    await tabTo(page, /^Menu$/, 200);
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('Export this session');
    await page.keyboard.press('Escape');
    expect(await focusedName(page)).toBe('Menu');

    // Closing the procedure gives the focus back to where it was opened from: the drawer is shut, so its button.
    await tabTo(page, /^Close the procedure$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Procedures');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a skip link takes the keyboard past the top bar to the board', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Crowbar!');
    await page.locator('umpire-session-view .board-el').waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to the board');
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Board');
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.board-el')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('home reaches the first "New session" in a few Tabs, and at once through its skip link', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await oneSessionThenHome(page, base);
    await page.reload();
    await page.locator('umpire-session-row').first().waitFor();
    let tabs = 0;
    while (!/^New session of /.test(await focusedName(page)) && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    console.info(`home with one saved session: ${tabs} Tabs to the first New session`);
    expect(tabs).toBeLessThanOrEqual(12);

    await page.reload();
    await page.locator('umpire-session-row').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to the systems');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('New session of Brécourt Manor');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the drawers hold nothing: Tab walks out of the log, Escape closes each and returns to its button', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Bloody Omaha');
    await page.locator('umpire-session-view .board-el').waitFor();
    await tabTo(page, /^Log$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, '#log')).toBe(true);
    let left = false;
    for (let i = 0; i < 12 && !left; i++) {
      await page.keyboard.press('Tab');
      left = !(await focusInside(page, '#log'));
    }
    expect(left).toBe(true);
    await tabTo(page, /^Close the log$/);
    await page.keyboard.press('Escape');
    expect(await focusedName(page)).toBe('Log');
    expect(await page.locator('umpire-session-view #log').getAttribute('inert')).not.toBeNull();

    await tabTo(page, /^Procedures$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, '#procs')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await focusedName(page)).toBe('Procedures');
    expect(await page.locator('umpire-session-view #procs').getAttribute('inert')).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a procedure the board opens takes the focus, and gives it back to the board control on close', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Bloody Beach: Omaha');
    const control = page.locator('umpire-session-view .board-el').getByRole('button').first();
    await control.focus();
    const name = await focusedName(page);
    // As a board does: it asks the session to open a procedure.
    await control.evaluate((el) =>
      el.dispatchEvent(
        new CustomEvent('umpire-menu', {
          detail: { id: 'procedure:bloody-beach.efficiency-check' },
          bubbles: true,
          composed: true,
        }),
      ),
    );
    await expect.poll(() => focusedName(page)).toMatch(/^Efficiency Check/);
    await tabTo(page, /^Close the procedure$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe(name);
    expect(await focusInside(page, '.board-el')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
