import type { RulesContext } from '../../../engine/index.ts';
import { omahaTyped } from '../../../systems/dday-omaha/index.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import { alive, highTide, landingHexes, onMap, unitsAt } from '../../../systems/dday-omaha/game/ground.ts';
import { mineBoxes } from '../../../systems/dday-omaha/game/mine-action.ts';
import type { GameState, Position, Unit } from '../../../systems/dday-omaha/game/state.ts';
import { attackCandidates } from '../../../systems/dday-omaha/game/us-attack.ts';
import { overStacked } from '../../../systems/dday-omaha/game/us-markers.ts';
import { boxName } from '../../../systems/dday-omaha/game/world.ts';
import { rule } from '../../../systems/dday-omaha/rules/numbers.ts';
import { isInfantry, isLeader, unitRange } from '../../../systems/dday-omaha/rules/units.ts';

/**
 * What the board offers for the thing chosen, read from the game itself (check() has the last word, so the
 * board never offers what the game would refuse). Pure functions of the state and the rules.
 */
const game = omahaTyped;
export const world = game.world;

export function legal(s: GameState, a: Action, ctx: RulesContext): boolean {
  return !game.check(s, a, ctx);
}

/** The hexes a unit may move to now (one step; the extended game's longer moves go hex by hex). */
export function moveTargets(s: GameState, u: Unit, ctx: RulesContext): string[] {
  const from =
    u.where === 'box' && u.box
      ? landingHexes(world.map, u.box, highTide(ctx, s.turn))
      : onMap(u)
        ? world.map.neighbors(u.hex)
        : [];
  return from.filter((h) => legal(s, { type: 'move', units: [u.id], path: [h] }, ctx));
}

/** Stacked units that may move with it for one action (6): the others in its hex or box that may enter the same hexes. */
export function stackmates(s: GameState, u: Unit): Unit[] {
  return s.units.filter(
    (o) =>
      o.id !== u.id &&
      alive(o) &&
      ((onMap(u) && onMap(o) && o.hex === u.hex) || (u.where === 'box' && o.where === 'box' && o.box === u.box)),
  );
}

/** The boxes a unit due now may land in. */
export function landingBoxes(s: GameState, u: Unit, ctx: RulesContext): string[] {
  return s.landingBoxes.filter((b) => legal(s, { type: 'land', unit: u.id, box: b }, ctx));
}

/** Positions the tank (or artillery) may barrage now. */
export function barrageTargets(s: GameState, u: Unit, ctx: RulesContext): Position[] {
  if (!onMap(u) || (u.type !== 'tank' && u.type !== 'artillery')) return [];
  return s.positions.filter(
    (p) =>
      p.occupied &&
      world.map.distanceTo(u.hex, p.hexes) <= unitRange(ctx, u.type) &&
      legal(s, { type: 'barrage', unit: u.id, position: p.id }, ctx),
  );
}

/** Positions this infantry unit may call naval fire on now. */
export function navalTargets(s: GameState, u: Unit, ctx: RulesContext): Position[] {
  if (!onMap(u) || !isInfantry(u.type)) return [];
  return s.positions.filter((p) => legal(s, { type: 'naval-barrage', unit: u.id, position: p.id }, ctx));
}

/** Units that could join an attack on the position, and those chosen at first: the infantry next to it. */
export function attackTeam(s: GameState, p: Position, ctx: RulesContext): { candidates: Unit[]; first: string[] } {
  if (s.phase !== 'us' || !p.occupied) return { candidates: [], first: [] };
  const candidates = attackCandidates(s, world, p, ctx);
  const first = candidates
    .filter(
      (u) => (u.type === 'infantry' || u.type === 'ranger') && onMap(u) && world.map.distanceTo(u.hex, p.hexes) === 1,
    )
    .map((u) => u.id);
  return { candidates, first };
}

/** Infantry that may call naval fire on the position now. */
export function navalSpotters(s: GameState, p: Position, ctx: RulesContext): Unit[] {
  return s.units.filter(
    (u) => onMap(u) && isInfantry(u.type) && legal(s, { type: 'naval-barrage', unit: u.id, position: p.id }, ctx),
  );
}

/** Tanks and artillery that may barrage the position now. */
export function barragers(s: GameState, p: Position, ctx: RulesContext): Unit[] {
  return s.units.filter(
    (u) =>
      onMap(u) &&
      (u.type === 'tank' || u.type === 'artillery') &&
      legal(s, { type: 'barrage', unit: u.id, position: p.id }, ctx),
  );
}

/**
 * A landing plan for the units due now: each in the first box of its own sector that still takes it (two a box;
 * rangers from the west end, where Charlie is), keeping the player's choices where they are legal.
 */
export function landingPlan(
  s: GameState,
  ctx: RulesContext,
  kept: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const plan = new Map<string, string>();
  const count = new Map<string, number>();
  const due = s.units.filter((u) => u.where === 'due' && u.due <= s.turn);
  for (const u of s.units)
    if (u.where === 'box' && u.box && !isLeader(u.type)) count.set(u.box, (count.get(u.box) ?? 0) + 1);
  const max = rule(ctx, 'landing-box-max');
  const fits = (u: Unit, box: string) =>
    legal(s, { type: 'land', unit: u.id, box }, ctx) && (isLeader(u.type) || (count.get(box) ?? 0) < max);
  const place = (u: Unit, box: string) => {
    plan.set(u.id, box);
    if (!isLeader(u.type)) count.set(box, (count.get(box) ?? 0) + 1);
  };
  // The player's own choices first, then the rest: rangers, then units, then leaders.
  for (const u of due) {
    const k = kept.get(u.id);
    if (k && fits(u, k)) place(u, k);
  }
  const order = due
    .filter((u) => !plan.has(u.id))
    .sort(
      (a, b) =>
        Number(isLeader(a.type)) - Number(isLeader(b.type)) ||
        Number(b.type === 'ranger') - Number(a.type === 'ranger'),
    );
  for (const u of order) {
    const own = s.landingBoxes.filter((b) => s.boxSectors[b] === u.sector);
    const pick = (u.type === 'ranger' ? [...own].reverse() : own).find((b) => fits(u, b));
    if (pick) place(u, pick);
  }
  return plan;
}

/** Landing boxes an exploding mine symbol would strike now, with the units that may take the step. */
export function mineOffer(s: GameState, ctx: RulesContext): { boxes: string[]; victims: Unit[] } {
  if (s.phase !== 'landing') return { boxes: [], victims: [] };
  const boxes = mineBoxes(s, world, ctx).boxes;
  return {
    boxes,
    victims: s.units.filter(
      (u) =>
        u.where === 'box' && u.box !== null && boxes.includes(u.box) && legal(s, { type: 'mine', victim: u.id }, ctx),
    ),
  };
}

/** A hex or box in words, for the keyboard cursor and the hex card. */
export function placeWords(s: GameState, id: string): string {
  const map = world.map;
  if (s.landingBoxes.includes(id)) {
    const inBox = s.units.filter((u) => u.where === 'box' && u.box === id).map((u) => u.id);
    return `${boxName(world, id)}${inBox.length ? `: ${inBox.join(', ')}` : ', empty'}`;
  }
  const h = map.hex(id);
  if (!h) return '';
  const parts = [`Hex ${id}, ${h.terrain.replace('-', ' ')}, ${h.sector} sector`];
  const p = s.positions.find((x) => x.hexes.includes(id));
  if (p) parts.push(`${p.name}${p.occupied ? '' : ' (empty)'}`);
  const fire = s.positions
    .filter((x) => x.occupied && map.fieldOfFire(x.id).has(id))
    .map((x) => `${x.name} ${map.fieldOfFire(x.id).get(id)}`);
  if (fire.length) parts.push(`in the fire of ${fire.join(', ')}`);
  const here = unitsAt(s, id).map(
    (u) => `${u.id}${isLeader(u.type) ? '' : ` (${u.steps} step${u.steps === 1 ? '' : 's'})`}`,
  );
  if (here.length) parts.push(here.join(', '));
  if (s.obstacles.includes(id)) parts.push('obstacles');
  return parts.join('; ');
}

/** Hexes over the stacking limit, for the warning and the elimination choice (6). */
export function crowded(s: GameState, ctx: RulesContext): Map<string, Unit[]> {
  return overStacked(s, ctx);
}
