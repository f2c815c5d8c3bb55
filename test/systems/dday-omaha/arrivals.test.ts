import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { omahaTyped } from '../../../src/systems/dday-omaha/index.ts';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import type { GameState } from '../../../src/systems/dday-omaha/game/state.ts';
import { ctx } from './helpers.ts';

const game = omahaTyped;
const C = ctx();

function run(actions: Action[], from?: GameState): GameState {
  const rng = Rng.fromSeed('arrivals');
  let s = from ?? game.setup({}, rng, C);
  for (const a of actions) {
    const why = game.check(s, a, C);
    if (why) throw new Error(`${a.type}: ${why}`);
    s = game.apply(s, a, rng, C);
    expect(game.parseAction(JSON.parse(JSON.stringify(a)))).toEqual(a);
  }
  return s;
}

/** One whole turn with a German card that activates nobody. */
const PASS: Action[] = [
  { type: 'next-phase' },
  { type: 'enter-card', card: { action: 'F', colors: [], symbols: [], armorBonus: false, leaderBonus: false, artillery: null } },
  { type: 'apply-german' },
  { type: 'next-phase' },
];
const toTurn = (n: number): Action[] => Array.from({ length: n - 1 }, () => PASS).flat();
const unit = (s: GameState, id: string) => s.units.find((u) => u.id === id)!;
const pos = (s: GameState, id: string) => s.positions.find((p) => p.id === id)!;

describe('1. US Amphibious Operations: the exploding mine symbol by turn band', () => {
  it('turns 1-6 and 23+: no box is affected, and check() names section 1', () => {
    const s = run([{ type: 'land', unit: 'E/2/16', letter: 'C', box: 'ER' }]);
    expect(unit(s, 'E/2/16').where).toBe('box');
    expect(game.check(s, { type: 'mine', unit: 'E/2/16' }, C)).toMatch(/Mine symbol \(1\).*turn 1/);
    expect(game.legalActions(s, C).some((a) => a.type === 'mine')).toBe(false);
    // Constructed: the same box on turn 23 of an extended game (all obstacles cleared).
    expect(game.check({ ...s, turn: 23, extended: true }, { type: 'mine', unit: 'E/2/16' }, C)).toMatch(/Mine symbol \(1\).*turn 23/);
  });

  it('turns 7-15: the landing unit loses one step', () => {
    const s7 = run(toTurn(7));
    expect(s7.turn).toBe(7);
    const s = run([{ type: 'land', unit: 'D/1/16', letter: 'A', box: 'ER' }], s7);
    expect(game.legalActions(s, C)).toContainEqual({ type: 'mine', unit: 'D/1/16' });
    const after = run([{ type: 'mine', unit: 'D/1/16' }], s);
    expect(unit(after, 'D/1/16').steps).toBe(unit(s, 'D/1/16').steps - 1);
    expect(after.lastReport.join(' ')).toContain('Turns 7-15');
  });

  it('the player may give the step to another unit of the same box, but not to a unit elsewhere or to an HQ', () => {
    const s = run([{ type: 'land', unit: 'D/1/16', letter: 'A', box: 'ER' }, { type: 'land', unit: 'E/2/16', letter: 'A', box: 'ER' }, { type: 'land', unit: '16/HQ', letter: 'A', box: 'ER' }, { type: 'land', unit: 'F/2/16', letter: 'A', box: 'FR' }], run(toTurn(7)));
    expect(game.check(s, { type: 'mine', unit: 'D/1/16', victim: 'F/2/16' }, C)).toMatch(/not in box ER.*|\(1\)/);
    expect(game.check(s, { type: 'mine', unit: 'D/1/16', victim: '16/HQ' }, C)).toMatch(/\(1\)/);
    const after = run([{ type: 'mine', unit: 'D/1/16', victim: 'E/2/16' }], s);
    expect(unit(after, 'E/2/16').steps).toBe(unit(s, 'E/2/16').steps - 1);
    expect(unit(after, 'D/1/16').steps).toBe(unit(s, 'D/1/16').steps);
  });

  it('an HQ alone in the box is delayed two turns', () => {
    const s = run([{ type: 'land', unit: '16/HQ', letter: 'A', box: 'FR' }], run(toTurn(7)));
    const after = run([{ type: 'mine', unit: '16/HQ' }], s);
    expect(unit(after, '16/HQ')).toMatchObject({ where: 'due', due: 9, delayed: true, box: null });
  });

  it('turn 16 (16-22 band) still applies; a one-step unit is eliminated', () => {
    const s16 = run(toTurn(16));
    expect(s16.turn).toBe(16);
    const s = run([{ type: 'land', unit: 'E/2/18', letter: 'A', box: 'FR' }, { type: 'set-unit', id: 'E/2/18', patch: { steps: 1 } }], s16);
    const after = run([{ type: 'mine', unit: 'E/2/18' }], s);
    expect(unit(after, 'E/2/18').where).toBe('eliminated');
  });
});

describe('1. US Amphibious Operations: HQs and Generals drift with the unit they land with', () => {
  it('an HQ landing with a unit that drifts one box left follows it', () => {
    const s = run([{ type: 'land', unit: 'D/1/16', letter: 'B', box: 'ER' }], run(toTurn(7)));
    expect(unit(s, 'D/1/16').box).toBe('FG');
    expect(s.lastDrift).toEqual({ unit: 'D/1/16', turn: 7, from: 'ER', to: 'FG', delay: 0 });
    expect(game.legalActions(s, C)).toContainEqual({ type: 'drift-with', leader: '16/HQ', unit: 'D/1/16' });
    const after = run([{ type: 'drift-with', leader: '16/HQ', unit: 'D/1/16' }], s);
    expect(unit(after, '16/HQ')).toMatchObject({ where: 'box', box: 'FG' });
  });

  it('an HQ already placed in the box follows too; one in another box may not', () => {
    const s = run([{ type: 'land', unit: '16/HQ', letter: 'A', box: 'ER' }, { type: 'land', unit: 'D/1/16', letter: 'B', box: 'ER' }], run(toTurn(7)));
    expect(unit(run([{ type: 'drift-with', leader: '16/HQ', unit: 'D/1/16' }], s), '16/HQ').box).toBe('FG');
    const t = run([{ type: 'land', unit: '16/HQ', letter: 'A', box: 'FR' }, { type: 'land', unit: 'D/1/16', letter: 'B', box: 'ER' }], run(toTurn(7)));
    expect(game.check(t, { type: 'drift-with', leader: '16/HQ', unit: 'D/1/16' }, C)).toMatch(/HQ drift \(1\).*not stacked/);
  });

  it('drifting out of the boxes delays the HQ two turns with its unit', () => {
    const s = run([{ type: 'land', unit: 'D/1/16', letter: 'B', box: 'FR' }], run(toTurn(7)));
    expect(unit(s, 'D/1/16')).toMatchObject({ where: 'due', due: 9 });
    const after = run([{ type: 'drift-with', leader: '16/HQ', unit: 'D/1/16' }], s);
    expect(unit(after, '16/HQ')).toMatchObject({ where: 'due', due: 9, delayed: true });
  });

  it('no drift, or a unit that is not a leader: refused with section 1', () => {
    const s = run([{ type: 'land', unit: 'D/1/16', letter: 'A', box: 'ER' }], run(toTurn(7)));
    expect(game.check(s, { type: 'drift-with', leader: '16/HQ', unit: 'D/1/16' }, C)).toMatch(/HQ drift \(1\).*not drifted/);
    expect(game.check(s, { type: 'drift-with', leader: 'E/2/16', unit: 'D/1/16' }, C)).toMatch(/HQ drift \(1\).*not an HQ/);
  });
});

describe('2. German Reinforcement: Kampfgruppe Meyer and event cards', () => {
  const german = (): GameState => run([{ type: 'next-phase' }]);

  it('Kampfgruppe Meyer adds 4 units to the Division pool and 2 Depth to the Mobile pool, once', () => {
    const s = german();
    expect(game.legalActions(s, C)).toContainEqual({ type: 'kampfgruppe-meyer' });
    const after = run([{ type: 'kampfgruppe-meyer' }], s);
    expect(after.pools.division).toBe(s.pools.division + 4);
    expect(after.pools.mobile).toBe(s.pools.mobile + 2);
    expect(game.check(after, { type: 'kampfgruppe-meyer' }, C)).toMatch(/Kampfgruppe Meyer \(2\)/);
    expect(game.check(run([]), { type: 'kampfgruppe-meyer' }, C)).toMatch(/\(2\).*German phase/);
  });

  it('an event reinforcement with nobody near goes to the lowest numbered empty position of the sector, face down, from the Tactical pool', () => {
    const s = german();
    const after = run([{ type: 'event-reinforcement', sector: 'east' }], s);
    expect(pos(after, 'B1')).toMatchObject({ occupied: true, units: 1, revealed: false, depth: 0 });
    expect(after.pools.tactical).toBe(s.pools.tactical - 1);
  });

  it('a position adjacent to a US unit comes before a lower number; within 2 hexes before the sector', () => {
    const base = run([{ type: 'set-unit', id: 'E/2/16', patch: { where: 'map', hex: 'beach 1', terrain: 'beach' } }, { type: 'set-near', position: 'D5', unit: 'E/2/16', range: 1, mortar: false }, { type: 'set-near', position: 'C3', unit: 'E/2/16', range: 2, mortar: false }, { type: 'next-phase' }]);
    const a = run([{ type: 'event-reinforcement', sector: 'east' }], base);
    expect(pos(a, 'D5').occupied).toBe(true);
    expect(pos(a, 'B1').occupied).toBe(false);
    const b = run([{ type: 'event-reinforcement', sector: 'east' }], a);
    expect(pos(b, 'C3').occupied).toBe(true);
  });

  it('with the Tactical pool empty the unit comes from the Division pool with a Depth marker', () => {
    const s = run([{ type: 'set-pool', pool: 'tactical', count: 0 }, { type: 'next-phase' }]);
    const after = run([{ type: 'event-reinforcement', sector: 'west' }], s);
    expect(pos(after, 'C3')).toMatchObject({ occupied: true, depth: 1, revealed: false });
    expect(after.pools.division).toBe(s.pools.division - 1);
    expect(after.pools.building).toBe(s.pools.building - 1);
  });

  it('refused when both pools are empty, naming section 2', () => {
    const s = run([{ type: 'set-pool', pool: 'tactical', count: 0 }, { type: 'set-pool', pool: 'division', count: 0 }, { type: 'next-phase' }]);
    expect(game.check(s, { type: 'event-reinforcement', sector: 'east' }, C)).toMatch(/Event reinforcement \(2\).*empty/);
    expect(game.legalActions(s, C).some((a) => a.type === 'event-reinforcement')).toBe(false);
  });

  it('the same actions replay to the same state', () => {
    const script: Action[] = [{ type: 'next-phase' }, { type: 'kampfgruppe-meyer' }, { type: 'event-reinforcement', sector: 'west' }];
    expect(JSON.stringify(run(script))).toBe(JSON.stringify(run(script)));
  });
});
