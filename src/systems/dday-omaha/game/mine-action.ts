import type { RulesContext } from '../../../engine/index.ts';
import { mineAffects, mineVictims } from '../rules/landing.ts';
import { rule } from '../rules/numbers.ts';
import { isLeader } from '../rules/units.ts';
import { highTide, landingHexes } from './ground.ts';
import { requireUnit, type GameState, type Unit } from './state.ts';
import { boxName, type World } from './world.ts';
import { said } from './words.ts';

/**
 * The landing boxes an exploding mine symbol strikes now (1): to turn 15 those whose landing hexes hold uncleared
 * obstacles, to turn 22 those whose beach holds any, none after.
 */
export function mineBoxes(s: GameState, w: World, ctx: RulesContext): { boxes: string[]; why: string } {
  const band = mineAffects(ctx, s.turn);
  const high = highTide(ctx, s.turn);
  const boxes =
    band.affects === 'none'
      ? []
      : s.landingBoxes.filter((b) => {
          const hexes =
            band.affects === 'lands-on-obstacles' ? landingHexes(w.map, b, high) : w.map.boxShore(b).map((h) => h.id);
          return hexes.some((h) => s.obstacles.includes(h));
        });
  return { boxes, why: band.why };
}

function victims(s: GameState, boxes: readonly string[]): Unit[] {
  return s.units.filter((u) => u.where === 'box' && u.box !== null && boxes.includes(u.box));
}

/** Why an exploding mine symbol cannot take that victim now (1), or undefined. */
export function mineProblem(s: GameState, w: World, victim: string, ctx: RulesContext): string | undefined {
  if (s.phase !== 'landing') return 'Mine symbol (1): applied in the US landing phase';
  const m = mineBoxes(s, w, ctx);
  if (m.boxes.length === 0) return `Mine symbol (1): no landing box is over uncleared obstacles now (${m.why})`;
  const there = victims(s, m.boxes);
  const v = mineVictims(ctx, there);
  const u = there.find((x) => x.id === victim);
  if (!u)
    return `Mine symbol (1): ${victim} is not in a box it strikes (${m.boxes.map((b) => boxName(w, b)).join(', ')})`;
  if (v.choices.length ? !v.choices.includes(victim) : v.hqDelay?.id !== victim)
    return `Mine symbol (1): ${victim} is an HQ or General; a unit must take the step`;
  return undefined;
}

/** An exploding mine symbol (1): the unit of the player's choice in a struck box loses a step; an HQ alone there is delayed. */
export function applyMine(s: GameState, w: World, victim: string, ctx: RulesContext): GameState {
  const m = mineBoxes(s, w, ctx);
  const v = mineVictims(ctx, victims(s, m.boxes));
  const u = requireUnit(s, victim);
  const where = `${boxName(w, u.box ?? '')}, over uncleared obstacles`;
  if (isLeader(u.type)) {
    const turns = v.hqDelay?.turns ?? rule(ctx, 'mine-hq-delay');
    const units = s.units.map((x) =>
      x.id === victim ? { ...x, where: 'due' as const, due: s.turn + turns, delayed: true, box: null, hex: null } : x,
    );
    return {
      ...s,
      units,
      lastReport: [
        said(`Exploding mine symbol in the ${where}`, `only an HQ there: ${victim} is delayed ${turns} turns`, '1'),
      ],
    };
  }
  const loss = rule(ctx, 'mine-steps');
  const steps = Math.max(0, u.steps - loss);
  const units = s.units.map((x) =>
    x.id !== victim ? x : steps === 0 ? { ...x, steps, where: 'eliminated' as const, box: null } : { ...x, steps },
  );
  return {
    ...s,
    units,
    lastReport: [
      said(
        `Exploding mine symbol in the ${where}`,
        `${victim} loses ${loss} step${loss > 1 ? 's' : ''}${steps === 0 ? ' and is eliminated' : ''}`,
        '1',
      ),
    ],
  };
}
