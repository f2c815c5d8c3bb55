import { distance } from '../../../boards/hex/index.ts';
import type { RollPreview } from '../../../engine/index.ts';
import { activationPlan } from './activation.ts';
import { transferRoll } from './assets.ts';
import { BATTERY, BATTERY_ROLL, batteryFireRoll, POINTE_DU_HOC } from './battery.ts';
import { closeCombatRoll } from './close-combat.ts';
import { initiativeRollPlan, noSupplyRoll, recoveryRoll } from './command.ts';
import { shotRoll } from './fire.ts';
import { divisionOf } from './formations.ts';
import { landingKind, landingOrder, landingRoll, nextGroup } from './landing.ts';
import { stepCost } from './move.ts';
import { reinforcementRoll } from './reinforcements.ts';
import type { RollPlan } from './resolve.ts';
import type { Rules } from './rules.ts';
import { type Action, type GameState, unitOf } from './state.ts';
import { sendRoll } from './supply.ts';
import { airRoll, navalHex, navalRoll } from './support.ts';
import { namesIn } from './tell.ts';
import { unpinRoll } from './unpin.ts';
import { SHIPS } from './words.ts';

/** The first unit of a landing that rolls, with its landing roll (9.2, 9.3). */
function landing(
  rules: Rules,
  state: GameState,
  ids: readonly string[],
  box?: string,
): { plan: RollPlan; about: string } | undefined {
  const first = landingOrder(rules, state, ids, box)[0];
  const planned = first?.units.find((p) => landingKind(rules, unitOf(state, p.id)) !== 'hq') ?? first?.units[0];
  const u = planned ? state.units[planned.id] : undefined;
  if (!first || !planned || !u) return undefined;
  const others = ids.length - 1;
  return {
    plan: landingRoll(rules, state, u, state.landing?.targets[u.id] ?? planned.hexes[0] ?? '', first.box),
    about: `${u.id} lands first from ${first.box}${others > 0 ? `; ${others} more unit${others > 1 ? 's' : ''} roll${others > 1 ? '' : 's'} after it, each against its own morale` : ''}`,
  };
}

/** Whether a move brings a US unit next to Pointe du Hoc while the battery question is open (11.3.2). */
function movesNextToBattery(rules: Rules, state: GameState, a: Extract<Action, { type: 'move' }>): boolean {
  const u = state.units[a.unit];
  const b = rules.board;
  return (
    u?.side === 'us' &&
    state.battery === 'unknown' &&
    state.units[BATTERY]?.status === 'map' &&
    distance(b.hex(a.to), b.hex(POINTE_DU_HOC)) === 1 &&
    stepCost(rules, state, u, a.to).ok
  );
}

/** The roll an action makes first, as the plan the game resolves it by, and who rolls for what. */
function firstRoll(rules: Rules, state: GameState, a: Action): { plan: RollPlan; about: string } | undefined {
  switch (a.type) {
    case 'initiative':
      return { plan: initiativeRollPlan(rules, state), about: 'Both players roll for the initiative' };
    case 'activate': {
      const plan = activationPlan(rules, state, a.formation, a.pool);
      if (typeof plan === 'string') return undefined;
      if (plan.withoutSupply)
        return { plan: noSupplyRoll(state, a.formation), about: `${a.formation} tries to activate without supply` };
      const used = Object.values(state.assets).find(
        (x) => x.formation === a.formation && x.used && x.status === 'pool',
      );
      return used
        ? {
            plan: recoveryRoll(state.formations[a.formation]?.rating ?? 0),
            about: `${used.id} tries to recover as ${a.formation} activates`,
          }
        : undefined;
    }
    case 'send-supply':
      return {
        plan: sendRoll(state, a.to, a.points),
        about: `${divisionOf(rules, state, a.to) ?? ''} sends ${a.points} supply to ${a.to}`,
      };
    case 'transfer-asset':
      return { plan: transferRoll(state, a.to), about: `${a.asset} goes to ${a.to}` };
    case 'fire':
    case 'reaction-fire': {
      const u = state.units[a.unit];
      const t = state.units[a.target];
      if (!u?.hex || !t?.hex) return undefined;
      const reaction = a.type === 'reaction-fire';
      const plan = shotRoll(rules, state, u, t, a.type === 'fire' ? a.weapon : undefined, reaction);
      return {
        plan,
        about: `${a.unit}${reaction ? ' reaction' : ''} fires at ${a.target} in ${t.hex}${plan.proc.id.endsWith('anti-tank-fire') ? ' (anti-tank)' : ''}`,
      };
    }
    case 'unpin': {
      const u = state.units[a.unit];
      return u ? { plan: unpinRoll(rules, u), about: `${a.unit} in ${u.hex} tries to unpin` } : undefined;
    }
    case 'close-combat': {
      const fight = closeCombatRoll(rules, state, a.units, a.hex);
      return fight
        ? { plan: fight.plan, about: `Close combat at ${a.hex}: ${fight.attacker.id} against ${fight.defender.id}` }
        : undefined;
    }
    case 'naval-fire': {
      const plan = navalRoll(rules, state, a.ship, a.target);
      return plan
        ? {
            plan,
            about: `A ${SHIPS[a.ship]} naval point fires at ${a.target} in ${navalHex(rules, state, a.target) ?? ''}`,
          }
        : undefined;
    }
    case 'air-strike':
      return { plan: airRoll(state, a.formation), about: `Air interdiction of ${a.formation}` };
    case 'move':
      return movesNextToBattery(rules, state, a)
        ? { plan: BATTERY_ROLL, about: `${a.unit} comes next to ${POINTE_DU_HOC}: is the Pointe du Hoc battery there?` }
        : undefined;
    case 'battery-fire':
      return state.units[BATTERY]
        ? {
            plan: batteryFireRoll(rules, state, a.ship),
            about: `The Pointe du Hoc battery fires at a ${SHIPS[a.ship]} point`,
          }
        : undefined;
    case 'reinforce': {
      const plan = reinforcementRoll(rules, state);
      return plan ? { plan, about: `Reinforcement roll for ${String(plan.inputs.group)}` } : undefined;
    }
    case 'land-first-wave':
      return landing(
        rules,
        state,
        Object.values(state.units)
          .filter((u) => u.status === 'waiting' && u.wave === 1)
          .map((u) => u.id),
      );
    case 'land-wave': {
      const g = nextGroup(rules, state, a.formation);
      return g ? landing(rules, state, g.units) : undefined;
    }
    case 'land-rangers':
      return landing(
        rules,
        state,
        Object.values(state.units)
          .filter(
            (u) =>
              u.status === 'waiting' &&
              u.wave === rules.scenario.rangerReinforcements.wave &&
              u.formation === a.formation,
          )
          .map((u) => u.id),
        a.box,
      );
    default:
      return undefined;
  }
}

/**
 * The roll a legal action makes now, as the procedure that resolves it and that procedure's inputs (the same plan
 * the game resolves it by), so the board shows its exact odds first; undefined for an action that rolls nothing.
 * Where an action rolls several times (a wave landing, assets recovering), this is its first roll. Who rolls for
 * what is said by printed names.
 */
export function rollFor(rules: Rules, state: GameState, a: Action): RollPreview | undefined {
  const r = firstRoll(rules, state, a);
  return r ? { procedure: r.plan.proc.id, inputs: r.plan.inputs, about: namesIn(rules, state, r.about) } : undefined;
}
