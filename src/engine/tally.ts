import { faceWeights, type DiceGroup, type DiceRoll, type Face } from './dice.ts';

/** One group's distinct faces (in die order), how many dice show each, and how to find a face's place. */
export interface GroupTally {
  readonly group: DiceGroup;
  readonly faces: readonly Face[];
  /** counts[i]: dice showing faces[i]. Mutated in place by the odds enumeration. */
  readonly counts: number[];
  readonly faceIndex: ReadonlyMap<Face, number>;
  /** For dice numbered lo..lo+n-1 in order, the face's index is face - lo (the common, fast case). */
  readonly lowest: number | undefined;
}

function groupTally(group: DiceGroup): GroupTally {
  const faces = faceWeights(group.die).faces;
  const [first] = faces;
  const numbered = typeof first === 'number' && faces.every((f, i) => f === first + i);
  return {
    group,
    faces,
    counts: faces.map(() => 0),
    faceIndex: new Map(faces.map((f, i) => [f, i])),
    lowest: numbered ? first : undefined,
  };
}

/**
 * How many dice of each group show each face. Pool rules only ever ask "how many show X", so procedures read
 * their dice through a Tally: the same code then serves a real roll and the exact-odds enumeration.
 */
export class Tally {
  /** Each group's tally, in the order of the groups. */
  readonly byGroup: readonly GroupTally[];
  /** Distinct faces of each group's die, in die order. */
  readonly faces: readonly (readonly Face[])[];
  /** counts[g][i]: dice of group g showing faces[g][i]. Mutated in place by the odds enumeration. */
  readonly counts: readonly number[][];

  constructor(readonly groups: readonly DiceGroup[]) {
    this.byGroup = groups.map(groupTally);
    this.faces = this.byGroup.map((g) => g.faces);
    this.counts = this.byGroup.map((g) => g.counts);
  }

  static of(groups: readonly DiceGroup[], roll: DiceRoll): Tally {
    const t = new Tally(groups);
    for (const { group, faceIndex, counts } of t.byGroup) {
      for (const f of roll[group.name] ?? []) {
        const fi = faceIndex.get(f);
        if (fi === undefined) throw new RangeError(`dice group ${group.name}: ${String(f)} is not a face`);
        counts[fi] = (counts[fi] ?? 0) + 1;
      }
    }
    return t;
  }

  private group(name: string): GroupTally {
    for (const g of this.byGroup) if (g.group.name === name) return g;
    throw new RangeError(`no dice group "${name}"`);
  }

  /** Whether the group was rolled (an optional group may be absent from a typed roll). */
  has(name: string): boolean {
    return this.group(name).counts.some((c) => c > 0);
  }

  count(name: string, face: Face): number {
    const { counts, lowest, faceIndex } = this.group(name);
    if (lowest !== undefined && typeof face === 'number') return counts[face - lowest] ?? 0;
    const fi = faceIndex.get(face);
    return fi === undefined ? 0 : (counts[fi] ?? 0);
  }

  countWhere(name: string, test: (face: Face) => boolean): number {
    const { faces, counts } = this.group(name);
    let n = 0;
    for (let i = 0; i < counts.length; i++) {
      const face = faces[i];
      if (face !== undefined && test(face)) n += counts[i] ?? 0;
    }
    return n;
  }

  size(name: string): number {
    return this.group(name).counts.reduce((a, b) => a + b, 0);
  }

  /** Sum of numeric faces. */
  sum(name: string): number {
    const { faces, counts } = this.group(name);
    let s = 0;
    for (let i = 0; i < counts.length; i++) s += Number(faces[i]) * (counts[i] ?? 0);
    return s;
  }

  /** The most dice showing one face, and that face (the highest such face on ties). */
  largestSet(name: string): { size: number; face: Face | undefined } {
    const { faces, counts } = this.group(name);
    let size = 0;
    let face: Face | undefined;
    for (let i = 0; i < counts.length; i++) {
      const c = counts[i] ?? 0;
      if (c >= size && c > 0) {
        size = c;
        face = faces[i];
      }
    }
    return { size, face };
  }

  /** The group's dice as a sorted list (die face order). */
  list(name: string): Face[] {
    const { faces, counts } = this.group(name);
    const out: Face[] = [];
    for (const [i, face] of faces.entries()) for (let k = 0; k < (counts[i] ?? 0); k++) out.push(face);
    return out;
  }
}
