import { D6, classifyGroups, group, modifier, numberCell, statisticDistribution, stringCell, type DiceGroup, type Face, type Modifier, type RulesContext, type Tally } from '../../../engine/index.ts';

/** Shared pieces of the three Combat Dice procedures (Close Combat, Open Fire!, Hasty Fire). */
export const MODIFIERS = 'crowbar.combat-modifiers';
export const CC_DICE = 'crowbar.close-combat-dice';
export const OF_DICE = 'crowbar.open-fire-dice';

/** Half the SP, rounded up: the starting number of Combat Dice (J-2b, L-3, K-2d). */
export function halfUp(sp: number): number {
  return Math.ceil(Math.max(0, sp) / 2);
}

/** A modifier read from the combat-modifiers table, `times` over (e.g. once per space of range). */
export function tableModifier(ctx: RulesContext, key: string, times = 1): Modifier {
  const t = ctx.table(MODIFIERS);
  const row = t.rows.find((r) => r.key === key);
  return modifier(row?.label ?? key, numberCell(t, key, 'dice') * times, row?.source ?? t.source ?? 'crowbar');
}

export interface Pool {
  readonly base: number;
  readonly modifiers: Modifier[];
  /** Dice actually rolled: never below zero (there is no minimum pool). */
  readonly count: number;
}

export function pool(ctx: RulesContext, sp: number, entries: readonly (readonly [boolean, string, number?])[]): Pool {
  const base = halfUp(sp);
  const modifiers = entries.filter(([on]) => on).map(([, key, times]) => tableModifier(ctx, key, times ?? 1)).filter((m) => m.amount !== 0);
  const count = Math.max(0, base + modifiers.reduce((s, m) => s + m.amount, 0));
  return { base, modifiers, count };
}

export function describePool(label: string, sp: number, p: Pool): string {
  const mods = p.modifiers.map((m) => ` ${m.amount >= 0 ? '+' : ''}${m.amount} ${m.label} (${m.source})`).join(',');
  return `${label}: half of ${sp} SP = ${p.base}${mods ? `,${mods}` : ''} → ${p.count} ${p.count === 1 ? 'die' : 'dice'}`;
}

/** Reads a face-to-result table (rows keyed by face) as a classifier for classifyGroups. */
export function faceClassifier(ctx: RulesContext, tableId: string): (face: Face) => Face {
  const t = ctx.table(tableId);
  const byFace = new Map<number, string>();
  for (const row of t.rows) byFace.set(Number(row.key), stringCell(t, row.key, 'result'));
  return (face: Face) => byFace.get(Number(face)) ?? 'miss';
}

export function combatGroup(name: string, label: string, count: number, note?: string): DiceGroup {
  return group(name, label, D6, count, note ? { note } : {});
}

/** Hits of a side's dice: whole hits plus pairs of half hits (J-2, L-4). */
export function hitsOf(t: Tally, name: string): number {
  return t.count(name, 'hit') + Math.floor(t.count(name, 'half') / 2);
}

/** Exact distribution of one statistic over one classified group, keyed by number. */
export function sideDistribution(groupDef: DiceGroup, classOf: (f: Face) => Face, statistic: (t: Tally) => number): Map<number, number> {
  const classified = classifyGroups([groupDef], { [groupDef.name]: classOf });
  return statisticDistribution(classified, statistic);
}

/** Indices of the dice (in the order thrown) whose class is one of `classes`. */
export function decisiveIndices(faces: readonly Face[] | undefined, classOf: (f: Face) => Face, classes: readonly string[]): number[] {
  const out: number[] = [];
  (faces ?? []).forEach((f, i) => {
    if (classes.includes(String(classOf(f)))) out.push(i);
  });
  return out;
}
