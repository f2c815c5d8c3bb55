import { numberCell, type Rng } from '../../../engine/index.ts';
import { constant, T } from '../procedures/common.ts';
import { shipsLeft } from './battery.ts';
import { d10Source } from './dice.ts';
import { smallArmsAt } from './fire.ts';
import { formationDoc, hqOnMap } from './formations.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState } from './state.ts';
import { view } from './view.ts';
import { d10, rolled, SHIPS } from './words.ts';

/** The pseudo-formation of a naval and air support activation (5.4, 5.5). */
export const SUPPORT = 'support';

/** Naval and air points are used when the US holds the initiative, as an activation of their own (5.4.3, 5.5.1). */
function supportTurn(state: GameState): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (state.initiative !== 'us') return 'naval and air support are used by the US player holding the initiative (5.4.3, 5.5.1)';
  if (state.active.length > 0 && !(state.active.length === 1 && state.active[0] === SUPPORT)) return 'support is its own activation: not during a regiment activation (5.4, 5.5)';
  return undefined;
}

type Naval = Extract<Action, { type: 'naval-fire' }>;

export function checkNaval(rules: Rules, state: GameState, a: Naval): string | undefined {
  const turn = supportTurn(state);
  if (turn) return turn;
  if (shipsLeft(rules, state, a.ship) <= 0) return `no ${a.ship.toUpperCase()} point left this turn (5.4.1)`;
  const t = state.units[a.target];
  if (!t || t.side !== 'german' || t.status !== 'map' || !t.hex) return 'the target must be a German unit on the map';
  if (t.hidden) return 'a face-down unit cannot be fired on until revealed (11.2.2)';
  const tt = rules.unitType(t.type);
  if (tt.class === 'vehicle' && tt.armor > 0) return 'naval fire uses the Small Arms table, ineffective against armored vehicles (5.4.5, 8.2.2)';
  if (state.navalHexes.includes(t.hex)) return 'one naval point a hex an activation (5.4.2)';
  const v = view(rules, state);
  const g = v.grid;
  const i = g.index(t.hex);
  const reach = constant(rules.ctx, `naval-range-${a.ship}`);
  if ((g.fromBeach[i] ?? -1) < 0 || (g.fromBeach[i] as number) > reach) return `beyond ${reach} hexes of a beach hex (5.4.4)`;
  const spot = constant(rules.ctx, 'naval-spotting-range');
  if (!v.near('us', spot)[i]) return `the target must be within ${spot} hexes of a US ground unit (5.4.6)`;
  return undefined;
}

/** One naval point fires alone on the Small Arms table, no Special Hits (5.4.2, 5.4.5, 8.4.2). */
export function navalFire(rules: Rules, state: GameState, a: Naval, rng: Rng): GameState {
  const fp = numberCell(rules.ctx.table(T.support), a.ship, 'firepower');
  const hex = state.units[a.target]?.hex as string;
  const s: GameState = { ...state, active: [SUPPORT], passed: null, supportUsed: { ...state.supportUsed, [a.ship]: (state.supportUsed[a.ship] ?? 0) + 1 }, navalHexes: [...state.navalHexes, hex] };
  const r = smallArmsAt(rules, s, a.target, fp, d10Source(a.dice, rng), rng, { specialHits: false, from: null, label: `A ${SHIPS[a.ship]} naval point fires` });
  return { ...r.state, log: [...r.state.log, ...r.lines] };
}

type Air = Extract<Action, { type: 'air-strike' }>;

export function checkAir(rules: Rules, state: GameState, a: Air): string | undefined {
  const turn = supportTurn(state);
  if (turn) return turn;
  if (shipsLeft(rules, state, 'air') <= 0) return 'no air point left today (5.5.1)';
  const f = formationDoc(rules, a.formation);
  if (!f || f.side !== 'german') return 'air interdiction strikes a German HQ (5.5.3)';
  if (f.kind === 'coastal') return 'the Coastal Defense Group has no HQ to strike (5.5.4)';
  if (f.kind !== 'division' && f.kind !== 'regiment') return 'only a division or regiment HQ (5.5.3)';
  return hqOnMap(rules, state, a.formation) ? undefined : 'the HQ must be on the map (5.5.3)';
}

/** 5.5.3: the air marker's firepower less a d10; a positive difference is supply lost, no more than the pool. */
export function airStrike(rules: Rules, state: GameState, a: Air, rng: Rng): GameState {
  const fp = numberCell(rules.ctx.table(T.support), 'air', 'firepower');
  const die = d10Source(a.dice, rng)();
  const f = state.formations[a.formation];
  if (!f) return state;
  const lost = Math.min(Math.max(0, fp - die), f.supply);
  return { ...state, active: [SUPPORT], passed: null, supportUsed: { ...state.supportUsed, air: (state.supportUsed.air ?? 0) + 1 }, formations: { ...state.formations, [a.formation]: { ...f, supply: f.supply - lost } }, log: [...state.log, rolled(`Air interdiction of ${a.formation}: firepower ${fp} less the die`, [d10([die])], `${lost} supply lost`, '5.5.3')] };
}

/** Naval shots and air strikes open now. */
export function supportActions(rules: Rules, state: GameState): Action[] {
  if (supportTurn(state)) return [];
  const out: Action[] = [];
  for (const ship of ['dd', 'cl', 'bb'] as const) {
    if (shipsLeft(rules, state, ship) <= 0) continue;
    for (const u of view(rules, state).onMap) if (u.side === 'german' && !u.hidden) out.push({ type: 'naval-fire', ship, target: u.id });
  }
  for (const f of rules.scenario.formations) if (f.side === 'german' && (f.kind === 'division' || f.kind === 'regiment')) out.push({ type: 'air-strike', formation: f.id });
  return out;
}
