/**
 * Crowbar!'s table-liveness probes (issue 13), run by test/systems/table-liveness.test.ts: for each table, a
 * correction of some of its rows changes the games the simulator plays from fixed seeds (the game reads the
 * table through the rules context, as the app and `umpire simulate --pack` do), and the odds of every procedure
 * that lists the table; each Combat Dice modifier row, corrected alone, changes the odds of its own procedure.
 */
import { defaultValue, Rng, type AnyProcedure, type Cell, type RulesContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/crowbar/index.ts';
import { playOne } from '../../../src/systems/crowbar/sim/simulator.ts';
import type { LivenessProbe, LivenessProbes } from '../liveness.ts';

type Rows = Readonly<Record<string, Readonly<Record<string, Cell>>>>;

/** A correction per table that the simulator's games feel. */
const CORRECTIONS: Readonly<Record<string, Rows>> = {
  'crowbar.close-combat-dice': { '4': { result: 'hit' } },
  'crowbar.open-fire-dice': { '4': { result: 'hit' } },
  'crowbar.combat-modifiers': { 'of-range': { dice: 0 }, 'cc-defender-prepared-cover': { dice: 3 } },
  'crowbar.constants': { 'prepared-extra': { value: 0 }, 'max-sp': { value: 8 }, 'hasty-fire-success': { value: 4 } },
  'crowbar.counterattacks': { 'solo-1': { target: 'easy' }, 'solo-2': { target: 'fox' } },
  'crowbar.event-cards': {
    'card-1': { track: 'counterattack', amount: 3 },
    'card-2': { track: 'counterattack', amount: 3 },
  },
  'crowbar.event-chits': {
    'chit-1': { germanEffect: 'ambush' },
    'chit-2': { germanEffect: 'ambush' },
    'chit-3': { germanEffect: 'ambush' },
  },
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
  'crowbar.commander-hit': {
    '1': { commander: 'rudder' },
    '2': { commander: 'rudder' },
    '3': { commander: 'rudder' },
    '5': { commander: 'baugh' },
    '6': { commander: 'baugh' },
  },
};

const GAMES = 10;

/** The simulator's games from fixed seeds: each game's whole final state. */
function games(ctx: RulesContext): string[] {
  const out: string[] = [];
  for (let i = 0; i < GAMES; i++)
    out.push(JSON.stringify(playOne(Rng.fromSeed(`liveness:${i}`), 'cautious', ctx).state));
  return out;
}

/** Inputs that bring every modifier of a procedure into play: its defaults with every flag on. */
function allOn(p: AnyProcedure): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {};
  for (const i of p.inputs)
    out[i.name] =
      i.type === 'boolean'
        ? true
        : i.type === 'integer'
          ? (i.default ?? i.min)
          : i.type === 'choice'
            ? (i.default ?? i.options[0]?.value ?? '')
            : defaultValue(i);
  return out;
}

const odds = (p: AnyProcedure) => (ctx: RulesContext) => p.odds(allOn(p), ctx);

function tableProbes(table: string, rows: Rows): LivenessProbe[] {
  const readers = system.procedures.filter((p) => p.tables.includes(table));
  return [
    { what: 'the corrected rows change the games the simulator plays from the same seeds', rows, observe: games },
    ...readers.map((p) => ({ what: `the corrected rows change the odds of ${p.title}`, rows, observe: odds(p) })),
  ];
}

/** Each modifier row alone, one die more: the odds of the procedure it belongs to change. */
function modifierProbes(): LivenessProbe[] {
  const t = system.tables.find((x) => x.id === 'crowbar.combat-modifiers');
  return (t?.rows ?? []).map((row) => {
    const dice = typeof row.values.dice === 'number' ? row.values.dice : 0;
    const p = system.procedures.find(
      (x) => x.id === (row.key.startsWith('cc-') ? 'crowbar.close-combat' : 'crowbar.open-fire'),
    );
    if (!p) throw new Error(`no procedure for ${row.key}`);
    return {
      what: `${row.label ?? row.key} one die more changes the odds of ${p.title}`,
      rows: { [row.key]: { dice: dice + 1 } },
      observe: odds(p),
    };
  });
}

export const probes: LivenessProbes = Object.fromEntries(
  Object.entries(CORRECTIONS).map(([table, rows]) => [
    table,
    table === 'crowbar.combat-modifiers'
      ? [...tableProbes(table, rows), ...modifierProbes()]
      : tableProbes(table, rows),
  ]),
);
