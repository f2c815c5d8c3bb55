import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import type { GameState } from '../../src/systems/bloody-beach/game/state.ts';
import { act, scene } from '../systems/bloody-beach/scene.ts';
import { SHOTS, startSession, useBrowser } from './browser.ts';
import { RANDOM_SETUP } from './bloody-beach.ts';

// a seeded stream for the sessions started here: each test plays the same game on every run
const { base, newPage } = useBrowser(5);

interface ViewNow {
  k: number;
  x: number;
  y: number;
}

const view = (page: Page): Promise<ViewNow> =>
  page.evaluate(
    () =>
      (
        document
          .querySelector('umpire-app')
          ?.shadowRoot?.querySelector('umpire-session-view')
          ?.shadowRoot?.querySelector('umpire-board-bloody-beach') as unknown as { currentView: ViewNow }
      ).currentView,
  );

/** Opens a new Bloody Beach session and waits for the board's first paint. */
async function openBoard(page: Page): Promise<void> {
  await page.goto(base);
  await startSession(page, 'Bloody Beach: Omaha', RANDOM_SETUP);
  await page.locator('umpire-board-bloody-beach .stage canvas').waitFor();
  await page.waitForFunction(() => {
    const el = document
      .querySelector('umpire-app')
      ?.shadowRoot?.querySelector('umpire-session-view')
      ?.shadowRoot?.querySelector('umpire-board-bloody-beach') as unknown as {
      lastFrameMs?: number;
      currentView?: ViewNow;
    } | null;
    return !!el && (el.currentView?.k ?? 1) !== 1;
  });
}

/** A touch screen for the page, as a tablet has, made before the app loads (the zoom looks for one when it starts). */
async function touchScreen(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  return cdp;
}

/** Two fingers on the screen at (cx ± from, cy), moved to (cx ± to, cy), through the browser's own touch input. */
async function pinch(cdp: CDPSession, cx: number, cy: number, from: number, to: number): Promise<void> {
  const at = (d: number) => [
    { x: cx - d, y: cy, id: 1 },
    { x: cx + d, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + ((to - from) * i) / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** How many distinct colours the map canvas shows (a blank or failed canvas shows one or two). */
function canvasColours(page: Page): Promise<number> {
  return page.locator('umpire-board-bloody-beach canvas').evaluate((c: HTMLCanvasElement) => {
    const g = c.getContext('2d');
    if (!g) return 0;
    const d = g.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
    return seen.size;
  });
}

describe('the Bloody Beach board', () => {
  for (const [name, viewport] of [
    ['landscape', { width: 1024, height: 768 }],
    ['portrait', { width: 768, height: 1024 }],
  ] as const) {
    it(`shows the map, pans, zooms and selects a hex (tablet ${name})`, async () => {
      const { context, page, errors } = await newPage(viewport);
      const touch = await touchScreen(page);
      await openBoard(page);
      expect(await canvasColours(page)).toBeGreaterThan(8);
      const stage = page.locator('umpire-board-bloody-beach .stage');
      await stage.scrollIntoViewIfNeeded();
      await stage.focus();
      const box = await stage.boundingBox();
      if (!box) throw new Error('the map stage has no size');
      expect(box.height).toBeGreaterThan(280);

      // Keyboard: Shift and arrows pan (arrows alone move from hex to hex), + zooms.
      const v0 = await view(page);
      await stage.focus();
      await page.keyboard.press('Shift+ArrowRight');
      const v1 = await view(page);
      expect(v1.x).toBeLessThan(v0.x);
      await page.keyboard.press('+');
      expect((await view(page)).k).toBeGreaterThan(v1.k);

      // Mouse: drag pans, the wheel zooms.
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const v2 = await view(page);
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx - 80, cy - 40, { steps: 6 });
      await page.mouse.up();
      const v3 = await view(page);
      expect(v3.x).toBeLessThan(v2.x);
      await page.mouse.wheel(0, -300);
      await expect.poll(async () => (await view(page)).k).toBeLessThan(v3.k * 5);
      await expect.poll(async () => (await view(page)).k).not.toBe(v3.k);

      // Select the hex in the centre with the keyboard, then a hex by tapping it.
      await stage.focus();
      await page.keyboard.press('Enter');
      const card = page.locator('umpire-board-bloody-beach .card');
      await card.waitFor();
      expect(await card.locator('h3').textContent()).toMatch(/^Hex \d{4}/);
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'detached' });
      await page.mouse.click(cx + 30, cy + 20);
      await card.waitFor();
      const title = (await card.locator('h3').textContent()) ?? '';
      expect(title).toMatch(/^Hex \d{4}/);
      expect(await card.locator('.facts').textContent()).toMatch(/MP|no entry/);

      // Fire zones on demand.
      await page.getByRole('button', { name: 'Fire zones' }).click();
      expect(await page.getByRole('button', { name: 'Fire zones' }).getAttribute('aria-pressed')).toBe('true');
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${SHOTS}/bloody-beach-board-${name}.png` });

      // Hot-seat: the German display is behind a curtain.
      await page.getByRole('radio', { name: 'German view' }).click();
      await page.getByRole('button', { name: 'Show the German display' }).click();
      expect(await page.getByRole('radio', { name: 'German view' }).getAttribute('aria-checked')).toBe('true');

      // A German company: select it, then trace a move one hex on and read its cost.
      const el = page.locator('umpire-board-bloody-beach');
      type Hooks = {
        counters: { side: string; unitClass: string; hex: { q: number; r: number } }[];
        boardModel: { id(h: { q: number; r: number }): string };
        screenPointOf(id: string): { x: number; y: number };
        currentView: ViewNow;
        setView(v: ViewNow): void;
      };
      const at = await el.evaluate((b) => {
        const h = b as unknown as Hooks;
        const c = h.counters.find((x) => x.side === 'german' && x.unitClass === 'infantry');
        return c ? h.boardModel.id(c.hex) : '';
      });
      expect(at).toMatch(/^\d{4}$/);
      await el.evaluate((b, hex) => {
        const h = b as unknown as Hooks;
        const p = h.screenPointOf(hex);
        const v = h.currentView;
        const r = (b.shadowRoot?.querySelector('.stage') as HTMLElement).getBoundingClientRect();
        h.setView({ k: v.k, x: v.x + r.width / 2 - p.x, y: v.y + r.height / 3 - p.y });
      }, at);
      const unitAt = await el.evaluate((b, hex) => (b as unknown as Hooks).screenPointOf(hex), at);
      await stage.scrollIntoViewIfNeeded();
      const sb = await stage.boundingBox();
      if (!sb) throw new Error('the map stage has no size');
      await page.mouse.click(sb.x + unitAt.x, sb.y + unitAt.y);
      await card.locator('button.unit[aria-pressed=true]').waitFor();
      // One hex down the map (south), then read the cost line.
      await page.mouse.click(sb.x + unitAt.x, sb.y + unitAt.y + 20 * Math.sqrt(3) * (await view(page)).k);
      await expect
        .poll(() => card.locator('.move').textContent())
        .toMatch(/to \d{4}: [\d.]+ of [\d.]+ MP|cannot reach/);
      await page.screenshot({ path: `${SHOTS}/bloody-beach-board-${name}-german.png` });

      // Touch, as on a tablet: two fingers pinched together zoom out, spread apart zoom back in.
      await card.getByRole('button', { name: 'Close', exact: true }).click();
      const k0 = (await view(page)).k;
      await pinch(touch, cx, cy, 120, 40);
      await expect.poll(async () => (await view(page)).k).toBeLessThan(k0 * 0.9);
      const k1 = (await view(page)).k;
      await pinch(touch, cx, cy, 40, 80);
      await expect.poll(async () => (await view(page)).k).toBeGreaterThan(k1 * 1.1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens the map editor, paints a hex, and refuses a bad map file without changing anything', async () => {
    const { context, page, errors } = await newPage();
    await openBoard(page);
    await page.getByRole('button', { name: 'Edit map' }).click();
    const editor = page.locator('umpire-bb-map-editor');
    await editor.waitFor();
    await editor.getByRole('radio', { name: 'Town', exact: true }).click();
    const stage = page.locator('umpire-board-bloody-beach .stage');
    await stage.scrollIntoViewIfNeeded();
    const box = await stage.boundingBox();
    if (!box) throw new Error('the map stage has no size');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => editor.locator('.msg').textContent()).toMatch(/^\d{4}: Town$/);
    await editor.locator('input[type=file]').setInputFiles({
      name: 'broken-map.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"kind":"map","id":"x"}'),
    });
    const alert = editor.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/broken-map\.json.*The map is unchanged\.$/);
    // Undo still has the painted hex to take back: the bad file replaced nothing.
    expect(await editor.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/bloody-beach-editor.png` });
    await editor.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Edit map' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("2.4.5 asks the HQ's owner where it displaces: the hexes highlighted, whose choice it is in words, one tap to choose", async () => {
    // The 916th HQ fired on by a US company beside it: the German picks between two safe hexes by his company.
    const s0 = scene({ 'de-916-hq': '4815', 'de-916-1': '4714', '16-1-A': '4916', '16-1-hq': '4613' });
    const s1: GameState = {
      ...s0,
      formations: {
        ...s0.formations,
        '16-1': { ...(s0.formations['16-1'] as GameState['formations'][string]), supply: 2 },
      },
    };
    const fired = act(act(s1, { type: 'activate', formation: '16-1', cutoff: true }), {
      type: 'fire',
      unit: '16-1-A',
      target: 'de-916-hq',
      dice: [6],
    });
    expect(fired.decisions?.[0]).toMatchObject({ kind: 'displace-hq', hexes: ['4715', '4814'] });

    const { context, page, errors } = await newPage();
    await openBoard(page);
    const el = page.locator('umpire-board-bloody-beach');
    // The board is given the position directly, and the action it sends is caught before the session plays it.
    await el.evaluate((b, state) => {
      b.addEventListener('umpire-game-action', (e) => {
        (window as unknown as { picked: unknown }).picked = (e as CustomEvent<{ action: unknown }>).detail.action;
        e.stopPropagation();
      });
      // whose display it is stays with the board too (the session would show its own state again)
      b.addEventListener('umpire-viewer', (e) => e.stopPropagation());
      (b as unknown as { state: unknown }).state = state;
    }, fired);
    const due = page.getByRole('region', { name: 'Decision due' });
    await due.waitFor();
    expect(((await due.textContent()) ?? '').replace(/\s+/g, ' ')).toMatch(
      /German player's decision: where .+ displaces to.*\(2\.4\.5\)\. Pass the tablet to the German player\./,
    );
    expect((await due.getByRole('button').allTextContents()).map((t) => t.trim())).toEqual(['Hex 4715 ★', 'Hex 4814']);
    // hot seat: the board asks for the German display, behind the hand-over screen, before the German chooses
    await el.getByRole('dialog').getByRole('button', { name: 'Show the German display' }).click();
    // Both hexes are brought into view and shaded; a tap on one answers.
    await expect.poll(() => el.locator('svg.overlay path.choice').count()).toBe(2);
    const stage = el.locator('.stage');
    await stage.scrollIntoViewIfNeeded();
    const box = await stage.boundingBox();
    if (!box) throw new Error('the map stage has no size');
    const at = await el.evaluate((b) =>
      (b as unknown as { screenPointOf(id: string): { x: number; y: number } }).screenPointOf('4814'),
    );
    expect(at.x).toBeGreaterThan(0);
    expect(at.x).toBeLessThan(box.width);
    expect(at.y).toBeGreaterThan(0);
    expect(at.y).toBeLessThan(box.height);
    await page.screenshot({ path: `${SHOTS}/bloody-beach-decision.png` });
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { picked?: unknown }).picked))
      .toEqual({ type: 'displace-hq', unit: 'de-916-hq', to: '4814' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
