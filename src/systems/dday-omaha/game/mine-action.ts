import type { RulesContext } from '../../../engine/index.ts';
import { mineAffects, mineVictims } from '../rules/landing.ts';
import { rule } from '../rules/numbers.ts';
import { isLeader } from '../rules/units.ts';
import type { GameState, Unit } from './state.ts';

/** The units sharing the landing unit's box (the box the mine affects), the landing unit first. */
function boxmates(s: GameState, u: Unit): Unit[] {
  return [u, ...s.units.filter((o) => o.id !== u.id && o.where === 'box' && o.box === u.box)];
}

/** Why an exploding mine symbol cannot be applied to this landing unit now (1), or undefined. */
export function mineProblem(s: GameState, unit: string, victim: string | undefined, ctx: RulesContext): string | undefined {
  if (s.phase !== 'landing') return 'Mine symbol (1): applied in the landing phase';
  const u = s.units.find((x) => x.id === unit);
  if (!u) return `No US unit ${unit}`;
  if (u.where !== 'box' || !u.box) return `Mine symbol (1): ${unit} is not in a landing box`;
  const band = mineAffects(ctx, s.turn);
  if (band.affects === 'none') return `Mine symbol (1): no landing box is affected on turn ${s.turn}`;
  const mates = boxmates(s, u);
  const v = mineVictims(ctx, mates);
  if (victim !== undefined) {
    if (!mates.some((m) => m.id === victim)) return `Mine symbol (1): ${victim} is not in box ${u.box}`;
    if (!v.choices.includes(victim)) return `Mine symbol (1): ${victim} is an HQ or General; a unit must take the step`;
  }
  if (!v.choices.length && !v.hqDelay) return `Mine symbol (1): only a General is in box ${u.box}, and Generals are spared`;
  return undefined;
}

/**
 * An exploding mine symbol drawn for a landing unit (1): one unit of the player's choice in that box loses a step
 * (the landing unit unless another is named); with only an HQ there, it is delayed instead.
 */
export function applyMine(s: GameState, unit: string, victim: string | undefined, ctx: RulesContext): GameState {
  const u = s.units.find((x) => x.id === unit) as Unit;
  const mates = boxmates(s, u);
  const v = mineVictims(ctx, mates);
  const band = mineAffects(ctx, s.turn);
  const report = [`Mine symbol for ${unit} in box ${u.box}: ${band.why}`];
  const chosen = victim ?? v.choices[0];
  let units = s.units;
  if (chosen) {
    const loss = rule(ctx, 'mine-steps');
    units = units.map((x) => {
      if (x.id !== chosen) return x;
      const steps = Math.max(0, x.steps - loss);
      report.push(`${x.id} loses ${loss} step${steps === 0 && !isLeader(x.type) ? ' and is eliminated' : ''} (1)`);
      return steps === 0 ? { ...x, steps, where: 'eliminated' as const, box: null } : { ...x, steps };
    });
  } else if (v.hqDelay) {
    const d = v.hqDelay;
    units = units.map((x) => (x.id === d.id ? { ...x, where: 'due' as const, due: s.turn + d.turns, delayed: true, box: null, hex: null, terrain: 'sea' } : x));
    report.push(v.why);
  }
  return { ...s, units, lastReport: report };
}
