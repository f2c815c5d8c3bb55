import type { AnyProcedure } from '../../../engine/index.ts';
import {
  ATTACK,
  DEFENSE,
  defendingHexside,
  germanDefense,
  resolveAttack,
  WEAPONS,
  weaponsOf,
  type DepthState,
} from '../rules/attack.ts';
import { RULES_TABLE } from '../rules/numbers.ts';
import { flanking, supportAllowed, type SupportSituation } from '../rules/support.ts';
import { bool, choice, extInput, int, tableProcedure } from './define.ts';

const DEF_TERRAINS = [
  'other',
  'anti-tank-ditch',
  'orchard',
  'woods',
  'shingle',
  'bluff-down',
  'bocage',
  'buildings',
  'slope',
  'bluff-up',
  'scaleable-cliff',
  'sheer-cliff',
];
const DEPTH = [
  ['none', 'no Depth marker'],
  ['hidden', 'hidden Depth'],
  ['revealed', 'revealed Depth'],
] as const;

export const germanDefenseProc = tableProcedure<
  { terrain: string; unitStrength: number; depthStrength: number; depth: DepthState },
  { prohibited: boolean; strength: number }
>({
  name: 'german-defense',
  title: 'German defense strength',
  source: '9.6',
  description:
    "The German unit's strength and its revealed Depth marker's, times the multipliers of the hexside attacked across.",
  inputs: [
    choice('terrain', 'Hexside terrain', DEF_TERRAINS),
    int('unitStrength', 'German unit strength', 0, 12, 2),
    int('depthStrength', 'Depth marker strength', 0, 12),
    choice('depth', 'Depth marker', DEPTH),
  ],
  outcomeKeys: ['prohibited', 'strength'],
  tables: [DEFENSE],
  compute(i, ctx) {
    const d = germanDefense(ctx, i.terrain, i.unitStrength, i.depthStrength, i.depth);
    return {
      outcome: { prohibited: d.prohibited, strength: d.strength },
      summary: d.prohibited ? 'Attack prohibited' : `Defense ${d.strength}`,
      why: [d.why],
      cell: d.cell,
    };
  },
});

export const usAttack = tableProcedure<
  {
    usStrength: number;
    heroBonus: boolean;
    navalBonus: boolean;
    terrain: string;
    secondHexside: string;
    germanStrength: number;
    depthStrength: number;
    depth: DepthState;
    weapons: boolean;
    weaponsWithDepth: boolean;
    extended: boolean;
  },
  { prohibited: boolean; effects: string[]; us: number; german: number; revealed: boolean }
>({
  name: 'us-attack',
  title: 'US attack',
  source: '6.2, 9.6, 9.7',
  description:
    'US strength with its supports against the German defense: the 9.7 cell by weapons, strength and Depth, read again after a reveal.',
  inputs: [
    int('usStrength', 'US strength (attackers and supports)', 0, 40, 3),
    bool('heroBonus', 'Hero gives +1 (instead of a weapon)'),
    bool('navalBonus', 'Naval fire gives its bonus (instead of its weapons)'),
    choice('terrain', 'Hexside terrain attacked across', DEF_TERRAINS),
    choice('secondHexside', 'Another hexside attacked across', ['none', ...DEF_TERRAINS]),
    int('germanStrength', 'German unit strength', 0, 12, 2),
    int('depthStrength', 'Depth marker strength (once revealed)', 0, 12),
    choice('depth', 'Depth marker', DEPTH),
    bool('weapons', 'US has every weapon the German unit (and a revealed Depth) requires'),
    bool('weaponsWithDepth', "After a reveal: still every weapon, the Depth's included"),
    extInput,
  ],
  outcomeKeys: ['prohibited', 'effects', 'us', 'german', 'revealed'],
  tables: [ATTACK, DEFENSE, RULES_TABLE],
  compute(i, ctx) {
    const terrains = i.secondHexside === 'none' ? [i.terrain] : [i.terrain, i.secondHexside];
    const side = defendingHexside(
      ctx,
      terrains,
      ctx.setting('defenseHexside') === 'best-for-german' ? 'best-for-german' : 'least-for-german',
    );
    const r = resolveAttack(ctx, { ...i, terrain: side.terrain, ext: i.extended });
    if (terrains.length > 1) r.why.unshift(side.why);
    return {
      outcome: { prohibited: r.prohibited, effects: r.effects, us: r.us, german: r.german, revealed: r.revealed },
      summary: r.prohibited ? 'Attack prohibited' : r.effects.map((e) => e.toUpperCase()).join(' + '),
      why: [
        ...r.why,
        'HQs and Generals ignore attack results; a defeated 352nd unit in communication withdraws to the Division Reinforcement Box (6.2, 9.7)',
      ],
      modifiers: r.modifiers,
      ...(r.cell ? { cell: r.cell } : {}),
    };
  },
  label: (o) => (o.prohibited ? 'prohibited' : o.effects.join(' + ')),
});

const ROLES = [
  ['infantry', 'Infantry attacking, adjacent'],
  ['support-adjacent', 'Infantry support, adjacent'],
  ['support-distant', 'Infantry support, distant or across bluff/cliff'],
  ['tank-far', 'Tank (AR, BZ)'],
  ['tank-near', 'Tank (BR, MG)'],
  ['anti-aircraft', 'Anti-aircraft'],
  ['artillery', 'Artillery'],
  ['anti-tank', 'Anti-tank'],
  ['hq', 'Headquarters'],
  ['naval', 'Naval fire marker'],
] as const;

export const usWeapons = tableProcedure<{ role: string; range: number }, { weapons: string[] }>({
  name: 'us-weapons',
  title: 'US weapons',
  source: '9.8',
  description: 'The weapons a unit brings to an attack by its role and range.',
  inputs: [choice('role', 'Unit and role', ROLES), int('range', 'Range (hexes)', 1, 6, 1)],
  outcomeKeys: ['weapons'],
  tables: [WEAPONS, 'dday-omaha.weapon-codes'],
  compute(i, ctx) {
    const w =
      i.role === 'tank'
        ? [...weaponsOf(ctx, 'tank-far', i.range), ...weaponsOf(ctx, 'tank-near', i.range)]
        : weaponsOf(ctx, i.role, i.range);
    const names = ctx.table('dday-omaha.weapon-codes');
    return {
      outcome: { weapons: w },
      summary: w.length ? w.join(' ') : 'none at this range',
      why: w.map((c) => `${c}: ${String(names.rows.find((r) => r.key === c)?.values.name ?? c)} (9.8)`),
      cell: { table: WEAPONS, row: i.role },
    };
  },
});

export const attackSupport = tableProcedure<
  SupportSituation & { flankingHexes: number; flankingDeep: boolean },
  { allowed: boolean; flanking: boolean }
>({
  name: 'attack-support',
  title: 'US attack: may this unit support?',
  source: '6.2',
  description:
    'Support by infantry, heavy infantry, tanks, anti-tank and anti-aircraft, artillery, heroes and naval fire; and Flanking.',
  inputs: [
    choice('unit', 'Supporting unit', [
      'infantry',
      'heavy-infantry',
      'tank',
      'anti-tank',
      'anti-aircraft',
      'artillery',
      'hero',
      'naval',
    ]),
    bool('inRange', 'In range of the target'),
    bool('adjacentToTarget', 'Adjacent to the target'),
    bool('adjacentToAttackingInfantry', 'Adjacent to an attacking infantry'),
    bool('inCommand', 'In command of an HQ or General'),
    bool('attackingInfantryInCommand', 'An attacking infantry is in command'),
    bool('hqCommandsAttackingInfantry', 'Its HQ also commands an attacking infantry'),
    bool('inUndisruptedFof', 'In the field of fire of an undisrupted German unit'),
    bool('armored', 'Armored'),
    bool('acrossBluffOrCliff', 'Across a bluff or cliff hexside'),
    bool('attackingInfantryHasRadio', 'An attacking infantry has a radio'),
    int('flankingHexes', 'Attacking hexes next to the target, not next to each other', 0, 6),
    bool('flankingDeep', 'Unit and Depth both require Flanking'),
  ],
  outcomeKeys: ['allowed', 'flanking'],
  tables: [RULES_TABLE],
  compute(i, ctx) {
    const s = supportAllowed(i);
    const f = flanking(
      i.flankingHexes,
      i.flankingDeep,
      Number(ctx.table(RULES_TABLE).rows.find((r) => r.key === 'flanking-hexes')?.values.value),
      Number(ctx.table(RULES_TABLE).rows.find((r) => r.key === 'flanking-hexes-deep')?.values.value),
    );
    return {
      outcome: { allowed: s.allowed, flanking: f.flanking },
      summary: `${s.allowed ? 'May support' : 'May not support'}${f.flanking ? '; FL achieved' : ''}`,
      why: [s.why, f.why],
    };
  },
});

export const attackProcedures: readonly AnyProcedure[] = [usAttack, germanDefenseProc, usWeapons, attackSupport];
