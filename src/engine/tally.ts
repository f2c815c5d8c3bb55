import { faceWeights, type DiceGroup, type DiceRoll, type Face } from './dice.ts';

/**
 * How many dice of each group show each face. Pool rules only ever ask "how many show X", so procedures read
 * their dice through a Tally: the same code then serves a real roll and the exact-odds enumeration.
 */
export class Tally {
  /** Distinct faces of each group's die, in die order. */
  readonly faces: readonly (readonly Face[])[];
  /** counts[g][i]: dice of group g showing faces[g][i]. Mutated in place by the odds enumeration. */
  readonly counts: number[][];
  private readonly names: readonly string[];
  private readonly faceIndex: Map<Face, number>[];
  /** For dice numbered lo..lo+n-1 in order, the face's index is face - lo (the common, fast case). */
  private readonly lowest: (number | undefined)[];

  constructor(readonly groups: readonly DiceGroup[]) {
    this.names = groups.map((g) => g.name);
    this.faces = groups.map((g) => faceWeights(g.die).faces);
    this.faceIndex = this.faces.map((fs) => new Map(fs.map((f, i) => [f, i])));
    this.lowest = this.faces.map((fs) =>
      fs.every((f, i) => typeof f === 'number' && f === (fs[0] as number) + i) ? (fs[0] as number) : undefined,
    );
    this.counts = this.faces.map((fs) => fs.map(() => 0));
  }

  static of(groups: readonly DiceGroup[], roll: DiceRoll): Tally {
    const t = new Tally(groups);
    groups.forEach((g, gi) => {
      for (const f of roll[g.name] ?? []) {
        const fi = t.faceIndex[gi]?.get(f);
        if (fi === undefined) throw new RangeError(`dice group ${g.name}: ${String(f)} is not a face`);
        (t.counts[gi] as number[])[fi]! += 1;
      }
    });
    return t;
  }

  private groupIndex(name: string): number {
    const names = this.names;
    for (let i = 0; i < names.length; i++) if (names[i] === name) return i;
    throw new RangeError(`no dice group "${name}"`);
  }

  /** Whether the group was rolled (an optional group may be absent from a typed roll). */
  has(name: string): boolean {
    const gi = this.groupIndex(name);
    return (this.counts[gi] as number[]).some((c) => c > 0);
  }

  count(name: string, face: Face): number {
    const gi = this.groupIndex(name);
    const counts = this.counts[gi] as number[];
    const lo = this.lowest[gi];
    if (lo !== undefined && typeof face === 'number') return counts[face - lo] ?? 0;
    const fi = this.faceIndex[gi]?.get(face);
    return fi === undefined ? 0 : (counts[fi] ?? 0);
  }

  countWhere(name: string, test: (face: Face) => boolean): number {
    const gi = this.groupIndex(name);
    const fs = this.faces[gi] as readonly Face[];
    const cs = this.counts[gi] as number[];
    let n = 0;
    for (let i = 0; i < fs.length; i++) if (test(fs[i] as Face)) n += cs[i] as number;
    return n;
  }

  size(name: string): number {
    return (this.counts[this.groupIndex(name)] as number[]).reduce((a, b) => a + b, 0);
  }

  /** Sum of numeric faces. */
  sum(name: string): number {
    const gi = this.groupIndex(name);
    const fs = this.faces[gi] as readonly Face[];
    const cs = this.counts[gi] as number[];
    let s = 0;
    for (let i = 0; i < fs.length; i++) s += Number(fs[i]) * (cs[i] as number);
    return s;
  }

  /** The most dice showing one face, and that face (the highest such face on ties). */
  largestSet(name: string): { size: number; face: Face | undefined } {
    const gi = this.groupIndex(name);
    const fs = this.faces[gi] as readonly Face[];
    const cs = this.counts[gi] as number[];
    let size = 0;
    let face: Face | undefined;
    for (let i = 0; i < fs.length; i++)
      if ((cs[i] as number) >= size && (cs[i] as number) > 0) {
        size = cs[i] as number;
        face = fs[i];
      }
    return { size, face };
  }

  /** The group's dice as a sorted list (die face order). */
  list(name: string): Face[] {
    const gi = this.groupIndex(name);
    const fs = this.faces[gi] as readonly Face[];
    const cs = this.counts[gi] as number[];
    const out: Face[] = [];
    for (let i = 0; i < fs.length; i++) for (let k = 0; k < (cs[i] as number); k++) out.push(fs[i] as Face);
    return out;
  }
}
