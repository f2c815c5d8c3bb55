import { distance } from '../../../boards/hex/index.ts';
import { numberCell, type InputValues, type RollPreview } from '../../../engine/index.ts';
import { T } from '../procedures/common.ts';
import { activationPlan } from './activation.ts';
import { BATTERY } from './battery.ts';
import { currentMorale } from './close-combat.ts';
import { onMapSupply } from './command.ts';
import { assignedAsset } from './fire.ts';
import { defaultWeapon, type Weapon } from './fire-check.ts';
import { divisionOf } from './formations.ts';
import { landingKind, landingOrder, cliffExemption, nextGroup } from './landing.ts';
import type { Rules } from './rules.ts';
import { specialBarsAssets, specialFirepower, specialPenalty } from './special-hits.ts';
import type { Action, GameState, UnitState } from './state.ts';
import { stepDisplay } from './steps.ts';
import { unpinInputs } from './unpin.ts';
import { view } from './view.ts';
import { SHIPS } from './words.ts';
import { namesIn } from './tell.ts';

const P = (name: string): string => `bloody-beach.${name}`;

/** Morale on the side a unit shows, less its Special Hit marker's penalty (Hit markers are counted apart, 8.3.4, 8.4.4). */
function moraleShown(rules: Rules, u: UnitState): number {
  const t = rules.unitType(u.type);
  return Math.max(0, (stepDisplay(u.maxSteps, u.steps).flipped ? t.moraleReduced : t.morale) - specialPenalty(rules, u));
}

/** The target's inputs of a Small Arms procedure, as the game reads them (8.1.2, 8.3). */
function targetInputs(rules: Rules, t: UnitState): InputValues {
  return { terrain: rules.board.terrain(rules.board.hex(t.hex as string)).key, targetMorale: moraleShown(rules, t), targetHits: stepDisplay(t.maxSteps, t.steps).hits, targetPinned: t.pinned, targetIsHq: rules.unitType(t.type).class === 'hq' };
}

/** A unit's shot: Small Arms with its own firepower (and an unused asset in its own activation), or Anti-Tank (8.1, 8.2). */
function shot(rules: Rules, state: GameState, firerId: string, targetId: string, weapon: Weapon | undefined, reaction: boolean): RollPreview | undefined {
  const u = state.units[firerId];
  const t = state.units[targetId];
  if (!u || !t || !u.hex || !t.hex) return undefined;
  const ft = rules.unitType(u.type);
  const about = `${firerId}${reaction ? ' reaction' : ''} fires at ${targetId} in ${t.hex}`;
  if ((weapon ?? defaultWeapon(rules, t)) === 'anti-tank') {
    const firer = ft.class === 'infantry' || ft.class === 'ranger' ? 'infantry' : ft.class === 'pillbox' ? 'pillbox' : 'other';
    const onBeach = rules.board.terrain(rules.board.hex(t.hex)).beach;
    return { procedure: P('anti-tank-fire'), about: `${about} (anti-tank)`, inputs: { antiTank: ft.antiTank, armor: rules.unitType(t.type).armor, firer, rangeHexes: distance(rules.board.hex(u.hex), rules.board.hex(t.hex)), targetOnBeach: onBeach } };
  }
  const own = specialFirepower(rules, u, stepDisplay(u.maxSteps, u.steps).flipped ? ft.firepowerReduced : ft.firepower).firepower;
  const asset = reaction || specialBarsAssets(rules, u) ? undefined : assignedAsset(state, firerId);
  const assetFirepower = asset ? numberCell(rules.ctx.table(T.assetTypes), asset.type, 'firepower') : 0;
  return { procedure: P('small-arms-fire'), about, inputs: { firepower: own, assetFirepower, reaction, ...targetInputs(rules, t) } };
}

/** The first unit of a landing that rolls, with its landing procedure's inputs (9.2, 9.3). */
function landing(rules: Rules, state: GameState, ids: readonly string[], box?: string): RollPreview | undefined {
  const first = landingOrder(rules, state, ids, box)[0];
  const planned = first?.units.find((p) => landingKind(rules, state.units[p.id] as UnitState) !== 'hq') ?? first?.units[0];
  const u = planned ? state.units[planned.id] : undefined;
  if (!first || !planned || !u) return undefined;
  const target = state.landing?.targets[u.id] ?? planned.hexes[0] ?? '';
  const pdh = first.box === 'pointe-du-hoc' || rules.board.doc.landingBoxes.find((b) => b.id === first.box)?.noDrift === true;
  const others = ids.length - 1;
  return {
    procedure: P('landing'),
    about: `${u.id} lands first from ${first.box}${others > 0 ? `; ${others} more unit${others > 1 ? 's' : ''} roll${others > 1 ? '' : 's'} after it, each against its own morale` : ''}`,
    inputs: { kind: landingKind(rules, u), morale: rules.unitType(u.type).morale, hqRating: 0, noGermansNearCliffs: target !== '' && cliffExemption(rules, state, target), pointeDuHoc: pdh },
  };
}

const efficiency = (rating: number, about: string): RollPreview => ({ procedure: P('efficiency-check'), inputs: { rating }, about });

/** Hexes from the target to the nearest beach hex and to the nearest US ground unit (5.4.4, 5.4.6). */
function navalRanges(rules: Rules, state: GameState, t: UnitState): { hexesFromBeach: number; hexesFromFriendlyUnit: number } {
  const v = view(rules, state);
  const at = rules.board.hex(t.hex as string);
  const near = v.onMap.filter((u) => u.side === 'us' && rules.unitType(u.type).class !== 'hq').map((u) => distance(rules.board.hex(u.hex as string), at));
  return { hexesFromBeach: Math.max(0, v.grid.fromBeach[v.grid.index(t.hex as string)] ?? 0), hexesFromFriendlyUnit: Math.max(1, Math.min(99, ...near)) };
}

/**
 * The roll a legal action makes now, as the procedure that resolves it and that procedure's inputs, so the board
 * shows its exact odds first; undefined for an action that rolls nothing. Where an action rolls several times
 * (a wave landing, assets recovering), this is its first roll. Who rolls for what is said by printed names.
 */
export function rollFor(rules: Rules, state: GameState, a: Action): RollPreview | undefined {
  const r = firstRoll(rules, state, a);
  return r?.about ? { ...r, about: namesIn(rules, state, r.about) } : r;
}

function firstRoll(rules: Rules, state: GameState, a: Action): RollPreview | undefined {
  switch (a.type) {
    case 'initiative':
      return { procedure: P('initiative'), about: 'Both players roll for the initiative', inputs: { marker: state.marker, usOnMapSupply: onMapSupply(rules, state, 'us'), germanOnMapSupply: onMapSupply(rules, state, 'german') } };
    case 'activate': {
      const plan = activationPlan(rules, state, a.formation, a.pool);
      if (typeof plan === 'string') return undefined;
      const rating = state.formations[a.formation]?.rating ?? 0;
      if (plan.withoutSupply) return efficiency(rating, `${a.formation} tries to activate without supply`);
      const used = Object.values(state.assets).find((x) => x.formation === a.formation && x.used && x.status === 'pool');
      return used ? efficiency(rating, `${used.id} tries to recover as ${a.formation} activates`) : undefined;
    }
    case 'send-supply':
      return efficiency(state.formations[a.to]?.rating ?? 0, `${divisionOf(rules, state, a.to) ?? ''} sends ${a.points} supply to ${a.to}`);
    case 'transfer-asset':
      return efficiency(state.formations[a.to]?.rating ?? 0, `${a.asset} goes to ${a.to}`);
    case 'fire':
      return shot(rules, state, a.unit, a.target, a.weapon, false);
    case 'reaction-fire':
      return shot(rules, state, a.unit, a.target, undefined, true);
    case 'unpin': {
      const u = state.units[a.unit];
      return u ? { procedure: P('unpin'), about: `${a.unit} in ${u.hex} tries to unpin`, inputs: unpinInputs(rules, u) } : undefined;
    }
    case 'close-combat': {
      const attackers = a.units.flatMap((id) => state.units[id] ?? []);
      const defenders = Object.values(state.units).filter((u) => u.status === 'map' && u.hex === a.hex && u.side !== state.initiative && rules.unitType(u.type).class !== 'hq');
      const best = (us: UnitState[]) => us.reduce<UnitState | undefined>((b, u) => (!b || currentMorale(rules, u) > currentMorale(rules, b) ? u : b), undefined);
      const att = best(attackers);
      const def = best(defenders);
      if (!att || !def) return undefined;
      const c = rules.unitType(def.type).class;
      return { procedure: P('close-combat'), about: `Close combat at ${a.hex}: ${att.id} against ${def.id}`, inputs: { attackerMorale: currentMorale(rules, att), defenderMorale: currentMorale(rules, def), defenderCannotRetreat: false, defenderIsPillboxOrNest: c === 'pillbox' || c === 'nest' } };
    }
    case 'naval-fire': {
      const t = state.units[a.target];
      return t?.hex ? { procedure: P('naval-support'), about: `A ${SHIPS[a.ship]} naval point fires at ${a.target} in ${t.hex}`, inputs: { ship: a.ship, ...navalRanges(rules, state, t), ...targetInputs(rules, t) } } : undefined;
    }
    case 'air-strike':
      return { procedure: P('air-interdiction'), about: `Air interdiction of ${a.formation}`, inputs: { targetSupply: state.formations[a.formation]?.supply ?? 0, coastalGroup: false } };
    case 'battery-check':
      return { procedure: P('pointe-du-hoc-battery'), about: 'Is the Pointe du Hoc battery there?', inputs: {} };
    case 'battery-fire': {
      const u = state.units[BATTERY];
      return u ? { procedure: P('battery-fire'), about: `The Pointe du Hoc battery fires at a ${SHIPS[a.ship]} point`, inputs: { antiTank: rules.unitType(u.type).antiTank, target: a.ship, firingOnRangers: false } } : undefined;
    }
    case 'reinforce': {
      const row = rules.ctx.table(T.reinforcements).rows[state.reinforcementNext];
      return row ? { procedure: P('german-reinforcement'), about: `Reinforcement roll for ${row.key}`, inputs: { group: row.key, turn: state.turn } } : undefined;
    }
    case 'land-first-wave':
      return landing(rules, state, Object.values(state.units).filter((u) => u.status === 'waiting' && u.wave === 1).map((u) => u.id));
    case 'land-wave': {
      const g = nextGroup(rules, state, a.formation);
      return g ? landing(rules, state, g.units) : undefined;
    }
    default:
      return undefined;
  }
}
