import { faceWeights, type DiceGroup, type DiceRoll, type Face } from './dice.ts';

/** One group's dice: its distinct faces and how many dice show each (the same arrays as Tally's faces and counts). */
interface GroupTally {
  readonly name: string;
  readonly faces: readonly Face[];
  readonly counts: number[];
  readonly faceIndex: ReadonlyMap<Face, number>;
  /** For dice numbered lo..lo+n-1 in order, the face's index is face - lo (the common, fast case). */
  readonly lowest: number | undefined;
}

/** The first face when the faces are consecutive whole numbers in order, else undefined. */
function lowestOfRun(faces: readonly Face[]): number | undefined {
  const first = faces[0];
  if (typeof first !== 'number') return undefined;
  return faces.every((f, i) => f === first + i) ? first : undefined;
}

/**
 * How many dice of each group show each face. Pool rules only ever ask "how many show X", so procedures read
 * their dice through a Tally: the same code then serves a real roll and the exact-odds enumeration.
 */
export class Tally {
  /** Distinct faces of each group's die, in die order. */
  readonly faces: readonly (readonly Face[])[];
  /** counts[g][i]: dice of group g showing faces[g][i]. Mutated in place by the odds enumeration. */
  readonly counts: number[][];
  private readonly tallies: readonly GroupTally[];

  constructor(readonly groups: readonly DiceGroup[]) {
    this.tallies = groups.map((g) => {
      const faces = faceWeights(g.die).faces;
      return {
        name: g.name,
        faces,
        counts: faces.map(() => 0),
        faceIndex: new Map(faces.map((f, i) => [f, i])),
        lowest: lowestOfRun(faces),
      };
    });
    this.faces = this.tallies.map((t) => t.faces);
    this.counts = this.tallies.map((t) => t.counts);
  }

  static of(groups: readonly DiceGroup[], roll: DiceRoll): Tally {
    const t = new Tally(groups);
    for (const g of t.tallies) {
      for (const f of roll[g.name] ?? []) {
        const fi = g.faceIndex.get(f);
        if (fi === undefined) throw new RangeError(`dice group ${g.name}: ${String(f)} is not a face`);
        g.counts[fi] = (g.counts[fi] ?? 0) + 1;
      }
    }
    return t;
  }

  private group(name: string): GroupTally {
    for (const t of this.tallies) if (t.name === name) return t;
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
    let i = 0;
    for (const f of faces) {
      if (test(f)) n += counts[i] ?? 0;
      i++;
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
    let i = 0;
    for (const f of faces) s += Number(f) * (counts[i++] ?? 0);
    return s;
  }

  /** The most dice showing one face, and that face (the highest such face on ties). */
  largestSet(name: string): { size: number; face: Face | undefined } {
    const { faces, counts } = this.group(name);
    let size = 0;
    let face: Face | undefined;
    let i = 0;
    for (const f of faces) {
      const c = counts[i++] ?? 0;
      if (c >= size && c > 0) {
        size = c;
        face = f;
      }
    }
    return { size, face };
  }

  /** The group's dice as a sorted list (die face order). */
  list(name: string): Face[] {
    const { faces, counts } = this.group(name);
    const out: Face[] = [];
    let i = 0;
    for (const f of faces) for (let k = counts[i++] ?? 0; k > 0; k--) out.push(f);
    return out;
  }
}
