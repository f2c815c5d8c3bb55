import { hexesWithin, wedge, type Axial, type Side as HexSide } from '../../../boards/hex/index.ts';
import { constant } from '../procedures/common.ts';
import { dropDecision, queueDecision } from './decisions.ts';
import { tooManyInARow } from './nest-rows.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState, UnitState } from './state.ts';
import { said } from './words.ts';

/** Session setting: who places the pillboxes and nests (rules note `german-deployment`). */
export const DEPLOYMENT_SETTING = 'germanDeployment';

/** Whether the German player places the pillboxes and nests himself (the default) rather than Umpire at random. */
export const germanPlaces = (rules: Rules): boolean => rules.ctx.setting(DEPLOYMENT_SETTING) !== 'umpire';

/** The vertices a counter may face, as words (vertex 0 is up and right of the hex, then clockwise). */
export const FACINGS = ['north-east', 'east', 'south-east', 'south-west', 'west', 'north-west'] as const;

const isNest = (u: Pick<UnitState, 'type'>): boolean => u.type === 'de-nest';

/** A pillbox's calibre in mm by its type key ("88" for an 88 mm pillbox); undefined for a nest. */
export const calibreOf = (type: string): string | undefined => /(\d{2,3})$/.exec(type)?.[1];

const defenceSitesOf = new WeakMap<Rules, Axial[]>();

/** Hexes where pillboxes and nests may set up: land hexes within two of an Omaha beach hex (11.2, provisional zone). */
export function defenceSites(rules: Rules): Axial[] {
  const known = defenceSitesOf.get(rules);
  if (known) return known;
  const b = rules.board;
  const beach = new Set(b.doc.sectors.flatMap((s) => s.hexes));
  const sites = b.all().filter((h) => {
    const t = b.terrain(h);
    return !t.beach && t.key !== 'sea' && hexesWithin(h, 2).some((n) => b.inMap(n) && beach.has(b.id(n)));
  });
  defenceSitesOf.set(rules, sites);
  return sites;
}

/** The vertex whose forward sector covers the most beach hexes (Umpire's facing, and its suggestion). */
export function bestFacing(rules: Rules, h: Axial, u: Pick<UnitState, 'type'>): number {
  const b = rules.board;
  const range = isNest(u) ? 1 : rules.unitType(u.type).antiTank + 1;
  let best = 0;
  let most = -1;
  for (let v = 0; v < 6; v++) {
    const n = wedge(h, v as HexSide, range).filter((x) => b.inMap(x) && b.terrain(x).beach).length;
    if (n > most) {
      most = n;
      best = v;
    }
  }
  return best;
}

/** The hexes holding a unit now, and those holding a resistance nest. */
function taken(state: GameState): { units: Set<string>; nests: Set<string> } {
  const units = new Set<string>();
  const nests = new Set<string>();
  for (const u of Object.values(state.units))
    if (u.status === 'map' && u.hex) {
      units.add(u.hex);
      if (isNest(u)) nests.add(u.hex);
    }
  return { units, nests };
}

/**
 * Why `unit` may not set up at `hex` now, or undefined when it may: the deployment zone (11.2.1, reconstructed),
 * no other unit there (11.2.6) and, for a nest, no more than three nests in a row (11.2.3).
 */
export function placementRefusal(
  rules: Rules,
  state: GameState,
  unit: Pick<UnitState, 'type'>,
  hex: string,
): string | undefined {
  const b = rules.board;
  const h = b.hex(hex);
  if (!b.inMap(h)) return `${hex} is not a hex of the map`;
  if (!defenceSites(rules).some((x) => x.q === h.q && x.r === h.r))
    return `${hex} is outside the deployment zone: land within two hexes of an Omaha beach hex (11.2.1)`;
  const { units, nests } = taken(state);
  if (units.has(hex)) return `${hex} already holds a unit: pillboxes and nests set up alone (11.2.6)`;
  const limit = constant(rules.ctx, 'resistance-nests-in-a-row');
  if (isNest(unit) && tooManyInARow(rules, nests, h, limit))
    return `a nest at ${hex} would make more than ${limit} resistance nests in a row (11.2.3)`;
  return undefined;
}

/** Asks the German player where the first counter of `order` goes and which vertex it faces (11.2.2-11.2.5). */
export function askPlacement(rules: Rules, state: GameState, order: readonly string[]): GameState {
  const [id, ...left] = order;
  const unit = id === undefined ? undefined : state.units[id];
  if (!unit) return state;
  const b = rules.board;
  const sites = defenceSites(rules).filter((h) => placementRefusal(rules, state, unit, b.id(h)) === undefined);
  if (sites.length === 0) {
    // an edited map may leave no room: the counter stays off the map, as Umpire's random placement leaves it
    const { [unit.id]: _gone, ...units } = state.units;
    const s = {
      ...state,
      units,
      log: [...state.log, said(`No room is left for ${unit.id}: it is not set up (11.2.6)`)],
    };
    return askPlacement(rules, s, left);
  }
  return queueDecision(state, {
    kind: 'place-defence',
    side: 'german',
    unit: unit.id,
    hexes: sites.map((h) => b.id(h)),
    faces: sites.map((h) => bestFacing(rules, h, unit)),
    left,
  });
}

/** The German's placement: the counter goes face down on its hex with its facing, and the next one is asked for. */
export function settlePlacement(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'place-defence' }>,
): GameState {
  const due = state.decisions?.[0];
  const u = state.units[a.unit];
  if (!u || due?.kind !== 'place-defence') return state;
  const arrow = isNest(u) ? 'its arrow pointing' : 'facing';
  const text = `Set up face down at ${a.to}: ${a.unit}, ${arrow} ${FACINGS[a.facing] ?? ''}`;
  const entry = {
    ...said(text, { source: '11.2.2' }),
    side: 'german',
    cover: said('The German player sets up a position face down', { source: '11.2.2' }),
  };
  const placed: GameState = {
    ...dropDecision(state),
    units: { ...state.units, [a.unit]: { ...u, hex: a.to, facing: a.facing, status: 'map' } },
    log: [...state.log, entry],
  };
  return askPlacement(rules, placed, due.left);
}
