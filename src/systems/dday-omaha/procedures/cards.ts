import {
  stableKey,
  type DiceGroup,
  type DieSpec,
  type Face,
  type OutcomeProbability,
  type RulesContext,
} from '../../../engine/index.ts';

export const CARD_DRAWS = 'dday-omaha.card-draws';
export type Draw = 'landing' | 'barrage' | 'infiltration';

/**
 * A card drawn for one purpose, as a die: each reading a face, repeated by its count in the card-draws table, so
 * Umpire draws in proportion and the odds come from the same counts. Typed in, it is the card the player drew.
 */
export function cardDie(ctx: RulesContext, draw: Draw, faceLabels: Readonly<Record<string, string>> = {}): DieSpec {
  const faces: Face[] = [];
  for (const r of ctx.table(CARD_DRAWS).rows) {
    if (r.values.draw !== draw) continue;
    const face = String(r.values.face);
    for (let i = 0; i < Number(r.values.count ?? 0); i++) faces.push(face);
  }
  if (faces.length === 0) throw new RangeError(`${CARD_DRAWS}: no card counted for ${draw}`);
  return { id: `card-${draw}`, label: 'card', faces, faceLabels };
}

export function cardGroup(
  ctx: RulesContext,
  draw: Draw,
  label: string,
  faceLabels?: Readonly<Record<string, string>>,
): DiceGroup[] {
  return [{ name: 'card', label, die: cardDie(ctx, draw, faceLabels), count: 1 }];
}

/** The chance of each outcome over the faces of one card. */
export function oddsOverCard<O>(die: DieSpec, outcome: (face: Face) => O): OutcomeProbability<O>[] {
  const out = new Map<string, { outcome: O; n: number }>();
  for (const f of die.faces) {
    const o = outcome(f);
    const k = stableKey(o);
    const e = out.get(k);
    if (e) e.n += 1;
    else out.set(k, { outcome: o, n: 1 });
  }
  return [...out.values()].map((e) => ({ outcome: e.outcome, p: e.n / die.faces.length }));
}
