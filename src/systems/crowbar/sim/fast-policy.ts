import type { CrowbarAction } from '../game/actions.ts';
import { germanAt, germanSp, maxSp, ranger } from '../game/core.ts';
import { BEACH, CLIFF, COLS } from '../map/grid.ts';
import { moveCost } from '../game/movement.ts';
import { companySelectable, consolidateOptions, rudderReliefAvailable } from '../game/flow.ts';
import {
  attachTargets,
  availableCommander,
  commanderById,
  commanderReady,
  commanderCompany,
} from '../game/commanders.ts';
import { hasFirer, inSight, withinReach } from '../game/chits.ts';
import { firstHastyTarget } from '../game/special.ts';
import { fireBonus, rangerFireDice, sightBlockers } from '../game/fire.ts';
import { dieFace, type Rules } from '../game/rules.ts';
import { approachOrders } from '../game/setup.ts';
import { approachDieScores, approachScore } from './policies.ts';
import type { Commander, Company, CrowbarState, DieColor, German, Task } from '../game/types.ts';
import { COMPANIES, DIE_COLORS } from '../game/types.ts';

/**
 * The `cautious` and `aggressive` policies decided straight from the state, without listing every legal
 * action first (the simulator's hot path). Returns undefined where it has no opinion; the caller then falls
 * back to the listed actions. A test checks that every action chosen here is among the legal ones.
 */
export function fastChoice(policy: string, g: CrowbarState, R: Rules): CrowbarAction | undefined {
  const bold = policy === 'aggressive';
  const t = g.stack[g.stack.length - 1];
  if (!t) return undefined;
  // The cases in the order a simulated game meets them most: a switch on strings tests them one by one.
  switch (t.k) {
    case 'unit':
      return unit(g, R, t, bold);
    case 'select':
      return select(g, R, t, bold);
    case 'spend':
      return spend(g, R, t, bold);
    case 'fire':
      return fire(g, R, t);
    case 'reroll':
      return reroll(g, R, t);
    case 'choose':
      return chooseOption(g, R, t);
    case 'end-turn':
      return rudderReliefAvailable(g) && g.mode !== 'coop3' && g.mode !== 'coop2'
        ? { type: 'rudder-relief' }
        : END_TURN;
    case 'flashlamp':
      return flashlamp(g, R, t);
    case 'approach-assign':
      return approachAssign(g, R, t);
    case 'cc-bonus':
      return ccBonus(g, R, t);
    case 'low-ammo':
      return { type: 'use-supplies', use: true };
    case 'attach':
      return attachChoice(g, t);
    case 'approach-company':
      return approachCompany(g);
    default:
      return undefined;
  }
}

function flashlamp(g: CrowbarState, R: Rules, t: Extract<Task, { k: 'flashlamp' }>): CrowbarAction | undefined {
  // Cliff-top German units first (bomb damage may collapse the cliff), then other German units.
  const per = R.k['flashlamp-per-space'];
  let fallback: German | undefined;
  for (const u of g.germans) {
    if (!t.cols.includes(u.col) || u.incoming.length >= per) continue;
    if (u.row === CLIFF) return { type: 'place-flashlamp', col: u.col, row: u.row };
    fallback ??= u;
  }
  return fallback && { type: 'place-flashlamp', col: fallback.col, row: fallback.row };
}

function approachAssign(
  g: CrowbarState,
  R: Rules,
  t: Extract<Task, { k: 'approach-assign' }>,
): CrowbarAction | undefined {
  // The same scoring as the listed-actions policy, over the orders without building an action for each.
  const orders = approachOrders(g, R, t.company);
  if (orders.length < 2) return undefined;
  const scores = approachDieScores(R, t.faces);
  let best: readonly DieColor[] | undefined;
  let bestScore = -Infinity;
  for (const o of orders) {
    const score = approachScore(scores, o);
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best ? { type: 'approach-assign', order: [...best] } : undefined;
}

function select(
  g: CrowbarState,
  R: Rules,
  t: Extract<Task, { k: 'select' }>,
  bold: boolean,
): CrowbarAction | undefined {
  // Cautious: before a Company's activations, its Commander orders Open Fire! when anyone has a target.
  if (!bold && !g.seats.length && !g.activeCompany) {
    for (let i = 0; i < g.commanders.length; i++) {
      const c = g.commanders[i] as Commander;
      if (c.battalion) continue;
      const host = commanderReady(g, c);
      const company = commanderCompany(g, c);
      if (host && company && companySelectable(g, company) && hasFirer(g, R, company))
        return shared(ORDER_FIRE, c.id, orderFire);
    }
  }
  if (g.activeCompany) {
    for (let i = 0; i < g.rangers.length; i++) {
      const r = g.rangers[i];
      if (r && !r.activated && r.company === g.activeCompany) return ACTIVATE[r.col];
    }
    return undefined;
  }
  for (const c of COMPANIES) if (companySelectable(g, c)) return shared(SELECT_COMPANY, c, selectCompany);
  return undefined;
}

/**
 * The actions chosen most often, made once: `step` only reads an action, and a game's thousand decisions then
 * allocate nothing for them.
 */
type RollAction = Extract<CrowbarAction, { type: 'roll' }>;
const rollAction = (die: DieColor): RollAction => ({ type: 'roll', die });
const SAFE_FIRST: readonly RollAction[] = DIE_COLORS.map(rollAction);
const RISKY_FIRST: readonly RollAction[] = (['black', 'red', 'yellow', 'green'] as const).map(rollAction);
const MARKERS: CrowbarAction = { type: 'consolidate', option: 'markers' };
const RECOVER: CrowbarAction = { type: 'consolidate', option: 'recover' };
const RALLY: CrowbarAction = { type: 'consolidate', option: 'rally' };
const ACCEPT: CrowbarAction = { type: 'accept' };
const MOVE_FORWARD: CrowbarAction = { type: 'move', dir: 'forward' };
const END_ADVANCES: CrowbarAction = { type: 'end-advances' };
const END_TURN: CrowbarAction = { type: 'end-turn' };
const NO_FIRE: CrowbarAction = { type: 'fire', target: null };
const REGROUP_PINNED: CrowbarAction = { type: 'special', action: 'regroup-pinned' };
const REGROUP_SHAKEN: CrowbarAction = { type: 'special', action: 'regroup-shaken' };
const GRAPPLE: CrowbarAction = { type: 'special', action: 'grapple' };
const REROLL_HEROIC: CrowbarAction = { type: 'reroll', by: 'heroic' };
/** The Close Combat bonuses, by index: 2 for the Commander, plus 1 for the Heroic Action. */
const CC_BONUS: readonly CrowbarAction[] = [
  { type: 'cc-bonus', commander: false, heroic: false },
  { type: 'cc-bonus', commander: false, heroic: true },
  { type: 'cc-bonus', commander: true, heroic: false },
  { type: 'cc-bonus', commander: true, heroic: true },
];
/** Actions naming a Commander, a Company or an option, by that name: each made the first time it is chosen. */
const ORDER_FIRE = new Map<string, CrowbarAction>();
const SELECT_COMPANY = new Map<string, CrowbarAction>();
const REROLL_BY = new Map<string, CrowbarAction>();
const CHOOSE = new Map<string, CrowbarAction>();
const orderFire = (commander: string): CrowbarAction => ({ type: 'order-fire', commander });
const selectCompany = (company: Company): CrowbarAction => ({ type: 'select-company', company });
const rerollBy = (commander: string): CrowbarAction => ({ type: 'reroll', by: 'commander', commander });
const choose = (option: string): CrowbarAction => ({ type: 'choose', option });

function shared<K extends string>(
  made: Map<string, CrowbarAction>,
  key: K,
  make: (key: K) => CrowbarAction,
): CrowbarAction {
  let a = made.get(key);
  if (!a) {
    a = make(key);
    made.set(key, a);
  }
  return a;
}

/** Activating the unit of each column, by column (1-12). */
const ACTIVATE: readonly CrowbarAction[] = activations();
/** Firing at each German unit, by its id: made the first time it is a target. */
const FIRE_AT: CrowbarAction[] = [];

function activations(): CrowbarAction[] {
  const out: CrowbarAction[] = [];
  for (let col = 0; col <= COLS; col++) out.push({ type: 'activate', col });
  return out;
}

function unit(g: CrowbarState, R: Rules, t: Extract<Task, { k: 'unit' }>, bold: boolean): CrowbarAction | undefined {
  const r = ranger(g, t.col);
  if (!r) return undefined;
  if (r.row >= CLIFF && !g.lastStop) {
    const want =
      r.pinned ||
      (bold ? g.rolled.length >= 3 : g.rolled.length >= 2 || r.sp <= 4) ||
      (r.row >= R.k['highway-row'] && !bold);
    if (want) {
      // The same preference as the listed-actions policy, read without listing every option.
      if (r.pinned || r.shaken) return MARKERS;
      const cap = r.kia ? Math.min(R.k['kia-cap'], maxSp(r, R)) : maxSp(r, R);
      if (r.rally === r.row && r.sp < cap) return RECOVER;
      if (r.rally < r.row) return RALLY;
      const opts = consolidateOptions(g, R, r);
      let pick = opts[0];
      for (let i = 0; i < opts.length; i++)
        if (opts[i]?.option === 'hq') {
          pick = opts[i];
          break;
        }
      if (pick)
        return pick.row === undefined
          ? { type: 'consolidate', option: pick.option }
          : { type: 'consolidate', option: pick.option, row: pick.row };
    }
  }
  const order = bold || r.row === BEACH ? RISKY_FIRST : SAFE_FIRST;
  for (let i = 0; i < order.length; i++) {
    const a = order[i] as RollAction;
    if (!g.rolled.includes(a.die)) return a;
  }
  return undefined;
}

function reroll(g: CrowbarState, R: Rules, t: Extract<Task, { k: 'reroll' }>): CrowbarAction | undefined {
  const f = dieFace(R, t.die, t.face);
  const r = ranger(g, t.col);
  const bad = !!f && !!r && (f.stop || f.rout || (f.shaken && r.shaken) || f.variable);
  if (!bad || !r) return ACCEPT;
  // The first Commander rerollOptions lists: the first available near the unit.
  const c = availableCommander(g, r, 'near');
  if (c) return shared(REROLL_BY, c.id, rerollBy);
  if (r.heroic > 0) return REROLL_HEROIC;
  return ACCEPT;
}

function spend(g: CrowbarState, R: Rules, t: Extract<Task, { k: 'spend' }>, bold: boolean): CrowbarAction | undefined {
  const r = ranger(g, t.col);
  if (!r) return END_ADVANCES;
  if (r.pinned)
    return t.pool >= R.k['cost-regroup'] && !t.movementOnly && r.row >= BEACH ? REGROUP_PINNED : END_ADVANCES;
  const mc = moveCost(g, R, r, 'forward');
  if (
    r.row === BEACH &&
    !t.movementOnly &&
    mc &&
    t.pool < mc.cost &&
    g.holds[r.col - 1] !== 'firm' &&
    t.pool >= R.k['cost-grapple']
  )
    return GRAPPLE;
  const stopRow = bold ? 15 : R.k['highway-row'];
  if (mc && r.row < stopRow) {
    // The space ahead is looked at only when the unit is too weak to go anyway.
    const enemy = bold || r.sp >= 6 || r.row < BEACH ? undefined : germanAt(g, mc.to);
    const ok = !enemy || r.sp >= 2 * germanSp(enemy, R, 'close');
    if (ok) {
      if (t.pool >= mc.cost) return MOVE_FORWARD;
      if (mc.obstacle && t.pool >= mc.cost - R.k['bonus-discount']) {
        if (availableCommander(g, r, 'attached')) return { type: 'move', dir: 'forward', bonus: 'commander' };
        if (r.heroic > 0) return { type: 'move', dir: 'forward', bonus: 'heroic' };
      }
    }
  }
  if (t.movementOnly || r.row < BEACH) return END_ADVANCES;
  if (r.shaken && t.pool >= R.k['cost-regroup']) return REGROUP_SHAKEN;
  if (t.pool >= R.k['cost-hasty']) {
    const gid = firstHastyTarget(g, R, r);
    if (gid !== undefined) return { type: 'special', action: 'hasty', gid };
  }
  return END_ADVANCES;
}

function ccBonus(g: CrowbarState, R: Rules, t: Extract<Task, { k: 'cc-bonus' }>): CrowbarAction | undefined {
  const r = ranger(g, t.cc.col);
  const commander = !!r && !!availableCommander(g, r, 'attached');
  const heroic = !!r && r.heroic > 0;
  return CC_BONUS[(commander ? 2 : 0) + (heroic ? 1 : 0)];
}

/** The fire decision's scratch: where in g.germans each target within reach is, and its value (-1 once tried). */
const inReach: number[] = [];
const inReachValue: number[] = [];

function fire(g: CrowbarState, R: Rules, t: Extract<Task, { k: 'fire' }>): CrowbarAction | undefined {
  const col = t.firers[0];
  const r = col !== undefined ? ranger(g, col) : null;
  if (!r) return NO_FIRE;
  // The first target of highest value among those in sight with dice to throw: the same pick as scanning
  // fireTargets. The targets within reach are tried best first, so only the best few are traced and counted;
  // sight is looked at before the dice, as the cheaper test and the one that fails more often.
  let n = 0;
  for (let i = 0; i < g.germans.length; i++) {
    const u = g.germans[i] as German;
    if (!withinReach(r, u)) continue;
    inReach[n] = i;
    inReachValue[n] = fireValue(u, R);
    n++;
  }
  const bonus = fireBonus(false, false, t.lowAmmo);
  let blockers: Uint8Array | undefined;
  for (;;) {
    let best = -1;
    let bestValue = -1;
    for (let j = 0; j < n; j++) {
      const v = inReachValue[j] as number;
      if (v > bestValue) {
        bestValue = v;
        best = j;
      }
    }
    if (best < 0) return NO_FIRE;
    inReachValue[best] = -1;
    const u = g.germans[inReach[best] as number] as German;
    blockers ??= sightBlockers(g, R);
    if (inSight(g, R, r, u, blockers) && rangerFireDice(g, R, r, u, bonus) > 0)
      return (FIRE_AT[u.id] ??= { type: 'fire', target: u.id });
  }
}

/** How much a German unit is worth as a target: a reduced unit first, then the stronger fire. */
function fireValue(u: German, R: Rules): number {
  return (u.reduced ? 10 : 0) + germanSp(u, R, 'fire');
}

function chooseOption(g: CrowbarState, R: Rules, t: Extract<Task, { k: 'choose' }>): CrowbarAction | undefined {
  const o = t.options.find((x) => x !== 'none') ?? t.options[0];
  return o === undefined ? undefined : shared(CHOOSE, o, choose);
}

/**
 * The first legal choice, as the listed-actions policy picks; undefined when there is only one, where that
 * policy draws from the generator (the fallback then does exactly that).
 */
function attachChoice(g: CrowbarState, t: Extract<Task, { k: 'attach' }>): CrowbarAction | undefined {
  const c = commanderById(g, t.commander);
  if (!c) return undefined;
  const targets = attachTargets(g, c);
  const first = targets[0];
  return targets.length >= 2 && first ? { type: 'attach', commander: c.id, col: first.col } : undefined;
}

function approachCompany(g: CrowbarState): CrowbarAction | undefined {
  let first: Company | undefined;
  let n = 0;
  for (const c of COMPANIES)
    if (!g.approachDone.includes(c)) {
      first ??= c;
      n++;
    }
  return n >= 2 && first ? { type: 'approach-company', company: first } : undefined;
}
