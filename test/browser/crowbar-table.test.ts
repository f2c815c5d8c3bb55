import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Rng } from '../../src/engine/index.ts';
import { expectAxeClean } from './a11y.ts';
import { expectNoLeaks, playerText } from './leaks.ts';
import { SHOTS, openProcedure, startSession, useBrowser } from './browser.ts';
import { boardEl, fitted, openFile, play, policy, sessionFile, settled, snapshot } from './crowbar-board.ts';

// a seeded stream for the sessions started here: each test plays the same game on every run
const { base, newPage } = useBrowser(29);

interface Measures {
  /** Share of the window the map takes (its part on screen). */
  share: number;
  /** The smallest counter text on screen, in CSS pixels. */
  smallestText: number;
  /** Rows holding a highlighted space wholly on the map, clear of the side panel. */
  rows: number[];
}

/** What the player sees of the map now: its share of the window, the counter text size, the rows in sight. */
function measure(page: Page): Promise<Measures> {
  return boardEl(page).evaluate((board) => {
    const el = board as HTMLElement & { currentView: { k: number } };
    const root = el.shadowRoot as ShadowRoot;
    const stage = (root.querySelector('.stage') as HTMLElement).getBoundingClientRect();
    const side = root.querySelector('.field.beside .side')?.getBoundingClientRect();
    const w = Math.max(0, Math.min(stage.right, innerWidth) - Math.max(stage.left, 0));
    const h = Math.max(0, Math.min(stage.bottom, innerHeight) - Math.max(stage.top, 0));
    const inView = (r: DOMRect): boolean =>
      r.left >= stage.left &&
      r.right <= (side ? Math.min(stage.right, side.left) : stage.right) &&
      r.top >= stage.top &&
      r.bottom <= stage.bottom;
    let smallest = Infinity;
    for (const t of Array.from(root.querySelectorAll<SVGTextElement>('g.counter text, g.tag text'))) {
      if (!inView(t.getBoundingClientRect())) continue;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(t).fontSize) * el.currentView.k);
    }
    const rows = new Set<number>();
    for (const r of Array.from(root.querySelectorAll<SVGRectElement>('rect.target')))
      if (inView(r.getBoundingClientRect())) rows.add(Math.floor(Number(r.dataset.space) / 12));
    return {
      share: (w * h) / (innerWidth * innerHeight),
      smallestText: smallest,
      rows: [...rows].sort((a, b) => a - b),
    };
  });
}

function view(page: Page): Promise<{ k: number; x: number; y: number }> {
  return boardEl(page).evaluate((el) => ({
    ...(el as unknown as { currentView: { k: number; x: number; y: number } }).currentView,
  }));
}

async function newCrowbar(page: Page): Promise<Locator> {
  await page.goto(base);
  await startSession(page, 'Crowbar!');
  const board = page.locator('umpire-board-crowbar');
  await board.locator('.stage svg.map g.counter').first().waitFor();
  await fitted(page);
  await settled(page);
  return board;
}

describe('Crowbar! at the table', () => {
  it('the first view shows every legal row with counters readable at 12 px, the map takes most of the window; axe-clean with the panel closed and open and with the key open', async () => {
    const { context, page, errors } = await newPage();
    const board = await newCrowbar(page);
    const m = await measure(page);
    // Operation Flashlamp: Cliff Top 5 to Row 15, all in sight.
    expect(m.rows).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(m.smallestText).toBeGreaterThanOrEqual(12);
    expect(m.share).toBeGreaterThanOrEqual(0.6);
    await page.screenshot({ path: `${SHOTS}/crowbar-table-start.png` });
    await expectNoLeaks(page, 'the first view');
    await expectAxeClean(page, 'Crowbar! session, panel closed');
    await board.getByRole('button', { name: 'Key to the map' }).click();
    await board.getByRole('region', { name: 'Key to the map' }).getByText('Rangers (square)').waitFor();
    await expectAxeClean(page, 'Crowbar! session, key to the map open');
    await board.getByRole('button', { name: 'Close the key' }).click();
    await openProcedure(page, 'Close Combat');
    await expectAxeClean(page, 'Crowbar! session, panel open');
    await page.getByRole('button', { name: 'Close the procedure' }).click();
    expect(await board.locator('.stage').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tap never re-fits the map: the next Flashlamp target stays under the finger; zoom and pan come back after a reload', async () => {
    const { context, page, errors } = await newPage();
    const board = await newCrowbar(page);
    const targets = board.locator('rect.target');
    const second = async () => targets.nth(40).boundingBox();
    const before = await second();
    const first = await targets.nth(12).boundingBox();
    if (!before || !first) throw new Error('no target drawn');
    await page.mouse.click(first.x + first.width / 2, first.y + first.height / 2);
    await board.getByText(/more Incoming Fire! markers/).waitFor();
    // The recap is a one-line strip: its told lines are read as a screen reader hears them, shown or not.
    await expect
      .poll(async () => (await page.locator('umpire-recap umpire-told .sr-only').allTextContents()).join(' '))
      .toMatch(/Incoming Fire! marker goes face down/);
    await page.waitForTimeout(400);
    const after = await second();
    expect(Math.abs((after?.x ?? 0) - before.x)).toBeLessThan(2);
    expect(Math.abs((after?.y ?? 0) - before.y)).toBeLessThan(2);
    // Zoom and pan, reload: the same view.
    await board.locator('.stage').focus();
    await page.keyboard.press('+');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.waitForTimeout(600);
    const kept = await view(page);
    await page.reload();
    await board.locator('.stage svg.map g.counter').first().waitFor();
    await expect.poll(() => view(page)).toEqual(kept);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counter text grows with the text size setting', async () => {
    const { context, page, errors } = await newPage();
    await context.addInitScript(() =>
      localStorage.setItem('umpire.settings', JSON.stringify({ dice: 'roll', theme: 'day', textScale: 1.3 })),
    );
    await newCrowbar(page);
    expect((await measure(page)).smallestText).toBeGreaterThanOrEqual(12 * 1.3 - 0.05);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('solitaire, many steps by the simulator\u2019s policy: odds before every Movement Die and Combat Dice roll, dice thrown typed in, no machine-shaped text on screen at any step', async () => {
    const { context, page, errors } = await newPage();
    const board = await openFile(page, base, await sessionFile('table-solitaire', 'Table solitaire'));
    const choose = policy(Rng.fromSeed('table-solitaire'));
    let diceOdds = 0;
    const rolls: string[] = [];
    let typed = false;
    // On until the dice have shown their odds for more than ten units and two rolls came through their card.
    for (let i = 0; i < 120 && (diceOdds <= 10 || rolls.length < 2); i++) {
      const s = await snapshot(page);
      if (s.phase === 'over') break;
      if (s.top === 'unit') {
        // Before a die is picked: each die still to roll shows its six faces and the chances for this unit.
        const tray = board.locator('umpire-crowbar-dice');
        const free = s.choices.filter((c) => c.type === 'roll').length;
        expect(await tray.locator('.faces').count()).toBe(free);
        expect(await tray.locator('.face').count()).toBe(free * 6);
        expect(await tray.locator('.odds').first().textContent()).toMatch(/\d in 6 stop · \d in 6 hit/);
        diceOdds++;
        if (diceOdds === 3)
          await board.locator('umpire-crowbar-dice').screenshot({ path: `${SHOTS}/crowbar-dice-odds.png` });
      }
      const c = choose(s);
      // The first roll with odds shown is thrown at the table and typed in: the log marks its dice as thrown.
      const report = await play(
        page,
        board,
        s,
        c,
        typed ? undefined : Array<number>(12).fill(3),
        typed ? undefined : async () => void (await page.screenshot({ path: `${SHOTS}/crowbar-roll-odds.png` })),
      );
      if (report.odds) {
        rolls.push(report.odds);
        if (!typed) {
          typed = true;
          await expect
            .poll(() => page.locator('umpire-recap').getByText('thrown', { exact: true }).count())
            .toBeGreaterThan(0);
          await page.screenshot({ path: `${SHOTS}/crowbar-after-typed-roll.png` });
        }
      }
      await expectNoLeaks(page, `step ${i} (${s.top}: ${c.type})`);
      if (i % 40 === 39) expect((await measure(page)).share).toBeGreaterThanOrEqual(0.6);
    }
    expect((await measure(page)).share).toBeGreaterThanOrEqual(0.6);
    expect(diceOdds).toBeGreaterThan(10);
    expect(rolls.length).toBeGreaterThan(0);
    expect(typed).toBe(true);
    await page.getByRole('button', { name: 'Log', exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/crowbar-table-log.png` });
    await expectNoLeaks(page, 'the log drawer');
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);

  it('versus through the hand-over screen: the German placements never reach the Ranger screen\u2019s words; no machine-shaped text at any step', async () => {
    const { context, page, errors } = await newPage();
    const board = await openFile(page, base, await sessionFile('table-versus', 'Table versus', { mode: 'versus2' }));
    const choose = policy(Rng.fromSeed('table-versus'));
    const secret = /places a (Gun Found!|Trap \((light|heavy)\)|Booby Trap) marker face down/;
    let germanScreen = false;
    // On through the German player's markers and back, then twenty steps of the Rangers' game on their screen.
    let markers = false;
    let rangerSteps = 0;
    for (let i = 0; i < 90 && rangerSteps < 20; i++) {
      const handover = board.getByRole('button', { name: /^I am the (German|Ranger) player/ });
      if (await handover.count()) {
        await expect.poll(() => playerText(page)).not.toMatch(secret);
        await expectNoLeaks(page, `hand-over at step ${i}`);
        germanScreen = /German/.test((await handover.textContent()) ?? '');
        await handover.click();
        await board.locator('.stage').waitFor();
      }
      const s = await snapshot(page);
      if (s.phase === 'over') break;
      await play(page, board, s, choose(s));
      await expectNoLeaks(page, `versus step ${i} (${s.top})`);
      if (!germanScreen) {
        await expect.poll(() => playerText(page), { message: `step ${i}` }).not.toMatch(secret);
        if (markers) rangerSteps++;
      } else if ((await snapshot(page)).top === 'german-markers') {
        await expect.poll(() => playerText(page)).toMatch(secret);
        markers = true;
      }
    }
    expect(rangerSteps).toBe(20);
    // Back on the Ranger screen, the log drawer tells the placements without their kind or space.
    await page.getByRole('button', { name: 'Log', exact: true }).click();
    const log = page.locator('umpire-session-log');
    await log
      .getByText(/The German player places a marker face down, unseen/)
      .first()
      .waitFor();
    expect(await playerText(page)).not.toMatch(secret);
    await page.screenshot({ path: `${SHOTS}/crowbar-versus-log.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
