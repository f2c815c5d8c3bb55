import { choiceCell, defineProcedure, numberCell, type RulesContext } from '../../../engine/index.ts';
import { T } from '../tables.ts';

export type MoveMode = 'normal' | 'fast' | 'move-and-fire' | 'sneak';
export type MoveInputs = {
  mode: MoveMode;
  wounds: number;
  suppressed: boolean;
  fenceOrBush: boolean;
  trench: boolean;
  intoTrench: boolean;
  standFromProne: boolean;
};
export type MoveOutcome = { allowed: boolean; inches: number; canFire: boolean };

/** A move by the tables: the mode's inches, then each restriction in force; `refused` is the first reason it may not be made. */
export function moveAllowance(i: MoveInputs, ctx: RulesContext): MoveOutcome & { why: string[]; refused?: string } {
  const mv = ctx.table(T.movement);
  const mods = ctx.table(T.movementModifiers);
  const why: string[] = [];
  let inches = numberCell(mv, i.mode, 'inches');
  let canFire = mv.rows.find((r) => r.key === i.mode)?.values.canFire === true;
  let refused: string | undefined;
  const flag = (key: string, col: string): boolean => mods.rows.find((r) => r.key === key)?.values[col] === true;
  const active: [boolean, string][] = [
    [i.fenceOrBush, 'fence'],
    [i.trench, 'out-of-trench'],
    [i.intoTrench, 'into-trench'],
    [i.standFromProne, 'stand'],
    [i.wounds > 0, 'wound'],
    [i.suppressed, 'suppressed'],
  ];
  why.push(`${mv.rows.find((r) => r.key === i.mode)?.label ?? i.mode}: ${inches}"`);
  const refuse = (line: string): void => {
    refused ??= line;
    why.push(line);
  };
  for (const [on, key] of active) {
    if (!on) continue;
    const label = mods.rows.find((r) => r.key === key)?.label ?? key;
    if (flag(key, 'noFast') && i.mode === 'fast') refuse(`${label}: no fast move`);
    if (flag(key, 'noFire') && canFire) {
      canFire = false;
      why.push(`${label}: no firing`);
    }
    if (flag(key, 'onlyFireOrSneak') && i.mode !== 'sneak') refuse(`${label}: may only fire or sneak`);
    const d = numberCell(mods, key, 'inches') * (key === 'wound' ? i.wounds : 1);
    if (d) {
      inches += d;
      why.push(`${label}: ${d}"`);
    }
  }
  const allowed = refused === undefined;
  inches = Math.max(0, inches);
  return { allowed, inches: allowed ? inches : 0, canFire: allowed && canFire, why, ...(refused ? { refused } : {}) };
}

export const movement = defineProcedure<MoveInputs, MoveOutcome>({
  id: 'brecourt.movement',
  system: 'brecourt',
  title: 'Movement allowance',
  source: 'US Sheet / German Sheet: Movement',
  description: 'Inches for the chosen mode after the movement restrictions; no dice.',
  inputs: [
    {
      name: 'mode',
      label: 'Mode',
      type: 'choice',
      options: [
        { value: 'normal', label: 'Normal' },
        { value: 'fast', label: 'Fast' },
        { value: 'move-and-fire', label: 'Move and fire' },
        { value: 'sneak', label: 'Sneak' },
      ],
      default: 'normal',
    },
    { name: 'wounds', label: 'Wounds (paratroopers)', type: 'integer', min: 0, max: 2 },
    { name: 'suppressed', label: 'Suppressed', type: 'boolean' },
    { name: 'fenceOrBush', label: 'Crossing a fence or bush', type: 'boolean' },
    { name: 'trench', label: 'Getting out of a trench', type: 'boolean' },
    { name: 'intoTrench', label: 'Getting into a trench', type: 'boolean' },
    { name: 'standFromProne', label: 'Standing up from prone', type: 'boolean' },
  ],
  outcomeKeys: ['allowed', 'inches', 'canFire'],
  tables: [T.movement, T.movementModifiers],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const m = moveAllowance(i, ctx);
    return {
      outcome: { allowed: m.allowed, inches: m.inches, canFire: m.canFire },
      summary: m.allowed ? `${m.inches}"${m.canFire ? ', may fire' : ''}` : 'Not allowed',
      modifiers: [],
      explanation: m.why,
      cell: { table: T.movement, row: i.mode, column: 'inches' },
    };
  },
  odds(i, ctx) {
    const m = moveAllowance(i, ctx);
    return [{ outcome: { allowed: m.allowed, inches: m.inches, canFire: m.canFire }, p: 1 }];
  },
  label: (o) => (o.allowed ? `${o.inches}"${o.canFire ? ', may fire' : ''}` : 'not allowed'),
});

export type CoverPosition = 'trench-across' | 'trench-along' | 'open';
export type CoverMode = 'stationary' | 'normal' | 'fast' | 'move-and-fire' | 'sneak' | 'prone';
type CoverInputs = { position: CoverPosition; mode: CoverMode };
const TARGET_COVERS = ['open', 'light', 'hard', 'unseen'] as const;
export type TargetCover = (typeof TARGET_COVERS)[number];

/** The row of the target-cover table for a target: seen along a trench is one row whatever it did. */
export function targetCoverRow(position: CoverPosition, mode: CoverMode): string {
  return position === 'trench-along' ? 'trench-along' : `${position === 'open' ? 'open' : 'trench'}-${mode}`;
}

export function targetCover(position: CoverPosition, mode: CoverMode, ctx: RulesContext): TargetCover {
  return choiceCell(ctx.table(T.targetCover), targetCoverRow(position, mode), 'cover', TARGET_COVERS);
}

export const targetCoverProcedure = defineProcedure<CoverInputs, { cover: TargetCover }>({
  id: 'brecourt.target-cover',
  system: 'brecourt',
  title: 'Cover of a moving target',
  source: 'Moving and cover explanations',
  description: 'How a target counts by how it moved: in a trench seen across its side, along it, or in the open.',
  inputs: [
    {
      name: 'position',
      label: 'Target position',
      type: 'choice',
      options: [
        { value: 'trench-across', label: 'In a trench, fired on across its side' },
        { value: 'trench-along', label: 'In a trench, seen along it' },
        { value: 'open', label: 'In the open' },
      ],
      default: 'trench-across',
    },
    {
      name: 'mode',
      label: 'Target moved',
      type: 'choice',
      options: [
        { value: 'stationary', label: 'Did not move' },
        { value: 'normal', label: 'Normal' },
        { value: 'fast', label: 'Fast' },
        { value: 'move-and-fire', label: 'Move and fire' },
        { value: 'sneak', label: 'Sneak' },
        { value: 'prone', label: 'Prone' },
      ],
      default: 'normal',
    },
  ],
  outcomeKeys: ['cover'],
  tables: [T.targetCover],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const cover = targetCover(i.position, i.mode, ctx);
    const row = targetCoverRow(i.position, i.mode);
    return {
      outcome: { cover },
      summary:
        cover === 'unseen' ? 'Cannot be seen' : `Counts as ${cover === 'open' ? 'in the open' : `${cover} cover`}`,
      modifiers: [],
      explanation: [
        `${ctx.table(T.targetCover).rows.find((r) => r.key === row)?.label ?? row}: ${cover === 'unseen' ? 'cannot be seen' : cover}`,
      ],
      cell: { table: T.targetCover, row, column: 'cover' },
    };
  },
  odds(i, ctx) {
    return [{ outcome: { cover: targetCover(i.position, i.mode, ctx) }, p: 1 }];
  },
  label: (o) => (o.cover === 'unseen' ? 'cannot be seen' : o.cover === 'open' ? 'in the open' : `${o.cover} cover`),
});
