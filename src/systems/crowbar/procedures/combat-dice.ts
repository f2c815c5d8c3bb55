import {
  D6,
  classifyGroups,
  group,
  modifier,
  numberCell,
  statisticDistribution,
  stringCell,
  type DiceGroup,
  type Face,
  type Modifier,
  type RulesContext,
  type TableData,
  type Tally,
} from '../../../engine/index.ts';

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

/** The dice each row of crowbar.combat-modifiers adds (or takes), by row key. */
export type ModifierDice = Readonly<Record<string, number>>;

const modifierCache = new WeakMap<RulesContext, ModifierDice>();

/** The dice of every modifier row, read once per rules context (the game counts a pool on every fire it weighs). */
export function modifierDice(ctx: RulesContext): ModifierDice {
  const hit = modifierCache.get(ctx);
  if (hit) return hit;
  const t = ctx.table(MODIFIERS);
  // Built in one go so the object keeps fast properties.
  const dice: ModifierDice = Object.fromEntries(t.rows.map((r) => [r.key, numberCell(t, r.key, 'dice')]));
  modifierCache.set(ctx, dice);
  return dice;
}

/**
 * A row of crowbar.combat-modifiers and how many times it applies to a pool's inputs (0: not at all; once per
 * space of range, say). Rows are fixed lists, read by the count and by the words alike, so the game counts a
 * pool without building anything.
 */
export type PoolTerm<I> = readonly [key: string, times: (inputs: I) => number];

/** Once when `on`, else not at all. */
export function once(on: boolean): number {
  return on ? 1 : 0;
}

/** Combat Dice of a pool: half the SP rounded up plus the modifiers that apply; never below none. */
export function poolCount<I>(dice: ModifierDice, sp: number, terms: readonly PoolTerm<I>[], inputs: I): number {
  let n = halfUp(sp);
  // Indexed, not destructured: the loop was the costliest line of the simulator's fire decisions.
  for (let k = 0; k < terms.length; k++) {
    const term = terms[k] as PoolTerm<I>;
    const t = term[1](inputs);
    if (t) n += (dice[term[0]] ?? 0) * t;
  }
  return Math.max(0, n);
}

export interface Pool {
  readonly base: number;
  readonly modifiers: Modifier[];
  /** Dice actually rolled: never below zero (there is no minimum pool). */
  readonly count: number;
}

/** A pool with its modifiers in words (for the explanation and what the game tells). */
export function pool<I>(ctx: RulesContext, sp: number, terms: readonly PoolTerm<I>[], inputs: I): Pool {
  const modifiers: Modifier[] = [];
  for (const [key, times] of terms) {
    const t = times(inputs);
    if (!t) continue;
    const m = tableModifier(ctx, key, t);
    if (m.amount !== 0) modifiers.push(m);
  }
  return { base: halfUp(sp), modifiers, count: poolCount(modifierDice(ctx), sp, terms, inputs) };
}

export function describePool(label: string, sp: number, p: Pool): string {
  const mods = p.modifiers.map((m) => ` ${m.amount >= 0 ? '+' : ''}${m.amount} ${m.label} (${m.source})`).join(',');
  return `${label}: half of ${sp} SP = ${p.base}${mods ? `,${mods}` : ''} → ${p.count} ${p.count === 1 ? 'die' : 'dice'}`;
}

/** Keyed by the table in force (a rules context hands out the same table object every time). */
const faceCache = new WeakMap<TableData, readonly string[]>();

/** A face-to-result table (rows keyed by face) as an array indexed by face, 'miss' where no row says; read once per context. */
export function faceResults(ctx: RulesContext, tableId: string): readonly string[] {
  const t = ctx.table(tableId);
  const hit = faceCache.get(t);
  if (hit) return hit;
  const out = ['miss', 'miss', 'miss', 'miss', 'miss', 'miss', 'miss'];
  for (const row of t.rows) out[Number(row.key)] = stringCell(t, row.key, 'result');
  faceCache.set(t, out);
  return out;
}

/** Reads a face-to-result table as a classifier for classifyGroups. */
export function faceClassifier(ctx: RulesContext, tableId: string): (face: Face) => Face {
  const results = faceResults(ctx, tableId);
  return (face: Face) => results[Number(face)] ?? 'miss';
}

export function combatGroup(name: string, label: string, count: number, note?: string): DiceGroup {
  return group(name, label, D6, count, note ? { note } : {});
}

/** Whole hits and pairs of half hits; a lone half hit is no hit (J-2e, L-4). */
export function hitsFrom(hits: number, halves: number): number {
  return hits + Math.floor(halves / 2);
}

/** Hits of a side's dice. */
export function hitsOf(t: Tally, name: string): number {
  return hitsFrom(t.count(name, 'hit'), t.count(name, 'half'));
}

/** How many dice of a throw read as each result (`results` from faceResults). */
export function countResults(
  results: readonly string[],
  dice: readonly number[],
): { hit: number; half: number; morale: number; pin: number } {
  let hit = 0;
  let half = 0;
  let morale = 0;
  let pin = 0;
  for (const d of dice) {
    const r = results[d];
    if (r === 'hit') hit++;
    else if (r === 'half') half++;
    else if (r === 'morale') morale++;
    else if (r === 'pin') pin++;
  }
  return { hit, half, morale, pin };
}

/** Exact distribution of one statistic over one classified group, keyed by number. */
export function sideDistribution(
  groupDef: DiceGroup,
  classOf: (f: Face) => Face,
  statistic: (t: Tally) => number,
): Map<number, number> {
  const classified = classifyGroups([groupDef], { [groupDef.name]: classOf });
  return statisticDistribution(classified, statistic);
}

/** Indices of the dice (in the order thrown) whose class is one of `classes`. */
export function decisiveIndices(
  faces: readonly Face[] | undefined,
  classOf: (f: Face) => Face,
  classes: readonly string[],
): number[] {
  const out: number[] = [];
  (faces ?? []).forEach((f, i) => {
    if (classes.includes(String(classOf(f)))) out.push(i);
  });
  return out;
}
