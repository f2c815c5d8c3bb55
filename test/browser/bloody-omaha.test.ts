import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SHOTS, startSession, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

interface ViewNow {
  k: number;
  x: number;
  y: number;
}

const board = (page: Page): Locator => page.locator('umpire-board-bloody-omaha');
const now = (page: Page): Locator => page.locator('umpire-bo-now');
const view = (page: Page): Promise<ViewNow> =>
  page.evaluate(() => (document.querySelector('umpire-app')?.shadowRoot?.querySelector('umpire-session-view')?.shadowRoot?.querySelector('umpire-board-bloody-omaha')?.shadowRoot?.querySelector('umpire-bo-map') as unknown as { currentView: ViewNow }).currentView);

async function openBoard(page: Page): Promise<void> {
  await page.goto(base);
  await startSession(page, 'Bloody Omaha');
  await board(page).locator('.stage').waitFor();
  await page.waitForFunction(() => {
    const m = document.querySelector('umpire-app')?.shadowRoot?.querySelector('umpire-session-view')?.shadowRoot?.querySelector('umpire-board-bloody-omaha')?.shadowRoot?.querySelector('umpire-bo-map') as unknown as { currentView?: ViewNow } | null;
    return !!m && (m.currentView?.k ?? 1) !== 1;
  });
}

/** Types in dice with the board's face buttons. */
async function typeDice(page: Page, faces: number[]): Promise<void> {
  for (const f of faces) await board(page).getByRole('button', { name: `Add a ${f}`, exact: true }).click();
}

/** Plays, one after another, every due roll whose button starts with `label`, each with the faces given. */
async function rollEach(page: Page, label: RegExp, faces: number[]): Promise<number> {
  let n = 0;
  for (;;) {
    const due = now(page).getByRole('button', { name: label });
    if ((await due.count()) === 0) return n;
    await typeDice(page, faces);
    const before = await now(page).getByRole('button', { name: label }).count();
    await now(page).getByRole('button', { name: label }).first().click();
    await expect.poll(() => now(page).getByRole('button', { name: label }).count()).toBeLessThan(before);
    n++;
  }
}

describe('the Bloody Omaha board', () => {
  it('lands the first wave, attacks a strongpoint with typed-in dice, reloads and continues', async () => {
    const { context, page, errors } = await newPage();
    await openBoard(page);
    // Every German token starts face down: nothing of a face is drawn.
    expect(await board(page).locator('.token.back').count()).toBe(45);
    expect(await board(page).locator('.token.face').count()).toBe(0);

    // Set-up and the first phases.
    await board(page).getByRole('button', { name: 'Return this one, keep the others' }).first().click();
    await now(page).getByRole('button', { name: 'Draw a card' }).click();
    await now(page).getByRole('button', { name: /^Assign: 1 to the 1st/ }).click();

    // Drift and landing with dice typed in: 1s drift nobody, and land everyone (1 + 1 = 2: no effect).
    await board(page).getByRole('radio', { name: 'Enter dice' }).click();
    expect(await rollEach(page, /^Roll drift for /, [1])).toBe(9);
    expect(await rollEach(page, /^Land /, [1])).toBe(9);
    expect(await board(page).locator('umpire-bo-reserve').getByText(/Drifted off/).count()).toBe(0);

    // The Random Event strikes B01 (1 then 1) and gives an IP (1 on the beach table).
    await typeDice(page, [1, 1]);
    await now(page).getByRole('button', { name: /^Roll the Random Event location, with 1 and 1/ }).click();
    await typeDice(page, [1]);
    await now(page).getByRole('button', { name: /^Roll the Random Event, with 1/ }).click();
    await now(page).getByRole('button', { name: 'Apply the event' }).click();
    await now(page).getByText(/Spend IP/).waitFor();

    // Select S02 with the keyboard (the cursor starts on B05): its attack from B02 is offered.
    const stage = board(page).locator('.stage');
    await stage.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
    const panel = page.locator('umpire-bo-square');
    await panel.getByRole('heading', { name: /^S02/ }).waitFor();
    // a refused action shows its reason one tap away
    const refused = panel.getByText(/^Not allowed now/);
    if (await refused.count()) {
      await refused.click();
      await panel.locator('details.why summary').first().click();
      expect((await panel.locator('details.why[open] p').first().textContent())?.length).toBeGreaterThan(5);
    }
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-select-landscape.png` });
    await panel.getByRole('button', { name: 'Attack S02 from B02 (1 IP)' }).click();
    await now(page).getByRole('button', { name: 'Go on with the attack' }).click();
    expect(await board(page).locator('.token.face.sp').count()).toBe(1);

    // The attack roll, typed in: 1, +1 (German CF greater) +1 (turns 1-3) = 3: success, one unit disrupted.
    await typeDice(page, [1]);
    await now(page).getByRole('button', { name: 'Roll the attack, with 1' }).click();
    const roll = now(page).locator('.last-roll');
    await expect.poll(() => roll.textContent()).toMatch(/Attack on S02 \(modified 3\):\s*S-1D · Success, one unit disrupted/);
    await page.locator('umpire-bo-advance-form').getByRole('checkbox', { name: /L\/16/ }).check();
    await page.locator('umpire-bo-advance-form').getByRole('button', { name: 'Advance L/16' }).click();
    await now(page).getByText(/Spend IP/).waitFor();
    expect(await board(page).locator('.unit.disrupted').count()).toBe(1);

    // Reload: the game is all there, and play goes on into turn 2.
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await board(page).locator('.stage').waitFor();
    await expect.poll(() => now(page).locator('.last-roll').textContent()).toMatch(/Attack on S02/);
    expect(await board(page).locator('.unit.disrupted').count()).toBe(1);
    expect(await board(page).locator('.token.face').count()).toBe(0); // S02 was cleared; nothing else revealed
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-landscape.png` });
    await now(page).getByRole('button', { name: 'End the turn' }).click();
    await now(page).getByRole('button', { name: 'Draw a card' }).click();
    await page.getByLabel(/^Now: Turn 2 of 10/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pans and zooms by keyboard, drag and wheel; taps select a square (tablet portrait)', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await openBoard(page);
    // No procedure is open yet, so no sheet covers the map.
    expect(await page.getByRole('region', { name: 'Procedure', exact: true }).isVisible()).toBe(false);
    const stage = board(page).locator('.stage');
    await stage.scrollIntoViewIfNeeded();
    const v0 = await view(page);
    await stage.focus();
    await page.keyboard.press('+');
    const v1 = await view(page);
    expect(v1.k).toBeGreaterThan(v0.k);
    await page.keyboard.press('Shift+ArrowRight');
    expect((await view(page)).x).toBeLessThan(v1.x);
    await page.keyboard.press('0');
    await expect.poll(async () => (await view(page)).k).toBeCloseTo(v0.k, 5);

    const box = await stage.boundingBox();
    if (!box) throw new Error('the map has no size');
    const cx = box.x + box.width / 2;
    const cy = box.y + Math.min(box.height / 2, 120);
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 60, cy - 30, { steps: 5 });
    await page.mouse.up();
    expect((await view(page)).x).toBeLessThan(v0.x);
    await page.mouse.wheel(0, -250);
    await expect.poll(async () => (await view(page)).k).not.toBe(v0.k);
    await page.keyboard.press('0');

    // A tap on a square opens it; Escape on the map closes it.
    const v = await view(page);
    // B04 (column 4 from the east, row 3) is centred at (650, 350) in map units.
    await page.mouse.click(box.x + v.x + 650 * v.k, box.y + v.y + 350 * v.k);
    await page.locator('umpire-bo-square').getByRole('heading', { name: /^B04/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-portrait.png` });
    await stage.focus();
    await page.keyboard.press('Escape');
    await page.locator('umpire-bo-square').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
