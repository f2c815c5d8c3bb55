import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newSession, stateHash, SESSION_FORMAT, SESSION_SCHEMA_VERSION, type SessionExport } from '../../src/engine/index.ts';
import { rulesOf } from '../../src/systems/catalog.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { SHOTS, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

/**
 * The session's seed. A new session draws a random one; this game starts from a saved file with a fixed seed so
 * the app's dice are the same on every run. With it, 16/1 unpins E/16 and L/16 in its first activation, the US
 * wins the next initiative, and E/16 steps next to a face-down pillbox, which is revealed and fired on.
 */
const SEED = 'omaha-29';
let file: SessionExport;

/** A Bloody Beach game not yet begun, saved as the app exports it. */
async function newGameFile(seed: string): Promise<SessionExport> {
  const rules = rulesOf(await loadSystem('bloody-beach'));
  const { meta, state } = newSession({ id: `game-${seed}`, system: 'bloody-beach', name: 'Omaha from a fixed seed', seed, rulesVersion: '1', now: new Date(Date.UTC(2026, 5, 6, 6, 30)) }, rules);
  return { format: SESSION_FORMAT, schemaVersion: SESSION_SCHEMA_VERSION, rulesVersion: meta.rulesVersion, generator: meta.generator, seed: meta.seed, exportedAt: meta.updatedAt, meta, events: [], overrides: {}, final: { seq: state.seq, hash: state.hash, stateHash: stateHash(state) } };
}

beforeAll(async () => {
  file = await newGameFile(SEED);
});

/** The generic "What is due now" panel (Bloody Beach's board leaves the flow to the session view). */
const stepper = (page: Page): Locator => page.locator('umpire-game-stepper');
const board = (page: Page): Locator => page.locator('umpire-board-bloody-beach');
/** The board's card for the selected hex: its units and what they may do. */
const card = (page: Page): Locator => board(page).locator('.card');
/** Entries of the session log (rendered even while its drawer is shut). */
const logEntries = (page: Page): Locator => page.locator('umpire-session-log li[data-seq]');
const prompts = async (page: Page): Promise<string> => ((await stepper(page).locator('ul.prompts').textContent()) ?? '').replace(/\s+/g, ' ');

/** Clicks a button and waits until the session log holds one more entry. */
async function act(page: Page, button: Locator): Promise<void> {
  const before = await logEntries(page).count();
  await button.click();
  await expect.poll(() => logEntries(page).count()).toBe(before + 1);
}

/** A button inside a group of choices: opens the group first when it is shut. */
async function choice(page: Page, group: string, name: string): Promise<Locator> {
  const details = stepper(page).locator('details').filter({ has: page.locator('summary', { hasText: new RegExp(`^${group} `) }) });
  if ((await details.count()) > 0 && (await details.getAttribute('open')) === null) await details.locator('summary').click();
  return stepper(page).getByRole('button', { name, exact: true });
}

/** The log's action titles, in order. */
async function logTitles(page: Page): Promise<string[]> {
  return (await page.locator('umpire-session-log li[data-seq] umpire-told .sr-only').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

interface Hooks {
  counters: { id: string; label: string; hex: { q: number; r: number } }[];
  plan?: { reach: Map<string, { cost: number; hex: { q: number; r: number } }> };
  boardModel: { id(h: { q: number; r: number }): string };
  screenPointOf(id: string): { x: number; y: number };
  currentView: { k: number; x: number; y: number };
  setView(v: { k: number; x: number; y: number }): void;
}

/** The printed hex a unit stands in, as the board shows it. */
function hexOf(page: Page, unit: string): Promise<string> {
  return board(page).evaluate((b, id) => {
    const h = b as unknown as Hooks;
    const c = h.counters.find((x) => x.id === id);
    return c ? h.boardModel.id(c.hex) : '';
  }, unit);
}

/** Pans the map so the hex is in the upper middle of the view (clear of the card), then taps it. */
async function tapHex(page: Page, hex: string): Promise<void> {
  const p = await board(page).evaluate((b, id) => {
    const h = b as unknown as Hooks;
    const at = h.screenPointOf(id);
    const v = h.currentView;
    const r = (b.shadowRoot?.querySelector('.stage') as HTMLElement).getBoundingClientRect();
    h.setView({ k: v.k, x: v.x + r.width / 2 - at.x, y: v.y + r.height / 3 - at.y });
    return h.screenPointOf(id);
  }, hex);
  // The point is taken in the stage's own frame, where the click finds it even if the strips above have grown.
  await board(page).locator('.stage').click({ position: p });
}

/** Taps the unit's hex on the map and picks the unit from the card's list (a hex may hold a stack). */
async function selectUnit(page: Page, unit: string): Promise<void> {
  if ((await card(page).count()) > 0) await card(page).getByRole('button', { name: 'Close', exact: true }).click();
  await tapHex(page, await hexOf(page, unit));
  const name = await board(page).evaluate((b, id) => (b as unknown as Hooks).counters.find((c) => c.id === id)?.label ?? id, unit);
  const entry = card(page).locator('button.unit', { hasText: `US ${name},` });
  await entry.click();
  await expect.poll(() => entry.getAttribute('aria-pressed')).toBe('true');
}

/** The four companies of 16/1 in the first wave. */
const COMPANIES = ['16-1-E', '16-1-F', '16-1-I', '16-1-L'] as const;

/** A hex the planned move can reach (the board shades them), as printed. */
function reachableHex(page: Page): Promise<string> {
  return board(page).evaluate((b) => {
    const h = b as unknown as Hooks;
    const r = [...(h.plan?.reach.values() ?? [])].find((x) => x.cost > 0);
    return r ? h.boardModel.id(r.hex) : '';
  });
}

/** The board's account of a decision the game waits for. */
const decision = (page: Page): Locator => board(page).getByRole('region', { name: 'Decision due' });

/**
 * Rolls initiative until the US holds it; the German passes it over when he wins it. Reaction fire is let pass;
 * a step owed for overstacking is given by Umpire's suggestion, tapped on the board (7.2.3).
 */
async function usInitiative(page: Page): Promise<void> {
  for (let i = 0; i < 40 && !/US player: activate/.test(await prompts(page)); i++) {
    const p = await prompts(page);
    if (/loses a step for overstacking/.test(p)) {
      expect(((await decision(page).textContent()) ?? '').replace(/\s+/g, ' ')).toMatch(/US player's decision: which unit in the overstacked hex \d{4} loses a step \(7\.2\.3\)/);
      await act(page, decision(page).getByRole('button', { name: /loses the step \(Umpire's suggestion\)$/ }));
    } else if (/reaction fire/.test(p)) await act(page, stepper(page).getByRole('button', { name: 'End reaction', exact: true }));
    else if (/Roll initiative/.test(p)) await act(page, stepper(page).getByRole('button', { name: 'Initiative', exact: true }));
    else if (/German player: activate/.test(p)) await act(page, stepper(page).getByRole('button', { name: 'Pass', exact: true }));
    else throw new Error(`unexpected step: ${p}`);
  }
  expect(await prompts(page)).toMatch(/US player: activate/);
}

describe('a game of Bloody Beach: Omaha through the session view and the board', () => {
  it('lands the first wave, unpins, moves and fires on the map, reloads and continues', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await page.locator('umpire-home input[type="file"]').setInputFiles({ name: 'omaha-fixed-seed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.getByRole('link', { name: `Resume ${file.meta.name}` }).click();
    await page.getByRole('heading', { name: 'What is due now' }).waitFor();
    await board(page).locator('.stage canvas').waitFor();
    expect(await prompts(page)).toMatch(/allot 1st Division supply/);

    // Planning: four points of 1st Division supply to each first-wave regiment, then end planning.
    await act(page, await choice(page, 'Allot supply', 'formation 16-1, points 4'));
    await act(page, await choice(page, 'Allot supply', 'formation 116-29, points 4'));
    await act(page, stepper(page).getByRole('button', { name: 'End planning', exact: true }));

    // The first landing (app rolls): every company that lands is pinned (9.2.2).
    await stepper(page).getByText('Land the first wave').waitFor();
    await act(page, stepper(page).getByRole('button', { name: 'Land first wave', exact: true }));
    await usInitiative(page);

    // Two tanks of the 743rd landed in one hex: moved as a stack, the board shows what each would pay (the game's
    // own stack reach, previewed as if they were activated now).
    await selectUnit(page, '743-A1');
    await card(page).getByRole('button', { name: 'Move the stack together (2 units)' }).click();
    await tapHex(page, await reachableHex(page));
    await expect.poll(() => card(page).locator('.move').textContent()).toMatch(/^The stack to \d{4}: 1\/A\/743rd [\d.]+ of (\d+) MP, 3\/A\/743rd [\d.]+ of \1 MP/);
    await card(page).getByRole('button', { name: 'Close', exact: true }).click();

    // 16/1 activates, cut-off units included; each company tries to unpin from the map (8.3.2).
    await act(page, await choice(page, 'Activate', 'formation 16-1, cutoff true'));
    await expect.poll(() => prompts(page)).toMatch(/^Activation of 16-1/);
    for (const id of COMPANIES) {
      await selectUnit(page, id);
      await act(page, card(page).getByRole('button', { name: 'Unpin', exact: true }));
    }
    const recent = page.getByRole('region', { name: 'What just happened' });
    expect((await recent.textContent()) ?? '').toMatch(/L\/16: Unpin roll: d10 \d+/);
    await card(page).getByRole('button', { name: 'Close', exact: true }).click();
    await act(page, stepper(page).getByRole('button', { name: 'End activation', exact: true }));
    await usInitiative(page);

    // 16/1 again: E/16, free now, steps one hex up the beach and meets a pillbox that was face down.
    await act(page, await choice(page, 'Activate', 'formation 16-1, cutoff true'));
    await selectUnit(page, '16-1-E');
    const from = await hexOf(page, '16-1-E');
    await tapHex(page, '5414');
    await expect.poll(() => card(page).locator('.move').textContent()).toMatch(/^E\/16 to 5414: 1 of 4 MP/);
    await act(page, card(page).getByRole('button', { name: 'Move to 5414', exact: true }));
    expect(await hexOf(page, '16-1-E')).toBe('5414');
    expect(from).not.toBe('5414');
    expect((await recent.textContent()) ?? '').toMatch(/E\/16 moves to 5414 \(1 MP\)/);

    // The pillbox is face up now: tap it as E/16's target; either kind of fire may be used on a pillbox (8.2.2): small arms.
    const pillbox = await hexOf(page, 'pillbox-14');
    await tapHex(page, pillbox);
    const fire = card(page).getByRole('button', { name: /^Small arms fire at / });
    await fire.waitFor();
    expect(await card(page).getByRole('button', { name: /^Anti-tank fire at / }).count()).toBe(1);
    // The shot of docs/bloody-beach.png: the strip, the move costs, the target and both kinds of fire offered.
    await board(page).locator('.toolbar').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SHOTS}/bloody-beach-game-fire-choice.png` });
    await act(page, fire);
    const titles = await logTitles(page);
    // The log lists the newest first.
    const happened = ((await recent.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    // The strip names units as their counters do, and the log tells the same.
    expect(happened).toMatch(/E\/16 fires at pillbox-14: firepower 4, d10 \d+/);
    expect(titles[0]).toMatch(/fires at pillbox-14: firepower 4, d10 \d+/);
    // The result is on the counter: the pillbox is pinned (8.3.1).
    await expect.poll(() => card(page).locator('button.unit').first().textContent()).toMatch(/pinned/);
    await page.screenshot({ path: `${SHOTS}/bloody-beach-game-fired.png` });
    // Lines to HQ on demand: E/16 has no HQ ashore to trace to yet.
    await board(page).getByRole('button', { name: 'Lines to HQ' }).click();
    await expect.poll(() => card(page).getByText(/^Line to HQ: /).textContent()).toMatch(/^Line to HQ: .+ is not on the map\.$/);
    await board(page).getByRole('button', { name: 'Lines to HQ' }).click();
    // The game's whole log is one tap away, newest first.
    await board(page).getByText(/^Whole game log \(\d+ lines\)$/).click();
    const whole = board(page).getByRole('list', { name: 'Game log, newest first' });
    expect(await whole.locator('li').first().textContent()).toMatch(/^E\/16 fires at pillbox-14/);
    expect(await whole.locator('li').last().textContent()).toBe('Game set up: pillboxes and resistance nests placed face down');

    // Reload: the same log, the same step and the same account of the fire come back.
    await page.reload();
    await page.getByRole('heading', { name: 'What is due now' }).waitFor();
    await expect.poll(() => logTitles(page)).toEqual(titles);
    await expect.poll(() => prompts(page)).toMatch(/^Activation of 16-1/);
    await expect.poll(async () => ((await recent.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(happened);

    // The activation goes on after the reload: L/16 moves one hex along the beach.
    await board(page).locator('.stage canvas').waitFor();
    await selectUnit(page, '16-1-L');
    await tapHex(page, '5815');
    await act(page, card(page).getByRole('button', { name: 'Move to 5815', exact: true }));
    expect((await logTitles(page))[0]).toMatch(/moves to 5815/);
    expect(await hexOf(page, '16-1-L')).toBe('5815');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
