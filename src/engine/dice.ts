import type { Rng } from './rng.ts';
import { required } from './guards.ts';

/** A face as printed on a die: a number, or a symbol for custom dice. */
export type Face = number | string;

export interface DieSpec {
  readonly id: string;
  readonly label: string;
  /** Every face, repeated faces included (the average die has two 3s and two 4s). */
  readonly faces: readonly Face[];
  /** Accepted spellings of a face when dice are typed in, e.g. 0 for the 10 of a d10. */
  readonly aliases?: Readonly<Record<string, Face>>;
  /** Optional names shown for symbol faces. */
  readonly faceLabels?: Readonly<Record<string, string>>;
}

export interface DiceGroup {
  /** The group's name, used when dice are typed in as `name:1,2,3`. */
  readonly name: string;
  readonly label: string;
  readonly die: DieSpec;
  readonly count: number;
  /** Rolled only in some cases (said in `note`); may be left out of typed dice when not owed. */
  readonly optional?: boolean;
  readonly note?: string;
}

/** The dice thrown for one resolution, by group name. */
export type DiceRoll = Readonly<Record<string, readonly Face[]>>;

function numbered(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

export function dN(n: number): DieSpec {
  if (n === 10) return D10;
  return { id: `d${n}`, label: `d${n}`, faces: numbered(n) };
}

export const D6: DieSpec = { id: 'd6', label: 'd6', faces: numbered(6) };
/** A d10 reads 1-10; a typed 0 is the 10. */
export const D10: DieSpec = { id: 'd10', label: 'd10', faces: numbered(10), aliases: { '0': 10 } };
/** A percentile roll read as 1-100; a typed 0 or 00 is the 100. */
export const D100: DieSpec = { id: 'd100', label: 'd100', faces: numbered(100), aliases: { '0': 100, '00': 100 } };
/** The usual average die: 2, 3, 3, 4, 4, 5. */
export const AVERAGE_DIE: DieSpec = { id: 'average', label: 'average die', faces: [2, 3, 3, 4, 4, 5] };

export function group(
  name: string,
  label: string,
  die: DieSpec,
  count: number,
  extra: Partial<Pick<DiceGroup, 'optional' | 'note'>> = {},
): DiceGroup {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`dice group ${name}: count must be a whole number, got ${count}`);
  return { name, label, die, count, ...extra };
}

/** The distinct faces of a die with the chance of each. */
export function faceWeights(die: DieSpec): { faces: Face[]; p: number[] } {
  const faces: Face[] = [];
  const counts: number[] = [];
  for (const f of die.faces) {
    const i = faces.indexOf(f);
    if (i < 0) {
      faces.push(f);
      counts.push(1);
    } else counts[i] = (counts[i] ?? 0) + 1;
  }
  return { faces, p: counts.map((c) => c / die.faces.length) };
}

export function rollDie(die: DieSpec, rng: Rng): Face {
  return required(die.faces[rng.int(die.faces.length)], 'the face rolled');
}

/** A roll with every die on its first face: a preview resolution reads the modifiers in force from it. */
export function firstFaceRoll(groups: readonly DiceGroup[]): DiceRoll {
  const roll: Record<string, Face[]> = {};
  for (const g of groups) {
    const [first] = g.die.faces;
    if (first !== undefined) roll[g.name] = Array.from({ length: g.count }, () => first);
  }
  return roll;
}

export function rollGroups(groups: readonly DiceGroup[], rng: Rng): DiceRoll {
  const roll: Record<string, Face[]> = {};
  for (const g of groups) {
    // A plain loop: Array.from over an array-like takes V8's slow generic path, and simulators roll all game long.
    const faces: Face[] = [];
    for (let i = 0; i < g.count; i++) faces.push(rollDie(g.die, rng));
    roll[g.name] = faces;
  }
  return roll;
}

export class DiceError extends Error {
  override name = 'DiceError';
}

export function describeFaces(die: DieSpec): string {
  const distinct = faceWeights(die).faces;
  if (distinct.every((f) => typeof f === 'number') && distinct.length > 2) {
    const nums = distinct;
    const min = Math.min(...nums);
    const max = Math.max(...nums);
    if (max - min + 1 === nums.length)
      return `${min}-${max}${die.aliases ? ` (${Object.keys(die.aliases).join(' or ')} for ${max})` : ''}`;
  }
  return distinct.join(', ');
}

/** Reads one typed face: a face value, an alias, or (for symbol dice) a face label. */
export function parseFace(die: DieSpec, text: string): Face | undefined {
  const t = text.trim();
  if (die.aliases && Object.hasOwn(die.aliases, t)) return die.aliases[t];
  for (const f of die.faces) if (String(f) === t) return f;
  const lower = t.toLowerCase();
  for (const f of die.faces) if (String(f).toLowerCase() === lower) return f;
  if (die.faceLabels)
    for (const [f, label] of Object.entries(die.faceLabels))
      if (label.toLowerCase() === lower) return parseFace(die, f);
  return undefined;
}

/**
 * Reads dice typed as `1,1,1,6` (one group) or `attacker:1,2,4;defender:6` (several groups).
 * A group that rolls no dice, or an optional one, may be left out.
 */
export function parseDiceText(text: string, groups: readonly DiceGroup[]): Record<string, Face[]> {
  const raw: Record<string, string[]> = {};
  const trimmed = text.trim();
  const hasNames = /[A-Za-z][\w-]*\s*:/.test(trimmed);
  if (trimmed === '') return checkRoll({}, groups);
  if (!hasNames) {
    const rolling = groups.filter((g) => g.count > 0 && !g.optional);
    const single = rolling.length === 1 ? rolling[0] : groups.length === 1 ? groups[0] : undefined;
    if (!single)
      throw new DiceError(
        `this procedure rolls several dice groups (${groups.map((g) => g.name).join(', ')}): type them as ${groups.map((g) => `${g.name}:…`).join(';')}`,
      );
    raw[single.name] = trimmed === '' ? [] : trimmed.split(/[\s,]+/);
  } else {
    for (const part of trimmed.split(';')) {
      if (part.trim() === '') continue;
      const m = /^\s*([A-Za-z][\w-]*)\s*:(.*)$/.exec(part);
      if (!m) throw new DiceError(`cannot read "${part.trim()}": expected group:1,2,3`);
      const [, name = '', given = ''] = m;
      if (!groups.some((g) => g.name === name))
        throw new DiceError(
          `unknown dice group "${name}": this procedure rolls ${groups.map((g) => g.name).join(', ') || 'no dice'}`,
        );
      if (Object.hasOwn(raw, name)) throw new DiceError(`dice group ${name} is given twice`);
      const list = given.trim();
      raw[name] = list === '' ? [] : list.split(/[\s,]+/);
    }
  }
  const roll: Record<string, Face[]> = {};
  for (const [name, values] of Object.entries(raw)) {
    const g = groups.find((x) => x.name === name);
    if (!g) throw new DiceError(`unknown dice group "${name}"`);
    roll[name] = values.map((v) => {
      const f = parseFace(g.die, v);
      if (f === undefined)
        throw new DiceError(
          `dice group ${name}: "${v}" is not a face of the ${g.die.label} (faces ${describeFaces(g.die)})`,
        );
      return f;
    });
  }
  return checkRoll(roll, groups);
}

/** Checks counts and faces of a roll against its groups; optional groups may be missing. */
export function checkRoll(roll: DiceRoll, groups: readonly DiceGroup[]): Record<string, Face[]> {
  const out: Record<string, Face[]> = {};
  for (const name of Object.keys(roll)) {
    if (!groups.some((g) => g.name === name))
      throw new DiceError(
        `unknown dice group "${name}": this procedure rolls ${groups.map((g) => g.name).join(', ') || 'no dice'}`,
      );
  }
  for (const g of groups) {
    const values = roll[g.name];
    if (values === undefined) {
      if (g.count === 0 || g.optional) continue;
      throw new DiceError(
        `dice group ${g.name}: expected ${g.count} ${g.die.label}${g.count === 1 ? '' : 's'}, got none`,
      );
    }
    if (values.length !== g.count)
      throw new DiceError(
        `dice group ${g.name}: expected ${g.count} ${g.die.label}${g.count === 1 ? '' : 's'}, got ${values.length}`,
      );
    for (const v of values)
      if (!g.die.faces.includes(v))
        throw new DiceError(
          `dice group ${g.name}: ${String(v)} is not a face of the ${g.die.label} (faces ${describeFaces(g.die)})`,
        );
    out[g.name] = values.slice();
  }
  return out;
}

/** The dice of an optional group, or an error saying it is owed. */
export function owedDice(roll: DiceRoll, groupDef: DiceGroup, why: string): readonly Face[] {
  const values = roll[groupDef.name];
  if (values === undefined || values.length !== groupDef.count)
    throw new DiceError(
      `dice group ${groupDef.name}: ${why}, so ${groupDef.count} ${groupDef.die.label}${groupDef.count === 1 ? ' is' : 's are'} owed`,
    );
  return values;
}

/**
 * The same dice seen through a classification of their faces (e.g. 6 = "kill", 5 = "suppress", else "miss"):
 * a die whose faces are the classes, each as often as the faces it covers. Enumerating odds over classes
 * instead of faces turns 324,632 cases of 30d6 into 496 when a rule reads three kinds of result.
 */
export function classifyDie(die: DieSpec, classOf: (face: Face) => Face): DieSpec {
  return { id: `${die.id}/classes`, label: die.label, faces: die.faces.map(classOf) };
}

export function classifyGroups(
  groups: readonly DiceGroup[],
  classes: Readonly<Record<string, (face: Face) => Face>>,
): DiceGroup[] {
  return groups.map((g) => {
    const classOf = classes[g.name];
    return classOf ? { ...g, die: classifyDie(g.die, classOf) } : g;
  });
}

export function classifyRoll(roll: DiceRoll, classes: Readonly<Record<string, (face: Face) => Face>>): DiceRoll {
  return Object.fromEntries(
    Object.entries(roll).map(([name, faces]) => {
      const classOf = classes[name];
      return [name, classOf ? faces.map(classOf) : faces];
    }),
  );
}
