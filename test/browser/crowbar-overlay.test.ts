import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Rng } from '../../src/engine/index.ts';
import type { CrowbarState } from '../../src/systems/crowbar/game/types.ts';
import { COLS, LAST_ROW, MAP_RECT, rallyStripRect, spaceRect } from '../../src/ui/boards/crowbar/geometry.ts';
import { expectAxeClean } from './a11y.ts';
import { expectNoLeaks } from './leaks.ts';
import { SHOTS, useBrowser } from './browser.ts';
import {
  boardEl,
  fitted,
  openFile,
  play,
  playedFile,
  policy,
  sessionFile,
  settled,
  snapshot,
  takeTablet,
} from './crowbar-board.ts';

const { base, newPage } = useBrowser();

const SIZES = [
  { tag: 'landscape', viewport: { width: 1024, height: 768 } },
  { tag: 'portrait', viewport: { width: 768, height: 1024 } },
] as const;
/** The default text size and the app's largest (its counters' lettering larger, the map no smaller). */
const TEXT_SCALES = [1, 1.3] as const;
/**
 * The steps every walk sees at its fitted view (a roll's, a fire's or a Close Combat's step come when the dice
 * bring them): the text-size-1.3 walks end once they have seen these, the text-size-1 walks once they have also
 * seen an Open Fire! step (its targets over the map), or at 70 steps.
 */
const PHASES = [
  'setup-flashlamp',
  'approach-approach-company',
  'approach-approach-assign',
  'play-select',
  'play-unit',
  'play-spend',
  'play-reroll',
];

/** The controls that could lie over the map: the zoom buttons and the provisional badge, and the side panel. */
const CONTROLS = '.zoom-btns, umpire-provisional';
const SIDE = '.field.beside .side';
const OVERLAYS = [CONTROLS, SIDE];

/** What a player reads on the map: the highlighted spaces, counters, Rally Points, markers, row labels. */
const READ = 'rect.target, .active-ring, g.units > g, g.rallies > g, g.space-markers > g, text.row-l';
/**
 * What the side panel must leave clear at the fitted view: the spaces to choose, the active unit, and every
 * counter, Rally Point and marker (the fitted view keeps the columns holding them beside the panel).
 */
const CHOOSE = 'rect.target, .active-ring, g.units > g, g.rallies > g, g.space-markers > g';

/**
 * What a player needs on the map and sees (partly) on the stage, yet lies under a control: anything under the
 * zoom buttons or the badge; a highlighted space, the active unit, a counter or a marker under the side panel
 * (the map, larger than the room beside the panel at a readable zoom, runs on under it; the row labels may); a
 * row label cut at the stage's left edge. One line each, empty when nothing is hidden.
 */
function hidden(page: Page, read = READ): Promise<string[]> {
  return boardEl(page).evaluate(
    (board, { controls, side, read, choose }) => {
      const root = board.shadowRoot as ShadowRoot;
      const stage = (root.querySelector('.stage') as HTMLElement).getBoundingClientRect();
      const meets = (a: DOMRect, b: DOMRect, pad = 0): boolean =>
        a.left < b.right - pad && b.left < a.right - pad && a.top < b.bottom - pad && b.top < a.bottom - pad;
      // A control inside the side panel counts as the panel.
      const boxes = (sel: string): DOMRect[] =>
        Array.from(root.querySelectorAll(sel))
          .filter((el) => sel === side || !el.closest(side))
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.height > 0);
      const covers = [
        ...boxes(controls).map((r) => ({ r, what: 'a control', over: read })),
        ...boxes(side).map((r) => ({ r, what: 'the side panel', over: choose })),
      ];
      const out: string[] = [];
      for (const el of Array.from(root.querySelectorAll<SVGGraphicsElement>(read))) {
        const all = el.getBoundingClientRect();
        // Its part on the stage (the stage clips the map); wholly off it is out of sight, not hidden.
        if (!meets(all, stage)) continue;
        const left = Math.max(all.left, stage.left);
        const top = Math.max(all.top, stage.top);
        const r = new DOMRect(
          left,
          top,
          Math.min(all.right, stage.right) - left,
          Math.min(all.bottom, stage.bottom) - top,
        );
        if (el.matches('text.row-l') && all.left < stage.left - 0.5) {
          out.push(`row label ${el.textContent?.trim() ?? ''} cut at the map's left edge`);
          continue;
        }
        const under = covers.find((c) => el.matches(c.over) && meets(r, c.r, 1));
        if (under)
          out.push(
            `${el.getAttribute('class') ?? el.tagName} ${el.dataset.space ?? el.textContent?.trim() ?? ''} under ${under.what}`,
          );
      }
      return out;
    },
    { controls: CONTROLS, side: SIDE, read, choose: CHOOSE },
  );
}

/**
 * Where a tag on the map (PIN, an Incoming Fire! count, a gun marker) lies over another tag or over the ink of a
 * counter's words and figures (its Company letter, kind, strength): one line each, empty when every tag reads
 * clear, the two units of a Close Combat in one space and a space's gun markers beside a pinned German unit too.
 */
function crowded(page: Page): Promise<string[]> {
  return boardEl(page).evaluate((board) => {
    const root = board.shadowRoot as ShadowRoot;
    const meets = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const name = (el: Element): string =>
      `${el.closest('[data-space]')?.getAttribute('data-space') ?? ''} ${el.textContent?.trim() ?? ''}`;
    const tags = Array.from(root.querySelectorAll('g.tag')).map((el) => ({
      el,
      r: (el.querySelector('rect') as SVGRectElement).getBoundingClientRect(),
    }));
    // A word's ink: its line box less the room above capitals and below the baseline.
    const words = Array.from(root.querySelectorAll('g.counter > text')).map((el) => {
      const b = el.getBoundingClientRect();
      return { el, r: new DOMRect(b.left, b.top + 0.17 * b.height, b.width, 0.63 * b.height) };
    });
    const out: string[] = [];
    tags.forEach((a, i) => {
      for (const b of tags.slice(i + 1)) if (meets(a.r, b.r)) out.push(`tag ${name(a.el)} over tag ${name(b.el)}`);
      for (const w of words)
        if (meets(a.r, w.r)) out.push(`tag ${name(a.el)} over ${w.el.getAttribute('class') ?? ''} ${name(w.el)}`);
    });
    return out;
  });
}

/**
 * Where two counters share a space (a Close Combat: J), whatever of one (its words, figures and tags) lies under
 * the other's body: one line each; and how many such spaces there are.
 */
function fighting(page: Page): Promise<{ spaces: number; under: string[] }> {
  return boardEl(page).evaluate((board) => {
    const root = board.shadowRoot as ShadowRoot;
    const meets = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const bySpace = new Map<string, Element[]>();
    for (const c of Array.from(root.querySelectorAll('g.units > g.counter'))) {
      const s = c.getAttribute('data-space') ?? '';
      bySpace.set(s, [...(bySpace.get(s) ?? []), c]);
    }
    const pairs = [...bySpace.values()].filter((cs) => cs.length > 1);
    const under: string[] = [];
    for (const cs of pairs)
      for (const a of cs)
        for (const b of cs) {
          if (a === b) continue;
          const body = (b.querySelector('.body') as SVGGraphicsElement).getBoundingClientRect();
          for (const el of Array.from(a.querySelectorAll(':scope > text, g.tag rect'))) {
            const r = el.getBoundingClientRect();
            // A word's ink: its line box less the room above capitals and below the baseline.
            const ink = el.matches('text') ? new DOMRect(r.left, r.top + 0.17 * r.height, r.width, 0.63 * r.height) : r;
            const what = el.matches('text') ? el.textContent : el.parentElement?.textContent;
            if (meets(ink, body))
              under.push(
                `${a.getAttribute('class') ?? ''} ${a.getAttribute('data-space') ?? ''} ${what?.trim() ?? ''}`,
              );
          }
        }
    return { spaces: pairs.length, under };
  });
}

/** The view (zoom and pan) and the stage's place and size, read from the board. */
function stageView(page: Page): Promise<{ k: number; x: number; y: number; left: number; top: number }> {
  return boardEl(page).evaluate((board) => {
    const el = board as HTMLElement & { currentView: { k: number; x: number; y: number } };
    const r = (el.shadowRoot?.querySelector('.stage') as HTMLElement).getBoundingClientRect();
    return { ...el.currentView, left: r.left, top: r.top };
  });
}

/** Drags the map by (dx, dy) screen pixels in steps, as a finger would, from the middle of the stage. */
async function drag(page: Page, board: Locator, dx: number, dy: number): Promise<void> {
  const box = await board.locator('.stage').boundingBox();
  if (!box) throw new Error('no stage');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  for (let i = 0; i < 4; i++) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 4, y + dy / 4, { steps: 2 });
    await page.mouse.up();
  }
}

/** Whether the map rect (map units) shows wholly on the stage and clear of every overlay at the view now. */
async function clearOnStage(page: Page, board: Locator, r: typeof MAP_RECT): Promise<boolean> {
  const v = await stageView(page);
  const stage = await board.locator('.stage').boundingBox();
  if (!stage) return false;
  const a = { x: v.left + v.x + r.x * v.k, y: v.top + v.y + r.y * v.k };
  const b = { x: a.x + r.width * v.k, y: a.y + r.height * v.k };
  if (a.x < stage.x || a.y < stage.y || b.x > stage.x + stage.width || b.y > stage.y + stage.height) return false;
  for (const sel of OVERLAYS) {
    const all = board.locator(sel);
    for (let i = 0; i < (await all.count()); i++) {
      const c = await all.nth(i).boundingBox();
      if (c && a.x < c.x + c.width && c.x < b.x && a.y < c.y + c.height && c.y < b.y) return false;
    }
  }
  return true;
}

describe('nothing on the Crowbar! map hides under the controls over it', () => {
  for (const { tag: size, viewport } of SIZES)
    for (const scale of TEXT_SCALES)
      it(`at ${viewport.width}x${viewport.height}, text size ${scale}: the fitted view shows every target, counter, marker and row label clear of the badge, the zoom buttons and the side panel; the map's corners pan clear of them at any zoom`, async () => {
        const { context, page, errors } = await newPage(viewport);
        await context.addInitScript(
          (s) => localStorage.setItem('umpire.settings', JSON.stringify({ dice: 'roll', theme: 'day', textScale: s })),
          scale,
        );
        const tag = scale === 1 ? size : `${size}-text${scale}`;
        const board = await openFile(page, base, await sessionFile(`overlay-${tag}`, `Overlay ${tag}`));
        await fitted(page);
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/crowbar-overlay-${tag}-setup.png` });
        expect.soft(await hidden(page)).toEqual([]);
        await expectNoLeaks(page, `Crowbar! ${tag}, the set-up`);
        await expectAxeClean(page, `Crowbar! ${tag}, the set-up`);

        // Every corner of the map, its foot (the column numbers) and its last column, pans clear of the controls,
        // zoomed out as far as the board goes and zoomed in as far as it goes.
        const fit = board.getByRole('button', { name: 'Fit the view to the choices' });
        const corners = {
          'Row 15, column 1 with its label': { ...spaceRect(1, LAST_ROW), x: 0, width: spaceRect(1, 0).x + 48 },
          'Row 15, column 12': spaceRect(COLS, LAST_ROW),
          'Start, column 12 and the foot': {
            ...rallyStripRect(COLS),
            height: MAP_RECT.height - rallyStripRect(COLS).y,
          },
          'Start, column 1 and the foot': { ...rallyStripRect(1), height: MAP_RECT.height - rallyStripRect(1).y },
        };
        for (const zoom of ['Zoom out', 'Zoom in']) {
          await fit.click();
          for (let i = 0; i < 12; i++) await board.getByRole('button', { name: zoom }).click();
          for (const [name, r] of Object.entries(corners)) {
            const toward = { x: r.x > MAP_RECT.width / 2 ? -1 : 1, y: r.y > MAP_RECT.height / 2 ? -1 : 1 };
            await drag(page, board, toward.x * 4000, toward.y * 4000);
            expect.soft({ zoom, name, clear: await clearOnStage(page, board, r) }).toEqual({ zoom, name, clear: true });
          }
        }
        await page.screenshot({ path: `${SHOTS}/crowbar-overlay-${tag}-panned.png` });

        // Play on: the unit made active comes into view clear of the controls, and the fitted view of each new
        // step hides nothing.
        const choose = policy(Rng.fromSeed(`overlay-${tag}`));
        const phases = new Set<string>();
        const needed = scale > 1 ? PHASES : [...PHASES, 'play-fire'];
        for (let i = 0; i < 70 && !needed.every((p) => phases.has(p)); i++) {
          const s = await snapshot(page);
          if (s.phase === 'over') break;
          await play(page, board, s, choose(s));
          await settled(page);
          expect.soft({ step: i, active: await hidden(page, '.active-ring') }).toEqual({ step: i, active: [] });
          const phase = `${s.phase}-${s.top ?? ''}`;
          if (phases.has(phase)) continue;
          phases.add(phase);
          await fit.click();
          await settled(page);
          await page.screenshot({ path: `${SHOTS}/crowbar-overlay-${tag}-${phase}.png` });
          expect.soft({ phase, hidden: await hidden(page) }).toEqual({ phase, hidden: [] });
          expect.soft({ phase, crowded: await crowded(page) }).toEqual({ phase, crowded: [] });
        }
        expect([...phases]).toEqual(expect.arrayContaining(PHASES));

        // Versus: the German player's screens too.
        await openFile(page, base, await sessionFile(`overlay-versus-${tag}`, `Versus ${tag}`, { mode: 'versus2' }));
        const versus = policy(Rng.fromSeed(`overlay-versus-${tag}`));
        for (let i = 0; i < 12; i++) {
          await takeTablet(board);
          await fitted(page);
          await fit.click();
          await settled(page);
          expect.soft({ step: i, hidden: await hidden(page) }).toEqual({ step: i, hidden: [] });
          const s = await snapshot(page);
          await play(page, board, s, versus(s));
        }
        await page.screenshot({ path: `${SHOTS}/crowbar-overlay-${tag}-versus.png` });
        expect(errors).toEqual([]);
        await context.close();
      }, 600_000);
});

describe('a Close Combat on the Crowbar! map', () => {
  it("at each text size: the Ranger and the German unit fighting in one space both show their strength and state, and a space's gun markers sit clear of its pinned German unit's PIN", async () => {
    const { context, page, errors } = await newPage({ width: 1024, height: 768 });
    // This seed's game comes to a Close Combat whose defender, pinned by an Incoming Fire! marker revealed as the
    // Rangers came in, holds an unrevealed gun marker; the Rangers' bonus is asked for while both share the space.
    const file = await playedFile(
      'fight-16',
      'Fight',
      'aggressive',
      (g) => g.stack[g.stack.length - 1]?.k === 'cc-bonus',
    );
    await openFile(page, base, file);
    for (const scale of TEXT_SCALES) {
      // The text size is read as the app starts: set, then the session reopened from this device's store.
      await page.evaluate(
        (s) => localStorage.setItem('umpire.settings', JSON.stringify({ dice: 'roll', theme: 'day', textScale: s })),
        scale,
      );
      await page.reload();
      await boardEl(page).locator('.stage').waitFor();
      await fitted(page);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/crowbar-overlay-fight-text${scale}.png` });
      const state = (await snapshot(page)).state as CrowbarState;
      const pinnedWithGuns = state.germans.filter(
        (u) => u.pinned && state.guns.some((m) => !m.revealed && m.space === u.row * COLS + u.col - 1),
      );
      expect(pinnedWithGuns.length).toBeGreaterThan(0);
      const fight = await fighting(page);
      expect(fight.spaces).toBe(1);
      expect.soft({ scale, under: fight.under }).toEqual({ scale, under: [] });
      expect.soft({ scale, crowded: await crowded(page) }).toEqual({ scale, crowded: [] });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
