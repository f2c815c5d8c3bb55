import { describe, expect, it } from 'vitest';
import { makeContext, Rng, type AnyProcedure, type Cell, type RulesContext, type TableOverrides } from '../../../src/engine/index.ts';
import { system as crowbar } from '../../../src/systems/crowbar/index.ts';
import { playOne } from '../../../src/systems/crowbar/sim/simulator.ts';
import { faceWords } from '../../../src/systems/crowbar/procedures/movement-die.ts';

/**
 * One implementation per rule, read from tables (issue 13): an owner's correction of any Crowbar! table reaches
 * what reads it. For each table, a correction of some of its rows must change the games the simulator plays from
 * the same seeds, and the odds of every procedure that lists the table.
 */

/** A correction per table: row key, then column values. Every table of the system must have one. */
const CORRECTIONS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Cell>>>>>> = {
  'crowbar.close-combat-dice': { '4': { result: 'hit' } },
  'crowbar.open-fire-dice': { '4': { result: 'hit' } },
  'crowbar.combat-modifiers': { 'of-range': { dice: 0 }, 'cc-defender-prepared-cover': { dice: 3 } },
  'crowbar.constants': { 'prepared-extra': { value: 0 }, 'max-sp': { value: 8 }, 'hasty-fire-success': { value: 4 } },
  'crowbar.counterattacks': { 'solo-1': { target: 'easy' }, 'solo-2': { target: 'fox' } },
  'crowbar.event-cards': { 'card-1': { track: 'counterattack', amount: 3 }, 'card-2': { track: 'counterattack', amount: 3 } },
  'crowbar.event-chits': { 'chit-1': { germanEffect: 'ambush' }, 'chit-2': { germanEffect: 'ambush' }, 'chit-3': { germanEffect: 'ambush' } },
  'crowbar.german-units': { 'hka-4': { fullFire: 8 }, 'grenadier-4': { fullClose: 8 } },
  'crowbar.grappling': { none: { max: 8 }, shaky: { min: 9, max: 11 }, firm: { min: 12 } },
  'crowbar.gun-locations': { 'gun-found': { kind: 'trap', hits: 3 } },
  'crowbar.incoming-fire': { miss: { hits: 2 }, pin: { hits: 2 } },
  'crowbar.invasion-approach': { 'advance-1': { sea: 1 }, 'advance-2': { sea: 1 }, 'advance-3': { sea: 1 } },
  'crowbar.j-projector': { none: { max: 3 }, shaky: { min: 4, max: 6 }, firm: { min: 7 } },
  'crowbar.movement-dice': { 'green-2': { hits: 3 }, 'yellow-2': { hits: 3 } },
  'crowbar.performance': { legendary: { min: 60 } },
  'crowbar.tracks': { 'increments-per-day': { value: 12 } },
  'crowbar.victory': { 'gun-day1': { vp: 30 } },
};

const GAMES = 12;

/** What the simulator's games from fixed seeds come to: each game's whole final state. */
function games(ctx: RulesContext): string[] {
  const out: string[] = [];
  for (let i = 0; i < GAMES; i++) out.push(JSON.stringify(playOne(Rng.fromSeed(`liveness:${i}`), 'cautious', ctx).state));
  return out;
}

/** Inputs that bring every modifier of a procedure into play: its defaults with every flag on. */
function allOn(p: AnyProcedure): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {};
  for (const i of p.inputs) out[i.name] = i.type === 'boolean' ? true : i.type === 'integer' ? (i.default ?? i.min) : (i.default ?? i.options[0]?.value ?? '');
  return out;
}

function odds(p: AnyProcedure, ctx: RulesContext): string {
  return JSON.stringify(p.odds(allOn(p), ctx));
}

const shipped = makeContext(crowbar.tables, crowbar.settings);
const shippedGames = games(shipped);
const corrected = (overrides: TableOverrides): RulesContext => makeContext(crowbar.tables, crowbar.settings, {}, overrides);

describe('Crowbar! tables are live: a correction reaches the procedures and the game', () => {
  it('every table has a correction here (a new table needs one)', () => {
    expect(Object.keys(CORRECTIONS).sort()).toEqual(crowbar.tables.map((t) => t.id).sort());
  });

  for (const [table, rows] of Object.entries(CORRECTIONS)) {
    it(`${table}: the corrected rows change the games played from the same seeds, and the odds of each procedure reading it`, () => {
      const ctx = corrected({ [table]: rows });
      const changed = games(ctx).filter((g, i) => g !== shippedGames[i]).length;
      expect(changed, `games changed by correcting ${table}`).toBeGreaterThan(0);
      for (const p of crowbar.procedures.filter((x) => x.tables.includes(table))) expect(odds(p, ctx), `${p.id} odds with ${table} corrected`).not.toBe(odds(p, shipped));
    });
  }

  it('crowbar.movement-dice: a face is said from what its row does, and the shipped faces read as printed', () => {
    for (const row of shipped.table('crowbar.movement-dice').rows) expect(faceWords(row.values), row.key).toBe(row.label);
    expect(faceWords({ hits: 3, advance: 1 })).toBe('3 Hits / Advance 1');
  });

  it('crowbar.combat-modifiers: each row, corrected alone, changes the odds of the procedure it belongs to', () => {
    const mods = shipped.table('crowbar.combat-modifiers');
    for (const row of mods.rows) {
      const dice = row.values.dice;
      if (typeof dice !== 'number') throw new Error(`${row.key}: no dice`);
      const ctx = corrected({ 'crowbar.combat-modifiers': { [row.key]: { dice: dice + 1 } } });
      const readers = crowbar.procedures.filter((p) => p.tables.includes('crowbar.combat-modifiers') && odds(p, ctx) !== odds(p, shipped));
      expect(readers.map((p) => p.id), row.key).toEqual([row.key.startsWith('cc-') ? 'crowbar.close-combat' : 'crowbar.open-fire']);
    }
  });
});
