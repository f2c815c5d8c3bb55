import { faceWeights, type DiceGroup, type DiceRoll, type Face } from './dice.ts';

/**
 * How many dice of each group show each face. Pool rules only ever ask "how many show X", so procedures read
 * their dice through a Tally: the same code then serves a real roll and the exact-odds enumeration.
 */
const NONE: readonly never[] = [];

/** For dice numbered lo..lo+n-1 in order, lo; otherwise undefined. */
function lowestOf(faces: readonly Face[]): number | undefined {
  const [first] = faces;
  return typeof first === 'number' && faces.every((f, i) => f === first + i) ? first : undefined;
}

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
    this.lowest = this.faces.map((fs) => lowestOf(fs));
    this.counts = this.faces.map((fs) => fs.map(() => 0));
  }

  static of(groups: readonly DiceGroup[], roll: DiceRoll): Tally {
    const t = new Tally(groups);
    groups.forEach((g, gi) => {
      for (const f of roll[g.name] ?? []) {
        const fi = t.faceIndex[gi]?.get(f);
        if (fi === undefined) throw new RangeError(`dice group ${g.name}: ${String(f)} is not a face`);
        const counts = t.counts[gi];
        if (counts) counts[fi] = (counts[fi] ?? 0) + 1;
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
    return (this.counts[gi] ?? NONE).some((c) => c > 0);
  }

  count(name: string, face: Face): number {
    const gi = this.groupIndex(name);
    const counts = this.counts[gi] ?? NONE;
    const lo = this.lowest[gi];
    if (lo !== undefined && typeof face === 'number') return counts[face - lo] ?? 0;
    const fi = this.faceIndex[gi]?.get(face);
    return fi === undefined ? 0 : (counts[fi] ?? 0);
  }

  countWhere(name: string, test: (face: Face) => boolean): number {
    const gi = this.groupIndex(name);
    const fs = this.faces[gi] ?? NONE;
    const cs = this.counts[gi] ?? NONE;
    let n = 0;
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i];
      if (f !== undefined && test(f)) n += cs[i] ?? 0;
    }
    return n;
  }

  size(name: string): number {
    return (this.counts[this.groupIndex(name)] ?? NONE).reduce((a, b) => a + b, 0);
  }

  /** Sum of numeric faces. */
  sum(name: string): number {
    const gi = this.groupIndex(name);
    const fs = this.faces[gi] ?? NONE;
    const cs = this.counts[gi] ?? NONE;
    let s = 0;
    for (let i = 0; i < fs.length; i++) s += Number(fs[i]) * (cs[i] ?? 0);
    return s;
  }

  /** The most dice showing one face, and that face (the highest such face on ties). */
  largestSet(name: string): { size: number; face: Face | undefined } {
    const gi = this.groupIndex(name);
    const fs = this.faces[gi] ?? NONE;
    const cs = this.counts[gi] ?? NONE;
    let size = 0;
    let face: Face | undefined;
    for (let i = 0; i < fs.length; i++) {
      const c = cs[i] ?? 0;
      if (c >= size && c > 0) {
        size = c;
        face = fs[i];
      }
    }
    return { size, face };
  }

  /** The group's dice as a sorted list (die face order). */
  list(name: string): Face[] {
    const gi = this.groupIndex(name);
    const fs = this.faces[gi] ?? NONE;
    const cs = this.counts[gi] ?? NONE;
    const out: Face[] = [];
    for (const [i, f] of fs.entries()) for (let k = 0; k < (cs[i] ?? 0); k++) out.push(f);
    return out;
  }
}
