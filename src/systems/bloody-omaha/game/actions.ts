/** The activation actions of section 11, each paid with IP (12.0). Attacks are in attack.ts. */
import { isList, type Rng, type RulesContext } from '../../../engine/index.ts';
import { distances } from '../map/map-index.ts';
import { OBSTACLE_EXIT_SETTING } from '../rules-notes.ts';
import type { IpPool } from '../scenario.ts';
import { removeToken, reveal } from './tokens.ts';
import type { GameData } from './data.ts';
import { canDraw, drawCard } from './deck.ts';
import { checkEngineerCost, engineerAttempt } from './engineers.ts';
import { POOLS } from './points.ts';
import { applyReturn, applyUndisrupt, checkReturnTarget, checkUndisruptTarget } from './restore.ts';
import {
  anyUnitIn,
  cf,
  def,
  defaultPool,
  findUnit,
  hasGermanTokens,
  isLandSquare,
  moveUnit,
  obstacleStands,
  poolsIn,
  stackCf,
  tank,
  tanksIn,
  tanksWith,
} from './units.ts';
import { division, listed, say, unitName, unitNames } from './say.ts';
import { BOX, type ActionOf, type State } from './types.ts';

/** Why no activation can be made now (11.0): another phase, or a choice in progress to finish first. */
export function inActivation(s: State): string | undefined {
  if (s.phase !== 'activation') return 'only in the Activation Phase';
  return s.pending ? 'finish the choice in progress first' : undefined;
}

type Payer =
  { readonly pool: IpPool; readonly error?: undefined } | { readonly pool?: undefined; readonly error: string };

/** The IP track that pays 1 IP: the one named, or by default the one with more IP among those allowed (12.0). */
function payer(s: State, pools: readonly IpPool[], given: IpPool | undefined): Payer {
  if (given !== undefined) {
    if (!pools.includes(given)) return { error: `the ${given} Division cannot pay for this` };
    return s.ip[given] >= 1 ? { pool: given } : { error: `the ${given} Division has no IP` };
  }
  const pool = defaultPool(s, pools);
  return pool ? { pool } : { error: 'no division that may pay has an IP left' };
}

// ---- 11.1 Move ----

/** Why a unit may not step from `from` into `to`, if it may not (11.1, 8.5). */
export function stepBlocked(s: State, d: GameData, ctx: RulesContext, from: string, to: string): string | undefined {
  const q = d.map.byId.get(from);
  if (!q?.adjacent.includes(to)) return `${to} is not next to ${from} (no diagonals)`;
  if (!isLandSquare(d, to)) return `${to} is not a land square`;
  if (hasGermanTokens(s, to)) return `${to} holds German tokens: attack it (11.1, 11.3)`;
  if (obstacleStands(s, to)) return `${to}'s Beach Obstacle still stands (8.5)`;
  if (obstacleStands(s, from) && ctx.setting(OBSTACLE_EXIT_SETTING) === true && d.map.byId.get(to)?.terrain !== 'beach')
    return `${from} has no Gap to leave the beach by`;
  return undefined;
}

type Move = ActionOf<'move'>['moves'][number];

/** The CF a square would hold once the moves into it are made. */
function cfAfterMoves(s: State, d: GameData, moves: readonly Move[], to: string): number {
  let n = stackCf(s, d, to);
  for (const m of moves) {
    const u = m.to === to ? findUnit(s, d, m.unit) : undefined;
    if (u) n += cf(d, u);
  }
  return n;
}

/** The Tanks a square would hold once the moves into it are made: those with the units moving in. */
function tanksAfterMoves(s: State, moves: readonly Move[], to: string): number {
  let n = tanksIn(s, to);
  for (const m of moves) if (m.to === to) n += tanksWith(s, m.unit);
  return n;
}

export function checkMove(s: State, d: GameData, ctx: RulesContext, a: ActionOf<'move'>): string | undefined {
  const bad = inActivation(s);
  if (bad) return bad;
  if (!isLandSquare(d, a.from)) return `${a.from} is not a land square`;
  if (!isList(a.moves) || a.moves.length === 0) return 'move at least one unit';
  const moves = a.moves;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i] as Move;
    const u = findUnit(s, d, m.unit);
    if (!u || u.loc !== a.from) return `${m.unit} is not in ${a.from}`;
    if (moves.findIndex((x) => x.unit === m.unit) < i) return `${m.unit} is listed twice`;
    if (u.pinned) return `${m.unit} is pinned (8.8)`;
    const blocked = stepBlocked(s, d, ctx, a.from, m.to);
    if (blocked) return blocked;
  }
  // each square moved into, once, in the order first named
  const firstInto = (i: number): boolean => moves.findIndex((x) => x.to === moves[i]?.to) === i;
  for (let i = 0; i < moves.length; i++) {
    const to = (moves[i] as Move).to;
    const n = firstInto(i) ? cfAfterMoves(s, d, moves, to) : 0;
    if (n > d.stacking) return `${to} would hold ${n} CF (limit ${d.stacking}: 10.0)`;
  }
  for (let i = 0; i < moves.length; i++) {
    const to = (moves[i] as Move).to;
    const n = firstInto(i) ? tanksAfterMoves(s, moves, to) : 0;
    if (n > d.tankLimit) return `${to} would hold +${n} of Tanks (limit +${d.tankLimit}: 10.0)`;
  }
  return payer(s, poolsIn(s, d, a.from), a.pay).error;
}

/** The moves in words, grouped by where they go: "A/116 and E/116 to B03, 1/116 to S01". */
function movesText(d: GameData, moves: readonly Move[]): string {
  const to = [...new Set(moves.map((m) => m.to))];
  return listed(
    to.map(
      (sq) =>
        `${unitNames(
          d,
          moves.filter((m) => m.to === sq).map((m) => m.unit),
        )} to ${sq}`,
    ),
  );
}

export function applyMove(s: State, d: GameData, a: ActionOf<'move'>): void {
  const p = payer(s, poolsIn(s, d, a.from), a.pay).pool ?? '1st';
  s.ip[p] -= 1;
  say(s, () => `${movesText(d, a.moves)} from ${a.from}, for 1 IP of ${division(p)}`, '11.1, 12.0');
  for (const m of a.moves) {
    const u = findUnit(s, d, m.unit);
    if (u) moveUnit(s, d, u, m.to);
  }
}

// ---- 11.2 Probe ----

function probePools(s: State, d: GameData, target: string): IpPool[] {
  const pools = new Set<IpPool>();
  for (const sq of d.map.byId.get(target)?.adjacent ?? [])
    if (isLandSquare(d, sq)) for (const p of poolsIn(s, d, sq)) pools.add(p);
  return [...pools];
}

export function checkProbe(s: State, d: GameData, a: ActionOf<'probe'>): string | undefined {
  const bad = inActivation(s);
  if (bad) return bad;
  if (!(s.tokens[a.target] ?? []).some((t) => !t.revealed)) return `${a.target} has no hidden token`;
  const pools = probePools(s, d, a.target);
  if (pools.length === 0) return `no US unit is next to ${a.target}`;
  return payer(s, pools, a.pay).error;
}

export function applyProbe(s: State, d: GameData, a: ActionOf<'probe'>): void {
  const p = payer(s, probePools(s, d, a.target), a.pay).pool ?? '1st';
  s.ip[p] -= 1;
  say(s, () => `Probe of ${a.target}, for 1 IP of ${division(p)}: its tokens are revealed and left in place`, '11.2');
  reveal(s, a.target);
}

// ---- 11.4 Engineers ----

export function engineerTarget(s: State, d: GameData, sq: string): 'mine' | 'obstacle' | undefined {
  if (obstacleStands(s, sq) && s.turn >= d.scen.rules.obstacleClearingFromTurn.value) return 'obstacle';
  if ((s.tokens[sq] ?? []).some((t) => t.revealed && t.face === 'mine')) return 'mine';
  return undefined;
}

export function hasUnitAtOrNext(s: State, d: GameData, sq: string): boolean {
  if (anyUnitIn(s, sq)) return true;
  for (const n of d.map.byId.get(sq)?.adjacent ?? []) if (isLandSquare(d, n) && anyUnitIn(s, n)) return true;
  return false;
}

export function checkEngineer(s: State, d: GameData, a: ActionOf<'engineer'>): string | undefined {
  const bad = inActivation(s);
  if (bad) return bad;
  if (!engineerTarget(s, d, a.square)) {
    return obstacleStands(s, a.square)
      ? `obstacles can be cleared from turn ${d.scen.rules.obstacleClearingFromTurn.value} (8.5)`
      : `${a.square} has no obstacle or revealed Mine Field`;
  }
  if (!hasUnitAtOrNext(s, d, a.square)) return `no US unit is in or next to ${a.square}`;
  return checkEngineerCost(s, a.eps, a.payIp, a.dice);
}

export function applyEngineer(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'engineer'>): void {
  const target = engineerTarget(s, d, a.square);
  if (!target) return;
  const result = engineerAttempt(s, d, ctx, rng, a.square, target, a.eps, a.payIp, a.dice);
  if (result !== 'removed') return;
  if (target === 'obstacle') s.gaps[a.square] = true;
  else {
    const mine = (s.tokens[a.square] ?? []).find((t) => t.revealed && t.face === 'mine');
    if (mine) removeToken(s, a.square, mine.id);
  }
}

// ---- 11.5 Return or undisrupt ----

export function checkUndisrupt(s: State, d: GameData, a: ActionOf<'undisrupt'>): string | undefined {
  const bad = inActivation(s) ?? checkUndisruptTarget(s, d, a.unit);
  if (bad) return bad;
  const p = def(d, a.unit).pool;
  return s.ip[p] >= 1 ? undefined : `the ${p} Division has no IP`;
}

export function applyUndisruptAction(s: State, d: GameData, a: ActionOf<'undisrupt'>): void {
  s.ip[def(d, a.unit).pool] -= 1;
  applyUndisrupt(s, d, a.unit, `for 1 IP of ${division(def(d, a.unit).pool)}`);
}

export function checkReturn(s: State, d: GameData, a: ActionOf<'return-unit'>): string | undefined {
  const bad = inActivation(s) ?? checkReturnTarget(s, d, a.unit, a.to);
  if (bad) return bad;
  const p = def(d, a.unit).pool;
  return s.ip[p] >= 1 ? undefined : `the ${p} Division has no IP`;
}

export function applyReturnAction(s: State, d: GameData, a: ActionOf<'return-unit'>): void {
  s.ip[def(d, a.unit).pool] -= 1;
  applyReturn(s, d, a.unit, a.to, `for 1 IP of ${division(def(d, a.unit).pool)}`);
}

// ---- 11.6 Tank transfer ----

/** Squares a Tank can reach: through land squares free of German tokens and standing obstacles (9.1b, 11.6). */
export function tankReach(s: State, d: GameData, from: string): Map<string, number> {
  return distances(d.map, from, (sq) => isLandSquare(d, sq) && !hasGermanTokens(s, sq) && !obstacleStands(s, sq));
}

export function checkTransfer(s: State, d: GameData, a: ActionOf<'transfer-tank'>): string | undefined {
  const bad = inActivation(s);
  if (bad) return bad;
  const tank = s.tanks.find((t) => t.id === a.tank);
  if (!tank) return `no Tank "${a.tank}"`;
  const u = findUnit(s, d, a.unit);
  if (!u || !isLandSquare(d, u.loc)) return `${a.unit} is not on the map ashore`;
  if (tank.unit === a.unit) return `the Tank is already with ${a.unit}`;
  if (!tankReach(s, d, tank.square).has(u.loc)) return `no clear path from ${tank.square} to ${u.loc} (11.6)`;
  if (u.loc !== tank.square && tanksIn(s, u.loc) + tank.strength > d.tankLimit)
    return `${u.loc} would hold more than +${d.tankLimit} of Tanks (10.0)`;
  return payer(s, POOLS, a.pay ?? (s.ip[def(d, a.unit).pool] > 0 ? def(d, a.unit).pool : undefined)).error;
}

export function applyTransfer(s: State, d: GameData, a: ActionOf<'transfer-tank'>): void {
  const p = payer(s, POOLS, a.pay ?? (s.ip[def(d, a.unit).pool] > 0 ? def(d, a.unit).pool : undefined)).pool ?? '1st';
  s.ip[p] -= 1;
  const i = s.tanks.findIndex((t) => t.id === a.tank);
  const t = s.tanks[i];
  const u = findUnit(s, d, a.unit);
  if (!t || !u) return;
  s.tanks[i] = tank(t.id, t.strength, u.loc, u.id);
  say(
    s,
    () => `The +${t.strength} Tank in ${t.square} joins ${unitName(d, u.id)} in ${u.loc}, for 1 IP of ${division(p)}`,
    '11.6',
  );
}

// ---- 11.7 Reinforcements ----

export function seaSquaresOf(d: GameData, unitId: string): readonly string[] {
  const division = def(d, unitId).division;
  return d.scen.divisions.find((x) => x.id === division)?.seaSquares ?? [];
}

export function checkReinforce(s: State, d: GameData, a: ActionOf<'reinforce'>): string | undefined {
  const bad = inActivation(s);
  if (bad) return bad;
  const u = findUnit(s, d, a.unit);
  if (!u || u.loc !== BOX) return `${a.unit} is not in the Reinforcement Holding box`;
  if (!seaSquaresOf(d, a.unit).includes(a.to))
    return `${a.unit} enters at ${seaSquaresOf(d, a.unit).join(', ')} (11.7)`;
  if (stackCf(s, d, a.to) + def(d, a.unit).full > d.stacking) return `${a.to} would be over-stacked (10.0)`;
  const p = def(d, a.unit).pool;
  return s.ip[p] >= 1 ? undefined : `the ${p} Division has no IP`;
}

export function applyReinforce(s: State, d: GameData, a: ActionOf<'reinforce'>): void {
  const u = findUnit(s, d, a.unit);
  if (!u) return;
  const p = def(d, a.unit).pool;
  s.ip[p] -= 1;
  u.loc = a.to;
  say(
    s,
    () => `${unitName(d, a.unit)} leaves the Reinforcement Holding box for ${a.to}, for 1 IP of ${division(p)}`,
    '11.7',
  );
}

// ---- 11.8 Draw a card (and the free draw of the Card Draw Phase, 6.1) ----

export function checkDrawCard(s: State, a: ActionOf<'draw-card'>): string | undefined {
  if (s.phase === 'card-draw' && !s.pending) return undefined;
  const bad = inActivation(s);
  if (bad) return bad;
  if (!canDraw(s)) return 'no card is left to draw';
  return payer(s, POOLS, a.pay).error;
}

export function applyDrawCardAction(s: State, d: GameData, rng: Rng, a: ActionOf<'draw-card'>): void {
  if (s.phase === 'activation') {
    const p = payer(s, POOLS, a.pay).pool ?? '1st';
    s.ip[p] -= 1;
    say(s, () => `A card is drawn for 1 IP of ${division(p)}`, '11.8, 14.5');
  }
  drawCard(s, d, rng);
}
