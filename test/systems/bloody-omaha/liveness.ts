/**
 * Bloody Omaha's table-liveness probes (issue 13): each table's correction changes the game step that reads it.
 * Run by test/systems/table-liveness.test.ts.
 */
import { expect } from 'vitest';
import { Rng, type RulesContext } from '../../../src/engine/index.ts';
import { apply, newGame, rollFor } from '../../../src/systems/bloody-omaha/game/game.ts';
import type { Action, State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { T } from '../../../src/systems/bloody-omaha/tables.ts';
import type { LivenessProbe, LivenessProbes } from '../liveness.ts';
import { blank, ctx, place, token, unitAt } from './helpers.ts';

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

/** A strongpoint of this CF attacked by 1/16 from B03, ready for its roll. */
function attackReady(defender: number, turn = 5): State {
  const s = blank(turn);
  place(s, '1/16', 'B03');
  s.tokens.S03 = [token('number', defender, 'strongpoint', true)];
  return run(s, [{ type: 'attack', target: 'S03', from: ['B03'] }], ctx);
}

const drift: Action = { type: 'drift', unit: 'A/116', dice: [1] };
const land = (die: number): Action[] => [drift, { type: 'land', unit: 'A/116', dice: [die] }];
const attack = (die: number): Action[] => [{ type: 'roll-attack', dice: [die] }];

function engineerAt(eps: number, die: number) {
  return (rules: RulesContext) => {
    const s = blank(5);
    place(s, 'E/16', 'B03');
    return run(s, [{ type: 'engineer', square: 'B03', eps, dice: [die] }], rules).gaps.B03;
  };
}

/** The event a 1 gives on this terrain's table; the correction swaps it for another. */
function eventProbe(terrain: 'beach' | 'strongpoint' | 'town' | 'hedgerow'): LivenessProbe {
  const shipped = system.tables.find((t) => t.id === T.events[terrain])?.rows.find((r) => r.key === '1')?.values.effect;
  const other = shipped === 'none' ? 'ep-gain' : 'none';
  return {
    what: 'the row of a 1 decides the event',
    rows: { '1': { effect: other } },
    observe: (rules) => {
      const s = blank(2);
      s.pending = { kind: 'event-roll', square: 'B01', terrain, units: ['E/16'], division: '1st', source: 'phase' };
      place(s, 'E/16', 'B01');
      const p = run(s, [{ type: 'roll-event', dice: [1] }], rules).pending;
      return p?.kind === 'event-result' ? p.effect : p?.kind;
    },
    shows: [shipped, other],
  };
}

/** The faces of the tokens of one pool placed at setup, sorted. */
function placed(pool: 'strongpoint' | 'encounter') {
  return (rules: RulesContext) =>
    Object.values(newGame(Rng.fromSeed(3), rules).tokens)
      .flat()
      .filter((t) => t.pool === pool)
      .map((t) => `${t.face}${t.value ?? ''}`)
      .sort();
}

export const probes: LivenessProbes = {
  [T.drift]: [
    {
      what: 'a 6 that shifts two squares shifts none once the row says so',
      rows: { two: { shift: 0 } },
      observe: (rules) => unitAt(run(wave(5), [{ type: 'drift', unit: 'A/116', dice: [6] }], rules), 'A/116').loc,
      shows: ['C06', 'C08'],
    },
  ],
  [T.beach]: [
    {
      what: 'the row of a 2 decides the landing',
      rows: { ne: { result: 'eliminated' } },
      observe: (rules) => unitAt(run(wave(5), land(2), rules), 'A/116').loc,
      shows: ['B08', 'eliminated'],
    },
  ],
  [T.landingDrms]: [
    {
      what: 'the early-turn DRM moves a 4 from disrupted to no effect',
      rows: { early: { amount: 0 } },
      observe: (rules) => unitAt(run(wave(1), land(4), rules), 'A/116').disrupted,
      shows: [true, false],
    },
  ],
  [T.location]: [
    {
      what: 'the cell of 1 then 1 names the square struck',
      rows: { 'T1-T4/1': { d1: 'B02' } },
      observe: (rules) => {
        const s = blank(2);
        s.phase = 'random-event';
        place(s, 'E/16', 'B01');
        place(s, 'L/16', 'B02');
        return run(s, [{ type: 'roll-event-location', dice: [1, 1] }], rules).pending;
      },
      shows: [expect.objectContaining({ square: 'B01' }), expect.objectContaining({ square: 'B02' })],
    },
  ],
  [T.events.beach]: [eventProbe('beach')],
  [T.events.strongpoint]: [eventProbe('strongpoint')],
  [T.events.town]: [eventProbe('town')],
  [T.events.hedgerow]: [eventProbe('hedgerow')],
  [T.attack]: [
    {
      what: 'the row of a modified 3 decides the attack',
      rows: { 'S-1D': { result: 'F-1D' } },
      observe: (rules) => run(attackReady(6), attack(3), rules).tokens.S03?.length,
      shows: [undefined, 1],
    },
  ],
  [T.attackDrms]: [
    {
      what: 'the odds DRM decides a 4: S-1D disrupts the attacker, S does not',
      rows: { 'attacker-greater': { amount: -3 } },
      observe: (rules) => {
        const s = run(attackReady(5), attack(4), rules);
        return {
          cleared: s.tokens.S03 === undefined,
          pending: s.pending?.kind,
          disrupted: unitAt(s, '1/16').disrupted,
        };
      },
      shows: [
        { cleared: true, pending: 'advance', disrupted: true },
        { cleared: true, pending: 'advance', disrupted: false },
      ],
    },
    {
      what: 'the odds DRM is the modifier logged with the roll',
      rows: { 'attacker-greater': { amount: -3 } },
      observe: (rules) => run(attackReady(5), attack(4), rules).log[0]?.modifiers,
      shows: [[{ label: 'Attacker CF greater', amount: -1 }], [{ label: 'Attacker CF greater', amount: -3 }]],
    },
  ],
  [T.engineer]: [
    {
      what: 'the row of a 3 decides the Gap',
      rows: { removed: { max: 2 }, failure: { min: 3 } },
      observe: engineerAt(1, 3),
      shows: [true, false],
    },
  ],
  [T.engineerDrms]: [
    {
      what: 'the DRM of 2 EPs decides a 5',
      rows: { '2': { amount: -2 } },
      observe: engineerAt(2, 5),
      shows: [false, true],
    },
  ],
  [T.mineEntry]: [
    {
      what: 'the row of a 4 decides whether a unit is hurt',
      rows: { hit: { hit: false } },
      observe: (rules) => {
        const s = blank(5);
        place(s, '1/16', 'B03');
        s.tokens.S03 = [token('mine', null, 'encounter', true)];
        return unitAt(
          run(
            s,
            [
              { type: 'attack', target: 'S03', from: ['B03'] },
              { type: 'mine-push', dice: [4] },
            ],
            rules,
          ),
          '1/16',
        ).disrupted;
      },
      shows: [true, false],
    },
  ],
  [T.units]: [
    {
      what: "a unit's CF is read from its row (the attack strength shown before the roll)",
      rows: { '1/16': { full: 3 } },
      observe: (rules) => rollFor(attackReady(4), { type: 'roll-attack' }, rules)?.inputs.unitsCf,
      shows: [6, 3],
    },
  ],
  // The obstacle row is shown for reference only (its note: the map puts one on each beach square); the pools are read.
  [T.tokens]: [
    {
      what: 'the strongpoint mix decides what is placed face down',
      rows: { sp3: { count: 13 }, sp4: { count: 0 }, sp5: { count: 0 }, sp6: { count: 0 } },
      observe: placed('strongpoint'),
      shows: [expect.arrayContaining(['number4', 'number6']), Array(13).fill('number3')],
    },
    {
      what: 'the encounter mix decides what is placed face down',
      rows: { mine: { count: 0 }, n0: { count: 8 } },
      observe: (rules) => placed('encounter')(rules).filter((f) => f === 'mine').length,
      shows: [5, 0],
    },
  ],
  [T.cards]: [
    {
      what: "a card's amount is what it gives",
      rows: { c12: { aAmount: 4 } },
      observe: (rules) => {
        const s = blank(5);
        s.hand = ['c12'];
        return run(s, [{ type: 'play-card', card: 'c12', option: 'a' }], rules).ep;
      },
      shows: [7, 9],
    },
  ],
};
