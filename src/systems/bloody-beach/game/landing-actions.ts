import { required } from '../../../engine/index.ts';
import { activationPlan, type ActivationPlan } from './activation.ts';
import { activateWith, readyUnits } from './command.ts';
import { divisions, formationDoc } from './formations.ts';
import { dropDecision, queueDecision } from './decisions.ts';
import { landingOrder, landUnits, nextGroup, type Declarable } from './landing.ts';
import { usComesNextTo } from './next-to.ts';
import { openReaction } from './reaction.ts';
import type { Roll } from './resolve.ts';
import type { Rules } from './rules.ts';
import { type Action, type Decision, type GameState, type PendingLanding, unitOf } from './state.ts';
import { constant } from '../procedures/common.ts';
import { said } from './words.ts';

/** Session setting: who designates each landing unit's hex (rules note `landing-designation`). */
export const LANDING_SETTING = 'landingHexes';

/** Pillboxes may fire at landed units in their zones (9.3.3, 9.2.4). */
function afterLanding(rules: Rules, state: GameState, ids: readonly string[]): GameState {
  return openReaction(
    rules,
    state,
    'german',
    null,
    ids.filter((id) => state.units[id]?.status === 'map'),
    true,
  );
}

/** Resolves a landing at its designated hexes (9.2-9.4), then what follows it: the first wave's end, a wave's activation, the Rangers' battalion. */
function finishLanding(rules: Rules, state: GameState, p: PendingLanding, roll: Roll): GameState {
  const { landing: _l, ...rest } = state;
  // a unit ashore next to a face-down position or to Pointe du Hoc has come next to it (11.2.2, 11.3.2)
  const landed = usComesNextTo(
    rules,
    landUnits(rules, rest, p.units, p.assets, p.placement, roll, p.box, p.targets),
    roll,
  );
  const t = p.then;
  if (t.kind === 'first')
    return afterLanding(
      rules,
      {
        ...landed,
        firstLandingDone: true,
        firstLandingEnds: p.units,
        initiative: null,
        log: [...landed.log, said('First wave ashore; no supply spent (9.1.3)')],
      },
      p.units,
    );
  const units = readyUnits(rules, landed, p.units);
  if (t.kind === 'rangers')
    return afterLanding(rules, { ...landed, active: [t.battalion], passed: null, units }, p.units);
  return afterLanding(
    rules,
    {
      ...landed,
      units,
      wavesLanded: typeof t.wave === 'number' ? { ...landed.wavesLanded, [t.formation]: t.wave } : landed.wavesLanded,
      log: [
        ...landed.log,
        said(`${t.formation}: ${typeof t.wave === 'number' ? `wave ${t.wave}` : t.wave} ashore`, { source: '9.1.4' }),
      ],
    },
    p.units,
  );
}

/**
 * A landing starts. Before anything lands the US player declares the HQ of each division asset that has a choice
 * (9.5.1), then, with the setting, designates each unit's hex (9.1.7); with nothing to ask, Umpire spreads the
 * units over their boxes and the landing is resolved at once.
 */
function beginLanding(
  rules: Rules,
  state: GameState,
  p: PendingLanding,
  roll: Roll,
  declarable: readonly Declarable[] = [],
): GameState {
  const asks: Decision[] = declarable
    .filter((d) => d.formations.length > 1)
    .map((d) => ({ kind: 'declare-asset', side: 'us', asset: d.asset, formations: d.formations }));
  if (rules.ctx.setting(LANDING_SETTING) === 'players') {
    for (const u of landingOrder(rules, state, p.units, p.box).flatMap((o) => o.units))
      asks.push({ kind: 'landing-hex', side: 'us', unit: u.id, hexes: u.hexes });
  }
  if (asks.length === 0) return finishLanding(rules, state, p, roll);
  const asked = asks.reduce(queueDecision, { ...state, landing: p });
  return {
    ...asked,
    log: [
      ...asked.log,
      said(
        `Before the landing the US player has ${asks.length} choice${asks.length > 1 ? 's' : ''} to make: HQs of division assets, then landing hexes box by box (9.5.1, 9.1.7)`,
      ),
    ],
  };
}

/** One answer before a landing (9.5.1, 9.1.7); the last one resolves it, with the dice typed there. */
export function settleLanding(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'landing-hex' | 'declare-asset' }>,
  roll: Roll,
): GameState {
  const p = state.landing;
  if (!p) return state;
  const next: PendingLanding =
    a.type === 'landing-hex'
      ? { ...p, targets: { ...p.targets, [a.unit]: a.to } }
      : {
          ...p,
          placement: { ...p.placement, [a.asset]: { ...(p.placement[a.asset] ?? { rating: 0 }), formation: a.to } },
        };
  const line =
    a.type === 'landing-hex' ? `${a.unit} will aim for ${a.to} (9.1.7)` : `${a.asset} is declared to ${a.to} (9.5.1)`;
  const s = dropDecision({ ...state, landing: next, log: [...state.log, said(line)] });
  return s.decisions?.some((d) => d.kind === 'landing-hex' || d.kind === 'declare-asset')
    ? s
    : finishLanding(rules, s, next, roll);
}

export function firstLanding(rules: Rules, state: GameState, roll: Roll): GameState {
  const ids = Object.values(state.units)
    .filter((u) => u.status === 'waiting' && u.wave === 1)
    .map((u) => u.id);
  const assets = Object.values(state.assets)
    .filter((a) => a.status === 'waiting' && a.wave === 1)
    .map((a) => a.id);
  return beginLanding(rules, state, { then: { kind: 'first' }, units: ids, assets, placement: {}, targets: {} }, roll);
}

function idleInitiative(state: GameState, side: 'us' | 'german'): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (state.initiative !== side || state.active.length > 0)
    return 'activate after winning the initiative, one activation at a time (5.1)';
  return undefined;
}

export function checkLandWave(rules: Rules, state: GameState, formation: string): string | undefined {
  const idle = idleInitiative(state, 'us');
  if (idle) return idle;
  if (!state.firstLandingDone) return 'the first wave lands first (9.1.3)';
  const g = nextGroup(rules, state, formation);
  if (!g)
    return 'nothing of this formation is next to land: waves land in order, follow-ups after wave 4, 7 June groups on turn 2 (9.1.4, 9.1.6)';
  if (g.followUp) return undefined;
  const plan = landingPlan(rules, state, formation);
  return typeof plan === 'string' ? plan : undefined;
}

function landingPlan(rules: Rules, state: GameState, formation: string): ActivationPlan | string {
  const plan = activationPlan(rules, state, formation);
  if (typeof plan !== 'string') return plan;
  const f = state.formations[formation];
  if (!f || formationDoc(rules, formation)?.kind !== 'regiment' || !plan.startsWith('no unit')) return plan;
  if (f.supply < constant(rules.ctx, 'unit-activation-cost') && f.failedWithoutSupply)
    return 'already failed to activate without supply this turn (5.2.4)';
  return {
    kind: 'regiment',
    pool: formation,
    withoutSupply: f.supply < constant(rules.ctx, 'unit-activation-cost'),
    traced: [],
    cutoff: [],
  };
}

/** A regiment activation that lands its next wave (9.1.4), or a follow-up group landing at no cost (9.1.6, 4.3.5). */
export function landWave(rules: Rules, state: GameState, formation: string, roll: Roll): GameState {
  const g = nextGroup(rules, state, formation);
  if (!g) return state;
  const plan = g.followUp
    ? { kind: 'regiment' as const, pool: formation, withoutSupply: false, traced: [], cutoff: [] }
    : landingPlan(rules, state, formation);
  if (typeof plan === 'string') return state;
  const activated = activateWith(rules, state, formation, plan, false, roll, [], g.followUp);
  if (activated.active.length === 0) return activated;
  return beginLanding(
    rules,
    activated,
    {
      then: { kind: 'wave', formation, wave: g.wave },
      units: g.units,
      assets: g.assets,
      placement: g.placement,
      targets: {},
    },
    roll,
    g.declarable,
  );
}

const RANGERS = (rules: Rules) => rules.scenario.rangerReinforcements;

export function checkLandRangers(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'land-rangers' }>,
): string | undefined {
  const idle = idleInitiative(state, 'us');
  if (idle) return idle;
  if (!state.firstLandingDone) return 'the first wave lands first (9.1.3)';
  const r = RANGERS(rules);
  if (!r.boxes.includes(a.box)) return `Ranger reinforcements land at ${r.boxes.join(' or ')} (4.5)`;
  if (state.rangerBox !== null && state.rangerBox !== a.box)
    return `the Ranger reinforcements are committed to ${state.rangerBox} (4.5.3)`;
  if (
    !Object.values(state.units).some((u) => u.status === 'waiting' && u.wave === r.wave && u.formation === a.formation)
  )
    return 'no Ranger reinforcements of this battalion are waiting';
  if (rangerPool(rules, state, a.pool) === undefined)
    return a.pool === undefined
      ? 'the Rangers need a supply point from the 1st or 29th Division pool (4.5.1, 9.1.5)'
      : `the Rangers draw a point from the 1st or 29th Division pool, and ${a.pool} has none (4.5.1)`;
  return undefined;
}

/** The US division pool paying for the reserve Rangers: the one named, else the first with a point (4.5.1). */
function rangerPool(rules: Rules, state: GameState, pool: string | undefined): string | undefined {
  const cost = constant(rules.ctx, 'unit-activation-cost');
  return divisions(rules, 'us').find(
    (d) => (pool === undefined || d === pool) && (state.formations[d]?.supply ?? 0) >= cost,
  );
}

/** 4.5.1-4.5.3: reserve Rangers land at the chosen beach, paid from a division pool, under the battalion that beach gives. */
export function landRangers(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'land-rangers' }>,
  roll: Roll,
): GameState {
  const r = RANGERS(rules);
  const battalion = r.formations[a.box] ?? a.formation;
  const cost = constant(rules.ctx, 'unit-activation-cost');
  const pool = required(rangerPool(rules, state, a.pool), 'a division pool that can pay');
  const ids = Object.values(state.units)
    .filter((u) => u.status === 'waiting' && u.wave === r.wave && u.formation === a.formation)
    .map((u) => u.id);
  const units = { ...state.units };
  for (const id of ids) units[id] = { ...unitOf(state, id), formation: battalion };
  const f = required(state.formations[pool], `formation ${pool}`);
  const s: GameState = {
    ...state,
    units,
    rangerBox: a.box,
    formations: { ...state.formations, [pool]: { ...f, supply: f.supply - cost } },
    log: [
      ...state.log,
      said(
        `Ranger reinforcements ${ids.join(', ')} land at ${a.box} as the ${battalion}, ${cost} supply from ${pool} (4.5.1, 4.5.3)`,
      ),
    ],
  };
  return beginLanding(
    rules,
    s,
    { then: { kind: 'rangers', battalion }, units: ids, assets: [], placement: {}, box: a.box, targets: {} },
    roll,
  );
}
