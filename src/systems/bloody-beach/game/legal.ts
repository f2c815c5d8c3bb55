import { distance, neighbors } from '../../../boards/hex/index.ts';
import { activationActions, activationPlan, cutoffRefusal, idleRefusal, joinRefusal } from './activation.ts';
import { assetActions, checkAssign, checkTransfer } from './assets.ts';
import { checkBatteryFire } from './battery.ts';
import { checkCloseCombat, closeCombatActions } from './close-combat.ts';
import { fireRefusal, maxReach, weaponChoice, type Weapon } from './fire-check.ts';
import { checkDecision, decisionActions, dueDecision } from './decisions.ts';
import { placementRefusal } from './deployment.ts';
import { checkLandRangers, checkLandWave } from './landing-actions.ts';
import { checkMove, mover } from './move.ts';
import { checkReactionFire, reactionActions } from './reaction.ts';
import { checkReinforce } from './reinforcements.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState, PlacedUnit } from './state.ts';
import { checkAir, checkNaval, supportActions } from './support.ts';
import { checkSendSupply, supplyActions } from './supply.ts';
import { checkUnpin, combatClosed } from './unpin.ts';
import { view } from './view.ts';
import { divisions } from './formations.ts';

function checkActivate(rules: Rules, state: GameState, a: Extract<Action, { type: 'activate' }>): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (state.initiative === null) return 'activate after winning the initiative (5.1)';
  const f = rules.scenario.formations.find((x) => x.id === a.formation);
  if (!f || f.side !== state.initiative) return 'not a formation of the initiative player';
  if (state.active.length > 0) {
    const why = joinRefusal(rules, state, a.formation);
    if (why) return why;
  }
  const plan = activationPlan(rules, state, a.formation, a.pool);
  if (typeof plan === 'string') return plan;
  return (
    (a.cutoff ? cutoffRefusal(rules, state, plan) : undefined) ??
    idleRefusal(rules, state, a.formation, plan, a.cutoff === true)
  );
}

function checkFire(rules: Rules, state: GameState, a: Extract<Action, { type: 'fire' }>): string | undefined {
  const closed = combatClosed(state);
  if (closed) return closed;
  const u = state.units[a.unit];
  const t = state.units[a.target];
  if (!u || !t) return 'no such unit';
  if (!u.activated || u.side !== state.initiative) return 'the firer is not activated (8.1.1)';
  const c = rules.unitType(u.type).class;
  if ((c === 'pillbox' || c === 'nest') && u.acted) return 'pillboxes and nests fire once an activation (4.6.5)';
  if (a.weapon && !weaponChoice(rules, t)) return 'only a pillbox may be fired on by either kind of fire (8.2.2)';
  if (u.firedOn?.includes(a.target))
    return 'a unit attacks a pillbox once an activation, with one kind of fire (4.6.7, 8.2.2)';
  return fireRefusal(rules, state, u, t, { ...(a.weapon ? { weapon: a.weapon } : {}) });
}

/** Why an action is illegal now, or undefined when it is legal. */
export function checkAction(rules: Rules, state: GameState, a: Action): string | undefined {
  if (state.phase === 'over') return 'the game is over';
  const due = dueDecision(state);
  if (due?.kind === 'place-defence' && a.type === 'place-defence' && a.unit === due.unit)
    return placementRefusal(rules, state, state.units[a.unit] ?? { type: '' }, a.to) ?? checkDecision(due, a);
  if (due) return checkDecision(due, a);
  if (state.reaction && a.type !== 'reaction-fire' && a.type !== 'end-reaction')
    return `reaction fire comes first: the ${state.reaction.side === 'us' ? 'US' : 'German'} player fires or ends it (6.2.1)`;
  switch (a.type) {
    case 'allot-supply': {
      if (state.phase !== 'planning' || state.turn !== 1)
        return 'initial supply is allotted in the planning phase of turn 1 (4.3.4)';
      if (a.formation !== '16-1' && a.formation !== '116-29')
        return 'only the first-wave regiments 16/1 and 116/29 get initial supply (4.3.4)';
      const pool = state.formations['us-1']?.supply ?? 0;
      if (!Number.isInteger(a.points) || a.points < 1 || a.points > pool)
        return `between 1 and the ${pool} points of the 1st Division`;
      return undefined;
    }
    case 'end-planning':
      return state.phase === 'planning' ? undefined : 'not in the planning phase';
    case 'land-first-wave':
      return state.phase === 'action' && !state.firstLandingDone
        ? undefined
        : 'the first wave lands once, as the first activation of turn 1 (9.1.3)';
    case 'initiative':
      if (state.phase !== 'action') return 'initiative is rolled in the action phase';
      if (!state.firstLandingDone) return 'the first US landing comes first (9.1.3)';
      return state.initiative === null ? undefined : 'a side already holds the initiative';
    case 'pass':
      return state.initiative !== null && state.active.length === 0
        ? undefined
        : 'only the initiative player may pass, before activating (5.6.1)';
    case 'activate':
      return checkActivate(rules, state, a);
    case 'land-wave':
      return checkLandWave(rules, state, a.formation);
    case 'land-rangers':
      return checkLandRangers(rules, state, a);
    case 'send-supply':
      return checkSendSupply(rules, state, a);
    case 'assign-asset':
      return checkAssign(rules, state, a);
    case 'transfer-asset':
      return checkTransfer(rules, state, a);
    case 'move':
      return checkMove(rules, state, a);
    case 'fire':
      return checkFire(rules, state, a);
    case 'reaction-fire':
      return checkReactionFire(rules, state, a);
    case 'end-reaction':
      return state.reaction ? undefined : 'no reaction fire is due';
    case 'close-combat':
      return checkCloseCombat(rules, state, a);
    case 'unpin':
      return checkUnpin(state, state.units[a.unit]);
    case 'naval-fire':
      return checkNaval(rules, state, a);
    case 'air-strike':
      return checkAir(rules, state, a);
    case 'battery-fire':
      return checkBatteryFire(rules, state, a);
    case 'reinforce':
      return checkReinforce(rules, state);
    case 'end-activation':
      return state.active.length > 0 ? undefined : 'no activation in progress';
    case 'displace-hq':
    case 'reinforcement-entry':
    case 'overstack-loss':
    case 'retreat':
    case 'landing-hex':
    case 'declare-asset':
    case 'place-defence':
      return 'no such decision is due';
  }
}

/** Moves, stack moves, fire and unpin for the activated units. */
function unitActions(rules: Rules, state: GameState, push: (a: Action) => void): void {
  const b = rules.board;
  const v = view(rules, state);
  const mine = v.onMap.filter((u) => u.activated && u.side === state.initiative);
  const enemies = v.onMap.filter((u) => u.side !== state.initiative);
  const stacks = new Map<string, PlacedUnit[]>();
  for (const u of mine) {
    const at = b.hex(u.hex);
    if (mover(rules, state, u) === undefined && u.mp > 0) {
      for (const n of neighbors(at)) if (b.inMap(n)) push({ type: 'move', unit: u.id, to: b.id(n) });
      const key = `${u.hex}|${u.acted ? (u.group ?? `solo:${u.id}`) : 'fresh'}`;
      stacks.set(key, [...(stacks.get(key) ?? []), u]);
    }
    const fixed = rules.unitType(u.type).class === 'pillbox' || rules.unitType(u.type).class === 'nest';
    const canShoot = fixed ? !u.acted : u.mp * 2 >= rules.unitType(u.type).movement;
    if (!u.pinned && canShoot && rules.unitType(u.type).class !== 'hq') {
      const reach = maxReach(rules, u);
      for (const e of enemies) {
        if ((e.side === 'german' && e.hidden) || distance(at, b.hex(e.hex)) > reach) continue;
        const weapons: (Weapon | undefined)[] = weaponChoice(rules, e) ? ['small-arms', 'anti-tank'] : [undefined];
        for (const w of weapons) push({ type: 'fire', unit: u.id, target: e.id, ...(w ? { weapon: w } : {}) });
      }
    }
    if (u.pinned) push({ type: 'unpin', unit: u.id });
  }
  for (const list of stacks.values()) {
    const [lead, ...rest] = list;
    if (!lead || rest.length === 0) continue;
    for (const n of neighbors(b.hex(lead.hex)))
      if (b.inMap(n)) push({ type: 'move', unit: lead.id, to: b.id(n), with: rest.map((u) => u.id) });
  }
}

/** Every legal action now (supply allotments and sends of every amount the pool and beachheads allow, 4.3.4, 4.2.2, 9.4.1). */
export function legalActions(rules: Rules, state: GameState): Action[] {
  const out: Action[] = [];
  const push = (a: Action) => {
    if (checkAction(rules, state, a) === undefined) out.push(a);
  };
  if (state.phase === 'over') return out;
  const due = dueDecision(state);
  if (due) return decisionActions(due);
  if (state.reaction) {
    for (const a of reactionActions(rules, state)) push(a);
    return out;
  }
  if (state.phase === 'planning') {
    const pool = state.turn === 1 ? (state.formations['us-1']?.supply ?? 0) : 0;
    for (const f of ['16-1', '116-29'])
      for (let points = 1; points <= pool; points++) push({ type: 'allot-supply', formation: f, points });
    for (const a of supplyActions(rules, state)) push(a);
    push({ type: 'end-planning' });
    return out;
  }
  if (!state.firstLandingDone) {
    push({ type: 'land-first-wave' });
    return out;
  }
  if (state.initiative === null) {
    push({ type: 'initiative' });
    return out;
  }
  if (state.active.length === 0) {
    push({ type: 'reinforce' });
    for (const a of supplyActions(rules, state)) push(a);
    for (const f of rules.scenario.formations)
      if (f.side === state.initiative) push({ type: 'land-wave', formation: f.id });
    for (const a of activationActions(rules, state)) push(a);
    const r = rules.scenario.rangerReinforcements;
    for (const box of r.boxes)
      for (const f of new Set(Object.values(r.formations)))
        for (const pool of divisions(rules, 'us')) push({ type: 'land-rangers', formation: f, box, pool });
    for (const a of supportActions(rules, state)) push(a);
    push({ type: 'pass' });
    return out;
  }
  for (const a of activationActions(rules, state)) push(a);
  unitActions(rules, state, push);
  for (const a of closeCombatActions(rules, state)) push(a);
  for (const a of assetActions(rules, state)) push(a);
  for (const a of supportActions(rules, state)) push(a);
  for (const ship of ['dd', 'cl'] as const) push({ type: 'battery-fire', ship });
  push({ type: 'end-activation' });
  return out;
}
