/**
 * D-Day at Omaha Beach's table-liveness probes (issue 13): each table's correction changes the procedure or the game
 * step that reads it, so no number lives twice (in a table and in code). Run by test/systems/table-liveness.test.ts.
 */
import {
  procedureOdds,
  resolveProcedure,
  type DiceRoll,
  type RulesContext,
  type TableOverrides,
} from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/dday-omaha/index.ts';
import type { LivenessProbe, LivenessProbes } from '../liveness.ts';
import { at, card, colored, fofHexes, game, only, play, setPos, toUs, turns, unit } from './scene.ts';

function resolve(name: string, inputs: Record<string, unknown>, c: RulesContext, dice?: DiceRoll) {
  const proc = system.procedures.find((p) => p.id === `dday-omaha.${name}`);
  if (!proc) throw new Error(`no procedure ${name}`);
  return resolveProcedure(proc, c, dice ? { inputs, dice } : { inputs });
}

/** Hits of WN 61 alone with one unit in its intense fire and one in its steady fire. */
function wn61Hits(c: RulesContext): string[] {
  const white = colored('white');
  const [near] = fofHexes('WN61', 'intense');
  const [far] = fofHexes('WN61', 'steady');
  const others = white.filter((x) => x !== 'WN61').map((x) => setPos(x, { occupied: false }));
  const s = play(
    [
      ...only('E/2/16', 'F/2/16'),
      ...others,
      at('E/2/16', near as string),
      at('F/2/16', far as string),
      { type: 'next-phase' },
      card('F', ['white'], ['foot']),
    ],
    {},
    'live',
    c,
  );
  return (s.walk?.steps.find((x) => x.position === 'WN61')?.effects ?? [])
    .filter((e) => e.kind === 'hit')
    .map((e) => (e as { unit: string }).unit);
}

const cases: Readonly<
  Record<string, { readonly override: TableOverrides[string]; readonly probe: (c: RulesContext) => unknown }>
> = {
  'dday-omaha.amphibious': {
    override: { t1: { C: 'none' } },
    probe: (c) => resolve('us-landing', { turn: 1, unitType: 'infantry' }, c, { card: ['C'] }).outcome,
  },
  'dday-omaha.artillery-priority': {
    override: { 'infantry-box': { rank: 9 } },
    probe: (c) =>
      resolve(
        'german-artillery',
        { turn: 4, matchingArtillery: 2, artilleryValue: 1, infantryInBox: true, otherOnBeach: true },
        c,
      ).outcome,
  },
  'dday-omaha.card-draws': {
    override: { 'landing.A': { count: 0 } },
    probe: (c) =>
      procedureOdds(system.procedures.find((p) => p.id === 'dday-omaha.us-landing') as never, c, { turn: 1 }).outcomes,
  },
  'dday-omaha.depth-pools': {
    override: { wn: { pools: 'tactical' } },
    probe: (c) => resolve('depth-pool', { recipient: 'wn', wn: 5, tactical: 5 }, c).outcome,
  },
  'dday-omaha.engineer-clearing': {
    override: { t2: { hexes: 5 } },
    probe: (c) => resolve('engineers', { turn: 3 }, c).outcome,
  },
  'dday-omaha.fire-priority': { override: { intense: { rank: 5 } }, probe: wn61Hits },
  'dday-omaha.free-actions': {
    override: { ranger: { free: false } },
    probe: (c) => resolve('us-action', { unitType: 'ranger' }, c).outcome,
  },
  'dday-omaha.german-actions': {
    override: { 'F.wn.target': { actions: '' } },
    probe: (c) =>
      resolve(
        'german-action',
        { card: 'F', position: 'wn', occupied: true, inCommunication: true, usInFieldOfFire: true },
        c,
      ).outcome,
  },
  'dday-omaha.german-defense': {
    override: { other: { unit: 3 } },
    probe: (c) => resolve('german-defense', { terrain: 'other', unitStrength: 2 }, c).outcome,
  },
  'dday-omaha.german-fire-results': {
    override: { hit: { wn: 'disrupted' } },
    probe: (c) =>
      resolve('german-fire-hit', { firer: 'wn', intensity: 'intense', matchingSymbol: true, withinHits: true }, c)
        .outcome,
  },
  'dday-omaha.mines': {
    override: { t7: { affects: 'none' } },
    probe: (c) => resolve('mine-symbol', { turn: 7 }, c).outcome,
  },
  'dday-omaha.rules': {
    override: { 'stacking-limit': { value: 3 } },
    probe: (c) =>
      game.check(
        play(
          [
            ...only('E/2/16', 'F/2/16', 'L/3/16'),
            at('E/2/16', '0901'),
            at('F/2/16', '0901'),
            at('L/3/16', '0901'),
            ...toUs,
          ],
          {},
          'live',
          c,
        ),
        { type: 'next-phase' },
        c,
      ) ?? 'may end',
  },
  'dday-omaha.tide': {
    override: { high: { high: false } },
    probe: (c) =>
      unit(
        play(
          [...only('Can/116'), ...turns(7), { type: 'land', unit: 'Can/116', box: 'DG', dice: { card: ['D'] } }],
          {},
          'live',
          c,
        ),
        'Can/116',
      ).where,
  },
  'dday-omaha.us-arrivals': {
    override: { 'E/2/16': { turn: 3 } },
    probe: (c) => unit(play([], {}, 'live', c), 'E/2/16').due,
  },
  'dday-omaha.us-attack': {
    override: { 'yes.gt': { alone: 'german-disrupted' } },
    probe: (c) => resolve('us-attack', { usStrength: 5, germanStrength: 2, weapons: true }, c).outcome,
  },
  'dday-omaha.us-barrage': {
    override: { sym: { c6: 'none' } },
    probe: (c) => resolve('us-barrage', { barrager: 'tank', value: 6 }, c, { card: ['sym'] }).outcome,
  },
  'dday-omaha.us-barrage-columns': {
    override: { c3: { max: 6 }, c6: { min: 7 } },
    probe: (c) => resolve('us-barrage', { barrager: 'tank', value: 6, hasDepth: true }, c, { card: ['sym'] }).outcome,
  },
  'dday-omaha.us-move': {
    override: { obstacle: { others: 'free' } },
    probe: (c) => resolve('us-move', { terrain: 'shingle', unitClass: 'others' }, c).outcome,
  },
  'dday-omaha.us-unit-types': {
    override: { tank: { range: 1 } },
    probe: (c) =>
      game.check(
        play([...only('1/A/741'), at('1/A/741', '1110'), ...toUs], {}, 'live', c),
        { type: 'barrage', unit: '1/A/741', position: 'WN64' },
        c,
      ) ?? 'may barrage',
  },
  'dday-omaha.us-weapons': {
    override: { infantry: { weapons: 'BG' } },
    probe: (c) => resolve('us-weapons', { role: 'infantry' }, c).outcome,
  },
  'dday-omaha.weapon-codes': {
    override: { AR: { name: 'Big guns' } },
    probe: (c) => resolve('us-weapons', { role: 'naval' }, c).explanation,
  },
};

/** Rows of the rules table, each read by the step its section names. */
const ruleRows: readonly LivenessProbe[] = [
  {
    what: '4: general-hits-to-kill decides whether a General is flipped or killed',
    rows: { 'general-hits-to-kill': { value: 1 } },
    observe: (c) => resolve('german-hit-consequence', { unitType: 'general', target: 'leader' }, c).outcome,
  },
  {
    what: '4: step-loss-cap is how many steps German fire may take from a unit in a phase',
    rows: { 'step-loss-cap': { value: 2 } },
    observe: (c) => {
      const pair = colored('white')
        .filter((x) => x !== 'WN61' && x !== 'WN62')
        .map((x) => setPos(x, { occupied: false }));
      const shared = [...game.world.map.fieldOfFire('WN61')].find(
        ([h, i]) => i === 'intense' && game.world.map.fieldOfFire('WN62').get(h) === 'intense',
      )?.[0] as string;
      return unit(
        play(
          [
            ...only('E/2/16'),
            ...pair,
            at('E/2/16', shared),
            { type: 'next-phase' },
            card('F', ['white'], ['foot']),
            { type: 'apply-german' },
          ],
          {},
          'live',
          c,
        ),
        'E/2/16',
      ).steps;
    },
  },
  {
    what: '5: artillery-steps is what the unit German artillery hits loses',
    rows: { 'artillery-steps': { value: 2 } },
    observe: (c) => {
      const line = card('A', ['white', 'grey'], [], { artillery: { caliber: '75', value: 1, symbols: ['foot'] } });
      return unit(
        play(
          [
            ...only('E/2/16'),
            { type: 'set-unit', id: 'E/2/16', patch: { where: 'box', box: 'ER' } },
            ...turns(3),
            { type: 'next-phase' },
            line,
            { type: 'apply-german' },
          ],
          {},
          'live',
          c,
        ),
        'E/2/16',
      ).steps;
    },
  },
  {
    what: '7: engineer-bases-per-division limits the bases a division sets up or moves in a turn',
    rows: { 'engineer-bases-per-division': { value: 0, ext: 2 } },
    observe: (c) =>
      resolve('engineers', { turn: 20, base: 'establish', basesThisTurn: 1, beachHex: true, extended: true }, c)
        .outcome,
  },
  {
    what: '2: control-steps is how many steps an infantry unit needs to control the hexes around it',
    rows: { 'control-steps': { value: 4 } },
    observe: (c) => resolve('us-control', { unitType: 'infantry', steps: 3 }, c).outcome,
  },
  {
    what: '4: catastrophic-steps is how many lost steps send a non-ranger infantry unit to the catastrophic loss box',
    rows: { 'catastrophic-steps': { value: 3 } },
    observe: (c) =>
      resolve(
        'german-hit-consequence',
        { unitType: 'infantry', steps: 2, maxSteps: 3, target: 'unit', effect: 'step' },
        c,
      ).outcome,
  },
  {
    what: '4: concentrated-steps is read where the fire procedure says why a unit is spared',
    rows: { 'concentrated-steps': { value: 4 } },
    observe: (c) =>
      resolve(
        'german-fire-hit',
        { firer: 'wn', intensity: 'intense', matchingSymbol: false, stackSteps: 4, withinHits: false },
        c,
      ).explanation,
  },
];

export const probes: LivenessProbes = Object.fromEntries(
  Object.entries(cases).map(([id, c]) => [
    id,
    [
      {
        what: `row ${Object.keys(c.override).join(', ')} corrected: the step that reads it changes`,
        rows: c.override,
        observe: c.probe,
      },
      ...(id === 'dday-omaha.rules' ? ruleRows : []),
    ],
  ]),
);
