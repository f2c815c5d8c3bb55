import { describe, expect, it } from 'vitest';
import { openProcedure, startSession, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

describe('a session in the built app', () => {
  it('opens, resolves a procedure with typed-in dice, and keeps the log across a reload', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await expect(page.getByRole('heading', { name: 'Systems' }).isVisible()).resolves.toBe(true);
    await startSession(page, 'Crowbar!');
    await openProcedure(page, 'J-Projector launch');

    // Physical dice: 6 and 6 make 12, a Firm Hold.
    await page.getByRole('radio', { name: 'Enter dice' }).click();
    await page.getByRole('button', { name: 'Add 6 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Add 6 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    const summary = page.locator('umpire-result-card .summary');
    await summary.waitFor();
    expect((await summary.textContent())?.trim()).toBe('Firm Hold');
    expect(await page.locator('umpire-result-card .why').textContent()).toBe('12-12 gives Firm Hold (E-4)');

    await page.getByRole('button', { name: 'Log' }).click();
    const log = page.locator('umpire-session-log');
    await log.locator('li[data-seq="1"] umpire-told .out').getByText('Firm Hold').waitFor();
    expect(await log.locator('umpire-told .typed').getByText('thrown').count()).toBe(1);
    const url = page.url();

    await page.reload();
    expect(page.url()).toBe(url);
    await page.getByRole('heading', { name: /J-Projector launch/ }).waitFor();
    await page.getByRole('button', { name: 'Log' }).click();
    await log.locator('li[data-seq="1"] umpire-told .out').getByText('Firm Hold').waitFor();
    expect(await page.locator('umpire-session-log h2').textContent()).toContain('(1 event)');
    // The panel shows the latest result again after the reload.
    expect(await page.locator('umpire-result-card .summary').textContent()).toBe('Firm Hold');

    // Home lists the session with its count.
    await page.goto(base);
    await page.locator('umpire-session-row').getByText('Crowbar! 1', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rolls with the session generator, and undo keeps both entries in the log', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Bloody Beach: Omaha');
    await openProcedure(page, 'Efficiency Check');
    await page.getByRole('radio', { name: 'Umpire rolls' }).click();
    await page.getByRole('button', { name: 'Roll 1d10' }).click();
    const summary = page.locator('umpire-result-card .summary');
    await summary.waitFor();
    expect(['PASSED', 'FAILED']).toContain((await summary.textContent())?.trim());
    const count = page.locator('umpire-session-log h2');
    await expect.poll(() => count.textContent()).toContain('(1 event)');

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => count.textContent()).toContain('(2 events)');
    await page.getByRole('button', { name: 'Log' }).click();
    const log = page.locator('umpire-session-log');
    await log.getByText('undone', { exact: true }).waitFor();
    await log
      .getByText(/^Undone: Efficiency Check/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a reload the last result comes back with the inputs it was rolled with', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Bloody Beach: Omaha');
    await openProcedure(page, 'Efficiency Check');
    await page.getByRole('button', { name: 'Efficiency Rating: one more' }).click();
    await page.getByRole('radio', { name: 'Umpire rolls' }).click();
    await page.getByRole('button', { name: 'Roll 1d10' }).click();
    await page.locator('umpire-result-card .summary').waitFor();
    const rating = page.getByRole('spinbutton', { name: 'Efficiency Rating' });
    expect(await rating.getAttribute('aria-valuenow')).toBe('7');

    await page.reload();
    await page.locator('umpire-result-card .summary').waitFor();
    expect(await rating.getAttribute('aria-valuenow')).toBe('7');
    expect(await page.locator('umpire-result-card').getAttribute('stale')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens every system without an error', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    const names = await page.locator('umpire-system-card h3').allTextContents();
    expect(names.length).toBe(5);
    for (const name of names) {
      await page.goto(base);
      await startSession(page, name);
      await page.locator('umpire-session-view .who h1').waitFor();
      await page.locator('umpire-session-view .board-el').waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('tables', () => {
  it('an edited value is checked as typed, changes the next roll, and restores', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${base}#/tables/crowbar`);
    const jProjector = page.locator('umpire-table-editor[data-id="crowbar.j-projector"]');
    const sumTo = jProjector.getByRole('textbox', { name: 'No Hold, Sum to' });
    await sumTo.fill('abc');
    await jProjector.getByText('"abc" is not a number').waitFor();
    await sumTo.fill('13');
    await jProjector.getByText(/expected a number ≤ 12/).waitFor();
    await sumTo.fill('9');
    await sumTo.press('Enter');
    await jProjector.getByText('shipped: 8').waitFor();

    // A roll of 9 now reads No Hold from the edited table, and the log records the edit in force.
    await page.goto(base);
    await startSession(page, 'Crowbar!');
    await openProcedure(page, 'J-Projector launch');
    await page.getByRole('radio', { name: 'Enter dice' }).click();
    await page.getByRole('button', { name: 'Add 4 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Add 5 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    await expect.poll(() => page.locator('umpire-result-card .summary').textContent()).toBe('No Hold');
    await page.getByRole('button', { name: 'Log' }).click();
    await page
      .locator('umpire-session-log')
      .getByText(/^Table edits in force for 1 table/)
      .first()
      .waitFor();

    await page.goto(`${base}#/tables/crowbar`);
    await jProjector.getByRole('button', { name: /Restore the shipped value of No Hold, Sum to/ }).click();
    await expect.poll(() => sumTo.inputValue()).toBe('8');
    expect(await jProjector.getByText('shipped: 8').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
