import { distance } from '../../../boards/hex/index.ts';
import type { Rng } from '../../../engine/index.ts';
import type { Roll } from './resolve.ts';
import { fireRefusal } from './fire-check.ts';
import { unitFires } from './fire.ts';
import type { Rules } from './rules.ts';
import { type Action, type GameState, other, type Reaction, type Side, unitOf, type UnitState } from './state.ts';
import { pauseForHidden } from './reaction-pause.ts';
import { reactionWords } from './reaction-words.ts';
import { view } from './view.ts';
import { said } from './words.ts';

/** Units of the reacting side that may fire at `target` now (6.2.1, 7.1.3, 9.3.3). */
export function reactionFirers(rules: Rules, state: GameState, r: Reaction, target: UnitState): UnitState[] {
  if (target.status !== 'map' || !target.hex) return [];
  const b = rules.board;
  const at = b.hex(target.hex);
  const out: UnitState[] = [];
  for (const u of view(rules, state).onMap) {
    if (u.side !== r.side || u.pinned || r.fired.includes(u.id)) continue;
    const c = rules.unitType(u.type).class;
    if (c === 'hq' || (r.pillboxesOnly && c !== 'pillbox')) continue;
    if (distance(b.hex(u.hex), at) > 12) continue;
    if (fireRefusal(rules, state, u, target, { reaction: true }) === undefined) out.push(u);
  }
  return out;
}

/**
 * The reaction with its targets narrowed to those some unit may still fire at, marked concealed when one of the
 * units that may fire is face down; null when nobody can fire.
 */
function liveReaction(rules: Rules, state: GameState, r: Reaction): Reaction | null {
  let concealed = false;
  const targets = r.targets.filter((id) => {
    const firers = reactionFirers(rules, state, r, unitOf(state, id));
    if (firers.some((u) => u.hidden)) concealed = true;
    return firers.length > 0;
  });
  return targets.length > 0 ? { ...r, targets, concealed } : null;
}

/**
 * Opens reaction fire for the units that may be fired on; nothing changes when no enemy can fire at any of them,
 * unless the secret setting owes a pause near face-down positions (then only ending it is offered).
 */
export function openReaction(
  rules: Rules,
  state: GameState,
  side: Side,
  hex: string | null,
  targets: readonly string[],
  pillboxesOnly: boolean,
): GameState {
  const opened: Reaction = { side, hex, targets: [...targets], fired: [], pillboxesOnly };
  const hexes = targets.flatMap((id) => state.units[id]?.hex ?? []);
  const r =
    liveReaction(rules, state, opened) ??
    (pauseForHidden(rules, state, side, hexes) ? { ...opened, targets: [], concealed: true } : null);
  if (!r) return state;
  return { ...state, reaction: r, log: [...state.log, reactionWords(r)] };
}

export function checkReactionFire(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'reaction-fire' }>,
): string | undefined {
  const r = state.reaction;
  if (!r) return 'no reaction fire is due (6.2.1)';
  const firer = state.units[a.unit];
  const target = state.units[a.target];
  if (!firer || !target) return 'no such unit';
  if (firer.side !== r.side) return 'only the side not moving reacts (7.1.1)';
  if (!r.targets.includes(a.target))
    return 'that unit may not be reaction fired at now: each moving unit takes one reaction fire a hex (6.2.1)';
  if (r.fired.includes(a.unit)) return 'each unit reaction fires once (7.1.3)';
  if (r.pillboxesOnly && rules.unitType(firer.type).class !== 'pillbox')
    return 'after a landing only pillboxes react (9.3.3)';
  if (rules.unitType(firer.type).class === 'hq') return 'HQs have no fire zone (6.2.3)';
  return fireRefusal(rules, state, firer, target, { reaction: true });
}

/** Resolves one reaction shot; a moving unit hit (a step, or a failed morale) stops, pinned, its activation over (7.1.3). */
export function reactionFire(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'reaction-fire' }>,
  roll: Roll,
  rng: Rng,
): GameState {
  const r = state.reaction as Reaction;
  const shot = unitFires(rules, state, a.unit, a.target, undefined, roll, rng, true);
  let s = shot.state;
  const lines = [...shot.lines];
  const t = unitOf(s, a.target);
  if (shot.stops && t.status === 'map' && r.hex !== null) {
    // vehicles are never pinned (9.2.3); an HQ displaces instead of pinning (2.4.5)
    const pins = !['vehicle', 'hq'].includes(rules.unitType(t.type).class);
    const { group: _g, ...rest } = t;
    s = {
      ...s,
      units: {
        ...s.units,
        [t.id]: {
          ...rest,
          pinned: t.pinned || pins,
          pinnedThisActivation: t.pinnedThisActivation || pins,
          acted: true,
          mp: 0,
        },
      },
    };
    lines.push(said(`${t.id} stops${pins ? ', pinned,' : ''} and ends its activation (6.2.1, 7.1.3)`));
  }
  const still = liveReaction(rules, s, {
    ...r,
    fired: [...r.fired, a.unit],
    targets: r.targets.filter((x) => x !== a.target),
  });
  return { ...s, reaction: still, log: [...s.log, ...lines, ...(still ? [] : [said('Reaction fire over')])] };
}

export function endReaction(state: GameState): GameState {
  return {
    ...state,
    reaction: null,
    log: [...state.log, said(`${state.reaction?.side === 'us' ? 'US' : 'German'} reaction fire over`)],
  };
}

/** Every reaction shot open now. */
export function reactionActions(rules: Rules, state: GameState): Action[] {
  const r = state.reaction;
  if (!r) return [];
  const out: Action[] = [];
  for (const id of r.targets) {
    const t = unitOf(state, id);
    for (const u of reactionFirers(rules, state, r, t)) out.push({ type: 'reaction-fire', unit: u.id, target: id });
  }
  out.push({ type: 'end-reaction' });
  return out;
}

export const movingSide = (r: Reaction): Side => other(r.side);
