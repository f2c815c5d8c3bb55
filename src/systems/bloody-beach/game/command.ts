import { constant } from '../procedures/common.ts';
import { activateWithoutSupply, assetRecovery } from '../procedures/command.ts';
import { describeMarker, initiativeRoll, type InitiativeOutcome } from '../procedures/initiative.ts';
import { movementAllowance } from '../procedures/movement.ts';
import { actingUnits, activationPlan, planCost, type ActivationPlan } from './activation.ts';
import { formationDoc, hqOnMap } from './formations.ts';
import { roadBonusPoints, startsWithRoadBonus } from './road-bonus.ts';
import type { Rules } from './rules.ts';
import { type Action, type GameState, hexOf, other, type Side, unitOf, type UnitState } from './state.ts';
import { dropDecision, queueDecision } from './decisions.ts';
import { applySteps } from './losses.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import { stackValue } from './retreat.ts';
import { endTurn } from './turn.ts';
import { fireZone } from './zones.ts';
import { rolled, said, type LogEntry } from './words.ts';

/** Session setting: which HQs' supply an initiative tie counts (rules note `initiative-tie-supply`). */
export const TIE_SUPPLY_SETTING = 'initiativeTieSupply';

/** Whether an initiative tie counts the supply of HQs not yet on the map (the other reading of 5.6.2). */
const countsAfloat = (rules: Rules): boolean => rules.ctx.setting(TIE_SUPPLY_SETTING) === 'all-hqs';

/** Whether the formation's HQ counts for an initiative tie: standing on the map, or under the other reading, not eliminated. */
function tieCounts(rules: Rules, state: GameState, formation: string): boolean {
  if (!countsAfloat(rules)) return hqOnMap(rules, state, formation) !== undefined;
  const hq = formationDoc(rules, formation)?.hq;
  return !!hq && state.units[hq]?.status !== 'eliminated';
}

/**
 * Supply a side's Division and Regiment HQs hold for an initiative tie (5.6.2): those standing on the map, as
 * written, or every one not eliminated under the other reading; the Coastal Defense Group, which has no HQ, never.
 */
export function onMapSupply(rules: Rules, state: GameState, side: Side): number {
  return Object.values(state.formations)
    .filter((f) => f.side === side && tieCounts(rules, state, f.id))
    .reduce((s, f) => s + f.supply, 0);
}

/** Why a side's supply on a tie is what it is, when it holds no HQ that counts: "no US HQ has landed yet". */
function noHqWords(rules: Rules, state: GameState, side: Side): string | undefined {
  const any = Object.values(state.formations).some((f) => f.side === side && tieCounts(rules, state, f.id));
  if (any) return undefined;
  return side === 'us' ? 'no US HQ has landed yet' : 'no German HQ is on the map';
}

/** What is reset whenever the initiative changes hands. */
const fresh = { allocated: [], reinforceRolled: false, navalHexes: [] } as const;

/** The initiative roll: the marker and the supply each side holds on its HQs on the map (5.1, 5.6.2). */
export function initiativeRollPlan(rules: Rules, state: GameState): RollPlan {
  return {
    proc: initiativeRoll,
    inputs: {
      marker: state.marker,
      usOnMapSupply: onMapSupply(rules, state, 'us'),
      germanOnMapSupply: onMapSupply(rules, state, 'german'),
    },
    owed: (g, drawn) => g === 'end' && drawn.us?.[0] === drawn.german?.[0],
  };
}

export function rollInitiative(rules: Rules, state: GameState, roll: Roll): GameState {
  const plan = initiativeRollPlan(rules, state);
  const r = resolveRoll(rules, plan, roll);
  const o = r.outcome as InitiativeOutcome;
  const supply = { us: Number(plan.inputs.usOnMapSupply), german: Number(plan.inputs.germanOnMapSupply) };
  const side = (w: string) => (w === 'us' ? 'US' : 'German');
  const die = (g: string) => {
    const face = r.pool.find((p) => p.group === g)?.values[0];
    return face === undefined ? undefined : Number(face);
  };
  const end = die('end');
  const outcome =
    end !== undefined
      ? tieWords(rules, state, supply, die('us') ?? 0, end, o.phaseEnds)
      : o.winner === 'none'
        ? 'modified totals equal: roll again'
        : `${side(o.winner)} player has the initiative; the marker moves to ${describeMarker(o.marker)}`;
  const entry = rolled(
    'Initiative roll',
    rolledDice(r, { us: 'US', german: 'German', end: 'end of phase' }),
    outcome,
    '5.1',
    r.modifiers,
  );
  const next = { ...state, ...fresh, marker: o.marker, log: [...state.log, entry] };
  if (o.phaseEnds) return endTurn(rules, next);
  if (o.winner === 'none') return next;
  return { ...next, initiative: o.winner, passed: null };
}

/**
 * An initiative tie in words (5.6.2): the dice, whose supply is lower and why, the end die against it, and what
 * follows, so a player sees why a day can end on one roll (with no HQ ashore, any die does).
 */
function tieWords(
  rules: Rules,
  state: GameState,
  supply: Readonly<Record<Side, number>>,
  face: number,
  end: number,
  ends: boolean,
): string {
  const low: Side | undefined = supply.us < supply.german ? 'us' : supply.german < supply.us ? 'german' : undefined;
  const name = low === 'us' ? 'US' : low === 'german' ? 'German' : 'either';
  const total = Math.min(supply.us, supply.german);
  const why = low ? noHqWords(rules, state, low) : undefined;
  const held = countsAfloat(rules) ? 'on its HQs, landed or not' : 'on its HQs on the map';
  const who = `the ${name} player has the lower supply ${held} (US ${supply.us}, German ${supply.german}${why ? `: ${why}` : ''})`;
  return ends
    ? `both dice ${face}, a tie: ${who} and rolls ${end}, over ${total}, so the Action Phase of turn ${state.turn} ends (5.6.2)`
    : `both dice ${face}, a tie: ${who} and rolls ${end}, not over ${total}: the phase goes on, roll again (5.6.2)`;
}

export function pass(rules: Rules, state: GameState): GameState {
  const side = state.initiative as Side;
  if (state.passed === other(side))
    return endTurn(rules, {
      ...state,
      log: [
        ...state.log,
        said(`The ${side === 'us' ? 'US' : 'German'} player passes too: the Action Phase ends (5.6.1)`),
      ],
    });
  // the reinforcement roll comes with an initiative won on the dice, not one passed over (11.4.2)
  return {
    ...state,
    ...fresh,
    reinforceRolled: true,
    initiative: other(side),
    passed: side,
    log: [...state.log, said(`The ${side === 'us' ? 'US' : 'German'} player passes the initiative (5.6.1)`)],
  };
}

/** Readies the units that act in this activation: movement allowance, doubled for an entering German reinforcement (7.5.3), with the road bonus when it starts on a road clear of enemies (7.5.2). */
export function readyUnits(rules: Rules, state: GameState, ids: readonly string[]): Record<string, UnitState> {
  const units = { ...state.units };
  for (const id of ids) {
    const u = units[id];
    if (!u || u.status !== 'map') continue;
    const t = rules.unitType(u.type);
    const fixed = t.class === 'pillbox' || t.class === 'nest';
    const bonus = !fixed && startsWithRoadBonus(rules, state, u);
    const mp = fixed
      ? 0
      : movementAllowance(rules.ctx, {
          unitClass: t.class === 'vehicle' ? 'vehicle' : 'infantry',
          roadBonus: bonus,
          enteringReinforcement: u.fresh === true,
        }).allowance;
    const { group: _g, fresh: _f, roadBonus: _r, ...rest } = u;
    units[id] = {
      ...rest,
      activated: true,
      acted: false,
      pinnedThisActivation: false,
      mp,
      startHex: hexOf(u),
      ...(bonus ? { roadBonus: roadBonusPoints(rules, u) } : {}),
    };
  }
  return units;
}

/** Activates a formation, or joins an independent battalion to the activation under way (5.2, 4.6): pays from its pool (and one more point for cut-off units), or makes the efficiency check of an empty pool; used assets try to recover (2.5.4). */
export function activate(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'activate' }>,
  roll: Roll,
): GameState {
  const plan = activationPlan(rules, state, a.formation, a.pool);
  if (typeof plan === 'string') return state;
  return activateWith(rules, state, a.formation, plan, a.cutoff === true, roll);
}

/** The efficiency check of a formation activating with an empty pool (5.2.4, 4.6.3). */
export function noSupplyRoll(state: GameState, formation: string): RollPlan {
  const f = state.formations[formation];
  return {
    proc: activateWithoutSupply,
    inputs: { rating: f?.rating ?? 0, supplyLeft: 0, failedThisTurn: f?.failedWithoutSupply === true },
  };
}

/** The efficiency check of a used asset recovering as its regiment activates (2.5.4). */
export function recoveryRoll(rating: number): RollPlan {
  return { proc: assetRecovery, inputs: { rating } };
}

export function activateWith(
  rules: Rules,
  state: GameState,
  formation: string,
  plan: ActivationPlan,
  cutoff: boolean,
  roll: Roll,
  extra: readonly string[] = [],
  free = false,
): GameState {
  const f = state.formations[formation];
  const pool = state.formations[plan.pool];
  if (!pool || !f) return state;
  const formations = { ...state.formations };
  const log: LogEntry[] = [];
  if (free) log.push(said(`${formation} activates to land, at no cost (9.1.3, 9.1.5, 4.3.5)`));
  else if (!plan.withoutSupply) {
    const cost = planCost(rules, plan, cutoff);
    formations[plan.pool] = { ...pool, supply: pool.supply - cost };
    log.push(
      said(`${formation} activates for ${cost} supply from ${plan.pool}${cutoff ? ', cut-off units included' : ''}`, {
        source: cutoff ? '5.2, 5.2.3' : '5.2',
      }),
    );
  } else {
    const r = resolveRoll(rules, noSupplyRoll(state, formation), roll);
    if (r.outcome.activates !== true) {
      const rating = Number(r.outcome.rating);
      formations[formation] = { ...f, rating, failedWithoutSupply: true };
      return {
        ...state,
        formations,
        initiative: null,
        log: [
          ...state.log,
          rolled(
            `${formation} tries to activate without supply, efficiency ${f.rating}`,
            rolledDice(r),
            `failed; its efficiency falls to ${rating} for good`,
            '5.2.4',
          ),
        ],
      };
    }
    log.push(
      rolled(
        `${formation} tries to activate without supply, efficiency ${f.rating}`,
        rolledDice(r),
        'passed: it activates; cut-off units stay put',
        '5.2.4, 5.2.5',
      ),
    );
  }
  const assets = { ...state.assets };
  const rating = formations[formation]?.rating ?? f.rating;
  for (const a of Object.values(assets)) {
    if (a.formation === formation && a.used && a.status === 'pool') {
      const r = resolveRoll(rules, recoveryRoll(rating), roll);
      const ok = r.outcome.recovered === true;
      if (ok) assets[a.id] = { ...a, used: false };
      log.push(
        rolled(
          `${a.id} tries to recover, efficiency ${rating}`,
          rolledDice(r),
          ok ? 'ready for use' : 'stays used',
          '2.5.4',
        ),
      );
    }
  }
  const ids = [...actingUnits(rules, state, formation, plan, cutoff), ...extra];
  if (!cutoff && plan.cutoff.length > 0)
    log.push(said(`${plan.cutoff.length} cut-off unit${plan.cutoff.length > 1 ? 's do' : ' does'} not act (5.2.3)`));
  // an independent battalion may join the regiment activation under way (5.2.6)
  return {
    ...state,
    formations,
    assets,
    active: [...state.active, formation],
    passed: null,
    units: readyUnits(rules, state, ids),
    log: [...state.log, ...log],
  };
}

/** 4.3.4: the first-wave regiments get supply from the 1st Division before landing, with no check. */
export function allotInitialSupply(state: GameState, formation: string, points: number): GameState {
  const div = state.formations['us-1'];
  const reg = state.formations[formation];
  if (!div || !reg) return state;
  return {
    ...state,
    formations: {
      ...state.formations,
      'us-1': { ...div, supply: div.supply - points },
      [formation]: { ...reg, supply: reg.supply + points },
    },
    log: [...state.log, said(`${points} supply from us-1 to ${formation}, with no check (4.3.4)`)],
  };
}

/**
 * Ends the activation: roadblocks cleared (7.5.4), assignments and flags cleared, and each hex an activated unit
 * ends overstacked owes one step, from a unit its owner picks among those counting for stacking (7.2.3, 9.3.2).
 */
export function endActivation(rules: Rules, state: GameState): GameState {
  const units = { ...state.units };
  const log: LogEntry[] = [];
  const held = Object.values(units).filter((u) => u.status === 'map' && u.hex && u.activated);
  const roadblocks = clearRoadblocks(rules, { ...state, units });
  if (roadblocks.length < state.roadblocks.length)
    log.push(
      said(
        `Roadblock removed at ${state.roadblocks.filter((r) => !roadblocks.includes(r)).join(', ')}: held by an activated unit, no German fire zone into it (7.5.4)`,
      ),
    );
  for (const u of Object.values(units)) {
    if (
      !u.activated &&
      u.group === undefined &&
      u.startHex === undefined &&
      u.firedOn === undefined &&
      u.roadBonus === undefined
    )
      continue;
    const { activated: _a, group: _g, startHex: _s, firedOn: _f, roadBonus: _r, ...rest } = u;
    units[u.id] = rest;
  }
  const assets = { ...state.assets };
  for (const a of Object.values(assets)) {
    if (a.assignedTo === undefined) continue;
    const { assignedTo: _t, ...rest } = a;
    assets[a.id] = rest;
  }
  const { unpinning: _u, ...rest } = state;
  const ended: GameState = {
    ...rest,
    units,
    assets,
    roadblocks,
    active: [],
    initiative: null,
    allocated: [],
    navalHexes: [],
    log: [...state.log, ...log, said('Activation over')],
  };
  return overstackLosses(rules, ended, held);
}

/**
 * Each hex where one of `movers` (units of the activation just over) stands overstacked owes a step, from a unit
 * its owner picks among those counting for stacking (7.2.3, 9.3.2): one decision a hex.
 */
export function overstackLosses(rules: Rules, state: GameState, movers: readonly UnitState[]): GameState {
  const limit = constant(rules.ctx, 'stacking-companies');
  let s = state;
  const done = new Set<string>();
  for (const m of movers) {
    const hex = s.units[m.id]?.hex;
    if (!hex || s.units[m.id]?.status !== 'map' || done.has(`${m.side}|${hex}`)) continue;
    done.add(`${m.side}|${hex}`);
    const here = Object.values(s.units).filter((u) => u.status === 'map' && u.hex === hex && u.side === m.side);
    if (stackValue(rules, here) <= limit) continue;
    const counted = here.filter((u) => stackValue(rules, [u]) > 0).map((u) => u.id);
    s = queueDecision(
      {
        ...s,
        log: [
          ...s.log,
          said(
            `${hex} is overstacked: the ${m.side === 'us' ? 'US' : 'German'} player takes a step from one of ${counted.join(', ')} (7.2.3)`,
          ),
        ],
      },
      { kind: 'overstack-loss', side: m.side, hex, units: counted },
    );
  }
  return s;
}

/** 7.5.4: a roadblock goes when an activated US unit ends the activation on it and no German fire zone covers it. */
export function clearRoadblocks(rules: Rules, state: GameState): readonly string[] {
  if (state.roadblocks.length === 0) return state.roadblocks;
  const b = rules.board;
  const held = state.roadblocks.filter((h) =>
    Object.values(state.units).some((u) => u.activated && u.side === 'us' && u.status === 'map' && u.hex === h),
  );
  if (held.length === 0) return state.roadblocks;
  const covered = new Set<string>();
  for (const u of Object.values(state.units)) {
    if (u.side !== 'german' || u.status !== 'map') continue;
    for (const h of zoneIds(rules, u)) covered.add(h);
  }
  return state.roadblocks.filter((h) => !held.includes(h) || covered.has(h) || !b.inMap(b.hex(h)));
}

const zoneIds = (rules: Rules, u: UnitState): string[] => fireZone(rules, u).map((h) => rules.board.id(h));

/** The owner's answer to an overstacked hex: the unit picked loses one step (7.2.3). */
export function settleOverstack(state: GameState, a: Extract<Action, { type: 'overstack-loss' }>): GameState {
  const u = unitOf(state, a.unit);
  const hex = u.hex;
  const s = dropDecision(state);
  return {
    ...s,
    units: { ...s.units, [u.id]: applySteps(u, 1) },
    log: [...s.log, said(`${u.id} loses a step for the overstacking at ${hex} (7.2.3)`)],
  };
}

/** The first landing is an activation (9.1.3): once reaction fire at it is over it ends, and overstacked hexes owe a step (9.3.2). */
export function closeFirstLanding(rules: Rules, state: GameState): GameState {
  if (!state.firstLandingEnds || state.reaction) return state;
  const { firstLandingEnds, ...rest } = state;
  return overstackLosses(
    rules,
    rest,
    firstLandingEnds.flatMap((id) => state.units[id] ?? []),
  );
}
