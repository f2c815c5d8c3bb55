import { neighbors } from '../../../boards/hex/index.ts';
import { nextWave, payingPool } from './command.ts';
import { canFire, stepCost } from './combat.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState, Side, UnitState } from './state.ts';
import { fireZone, onMap } from './zones.ts';

function sideOf(rules: Rules, formation: string): Side | undefined {
  return rules.scenario.formations.find((f) => f.id === formation)?.side;
}

/** Why an action is illegal now, or undefined when it is legal. */
export function checkAction(rules: Rules, state: GameState, a: Action): string | undefined {
  if (state.phase === 'over') return 'the game is over';
  switch (a.type) {
    case 'allot-supply': {
      if (state.phase !== 'planning' || state.turn !== 1) return 'initial supply is allotted in the planning phase of turn 1 (4.3.4)';
      if (a.formation !== '16-1' && a.formation !== '116-29') return 'only the first-wave regiments 16/1 and 116/29 get initial supply (4.3.4)';
      const pool = state.formations['us-1']?.supply ?? 0;
      if (!Number.isInteger(a.points) || a.points < 1 || a.points > pool) return `between 1 and the ${pool} points of the 1st Division`;
      return undefined;
    }
    case 'end-planning':
      return state.phase === 'planning' ? undefined : 'not in the planning phase';
    case 'land-first-wave':
      return state.phase === 'action' && !state.firstLandingDone ? undefined : 'the first wave lands once, as the first activation of turn 1 (9.1.3)';
    case 'initiative':
      if (state.phase !== 'action') return 'initiative is rolled in the action phase';
      if (!state.firstLandingDone) return 'the first US landing comes first (9.1.3)';
      return state.initiative === null ? undefined : 'a side already holds the initiative';
    case 'pass':
      return state.initiative !== null && state.active.length === 0 ? undefined : 'only the initiative player may pass, before activating (5.6.1)';
    case 'activate':
    case 'land-wave': {
      if (state.initiative === null || state.active.length > 0) return 'activate after winning the initiative, one activation at a time';
      const f = state.formations[a.formation];
      if (!f || sideOf(rules, a.formation) !== state.initiative) return 'not a formation of the initiative player';
      const kind = rules.scenario.formations.find((x) => x.id === a.formation)?.kind;
      if (kind === 'division') return 'divisions do not activate; their regiments do';
      if (a.type === 'land-wave' && nextWave(rules, state, a.formation) === undefined) return 'no wave of this formation is next to land (9.1.4)';
      if (a.type === 'activate' && !Object.values(state.units).some((u) => u.formation === a.formation && u.status === 'map')) return 'no unit of this formation is on the map';
      const pool = state.formations[payingPool(rules, state, a.formation) ?? ''];
      if ((pool?.supply ?? 0) === 0 && f.failedWithoutSupply) return 'already failed to activate without supply this turn (5.2.4)';
      if ((pool?.supply ?? 0) === 0 && kind === 'battalion') return 'an independent battalion needs a point from a division pool (5.2.6)';
      return undefined;
    }
    case 'move': {
      const u = state.units[a.unit];
      if (!u || !state.active.includes(u.formation)) return 'the unit is not in the active formation';
      if (u.pinned) return 'a pinned unit may not move (8.3.2)';
      const c = stepCost(rules, state, u, a.to);
      return c.ok ? undefined : c.why;
    }
    case 'fire': {
      const u = state.units[a.unit];
      const t = state.units[a.target];
      if (!u || !t) return 'no such unit';
      if (!state.active.includes(u.formation)) return 'the firer is not in the active formation';
      if ((rules.unitType(u.type).class === 'pillbox' || rules.unitType(u.type).class === 'nest') && u.acted) return 'pillboxes and nests fire once an activation (4.6.5)';
      return canFire(rules, state, u, t);
    }
    case 'unpin': {
      const u = state.units[a.unit];
      if (!u || !state.active.includes(u.formation)) return 'the unit is not in the active formation';
      if (!u.pinned) return 'not pinned';
      if (u.pinnedThisActivation) return 'pinned during this activation (5.3.4)';
      return undefined;
    }
    case 'reinforce':
      if (state.initiative !== 'german' || state.active.length > 0) return 'the German rolls for reinforcements after winning the initiative, before activating (11.4.2)';
      return state.reinforcementNext < rules.ctx.table('bloody-beach.german-reinforcements').rows.length ? undefined : 'no groups left';
    case 'end-activation':
      return state.active.length > 0 ? undefined : 'no activation in progress';
  }
}

/** Every legal action now (moves and fires for each unit of the active formation). */
export function legalActions(rules: Rules, state: GameState): Action[] {
  const out: Action[] = [];
  const push = (a: Action) => {
    if (checkAction(rules, state, a) === undefined) out.push(a);
  };
  if (state.phase === 'over') return out;
  if (state.phase === 'planning') {
    for (const f of ['16-1', '116-29']) push({ type: 'allot-supply', formation: f, points: 2 });
    push({ type: 'end-planning' });
    return out;
  }
  push({ type: 'land-first-wave' });
  push({ type: 'initiative' });
  if (state.initiative !== null && state.active.length === 0) {
    push({ type: 'reinforce' });
    for (const f of Object.keys(state.formations)) {
      push({ type: 'land-wave', formation: f });
      push({ type: 'activate', formation: f });
    }
    push({ type: 'pass' });
  }
  if (state.active.length > 0) {
    const b = rules.board;
    const mine: UnitState[] = onMap(state).filter((u) => state.active.includes(u.formation));
    const enemies = onMap(state).filter((u) => u.side !== state.initiative);
    for (const u of mine) {
      for (const n of neighbors(b.hex(u.hex as string))) if (b.inMap(n)) push({ type: 'move', unit: u.id, to: b.id(n) });
      const zone = new Set(fireZone(rules, u).map((h) => b.id(h)));
      for (const e of enemies) if (zone.has(e.hex as string)) push({ type: 'fire', unit: u.id, target: e.id });
      push({ type: 'unpin', unit: u.id });
    }
    push({ type: 'end-activation' });
  }
  return out;
}
