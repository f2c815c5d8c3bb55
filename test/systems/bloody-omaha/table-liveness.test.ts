/**
 * Issue 13: every table is read by the procedure or game step that uses it, so an owner's correction changes
 * what the game does. One test per table: the same step under the shipped rows and under an override.
 */
import { describe, expect, it } from 'vitest';
import { makeContext, Rng, type Cell, type RulesContext } from '../../../src/engine/index.ts';
import { apply, newGame, rollFor } from '../../../src/systems/bloody-omaha/game/game.ts';
import type { Action, State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { T } from '../../../src/systems/bloody-omaha/tables.ts';
import { blank, ctx, place, token, unitAt } from './helpers.ts';

function edited(table: string, row: string, column: string, value: Cell): RulesContext {
  return makeContext(system.tables, system.settings, {}, { [table]: { [row]: { [column]: value } } });
}

function run(s: State, actions: readonly Action[], rules: RulesContext): State {
  let cur = s;
  for (const a of actions) cur = apply(cur, a, Rng.fromSeed('live'), rules);
  return cur;
}

/** A game at the start of its Drift Phase with one unit in the 1st Wave (turn given). */
function wave(turn: number, unit = 'A/116', at = 'C08'): State {
  const s = blank(turn);
  s.phase = 'card-draw';
  place(s, unit, at);
  return run(s, [{ type: 'draw-card' }, { type: 'assign-ip', first: 0 }], ctx);
}

function attackReady(defender: number, turn = 5): State {
  const s = blank(turn);
  place(s, '1/16', 'B03');
  s.tokens.S03 = [token('number', defender, 'strongpoint', true)];
  return run(s, [{ type: 'attack', target: 'S03', from: ['B03'] }], ctx);
}

describe('table liveness: an override of each Bloody Omaha table changes the game', () => {
  it('drift: a 6 that shifts two squares shifts none once the row says so', () => {
    const roll: Action[] = [{ type: 'drift', unit: 'A/116', dice: [6] }];
    expect(unitAt(run(wave(5), roll, ctx), 'A/116').loc).toBe('C06');
    expect(unitAt(run(wave(5), roll, edited(T.drift, 'two', 'shift', 0)), 'A/116').loc).toBe('C08');
  });

  it('beach-disruption: the row of a 2 decides the landing', () => {
    const land: Action[] = [{ type: 'drift', unit: 'A/116', dice: [1] }, { type: 'land', unit: 'A/116', dice: [2] }];
    expect(unitAt(run(wave(5), land, ctx), 'A/116').loc).toBe('B08');
    expect(unitAt(run(wave(5), land, edited(T.beach, 'ne', 'result', 'eliminated')), 'A/116').loc).toBe('eliminated');
  });

  it('landing-drms: the early-turn DRM moves a 4 from disrupted to no effect', () => {
    const land: Action[] = [{ type: 'drift', unit: 'A/116', dice: [1] }, { type: 'land', unit: 'A/116', dice: [4] }];
    expect(unitAt(run(wave(1), land, ctx), 'A/116').disrupted).toBe(true);
    expect(unitAt(run(wave(1), land, edited(T.landingDrms, 'early', 'amount', 0)), 'A/116').disrupted).toBe(false);
  });

  it('event-location: the cell of 1 then 1 names the square struck', () => {
    const s = blank(2);
    s.phase = 'random-event';
    place(s, 'E/16', 'B01');
    place(s, 'L/16', 'B02');
    const roll: Action[] = [{ type: 'roll-event-location', dice: [1, 1] }];
    expect(run(s, roll, ctx).pending).toMatchObject({ square: 'B01' });
    expect(run(s, roll, edited(T.location, 'T1-T4/1', 'd1', 'B02')).pending).toMatchObject({ square: 'B02' });
  });

  for (const terrain of ['beach', 'strongpoint', 'town', 'hedgerow'] as const) {
    it(`events-${terrain}: the row of a 1 decides the event`, () => {
      const s = blank(2);
      s.pending = { kind: 'event-roll', square: 'B01', terrain, units: ['E/16'], division: '1st', source: 'phase' };
      place(s, 'E/16', 'B01');
      const roll: Action[] = [{ type: 'roll-event', dice: [1] }];
      const shipped = run(s, roll, ctx).pending;
      const other = shipped?.kind === 'event-result' && shipped.effect === 'none' ? 'ep-gain' : 'none';
      expect(run(s, roll, edited(T.events[terrain], '1', 'effect', other)).pending).toMatchObject({ kind: 'event-result', effect: other });
    });
  }

  it('attack: the row of a modified 3 decides the attack', () => {
    const roll: Action[] = [{ type: 'roll-attack', dice: [3] }];
    expect(run(attackReady(6), roll, ctx).tokens.S03).toBeUndefined();
    expect(run(attackReady(6), roll, edited(T.attack, 'S-1D', 'result', 'F-1D')).tokens.S03).toHaveLength(1);
  });

  it('attack-drms: the odds DRM changes the roll and the odds shown before it', () => {
    const rules = edited(T.attackDrms, 'attacker-greater', 'amount', -3);
    expect(run(attackReady(5), [{ type: 'roll-attack', dice: [4] }], ctx).tokens.S03).toBeUndefined();
    expect(run(attackReady(5), [{ type: 'roll-attack', dice: [4] }], rules).pending).toMatchObject({ kind: 'advance' });
    const shipped = run(attackReady(5), [{ type: 'roll-attack', dice: [4] }], ctx).log[0]?.modifiers;
    const changed = run(attackReady(5), [{ type: 'roll-attack', dice: [4] }], rules).log[0]?.modifiers;
    expect(shipped).not.toEqual(changed);
  });

  it('engineer: the row of a 3 decides the Gap', () => {
    const s = blank(5);
    place(s, 'E/16', 'B03');
    const work: Action[] = [{ type: 'engineer', square: 'B03', eps: 1, dice: [3] }];
    expect(run(s, work, ctx).gaps.B03).toBe(true);
    const stricter = makeContext(system.tables, system.settings, {}, { [T.engineer]: { removed: { max: 2 }, failure: { min: 3 } } });
    expect(run(s, work, stricter).gaps.B03).toBe(false);
  });

  it('engineer-drms: the DRM of 2 EPs decides a 5', () => {
    const s = blank(5);
    place(s, 'E/16', 'B03');
    const work: Action[] = [{ type: 'engineer', square: 'B03', eps: 2, dice: [5] }];
    expect(run(s, work, ctx).gaps.B03).toBe(false);
    expect(run(s, work, edited(T.engineerDrms, '2', 'amount', -2)).gaps.B03).toBe(true);
  });

  it('mine-entry: the row of a 4 decides whether a unit is hurt', () => {
    const s = blank(5);
    place(s, '1/16', 'B03');
    s.tokens.S03 = [token('mine', null, 'encounter', true)];
    const push: Action[] = [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'mine-push', dice: [4] }];
    expect(unitAt(run(s, push, ctx), '1/16').disrupted).toBe(true);
    expect(unitAt(run(s, push, edited(T.mineEntry, 'hit', 'hit', false)), '1/16').disrupted).toBe(false);
  });

  it('units: a unit\'s CF is read from its row (the attack strength shown before the roll)', () => {
    const shipped = rollFor(attackReady(4), { type: 'roll-attack' }, ctx)?.inputs;
    const changed = rollFor(attackReady(4), { type: 'roll-attack' }, edited(T.units, '1/16', 'full', 3))?.inputs;
    expect([shipped?.unitsCf, changed?.unitsCf]).toEqual([6, 3]);
  });

  it('tokens: the mix decides what is placed face down', () => {
    const values = (rules: RulesContext): number[] => Object.values(newGame(Rng.fromSeed(3), rules).tokens).flat().filter((t) => t.pool === 'strongpoint').map((t) => t.value ?? 0).sort();
    expect(new Set(values(ctx)).size).toBeGreaterThan(1);
    const one = makeContext(system.tables, system.settings, {}, { [T.tokens]: { sp3: { count: 13 }, sp4: { count: 0 }, sp5: { count: 0 }, sp6: { count: 0 } } });
    expect(values(one)).toEqual(Array(13).fill(3));
  });

  it('cards: a card\'s amount is what it gives', () => {
    const s = blank(5);
    s.hand = ['c12'];
    const play: Action[] = [{ type: 'play-card', card: 'c12', option: 'a' }];
    expect(run(s, play, ctx).ep).toBe(7);
    expect(run(s, play, edited(T.cards, 'c12', 'aAmount', 4)).ep).toBe(9);
  });

  it('covers every table of the system', () => {
    expect(system.tables.map((t) => t.id).sort()).toEqual([
      T.attack, T.attackDrms, T.beach, T.cards, T.drift, T.engineer, T.engineerDrms, T.location,
      T.events.beach, T.events.hedgerow, T.events.strongpoint, T.events.town, T.landingDrms, T.mineEntry, T.tokens, T.units,
    ].sort());
  });
});
