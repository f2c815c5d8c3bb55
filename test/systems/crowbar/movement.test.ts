import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/systems/crowbar/game/legal.ts';
import { moveCost } from '../../../src/systems/crowbar/game/movement.ts';
import { sp } from '../../../src/systems/crowbar/map/grid.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import type { Rng } from '../../../src/engine/index.ts';
import type { Company } from '../../../src/systems/crowbar/game/types.ts';
import { act, blankGame, face, german, put, R, ranger, topTask } from './helpers.ts';

/** A blank game with every Commander already used, so no re-roll is offered. */
function quietGame(seed: string): { g: CrowbarState; rng: Rng } {
  const made = blankGame(seed);
  for (const c of made.g.commanders) c.used = true;
  return made;
}

function activate(g: CrowbarState, rng: Rng, company: Company, col: number): void {
  if (!g.activeCompany) act(g, rng, { type: 'select-company', company });
  act(g, rng, { type: 'activate', col });
}

const consolidations = (g: CrowbarState): string[] =>
  legalActions(g, R)
    .filter((a) => a.type === 'consolidate')
    .map((a) => (a.type === 'consolidate' ? `${a.option}${a.row !== undefined ? `:${a.row}` : ''}` : ''));

describe('E Sea Zone: Rout and Consolidation', () => {
  it('E-2: no Consolidation is offered at sea or on the beach, only inland', () => {
    const { g, rng } = quietGame('sea-consolidate');
    put(g, 5, 2);
    put(g, 6, 4);
    put(g, 7, 6);
    activate(g, rng, 'dog', 5);
    expect(consolidations(g)).toEqual([]);
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Stop Activation')] });
    activate(g, rng, 'dog', 6);
    expect(consolidations(g)).toEqual([]);
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Stop Activation')] });
    activate(g, rng, 'dog', 7);
    expect(consolidations(g).length).toBeGreaterThan(0);
  });

  it('E-3c: a Rout at sea shakes the LCA and stops it; a second Rout sends the Shaken LCA back to Start', () => {
    const { g, rng } = quietGame('sea-rout');
    put(g, 6, 2);
    put(g, 8, 3, { shaken: true });
    activate(g, rng, 'dog', 6);
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Routed')] });
    expect(ranger(g, 6)).toMatchObject({ row: 2, shaken: true, sp: 10, activated: true });
    activate(g, rng, 'dog', 8);
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Routed')] });
    expect(ranger(g, 8)).toMatchObject({ row: 0, shaken: true, sp: 10, activated: true });
  });
});

describe('G-4 Consolidate', () => {
  it('G-4a-e: remove markers, bring up the Rally Point, fall back to any free space from Cliff Top 5, or set up Rudder\u2019s HQ', () => {
    const { g, rng } = quietGame('consolidate-options');
    put(g, 2, 9, { rally: 6, shaken: true, sp: 7 });
    german(g, 'grenadier-4', 2, 7);
    activate(g, rng, 'easy', 2);
    // Recovery needs the Rally Point in the unit's space; row 7 is held by a German unit.
    expect(consolidations(g).sort()).toEqual(
      ['fallback:5', 'fallback:6', 'fallback:8', 'hq', 'markers', 'rally'].sort(),
    );
    act(g, rng, { type: 'consolidate', option: 'fallback', row: 5 });
    // Falling back behind the Rally Point drags it along (G-11d).
    expect(ranger(g, 2)).toMatchObject({ row: 5, rally: 5, shaken: true, activated: true });
  });

  it('G-4c: recover 2 SP with the Rally Point here, never above 8 once a unit has been at 8 or less (KIA note)', () => {
    const { g, rng } = quietGame('consolidate-recover');
    put(g, 1, 8, { rally: 8, sp: 9 });
    put(g, 2, 8, { rally: 8, sp: 7, kia: true });
    put(g, 3, 8, { rally: 8, sp: 5 });
    activate(g, rng, 'easy', 1);
    act(g, rng, { type: 'consolidate', option: 'recover' });
    expect(ranger(g, 1).sp).toBe(10);
    act(g, rng, { type: 'activate', col: 2 });
    act(g, rng, { type: 'consolidate', option: 'recover' });
    expect(ranger(g, 2).sp).toBe(8);
    // The Support unit never goes above 6 SP.
    act(g, rng, { type: 'activate', col: 3 });
    act(g, rng, { type: 'consolidate', option: 'recover' });
    expect(ranger(g, 3).sp).toBe(6);
  });

  it('G-4 note: a unit hit down to 8 SP or less is capped at 8 when it recovers', () => {
    const { g, rng } = quietGame('consolidate-kia');
    put(g, 1, 8, { rally: 8, sp: 9 });
    activate(g, rng, 'easy', 1);
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', '1 Hit / Advance 1')] });
    act(g, rng, { type: 'end-advances' });
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', '1 Hit / Advance 1')] });
    act(g, rng, { type: 'end-advances' });
    expect(ranger(g, 1).sp).toBe(7);
    act(g, rng, { type: 'consolidate', option: 'recover' });
    expect(ranger(g, 1).sp).toBe(8);
  });

  it('G-4e: Rudder\u2019s HQ is placed in the unit\u2019s space and is not offered again', () => {
    const { g, rng } = quietGame('consolidate-hq');
    put(g, 3, 6);
    activate(g, rng, 'easy', 3);
    act(g, rng, { type: 'consolidate', option: 'hq' });
    expect(g.hq).toBe(sp(3, 6));
    put(g, 4, 6);
    act(g, rng, { type: 'activate', col: 4 });
    expect(consolidations(g)).not.toContain('hq');
  });
});

describe('G-7c Variable Hits inland', () => {
  it('G-7c: an HKA or Grenadier within two spaces deals half the distance to the Rally Point (rounded up), an MG the full distance; the worst counts', () => {
    const { g, rng } = quietGame('variable');
    put(g, 2, 9, { rally: 6 });
    german(g, 'hka-3', 3, 11);
    activate(g, rng, 'easy', 2);
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Variable Hits / Advance 2')] });
    // Three spaces from the Rally Point: an HKA deals 2.
    expect(ranger(g, 2).sp).toBe(8);
    act(g, rng, { type: 'end-advances' });
    german(g, 'mg', 1, 10);
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Variable Hits / Advance 2')] });
    expect(ranger(g, 2).sp).toBe(5);
  });

  it('G-7c: a Pinned German unit or one more than two spaces away deals only the minimum of 1', () => {
    const { g, rng } = quietGame('variable-min');
    put(g, 2, 9, { rally: 5 });
    german(g, 'mg', 1, 10, { pinned: true });
    german(g, 'grenadier-5', 2, 12);
    activate(g, rng, 'easy', 2);
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Variable Hits / Advance 2')] });
    expect(ranger(g, 2).sp).toBe(9);
  });
});

describe('G-7d Obstacles', () => {
  it('G-7d: Woods cost two Advances; a Heroic Action marker takes one off', () => {
    const { g, rng } = quietGame('woods');
    const woods = R.map.terrain.findIndex((t, s) => t === 'woods' && Math.floor(s / 12) > 6);
    const col = (woods % 12) + 1;
    const row = Math.floor(woods / 12);
    const r = put(g, col, row - 1, { heroic: 1 });
    expect(moveCost(g, R, r, 'forward')?.cost).toBe(2);
    activate(g, rng, r.company, col);
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 1')] });
    // The Heroic Action marker could re-roll the die; it is kept for the obstacle instead.
    act(g, rng, { type: 'accept' });
    expect(() => act(g, rng, { type: 'move', dir: 'forward' })).toThrow(/illegal/);
    act(g, rng, { type: 'move', dir: 'forward', bonus: 'heroic' });
    expect(ranger(g, col)).toMatchObject({ row, heroic: 0 });
  });

  it('G-7d: crossing a Barbed Wire side costs two Advances, going either way', () => {
    const { g } = quietGame('wire');
    const wired = R.map.wireNorth.findIndex((w, s) => w && Math.floor(s / 12) > 5);
    expect(wired).toBeGreaterThan(0);
    const col = (wired % 12) + 1;
    const row = Math.floor(wired / 12);
    const r = put(g, col, row - 1);
    expect(moveCost(g, R, r, 'forward')?.cost).toBe(2);
    put(g, col, row);
    expect(moveCost(g, R, r, 'back')?.cost).toBe(2);
  });

  it('G-7d example: from Beach 4 through a Shaky Hold into the German-held Command Bunker costs 3 Advances', () => {
    const { g } = quietGame('g7d');
    const cb = R.map.commandBunker as number;
    const col = (cb % 12) + 1;
    expect(Math.floor(cb / 12)).toBe(5);
    const r = put(g, col, 4);
    g.holds[col - 1] = 'shaky';
    german(g, 'command', col, 5);
    expect(moveCost(g, R, r, 'forward')?.cost).toBe(3);
    g.germans = [];
    expect(moveCost(g, R, r, 'forward')?.cost).toBe(2);
  });
});

describe('moveCost answers, made once and shared', () => {
  it('are kept apart by space, cost and whether an obstacle may be discounted', () => {
    const { g } = quietGame('shared-costs');
    // Climbing by a Firm Hold costs 1 as an obstacle move, while
    // coming back from Cliff Top 6 to the same space costs 1 without one.
    const col = [1, 2, 3, 4, 5, 6].find((c) => R.map.terrain[sp(c, 5)] !== 'woods' && !R.map.wireNorth[sp(c, 6)]);
    if (col === undefined) throw new Error('no plain cliff space');
    g.holds[col - 1] = 'firm';
    const climb = moveCost(g, R, put(g, col, 4), 'forward');
    expect(climb).toEqual({ cost: 1, obstacle: true, to: sp(col, 5) });
    expect(moveCost(g, R, put(g, col, 6), 'back')).toEqual({ cost: 1, obstacle: false, to: sp(col, 5) });
    g.holds[col - 1] = 'shaky';
    expect(moveCost(g, R, put(g, col, 4), 'forward')).toEqual({ cost: 2, obstacle: true, to: sp(col, 5) });
    g.holds[col - 1] = 'firm';
    expect(moveCost(g, R, put(g, col, 4), 'forward')).toBe(climb);
    expect(Object.isFrozen(climb)).toBe(true);
  });
});

describe('G-7h, G-7i Shaken and Rout inland', () => {
  it('G-7i: a Rout inland deals one hit per space to the Rally Point, shakes the unit, sends it to the Rally Point and stops it', () => {
    const { g, rng } = quietGame('rout');
    put(g, 2, 9, { rally: 6 });
    activate(g, rng, 'easy', 2);
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Routed')] });
    expect(ranger(g, 2)).toMatchObject({ sp: 7, row: 6, shaken: true, activated: true });
  });

  it('G-7i: a Rout next to the Rally Point still deals one hit', () => {
    const { g, rng } = quietGame('rout-min');
    put(g, 2, 9, { rally: 9 });
    activate(g, rng, 'easy', 2);
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Routed')] });
    expect(ranger(g, 2)).toMatchObject({ sp: 9, row: 9, shaken: true, activated: true });
  });

  it('G-7h: Shaken on a Shaken unit is a Rout', () => {
    const { g, rng } = quietGame('shaken-shaken');
    put(g, 2, 8, { rally: 6 });
    activate(g, rng, 'easy', 2);
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Shaken')] });
    expect(ranger(g, 2)).toMatchObject({ shaken: true, sp: 10, row: 8, activated: false });
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Shaken')] });
    expect(ranger(g, 2)).toMatchObject({ shaken: true, sp: 8, row: 6, activated: true });
  });
});

describe('G-11d Rally Point dragged back', () => {
  it('G-11d: a unit moving back past its Rally Point carries it along, never below Cliff Top 5', () => {
    const { g, rng } = quietGame('drag');
    put(g, 1, 7, { rally: 7 });
    activate(g, rng, 'easy', 1);
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 2')] });
    act(g, rng, { type: 'move', dir: 'back' });
    expect(ranger(g, 1)).toMatchObject({ row: 6, rally: 6 });
    act(g, rng, { type: 'move', dir: 'back' });
    expect(ranger(g, 1)).toMatchObject({ row: 5, rally: 5 });
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Variable Hits / Advance 2')] });
    expect(legalActions(g, R).some((a) => a.type === 'move' && a.dir === 'back')).toBe(false);
  });
});

describe('K-2e Redeploy', () => {
  it('K-2e: two Advances pass SP into an empty adjacent Column, creating a unit with its own Rally Point; one SP stays', () => {
    const { g, rng } = quietGame('redeploy-new');
    put(g, 2, 8);
    g.rangers[0] = null;
    activate(g, rng, 'easy', 2);
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 1')] });
    expect(legalActions(g, R).some((a) => a.type === 'special' && a.action === 'redeploy')).toBe(false);
    act(g, rng, { type: 'end-advances' });
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', '1 Hit / Advance 1')] });
    expect(legalActions(g, R).some((a) => a.type === 'special' && a.action === 'redeploy' && a.sp === 9)).toBe(false);
    act(g, rng, { type: 'special', action: 'redeploy', col: 1, row: 9, sp: 4 });
    expect(ranger(g, 2).sp).toBe(5);
    expect(ranger(g, 1)).toMatchObject({ sp: 4, row: 9, rally: 9, company: 'easy' });
  });

  it('K-2e: into a Ranger unit of the next Column it must stand in the chosen space; no more than 10 (6 for the Support unit), none where a German stands', () => {
    const { g, rng } = quietGame('redeploy-into');
    put(g, 2, 8, { sp: 10 });
    put(g, 3, 9, { sp: 4 });
    put(g, 1, 6, { sp: 5 });
    german(g, 'hka-2', 1, 7);
    activate(g, rng, 'easy', 2);
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 2')] });
    const redeploys = legalActions(g, R).filter((a) => a.type === 'special' && a.action === 'redeploy');
    expect(redeploys.every((a) => a.type === 'special' && a.col === 3 && a.row === 9)).toBe(true);
    expect(Math.max(...redeploys.map((a) => (a.type === 'special' ? (a.sp ?? 0) : 0)))).toBe(2);
    act(g, rng, { type: 'special', action: 'redeploy', col: 3, row: 9, sp: 2 });
    expect(ranger(g, 3).sp).toBe(6);
    expect(ranger(g, 2).sp).toBe(8);
    expect(topTask(g)).not.toBe('spend');
  });
});
