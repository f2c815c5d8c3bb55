import { findRow, required, type RulesContext, type TableCellRef } from '../../../engine/index.ts';
import { rule } from './numbers.ts';

export const DEFENSE = 'dday-omaha.german-defense';
export const ATTACK = 'dday-omaha.us-attack';
export const WEAPONS = 'dday-omaha.us-weapons';

export type DepthState = 'none' | 'hidden' | 'revealed';
export type Delta = 'le' | 'lt' | 'eq' | 'gt' | 'x2';

/** The 9.6 row for a terrain (a terrain name of its list, or a row key). */
export function defenseRow(ctx: RulesContext, terrain: string) {
  const t = ctx.table(DEFENSE);
  return (
    t.rows.find((r) => r.key === terrain || String(r.values.terrain).split(',').includes(terrain)) ??
    findRow(t, 'other')
  );
}

/** Of several hexsides attacked across, the one the German defends with (6.2): by default the least advantageous to him. */
export function defendingHexside(
  ctx: RulesContext,
  terrains: readonly string[],
  reading: 'least-for-german' | 'best-for-german',
): { terrain: string; why: string } {
  if (terrains.length === 0) return { terrain: 'other', why: 'no hexside given: other terrain' };
  const score = (t: string) => {
    const r = defenseRow(ctx, t);
    if (r.values.prohibited === true) return Infinity;
    return Number(r.values.unit) * 10 + Number(r.values.depth);
  };
  const sorted = [...terrains].sort((a, b) => score(a) - score(b));
  const pick = required(reading === 'least-for-german' ? sorted[0] : sorted.at(-1), 'a terrain to read');
  return {
    terrain: pick,
    why:
      terrains.length > 1
        ? `Several hexsides (${terrains.join(', ')}): ${pick} is the ${reading === 'least-for-german' ? 'least' : 'most'} advantageous to the German (6.2)`
        : `Hexside: ${pick}`,
  };
}

export interface GermanDefense {
  readonly prohibited: boolean;
  readonly strength: number;
  readonly unitMult: number;
  readonly depthMult: number;
  readonly why: string;
  readonly cell: TableCellRef;
}

/** 9.6: the German unit's strength and, when revealed, its Depth marker's, each times the terrain multiplier. */
export function germanDefense(
  ctx: RulesContext,
  terrain: string,
  unitStrength: number,
  depthStrength: number,
  depth: DepthState,
): GermanDefense {
  const row = defenseRow(ctx, terrain);
  const cell = { table: DEFENSE, row: row.key };
  if (row.values.prohibited === true)
    return {
      prohibited: true,
      strength: 0,
      unitMult: 0,
      depthMult: 0,
      why: `${row.label ?? row.key}: attack prohibited (9.6)`,
      cell,
    };
  const um = Number(row.values.unit);
  const dm = Number(row.values.depth);
  const d = depth === 'revealed' ? depthStrength : 0;
  const strength = unitStrength * um + d * dm;
  const prov = row.provisional ? ', provisional' : '';
  return {
    prohibited: false,
    strength,
    unitMult: um,
    depthMult: dm,
    why: `German defense: unit ${unitStrength} x${um}${depth === 'revealed' ? ` + Depth ${depthStrength} x${dm}` : depth === 'hidden' ? ' (hidden Depth not counted)' : ''} = ${strength} (${row.label ?? row.key}, 9.6${prov})`,
    cell,
  };
}

/** The strength comparison of 9.7: without every weapon the rows are ≤, >, x2; with them <, =, >, x2. x2 reads "at least twice". */
export function deltaOf(us: number, german: number, weapons: boolean): Delta {
  if (german > 0 && us >= 2 * german) return 'x2';
  if (us > german) return 'gt';
  if (!weapons) return 'le';
  return us === german ? 'eq' : 'lt';
}

export const DELTA_TEXT: Record<Delta, string> = { le: '≤', lt: '<', eq: '=', gt: '>', x2: 'x2' };

/** One 9.7 cell; blanks read as the row above (x2 with weapons alone or hidden reads as >). */
export function attackCell(
  ctx: RulesContext,
  weapons: boolean,
  delta: Delta,
  depth: DepthState,
  ext: boolean,
): { effects: string[]; cell: TableCellRef; why: string } {
  const t = ctx.table(ATTACK);
  const col = depth === 'none' ? 'alone' : depth;
  let key = `${weapons ? 'yes' : 'no'}.${delta}`;
  let row = findRow(t, key);
  let column = ext && col === 'revealed' && typeof row.values.revealedExt === 'string' ? 'revealedExt' : col;
  let v = row.values[column];
  let note = '';
  if (v === null || v === undefined) {
    key = `${weapons ? 'yes' : 'no'}.gt`;
    row = findRow(t, key);
    column = col;
    v = row.values[column];
    note = ' (blank in the digest: read as the > row)';
  }
  let effects = String(v).split('+');
  if (ctx.setting('adjStepForDepth') === 'ignore' && effects.includes('adj-step-for-depth')) {
    effects = effects.filter((e) => e !== 'adj-step-for-depth');
    note += ' (the "?" step offer ignored: setting)';
  }
  return {
    effects,
    cell: { table: ATTACK, row: key, column },
    why: `9.7: weapons ${weapons ? 'yes' : 'no'}, US ${DELTA_TEXT[delta]} German, ${depth === 'none' ? 'alone' : `${depth} Depth`}${column === 'revealedExt' ? ' (extended game)' : ''} → ${effects.join(' + ')}${note}`,
  };
}

/** Weapons a role brings (9.8), at a range where one applies. */
export function weaponsOf(ctx: RulesContext, role: string, range = 1): string[] {
  const row = findRow(ctx.table(WEAPONS), role);
  const lo = row.values.minRange;
  const hi = row.values.maxRange;
  if ((typeof lo === 'number' && range < lo) || (typeof hi === 'number' && range > hi)) return [];
  return String(row.values.weapons).split(',');
}

export function missingWeapons(required: readonly string[], provided: readonly string[]): string[] {
  return required.filter((w) => !provided.includes(w));
}

export interface AttackInputs {
  readonly usStrength: number;
  readonly heroBonus: boolean;
  readonly navalBonus: boolean;
  readonly terrain: string;
  readonly germanStrength: number;
  readonly depthStrength: number;
  readonly depth: DepthState;
  readonly weapons: boolean;
  /** When the Depth is revealed mid-attack: whether the US still has every weapon the Depth marker adds. */
  readonly weaponsWithDepth: boolean;
  readonly ext: boolean;
}

export interface AttackResult {
  readonly prohibited: boolean;
  readonly effects: string[];
  readonly us: number;
  readonly german: number;
  readonly delta?: Delta;
  readonly revealed: boolean;
  readonly why: string[];
  readonly cell?: TableCellRef;
  readonly modifiers: { label: string; amount: number; source: string }[];
}

/** A whole US attack (6.2, 9.6, 9.7): supports added, the German defense, the cell, and a second reading after a reveal. */
export function resolveAttack(ctx: RulesContext, i: AttackInputs): AttackResult {
  const why: string[] = [];
  const modifiers: { label: string; amount: number; source: string }[] = [];
  let us = i.usStrength;
  if (i.heroBonus) {
    const b = rule(ctx, 'hero-attack-bonus');
    us += b;
    modifiers.push({ label: 'Hero in an adjacent hex', amount: b, source: '6.2' });
  }
  if (i.navalBonus) {
    const b = rule(ctx, 'naval-attack-bonus');
    us += b;
    modifiers.push({ label: 'Naval fire', amount: b, source: '6.2' });
  }
  why.push(`US strength ${i.usStrength}${modifiers.map((m) => ` + ${m.label} ${m.amount}`).join('')} = ${us}`);
  let depth = i.depth;
  let weapons = i.weapons;
  let d = germanDefense(ctx, i.terrain, i.germanStrength, i.depthStrength, depth);
  if (d.prohibited)
    return {
      prohibited: true,
      effects: [],
      us,
      german: 0,
      revealed: false,
      why: [...why, d.why],
      cell: d.cell,
      modifiers,
    };
  why.push(d.why);
  let delta = deltaOf(us, d.strength, weapons);
  let c = attackCell(ctx, weapons, delta, depth, i.ext);
  why.push(c.why);
  let revealed = false;
  if (c.effects.includes('reveal-again')) {
    revealed = true;
    depth = 'revealed';
    weapons = i.weaponsWithDepth;
    d = germanDefense(ctx, i.terrain, i.germanStrength, i.depthStrength, depth);
    why.push(`The Depth marker is revealed and the attack read again: ${d.why}`);
    delta = deltaOf(us, d.strength, weapons);
    c = attackCell(ctx, weapons, delta, depth, i.ext);
    why.push(c.why);
  }
  return {
    prohibited: false,
    effects: c.effects,
    us,
    german: d.strength,
    delta,
    revealed,
    why,
    cell: c.cell,
    modifiers,
  };
}
