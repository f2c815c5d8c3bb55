import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { SessionExport } from '../../src/engine/index.ts';
import { expectAxeClean } from './a11y.ts';
import { SHOTS, useBrowser } from './browser.ts';
import { expectNoLeaks } from './leaks.ts';
import { omahaFile, quietlyTo } from './omaha-files.ts';

const { base, newPage } = useBrowser();

/** S01: a Strongpoint of 3 CF and a Mine Field; S03: a Strongpoint of 4 (see omaha-files.ts). */
const SEED = 'omaha-17';
let fresh: SessionExport;
let turnThree: SessionExport;
let eventRoll: SessionExport;
let pinned: SessionExport;
let pinnedUnder: SessionExport;
let driftDue: SessionExport;

beforeAll(async () => {
  fresh = await omahaFile(SEED, 'Omaha, a fixed seed');
  // turn 3, Activation Phase: the event of each turn strikes B02 (1 then 2) and its beach die 2 does nothing
  turnThree = await omahaFile(SEED, 'Omaha, turn 3', quietlyTo(3, [1, 2], 2));
  // turn 1, the Random Event location due: a roll of two dice with 36 outcomes, the longest odds chart
  const landed = quietlyTo(1, [1, 1], 2);
  eventRoll = await omahaFile(SEED, 'Omaha, event roll', (s) => (s.phase === 'random-event' ? undefined : landed(s)));
  // turn 1, the 1st Wave's drift due: a roll for nine units at once
  driftDue = await omahaFile(SEED, 'Omaha, drift due', (s) => (s.phase === 'drift' ? undefined : landed(s)));
  // turn 3, Activation Phase: the event strikes B01, where I/16 stands alone, and its beach die 3 pins it
  pinned = await omahaFile(SEED, 'Omaha, pinned', quietlyTo(3, [1, 1], 3));
  // the same, the event striking B02: the player pins L/16, the weaker of it and 3/16
  const toB02 = quietlyTo(3, [1, 2], 3);
  pinnedUnder = await omahaFile(SEED, 'Omaha, pinned under', (s) =>
    s.pending?.kind === 'choose-unit' ? { type: 'choose-unit', unit: 'L/16' } : toB02(s),
  );
});

interface ViewNow {
  k: number;
  x: number;
  y: number;
}

const board = (page: Page): Locator => page.locator('umpire-board-bloody-omaha');
const now = (page: Page): Locator => page.locator('umpire-bo-now');
const wave = (page: Page): Locator => page.locator('umpire-bo-wave');
const card = (page: Page): Locator => page.locator('umpire-bo-square');
const logEntries = (page: Page): Locator => page.locator('umpire-session-log li[data-seq]');
const recap = (page: Page): Locator => page.locator('umpire-recap');

/** What a log entry or the recap says, as the screen reader hears it (the plain sentences of its told lines). */
async function said(where: Locator): Promise<string> {
  return (await where.locator('umpire-told .sr-only').allTextContents()).join(' ');
}

interface MapHooks {
  currentView: ViewNow;
  screenBox(id: string): { x: number; y: number; width: number; height: number } | undefined;
}

/** The map element (read through a locator: the app's policy refuses eval in the page). */
const mapEl = (page: Page): Locator => board(page).locator('umpire-bo-map');
const view = (page: Page): Promise<ViewNow> =>
  mapEl(page).evaluate((m) => ({ ...(m as unknown as MapHooks).currentView }));

/** Opens a session saved in a file, as a player would: imported on the home screen, then resumed. */
async function openFile(page: Page, file: SessionExport): Promise<void> {
  await page.goto(base);
  await page
    .locator('umpire-home input[type="file"]')
    .setInputFiles({ name: 'omaha.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByRole('link', { name: `Resume ${file.meta.name}` }).click();
  await board(page).locator('.stage').waitFor();
  await page.waitForFunction(() => {
    const m = document
      .querySelector('umpire-app')
      ?.shadowRoot?.querySelector('umpire-session-view')
      ?.shadowRoot?.querySelector('umpire-board-bloody-omaha')
      ?.shadowRoot?.querySelector('umpire-bo-map') as unknown as { currentView?: ViewNow } | null;
    return !!m && (m.currentView?.k ?? 1) !== 1;
  });
}

/** How far the Now card's top is hidden above the visible part of the side column (0 when it is in sight). */
const nowHidden = (page: Page): Promise<number> =>
  board(page)
    .locator('.side')
    .evaluate((side) => {
      const card = side.querySelector('.now');
      return card ? Math.max(0, side.getBoundingClientRect().top - card.getBoundingClientRect().top) : Infinity;
    });

/** Whether the whole of an element is inside the visible part of the side column. */
async function sideShows(page: Page, what: Locator): Promise<boolean> {
  const [box, side] = await Promise.all([what.boundingBox(), board(page).locator('.side').boundingBox()]);
  return !!box && !!side && box.y >= side.y - 0.5 && box.y + box.height <= side.y + side.height + 0.5;
}

/** Clicks and waits until the session has written the event (one more line in the log). */
async function act(page: Page, button: Locator): Promise<void> {
  const before = await logEntries(page).count();
  await button.click();
  await expect.poll(() => logEntries(page).count()).toBeGreaterThan(before);
}

/** Taps the middle of a square on the map. */
async function tap(page: Page, id: string): Promise<void> {
  const stage = board(page).locator('.stage');
  await stage.scrollIntoViewIfNeeded();
  const box = await stage.boundingBox();
  const sq = await mapEl(page).evaluate((m, a) => (m as unknown as MapHooks).screenBox(a), id);
  if (!box || !sq) throw new Error(`square ${id} is not on the map`);
  await page.mouse.click(box.x + sq.x + sq.width / 2, box.y + sq.y + sq.height / 2);
}

/** The odds the chart in `where` shows, as its label reads them to a screen reader. */
async function odds(where: Locator): Promise<string> {
  return (await where.locator('umpire-odds-chart svg').first().getAttribute('aria-label')) ?? '';
}

/** Types the dice thrown into the board's roll (umpire-board-roll), after the odds, and rolls with them. */
async function rollWith(page: Page, faces: number[], verb = 'Roll'): Promise<void> {
  const roll = now(page).locator('umpire-board-roll');
  // once the dice thrown are typed in, the board keeps asking for them until Umpire is let roll again
  const enter = roll.getByRole('button', { name: 'Enter the dice thrown' });
  if (await enter.count()) await enter.click();
  const entry = roll.locator('umpire-dice-entry');
  const groups = entry.locator('fieldset');
  const n = await groups.count();
  for (let i = 0; i < faces.length; i++)
    await groups
      .nth(n > 1 ? i : 0)
      .getByRole('button', { name: new RegExp(`^Add ${faces[i]} to`) })
      .click();
  await act(page, roll.getByRole('button', { name: `${verb} with these dice` }));
}

/** The smallest size of any word on a counter now, in CSS pixels, and how many there are. */
function counterText(page: Page): Promise<{ min: number; count: number }> {
  return page.evaluate(() => {
    const stage = document
      .querySelector('umpire-app')
      ?.shadowRoot?.querySelector('umpire-session-view')
      ?.shadowRoot?.querySelector('umpire-board-bloody-omaha')
      ?.shadowRoot?.querySelector('umpire-bo-map')
      ?.shadowRoot?.querySelector('.stage');
    const sizes = [
      ...(stage?.querySelectorAll<SVGTextElement>('.unit text, .token text, .pile text, .tank text') ?? []),
    ].map((t) => parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.d ?? 0));
    return { min: Math.min(...sizes), count: sizes.length };
  });
}

/**
 * The beach names drawn on the map: each one's words, their size in CSS pixels, and how many counters (piles of
 * units or tokens) it overlaps on screen.
 */
function beachNames(page: Page): Promise<{ name: string; px: number; under: number }[]> {
  return mapEl(page).evaluate((m) => {
    const stage = m.shadowRoot?.querySelector('.stage');
    const piles = [...(stage?.querySelectorAll('.pile') ?? [])].map((p) => p.getBoundingClientRect());
    return [...(stage?.querySelectorAll<SVGTextElement>('text.beach-name') ?? [])].map((t) => {
      const r = t.getBoundingClientRect();
      const under = piles.filter(
        (p) => p.left < r.right && r.left < p.right && p.top < r.bottom && r.top < p.bottom,
      ).length;
      const px = parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.d ?? 0);
      const lines = [...t.querySelectorAll('tspan')].map((l) => l.textContent ?? '');
      return { name: (lines.length ? lines.join(' ') : (t.textContent ?? '')).trim(), px, under };
    });
  });
}

/** The share of the screen the map's visible part takes. */
function mapShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stage = document
      .querySelector('umpire-app')
      ?.shadowRoot?.querySelector('umpire-session-view')
      ?.shadowRoot?.querySelector('umpire-board-bloody-omaha')
      ?.shadowRoot?.querySelector('umpire-bo-map')
      ?.shadowRoot?.querySelector('.stage');
    const r = stage?.getBoundingClientRect();
    if (!r) return 0;
    const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
    const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
    return (w * h) / (innerWidth * innerHeight);
  });
}

/** The share of the window's height the map's visible part takes. */
function mapHeightShare(page: Page): Promise<number> {
  return board(page)
    .locator('.stage')
    .evaluate((stage) => {
      const r = stage.getBoundingClientRect();
      return Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)) / innerHeight;
    });
}

/** Whether the whole of an element is inside the window. */
async function isOnScreen(page: Page, what: Locator): Promise<boolean> {
  const box = await what.boundingBox();
  const size = page.viewportSize();
  return (
    !!box && !!size && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width
  );
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Each pinned counter on top of its pile: the screen box of its PIN tag and of every other part it shows (its
 * name, symbol, CF, the plate of a disrupted CF, a Tank tag).
 */
function pinnedCounters(page: Page): Promise<{ name: string; pin: Box; parts: Record<string, Box> }[]> {
  return mapEl(page).evaluate((m) => {
    const box = (els: Element[]): Box | undefined => {
      const rs = els.map((e) => e.getBoundingClientRect());
      if (!rs.length) return undefined;
      return {
        left: Math.min(...rs.map((r) => r.left)),
        top: Math.min(...rs.map((r) => r.top)),
        right: Math.max(...rs.map((r) => r.right)),
        bottom: Math.max(...rs.map((r) => r.bottom)),
      };
    };
    return [...(m.shadowRoot?.querySelectorAll('.pile > .unit.pinned') ?? [])].flatMap((u) => {
      const pin = box([...u.querySelectorAll('.pin rect')]);
      if (!pin) return [];
      const parts: Record<string, Box> = {};
      for (const [name, sel] of [
        ['name', 'text.name'],
        ['symbol', '.sym, .sym-fill'],
        ['CF', 'text.cf'],
        ['plate', '.plate'],
        ['Tank', '.tank rect'],
      ] as const) {
        const b = box([...u.querySelectorAll(sel)]);
        if (b) parts[name] = b;
      }
      return [{ name: u.querySelector('text.name')?.textContent ?? '', pin, parts }];
    });
  });
}

/** The zoom buttons stand clear of the map (no square's label under them) and wholly on the 1024x768 screen. */
async function expectZoomBesideMap(page: Page, where: string): Promise<void> {
  const map = await board(page).locator('.stage').boundingBox();
  const buttons = await board(page).locator('.zoom-btns').boundingBox();
  if (!map || !buttons) throw new Error(`${where}: the map or its zoom buttons are not drawn`);
  const over =
    buttons.x < map.x + map.width &&
    buttons.x + buttons.width > map.x &&
    buttons.y < map.y + map.height &&
    buttons.y + buttons.height > map.y;
  expect(over, `${where}: the zoom buttons over the map`).toBe(false);
  expect(buttons.y >= 0 && buttons.y + buttons.height <= 768, `${where}: the zoom buttons on the screen`).toBe(true);
  expect(buttons.x >= 0 && buttons.x + buttons.width <= 1024, `${where}: the zoom buttons on the screen`).toBe(true);
}

describe('the Bloody Omaha board at the table', () => {
  it('plays turn 1: the odds before every roll, a wave rolled at once with the dice thrown, results in words, the mine and the attack, a reload', async () => {
    const { context, page, errors } = await newPage();
    await openFile(page, fresh);
    expect(await board(page).locator('.token.back').count()).toBe(45);
    await act(page, board(page).getByRole('button', { name: 'Return this one, keep the others' }).first());
    await act(page, now(page).getByRole('button', { name: 'Draw a card' }));
    await act(page, now(page).getByRole('button', { name: /^Assign: 1 to the 1st/ }));

    // Drift (6.3): the wave's odds from the Drift procedure, then the dice thrown typed in for each unit; one is left to Umpire.
    expect(await odds(wave(page))).toBe('Odds: no drift 50.0%, 1 left 33.3%, 2 left 16.7%');
    await wave(page).getByRole('button', { name: 'Enter the dice thrown' }).click();
    for (let i = 0; i < 9; i++) {
      if (i === 4) await wave(page).getByRole('button', { name: 'Umpire rolls it' }).click();
      else await wave(page).getByRole('button', { name: '1 thrown', exact: true }).click();
    }
    await act(page, wave(page).getByRole('button', { name: /^Roll drift for all 9 \(8 thrown\)/ }));
    await expect
      .poll(() => said(logEntries(page).first()))
      .toMatch(/Drift for I\/16 in C01: .*dice thrown 1; No drift \(6\.3\)/);
    expect(await logEntries(page).first().locator('umpire-die').count()).toBe(9);
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-wave-landscape.png` });

    // Landing (6.4): turns 1-3 add 1; the wave lands with 1s thrown, wherever the drift left it.
    expect(await odds(wave(page))).toBe('Odds: No effect 50.0%, Disrupted 33.3%, Eliminated 16.7%');
    // the wave stays with the dice thrown at the table until the player lets Umpire roll again
    await wave(page).getByRole('button', { name: 'Let Umpire roll' }).waitFor();
    const waiting = await wave(page).locator('li').count();
    for (let i = 0; i < waiting; i++) await wave(page).getByRole('button', { name: '1 thrown', exact: true }).click();
    await act(page, wave(page).getByRole('button', { name: new RegExp(`^Land for all ${waiting}`) }));
    await expect.poll(() => said(recap(page))).toMatch(/Random Event Phase/);
    expect(await said(logEntries(page).first())).toMatch(
      /lands on B0\d \([A-Za-z ]+\): .*dice thrown 1; Turns 1-3: defences intact \+1; no effect: lands safely \(6\.4a\)/,
    );

    // The Random Event (6.5): the location's 36 cells with their odds, then the beach table's six.
    expect(await odds(now(page))).toMatch(/^Odds: B01 5\.6%, B02 5\.6%, B03 5\.6%, B04 11\.1%/);
    await rollWith(page, [1, 1]);
    await expect
      .poll(() => said(logEntries(page).first()))
      .toMatch(
        /Random Event location for turn 1: dice thrown First die \(row\) 1; Second die \(column\) 1; Random Event in B01 \(6\.5a-d\)/,
      );
    expect(await odds(now(page))).toMatch(/^Odds: IP \+1 16\.7%, No effect 16\.7%/);
    await rollWith(page, [2]);
    // the roll was made far down the side column; what is due next is in sight, not scrolled away above it
    await expect.poll(() => nowHidden(page)).toBe(0);
    await act(page, now(page).getByRole('button', { name: 'Go on' }));
    await expect.poll(() => said(recap(page))).toMatch(/Random Event: no effect \(6\.5e\)/);

    // Activation: B01, then S01 highlighted next to it: the card offers the attack. Its tokens turn over.
    await tap(page, 'B01');
    await card(page).getByRole('heading', { name: /^B01/ }).waitFor();
    await tap(page, 'S01');
    await card(page)
      .getByText(/^With S01/)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-target-landscape.png` });
    await act(page, card(page).getByRole('button', { name: 'Attack S01 from B01 (1 IP)' }));
    await expect
      .poll(() => said(recap(page)))
      .toMatch(/The German tokens in S01 turn face up: Strongpoint 3 CF and Mine Field \(8\.0\)/);
    // the square's card stands above the Now card: the column scrolls so the next step's button is in sight
    await expect
      .poll(() => sideShows(page, now(page).getByRole('button', { name: 'Go on with the attack' })))
      .toBe(true);
    await act(page, now(page).getByRole('button', { name: 'Go on with the attack' }));

    // The Mine Field (8.2): push through with its odds (8.2b), or engineers; pushing with a 2 hurts nobody.
    expect(await odds(now(page))).toBe('Odds: No effect 50.0%, Unit hit 50.0%');
    await expect
      .poll(() => now(page).locator('umpire-bo-engineer-form .why').textContent())
      .toMatch(/1 EP need 1 IP \(11\.4\), and the divisions have 0/);
    await rollWith(page, [2], 'Push through');
    // The attack roll (13.4): 1 CF against 3 (+1) in turns 1-3 (+1): a 1 gives 3, S-1D.
    await expect
      .poll(() => odds(now(page)))
      .toBe('Odds: S-1D: cleared, 1 disrupted 33.3%, F-1D: held, 1 disrupted 16.7%, F-1E: held, 1 eliminated 50.0%');
    expect(await now(page).locator('umpire-board-roll .about').textContent()).toBe(
      'I/16 (1 CF) attack S01 (German 3 CF)',
    );
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-attack-odds-landscape.png` });
    await rollWith(page, [1]);
    await expect
      .poll(() => said(logEntries(page).first()))
      .toMatch(
        /I\/16 \(1 CF\) attack S01 \(German 3 CF\): dice thrown 1; Defender CF greater \+1, Turns 1-3: German defences fresh \+1; Success, one unit disrupted \(S-1D\) \(13\.4, 13\.5\)/,
      );
    await page.locator('umpire-bo-advance-form').getByRole('checkbox', { name: /I\/16/ }).check();
    await act(page, page.locator('umpire-bo-advance-form').getByRole('button', { name: 'Advance I/16' }));
    await expect.poll(() => said(recap(page))).toMatch(/I\/16 advance into S01 at no IP cost/);

    // Reload: the game and its words are all there.
    await page.reload();
    await board(page).locator('.stage').waitFor();
    await expect.poll(() => said(recap(page))).toMatch(/I\/16 advance into S01/);
    expect(await board(page).locator('.token.face').count()).toBe(0);
    await act(page, now(page).getByRole('button', { name: 'End the turn' }));
    await page.getByLabel(/^Now: Turn 2 of 10 · Card Draw Phase/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the odds of engineers on a Beach Obstacle (8.5) and of an attack after its reveal (13.6)', async () => {
    const { context, page, errors } = await newPage();
    await openFile(page, turnThree);
    await page.getByLabel(/^Now: Turn 3 of 10 · Activation Phase/).waitFor();
    // B03's obstacle, from turn 3: 1 EP, turns 1-3 add 1 to the roll; a 1-2 opens a Gap, a natural 6 always fails.
    await tap(page, 'B03');
    const form = card(page).locator('umpire-bo-engineer-form');
    expect(await odds(form)).toBe('Odds: Removed 33.3%, Failure 66.7%');
    await form.getByRole('button', { name: 'EPs spent: one more' }).click();
    expect(await odds(form)).toBe('Odds: Removed 50.0%, Failure 50.0%');
    // the attack on S03 from B03: what the roll would be, shown before going on
    await tap(page, 'S03');
    await act(page, card(page).getByRole('button', { name: 'Attack S03 from B03 (1 IP)' }));
    expect(await now(page).locator('.if').textContent()).toMatch(/^If you go on: E\/16 .* attack S03 \(German 4 CF\)/);
    expect(await odds(now(page))).toMatch(/^Odds: /);
    await act(page, now(page).getByRole('button', { name: 'Go on with the attack' }));
    expect(await odds(now(page))).toMatch(/^Odds: /);
    await now(page)
      .locator('umpire-board-roll')
      .getByRole('button', { name: /^Roll \(1d6\)/ })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is readable at arm's length: the map takes 60% of 1024x768, counter words 12 px or more (and more with larger text), axe-core clean", async () => {
    const { context, page, errors } = await newPage();
    await openFile(page, turnThree);
    expect(await mapShare(page)).toBeGreaterThanOrEqual(0.6);
    const text = await counterText(page);
    expect(text.count).toBeGreaterThan(20);
    expect(text.min).toBeGreaterThanOrEqual(12);
    // every beach square holds units now: its name reads beside them, never under a counter, as large as theirs
    const names = await beachNames(page);
    expect(names.map((n) => n.name)).toContain('Easy Red (west)');
    expect(names).toHaveLength(9);
    for (const n of names) {
      expect(n.under, `${n.name} under a counter`).toBe(0);
      expect(n.px, n.name).toBeGreaterThanOrEqual(12);
    }
    // the rows' names at the map's left edge are whole, not cut by it ("Reinforcemen")
    const stageBox = await board(page).locator('.stage').boundingBox();
    const rowNames = mapEl(page).locator('text.row-name');
    expect(await rowNames.count()).toBe(8);
    for (const name of await rowNames.all()) {
      const box = await name.boundingBox();
      if (!box || !stageBox) throw new Error('a row name is not drawn');
      expect(box.x, (await name.textContent()) ?? '').toBeGreaterThanOrEqual(stageBox.x);
    }
    // during play: a step later, with the recap over the board
    await act(page, now(page).getByRole('button', { name: 'End the turn' }));
    expect(await mapShare(page)).toBeGreaterThanOrEqual(0.6);
    await expectZoomBesideMap(page, 'with the recap');
    // the home screen's message about the import is read and put away first (its button is the shell's)
    const ok = page.getByRole('button', { name: 'Dismiss' });
    if (await ok.count()) await ok.click();
    await expectAxeClean(page, 'Bloody Omaha session, panel closed');
    // what the board draws from a reconstruction says so on the board, and the badge opens the notes
    await board(page).locator('umpire-provisional summary').click();
    const notes = board(page).locator('umpire-provisional dl');
    // the map, then each provisional table whole and each provisional row of a printed table
    const what = await notes.locator('dt').allTextContents();
    expect(what[0]).toBe('The map');
    expect(what).toEqual(expect.arrayContaining(['US units', 'German token mix', 'Player cards', 'Drift Table']));
    expect(what.filter((w) => w.startsWith('Attack DRMs: '))).toHaveLength(2);
    expect(await notes.getByRole('link', { name: 'Open its table to replace it' }).count()).toBe(what.length - 1);
    expect(await notes.getByRole('link', { name: 'Open its table to replace it' }).first().getAttribute('href')).toBe(
      '#/tables/bloody-omaha/bloody-omaha.drift',
    );
    await expectAxeClean(page, 'Bloody Omaha session, provisional notes open');
    await tap(page, 'B03');
    await card(page).getByRole('heading', { name: /^B03/ }).waitFor();
    await expectAxeClean(page, 'Bloody Omaha session, a square chosen');
    await page.getByRole('button', { name: 'Procedures', exact: true }).click();
    await page
      .locator('#procs umpire-procedure-list')
      .getByRole('button', { name: /^Attack/ })
      .click();
    await page.locator('umpire-procedure-panel').waitFor();
    await expectAxeClean(page, 'Bloody Omaha session, procedure panel open');
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-panel-open-landscape.png` });

    // The largest text size: the first view zooms in so the words grow with it.
    await page.evaluate(() => localStorage.setItem('umpire.settings', JSON.stringify({ textScale: 1.3 })));
    await page.evaluate(() => localStorage.removeItem(`umpire.view.${location.hash.split('/')[2] ?? ''}`));
    await page.reload();
    await board(page).locator('.stage').waitFor();
    await expect.poll(async () => (await counterText(page)).min).toBeGreaterThanOrEqual(12 * 1.3);
    // zoomed in, the map runs under no control
    await expectZoomBesideMap(page, 'text size 1.3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('portrait and keyboard: arrows between squares and Enter to choose; the view is kept across a reload and a tap never re-fits it', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await openFile(page, turnThree);
    const stage = board(page).locator('.stage');
    await stage.focus();
    // the first arrow puts the cursor on B05, two more to the right (east) bring it to B03; Enter chooses it, a step down and Enter targets S03
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
    await card(page).getByRole('heading', { name: /^B03/ }).waitFor();
    for (const key of ['ArrowDown', 'Enter']) await page.keyboard.press(key);
    await card(page).getByRole('button', { name: 'Attack S03 from B03 (1 IP)' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-keyboard-portrait.png` });
    await page.keyboard.press('Escape');
    await card(page).waitFor({ state: 'detached' });

    // zoom in and pan; a tap keeps the view; a reload comes back to it
    await stage.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('Shift+ArrowRight');
    const v = await view(page);
    await tap(page, 'B04');
    await card(page).getByRole('heading', { name: /^B04/ }).waitFor();
    expect(await view(page)).toEqual(v);
    await page.waitForTimeout(600);
    await page.reload();
    await stage.waitFor();
    await expect.poll(() => view(page)).toEqual(v);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('portrait: the map keeps the top of the screen and what is due now stands under it; reaching its buttons scrolls the side alone', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await openFile(page, fresh);
    const onScreen = (what: Locator): Promise<boolean> => isOnScreen(page, what);
    const stage = board(page).locator('.stage');
    expect(await onScreen(stage)).toBe(true);
    expect(await mapHeightShare(page)).toBeGreaterThanOrEqual(0.62);
    expect(await onScreen(now(page).locator('p.prompt'))).toBe(true);
    // the opening cards' buttons come into view under the map, the map staying where it is
    const keep = board(page).getByRole('button', { name: 'Return this one, keep the others' }).first();
    await keep.scrollIntoViewIfNeeded();
    expect(await onScreen(keep)).toBe(true);
    expect(await onScreen(stage)).toBe(true);
    await act(page, keep);
    await act(page, now(page).getByRole('button', { name: 'Draw a card' }));
    await act(page, now(page).getByRole('button', { name: /^Assign: 1 to the 1st/ }));
    // the drift wave with the dice thrown typed in: its roll button is reached without losing the map
    await wave(page).getByRole('button', { name: 'Enter the dice thrown' }).click();
    for (let i = 0; i < 9; i++) await wave(page).getByRole('button', { name: '1 thrown', exact: true }).click();
    const go = wave(page).getByRole('button', { name: /^Roll drift for all 9/ });
    await go.scrollIntoViewIfNeeded();
    expect(await onScreen(go)).toBe(true);
    expect(await onScreen(stage)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-drift-portrait.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('portrait: the map owns the screen, and a roll due (the event, a wave) shows its prompt, its first odds and Roll under it, at both text sizes', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    for (const textScale of [1, 1.3]) {
      await page.goto(base);
      await page.evaluate((t) => localStorage.setItem('umpire.settings', JSON.stringify({ textScale: t })), textScale);
      await openFile(page, eventRoll);
      const ok = page.getByRole('button', { name: 'OK', exact: true });
      if (await ok.count()) await ok.click();
      // the whole map at the default size (its counters readable), most of what the larger text leaves
      expect(await mapHeightShare(page), `text size ${textScale}`).toBeGreaterThanOrEqual(textScale === 1 ? 0.62 : 0.5);
      if (textScale === 1) {
        const stage = await board(page).locator('.stage').boundingBox();
        for (const corner of ['C27', 'C19', 'H40', 'H31']) {
          const sq = await mapEl(page).evaluate((m, id) => (m as unknown as MapHooks).screenBox(id), corner);
          const inside =
            !!sq &&
            !!stage &&
            sq.x >= 0 &&
            sq.y >= 0 &&
            sq.x + sq.width <= stage.width &&
            sq.y + sq.height <= stage.height;
          expect(inside, `${corner} in the first view`).toBe(true);
        }
      }
      const roll = now(page).locator('umpire-board-roll');
      for (const what of [
        now(page).locator('p.prompt'),
        roll.locator('umpire-odds-chart svg g').first(),
        roll.getByRole('button', { name: /^Roll \(1d6 \+ 1d6\)/ }),
      ])
        expect(await isOnScreen(page, what), `text size ${textScale}`).toBe(true);
      await page.screenshot({ path: `${SHOTS}/bloody-omaha-event-roll-portrait-${textScale}.png` });
      // a whole wave's roll too: its odds and its button under the map
      await page.goto(base);
      await openFile(page, driftDue);
      for (const what of [
        wave(page).locator('umpire-odds-chart svg g').first(),
        wave(page).getByRole('button', { name: /^Roll drift for all 9/ }),
      ])
        expect(await isOnScreen(page, what), `the drift, text size ${textScale}`).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('8.8: a pinned unit shows PIN on its pile, alone or under a stronger unit, the tag covering no part of its counter, landscape and portrait, at text sizes 1 and 1.3', async () => {
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
    ])
      for (const textScale of [1, 1.3])
        for (const [file, unit] of [
          [pinned, 'I/16'],
          [pinnedUnder, 'L/16'],
        ] as const) {
          const { context, page, errors } = await newPage(viewport);
          await page.goto(base);
          await page.evaluate(
            (t) => localStorage.setItem('umpire.settings', JSON.stringify({ textScale: t })),
            textScale,
          );
          await openFile(page, file);
          const where = `${file.meta.name}, ${viewport.width}x${viewport.height}, text size ${textScale}`;
          const counters = await pinnedCounters(page);
          expect(
            counters.map((c) => c.name),
            where,
          ).toEqual([unit]);
          for (const { pin, parts } of counters) {
            expect(Object.keys(parts), where).toEqual(expect.arrayContaining(['name', 'symbol', 'CF']));
            for (const [part, b] of Object.entries(parts)) {
              const over = pin.left < b.right && b.left < pin.right && pin.top < b.bottom && b.top < pin.bottom;
              expect(over, `${where}: the PIN tag over the ${part}`).toBe(false);
            }
          }
          if (textScale === 1.3)
            await page.screenshot({
              path: `${SHOTS}/bloody-omaha-${file === pinned ? 'pinned' : 'pinned-under'}-${viewport.width}x${viewport.height}-1.3.png`,
            });
          expect(errors).toEqual([]);
          await context.close();
        }
  });

  it('6.4b: a landing wave stopped by an over-stacked beach square keeps the dice thrown for the units it left', async () => {
    // turn 2's Landing Phase, its wave not rolled yet (3/116 then over-stacks B06)
    const quiet = quietlyTo(2, [1, 2], 2);
    const file = await omahaFile(SEED, 'Omaha, turn 2 landing', (s) =>
      s.turn === 2 && s.phase === 'landing' && !s.pending ? undefined : quiet(s),
    );
    const { context, page, errors } = await newPage();
    await openFile(page, file);
    await wave(page).getByRole('button', { name: 'Enter the dice thrown' }).click();
    const all = await wave(page).locator('li').count();
    for (let i = 0; i < all; i++) await wave(page).getByRole('button', { name: '1 thrown', exact: true }).click();
    await act(page, wave(page).getByRole('button', { name: new RegExp(`^Land for all ${all} \\(${all} thrown\\)`) }));
    await act(page, now(page).getByRole('button', { name: 'Disrupt it', exact: true }));
    // the units left show their dice, and the button lands them with those
    const left = await wave(page).locator('li').count();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(all);
    expect(await wave(page).locator('li umpire-die').count()).toBe(left);
    await wave(page)
      .getByRole('button', { name: new RegExp(`\\(${left} thrown\\)$`) })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("plays a hundred steps of the simulator's policy through the app with nothing machine-shaped on screen after any", async () => {
    const { Rng } = await import('../../src/engine/index.ts');
    const { gameData } = await import('../../src/systems/bloody-omaha/game/data.ts');
    const { choose } = await import('../../src/systems/bloody-omaha/sim/simulator.ts');
    const { context: rulesContext } = await import('../systems/bloody-omaha/helpers.ts');
    const ctx = rulesContext();
    const d = gameData(ctx);
    const rng = Rng.fromSeed('browser-policy');
    const { context, page, errors } = await newPage();
    await openFile(page, fresh);
    const gameNow = (): Promise<string> =>
      board(page).evaluate((b) => JSON.stringify((b as unknown as { state: unknown }).state));
    for (let step = 0; step < 100; step++) {
      const json = await gameNow();
      const a = choose(
        JSON.parse(json) as Parameters<typeof choose>[0],
        d,
        ctx,
        rng,
        step % 3 === 2 ? 'random' : 'assault',
      );
      const before = await logEntries(page).count();
      await board(page).evaluate(
        (b, action) =>
          b.dispatchEvent(new CustomEvent('umpire-game-action', { detail: { action }, bubbles: true, composed: true })),
        a,
      );
      // the event is written, and the board has the game after it
      await expect.poll(() => logEntries(page).count()).toBeGreaterThan(before);
      await expect.poll(gameNow).not.toBe(json);
      if (step % 10 === 0) {
        // now and then a square with units is chosen, so its card is scanned too
        const sq = (JSON.parse(json) as { units: { loc: string }[] }).units.find((u) =>
          /^[BSTH]\d\d$/.test(u.loc),
        )?.loc;
        if (sq) await tap(page, sq);
      }
      await expectNoLeaks(page, `step ${step}: ${a.type}`);
    }
    await page.screenshot({ path: `${SHOTS}/bloody-omaha-after-policy-landscape.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
