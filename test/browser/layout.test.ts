import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SHOTS, startSession, useBrowser } from './browser.ts';
import { SYSTEMS } from '../../src/systems/registry.ts';

const { base, newPage } = useBrowser();

/** The five systems, by the names home gives them. */
const NAMES = SYSTEMS.map((s) => s.name);

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const session = (page: Page): Locator => page.locator('umpire-session-view');

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

function intersect(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y),
  };
}

/**
 * The share of the viewport the board element shows in: its box, cut to the board area's scrollport and the
 * viewport, less what the procedure sheet covers in portrait.
 */
async function boardShare(page: Page): Promise<number> {
  const vp = page.viewportSize();
  if (!vp) throw new Error('no viewport');
  let seen = intersect(
    intersect(
      await box(session(page).locator('.board-el')),
      await box(session(page).locator('main > .stage > .board')),
    ),
    { x: 0, y: 0, ...vp },
  );
  const sheet = session(page).locator('main.portrait .panel');
  if (await sheet.count()) {
    const s = await box(sheet);
    seen = { ...seen, height: Math.max(0, Math.min(seen.y + seen.height, s.y) - seen.y) };
  }
  return (seen.width * seen.height) / (vp.width * vp.height);
}

/** How many rows the top bar's controls sit on (1 when it does not wrap). */
async function topRows(page: Page): Promise<number> {
  const tops = await session(page)
    .locator('header.top > *')
    .evaluateAll((els) =>
      els.map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)),
    );
  return new Set(tops.map((t) => Math.round(t / 20))).size;
}

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];

/** Whether an element's text is cut (an ellipsis, or lines clamped away). */
function cut(l: Locator): Promise<boolean> {
  return l.evaluate((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1);
}

async function openFirstProcedure(page: Page): Promise<void> {
  await session(page).getByRole('button', { name: 'Procedures', exact: true }).click();
  await session(page).locator('#procs umpire-procedure-list button').first().click();
  await session(page).locator('umpire-procedure-panel h2').waitFor();
}

/** Rolls (or resolves) the open procedure with Umpire's dice and waits for its result. */
async function rollOpenProcedure(page: Page): Promise<void> {
  const umpire = page.getByRole('radio', { name: 'Umpire rolls' });
  if (await umpire.count()) await umpire.click();
  await session(page)
    .locator('umpire-procedure-panel')
    .getByRole('button', { name: /^(Roll|Resolve)/ })
    .click();
  await session(page).locator('umpire-result-card').waitFor();
}

describe('the board owns the screen at 1024x768', () => {
  for (const name of NAMES) {
    it(`${name}: 60% or more for the board at the start, with a procedure open, and after a roll`, async () => {
      const { context, page, errors } = await newPage();
      await page.goto(base);
      await startSession(page, name);
      await session(page).locator('.board-el').waitFor();
      const start = await boardShare(page);
      expect(start).toBeGreaterThanOrEqual(0.6);
      expect(await topRows(page)).toBe(1);

      await openFirstProcedure(page);
      const panel = await box(session(page).locator('.panel'));
      const board = await box(session(page).locator('main > .stage > .board'));
      // Beside the board, not over it.
      expect(panel.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
      const open = await boardShare(page);
      expect(open).toBeGreaterThanOrEqual(0.6);

      // During play: a result told in the "Just now" strip (beside the board while the procedure is open).
      await rollOpenProcedure(page);
      await session(page).locator('.panel umpire-strip.recap').waitFor();
      const played = await boardShare(page);
      expect(played).toBeGreaterThanOrEqual(0.6);

      // Closed again: the strip goes back over the board, one line high, or three where the roll's dice and
      // outcome take two (Crowbar!'s Close Combat: seven dice and 'morale losses 1 to 0'), who rolled under them.
      await session(page).getByRole('button', { name: 'Close the procedure' }).click();
      const strip = await box(session(page).locator('.stage umpire-strip.recap'));
      expect(strip.height).toBeLessThanOrEqual(72);
      const after = await boardShare(page);
      expect(after).toBeGreaterThanOrEqual(0.6);
      await page.screenshot({ path: `${SHOTS}/layout-${name.replace(/\W+/g, '-')}.png` });
      console.info(
        `${name}: board ${pct(start)} at the start, ${pct(open)} with a procedure open, ${pct(played)} after a roll, ${pct(after)} after closing it`,
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the top bar keeps its height through the seven steps, and reads the longest phase in full, at both text sizes', async () => {
    for (const scale of [1, 1.3]) {
      const { context, page, errors } = await newPage();
      await page.goto(base);
      await page.evaluate((s) => localStorage.setItem('umpire.settings', JSON.stringify({ textScale: s })), scale);
      await page.reload();
      await startSession(page, 'Brécourt Manor');
      const turn = session(page).locator('header.top .turn');
      const heights = new Set<number>();
      for (let step = 1; ; step++) {
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          heights.add(Math.round((await box(session(page).locator('header.top'))).height));
          if (viewport.width === 1024) expect(await topRows(page)).toBe(1);
          expect(await cut(turn), `step ${step} at ${viewport.width} wide, text ${scale}`).toBe(false);
        }
        if (step === 7) break;
        const was = await turn.textContent();
        await page
          .locator('umpire-board-brecourt')
          .getByRole('button', { name: /^Next step/ })
          .click();
        await expect.poll(() => turn.textContent()).not.toBe(was);
      }
      // Step 7 of 7, the longest phase name of the five systems: on two lines, not an ellipsis a tablet cannot hover to open.
      expect(await turn.textContent()).toMatch(/suppression markers/i);
      // One height at 1024 wide and one at 768 (where a large text puts the phase on a row of its own).
      expect(heights.size, `bar heights at text ${scale}: ${[...heights].join(', ')}`).toBeLessThanOrEqual(2);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  for (const name of NAMES) {
    it(`${name}: the session's name and its system's name are read whole in the top bar, at both sizes and text sizes`, async () => {
      const { context, page, errors } = await newPage();
      await page.goto(base);
      await startSession(page, name);
      const h1 = session(page).locator('header.top h1');
      const sys = session(page).locator('header.top .sys');
      for (const scale of [1, 1.3]) {
        if (scale !== 1) {
          await page.evaluate((s) => localStorage.setItem('umpire.settings', JSON.stringify({ textScale: s })), scale);
          await page.reload();
        }
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          const where = `${viewport.width}x${viewport.height}, text ${scale}`;
          expect(await h1.textContent(), where).toMatch(new RegExp(`^${name.replace(/\W/g, '.')} \\d+$`));
          expect(await cut(h1), `the name is cut at ${where}`).toBe(false);
          expect(await cut(sys), `the system's name is cut at ${where}`).toBe(false);
          expect(await cut(session(page).locator('header.top .turn')), `the phase is cut at ${where}`).toBe(false);
          await session(page)
            .locator('header.top')
            .screenshot({ path: `${SHOTS}/top-${name.replace(/\W+/g, '-')}-${viewport.width}-${scale}.png` });
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the text size setting', () => {
  /** Font sizes of the generic parts, in CSS px: the session name, the recap strip, the procedure's title and inputs, the result. */
  async function sizes(page: Page, scale: number): Promise<number[]> {
    await page.goto(base);
    await page.evaluate(
      (s) => localStorage.setItem('umpire.settings', JSON.stringify({ textScale: s, dice: 'roll' })),
      scale,
    );
    await page.reload();
    await startSession(page, 'Bloody Beach: Omaha');
    await openFirstProcedure(page);
    await rollOpenProcedure(page);
    expect(await boardShare(page)).toBeGreaterThanOrEqual(0.6);
    expect(await topRows(page)).toBe(1);
    const px = (l: Locator) => l.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    const s = session(page);
    return Promise.all([
      px(s.locator('header.top h1')),
      px(s.locator('umpire-strip.recap [slot="line"]')),
      px(s.locator('umpire-procedure-panel h2')),
      px(s.locator('umpire-procedure-panel .field .label').first()),
      px(s.locator('umpire-result-card .summary')),
    ]);
  }

  it('scales every generic part, and the board keeps its share at the largest size', async () => {
    const { context, page, errors } = await newPage();
    const normal = await sizes(page, 1);
    const large = await sizes(page, 1.3);
    for (const [i, n] of normal.entries()) expect(large[i]).toBeCloseTo(n * 1.3, 0);
    await page.screenshot({ path: `${SHOTS}/layout-text-130.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('portrait 768x1024: the procedure sheet never covers what the board is choosing on', () => {
  it('scrolls the board so the target a board names stays above the sheet', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const boardEl = session(page).locator('.board-el');
    await boardEl.waitFor();
    await openFirstProcedure(page);
    const sheet = await box(session(page).locator('.panel'));
    // A figure far down the roster, as a board names the thing being chosen (here: its lowest button).
    const bottom = (await box(boardEl)).y + (await box(boardEl)).height;
    const lows = await boardEl
      .locator('button')
      .evaluateAll(
        (els, end) => els.map((e) => e.getBoundingClientRect().bottom).map((b) => (b <= end ? b : -1)),
        bottom,
      );
    const target = boardEl.locator('button').nth(lows.indexOf(Math.max(...lows)));
    expect((await box(target)).y).toBeGreaterThan(sheet.y);
    await target.evaluate((el) =>
      el.dispatchEvent(
        new CustomEvent('umpire-focus-target', { detail: { element: el }, bubbles: true, composed: true }),
      ),
    );
    await expect
      .poll(async () => {
        const t = await box(target);
        return t.y + t.height <= sheet.y && t.y >= (await box(session(page).locator('main > .stage > .board'))).y;
      })
      .toBe(true);

    // A box inside an element (a hex on a canvas): the part of the board 40 px high, 900 px down.
    await boardEl.evaluate((el) =>
      el.dispatchEvent(
        new CustomEvent('umpire-focus-target', {
          detail: { element: el, box: { x: 0, y: 900, width: 40, height: 40 } },
          bubbles: true,
          composed: true,
        }),
      ),
    );
    await expect
      .poll(async () => {
        const b = await box(boardEl);
        return b.y + 940 <= sheet.y && b.y + 900 >= (await box(session(page).locator('main > .stage > .board'))).y;
      })
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/layout-portrait-target.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('rolling with motion', () => {
  it('the result scrolls into view inside the panel, never carrying the board or the sheet off the screen', async () => {
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
    ]) {
      const { context, page, errors } = await newPage(viewport);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(base);
      await startSession(page, 'Crowbar!');
      await openFirstProcedure(page);
      await rollOpenProcedure(page);
      // Let the dice tumble and the smooth scroll finish.
      await page.waitForTimeout(1500);
      const top = await box(session(page).locator('header.top'));
      expect((await box(session(page).locator('main > .stage'))).y).toBeCloseTo(top.y + top.height, 0);
      const panel = await box(session(page).locator('.panel'));
      expect(panel.y + panel.height).toBeCloseTo(viewport.height, 0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}
