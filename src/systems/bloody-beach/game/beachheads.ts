import { distance, hexKey } from '../../../boards/hex/index.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
import { finalResult, usHoldsAllThree } from './turn.ts';
import { fireZone } from './zones.ts';
import { view } from './view.ts';
import { said } from './words.ts';

/** 9.4.2: an enemy unit arriving next to a beachhead, with it in its fire zone, removes it unless a combat unit holds it. */
export function loseBeachheads(rules: Rules, state: GameState, mover: UnitState): GameState {
  if (mover.side !== 'german' || mover.status !== 'map' || !mover.hex || state.beachheads.length === 0) return state;
  const b = rules.board;
  const at = b.hex(mover.hex);
  const zone = new Set(fireZone(rules, mover).map(hexKey));
  const v = view(rules, state);
  const lost = state.beachheads.filter((h) => {
    const x = b.hex(h);
    if (distance(x, at) !== 1 || !zone.has(hexKey(x))) return false;
    return !v.at(h).some((u) => u.side === 'us' && rules.unitType(u.type).class !== 'hq');
  });
  if (lost.length === 0) return state;
  const owners = { ...state.beachheadOwners };
  for (const h of lost) delete owners[h];
  return {
    ...state,
    beachheads: state.beachheads.filter((h) => !lost.includes(h)),
    beachheadOwners: owners,
    log: [...state.log, said(`${mover.id} puts the beachhead at ${lost.join(', ')} in its fire zone: removed (9.4.2)`)],
  };
}

/** The automatic victories, checked after every action (10.2.1, 10.2.2). */
export function automaticVictory(rules: Rules, state: GameState): GameState {
  if (state.phase === 'over') return state;
  if (state.beachheadEver && state.beachheads.length === 0) {
    return {
      ...state,
      phase: 'over',
      result: 'german-major',
      reaction: null,
      log: [...state.log, said('No US beachhead is left on the map: automatic German Major Victory (10.2.1)')],
    };
  }
  if (usHoldsAllThree(rules, state)) {
    const r = finalResult(rules, state);
    return {
      ...state,
      phase: 'over',
      result: 'us-major',
      reaction: null,
      log: [
        ...state.log,
        said(
          `US units were last through every hex of Trévières, Grandcamp les Bains and Tour-en-Bessin: automatic US Major Victory, points ${r.us} to ${r.german} (10.2.2)`,
        ),
      ],
    };
  }
  return state;
}
