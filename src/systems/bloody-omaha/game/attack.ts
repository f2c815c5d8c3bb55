/** Attacks (11.3, 13.0) with the tokens they reveal (8.2-8.7) and the advance after success. */
import { modify, type Rng, type RulesContext } from '../../../engine/index.ts';
import { isAdjacent } from '../map.ts';
import { ATTACK_TEXT, zeroCfReading } from '../procedures/attack.ts';
import { attackLookup, attackModifiers, describeMods, mineLookup, type AttackFactors } from '../rules/lookups.ts';
import type { IpPool } from '../scenario.ts';
import { checkDice, takeDice, type GameData } from './data.ts';
import { checkEngineerCost, engineerRoll } from './engineers.ts';
import { askUnit, reduceTank, startTokenEvent } from './events.ts';
import { loseIp } from './points.ts';
import { cf, def, defaultPool, findUnit, hasGermanTokens, isLandSquare, moveUnit, poolsIn, stackCf, tanksIn, unitsIn } from './units.ts';
import type { ActionOf, AttackState, State, Token } from './types.ts';

export function tokenLabel(t: Token): string {
  if (!t.revealed) return 'hidden token';
  return t.face === 'number' ? `${t.pool === 'strongpoint' ? 'Strongpoint' : 'German'} ${t.value ?? 0}` : t.face === 'event' ? 'Random Event' : t.face === 'stug' ? 'StuG' : t.face === 'mine' ? 'Mine Field' : 'Sniper';
}

/** Flips every token in the square face up; returns how many were hidden. */
export function reveal(s: State, sq: string): number {
  let n = 0;
  for (const t of s.tokens[sq] ?? []) if (!t.revealed) {
    t.revealed = true;
    n++;
  }
  if (n) s.log.push(`${sq} revealed: ${(s.tokens[sq] ?? []).map(tokenLabel).join(', ')}`);
  return n;
}

export function removeToken(s: State, sq: string, id: string): void {
  const list = s.tokens[sq];
  if (!list) return;
  const rest = list.filter((t) => t.id !== id);
  if (rest.length) s.tokens[sq] = rest;
  else delete s.tokens[sq];
}

function clearSquare(s: State, sq: string): void {
  const list = s.tokens[sq] ?? [];
  delete s.tokens[sq];
  s.log.push(`${sq} cleared of ${list.map(tokenLabel).join(', ')}`);
}

/** The units of a square that can join an attack: all but the pinned (8.8, 13.1). */
export function attackersIn(s: State, sq: string): string[] {
  return unitsIn(s, sq).filter((u) => !u.pinned).map((u) => u.id);
}

/** Payers for each attacking square: given, or by default the track with more IP among those present. */
export function attackPayers(s: State, d: GameData, from: readonly string[], pay: readonly IpPool[] | undefined): IpPool[] | string {
  const left = { ...s.ip };
  const out: IpPool[] = [];
  for (let i = 0; i < from.length; i++) {
    const sq = from[i] as string;
    const pools = poolsIn(s, d, sq);
    const p = pay?.[i] ?? (() => {
      let best: IpPool | undefined;
      for (const x of pools) if (left[x] > 0 && (best === undefined || left[x] > left[best])) best = x;
      return best;
    })();
    if (!p || !pools.includes(p)) return `no division present in ${sq} can pay for it`;
    if (left[p] < 1) return `the ${p} Division has no IP left for ${sq}`;
    left[p] -= 1;
    out.push(p);
  }
  return out;
}

export function checkAttack(s: State, d: GameData, a: ActionOf<'attack'>): string | undefined {
  if (s.phase !== 'activation' || s.pending) return 'attacks are made in the Activation Phase';
  if (!isLandSquare(d, a.target) || !hasGermanTokens(s, a.target)) return `${a.target} holds no German token to attack`;
  if (!Array.isArray(a.from) || a.from.length === 0) return 'name at least one attacking square';
  if (new Set(a.from).size !== a.from.length) return 'a square joins an attack once';
  for (const sq of a.from) {
    if (!isLandSquare(d, sq) || !d.map.byId.get(sq)?.adjacent.includes(a.target)) return `${sq} is not next to ${a.target} (no diagonals: 13.1)`;
    if (attackersIn(s, sq).length === 0) return `${sq} has no unpinned unit to attack with`;
  }
  const payers = attackPayers(s, d, a.from, a.pay);
  return typeof payers === 'string' ? payers : undefined;
}

export function applyAttack(s: State, d: GameData, ctx: RulesContext, a: ActionOf<'attack'>): void {
  const payers = attackPayers(s, d, a.from, a.pay) as IpPool[];
  payers.forEach((p) => (s.ip[p] -= 1));
  const units = a.from.flatMap((sq) => attackersIn(s, sq));
  s.attack = { target: a.target, squares: a.from.slice(), units, division: payers[0] as IpPool, cardDrm: 0, cardCf: 0 };
  s.log.push(`Attack on ${a.target} from ${a.from.join(', ')} (${payers.length} IP): ${units.join(', ')} (11.3, 13.1)`);
  const newly = reveal(s, a.target);
  if (newly > 0) s.pending = { kind: 'attack-revealed' };
  else continueAttack(s, d, ctx);
}

export function checkContinue(s: State): string | undefined {
  return s.pending?.kind === 'attack-revealed' ? undefined : 'no revealed attack is waiting';
}

export function applyContinue(s: State, d: GameData, ctx: RulesContext): void {
  s.pending = null;
  continueAttack(s, d, ctx);
}

export function checkCancel(s: State): string | undefined {
  const k = s.pending?.kind;
  return k === 'attack-revealed' || k === 'mine' || k === 'attack-ready' ? undefined : 'no attack can be called off now';
}

export function applyCancel(s: State): void {
  s.log.push('Attack called off; the IPs spent are lost (13.6, 8.2a)');
  endAttack(s);
}

export function endAttack(s: State): void {
  s.attack = null;
  s.pending = null;
}

/** Resolves the square's tokens in order: non-numerical first (8.7), then the attack roll, or the advance. */
export function continueAttack(s: State, d: GameData, ctx: RulesContext): void {
  const a = s.attack;
  if (!a) return;
  s.pending = null;
  a.units = a.units.filter((id) => {
    const u = findUnit(s, id);
    return u !== undefined && a.squares.includes(u.loc) && !u.pinned;
  });
  if (a.units.length === 0) {
    s.log.push('No attacking unit is left: the attack ends');
    return endAttack(s);
  }
  const tokens = s.tokens[a.target] ?? [];
  const special = tokens.find((t) => t.face !== 'number');
  if (special) {
    switch (special.face) {
      case 'mine':
        s.pending = { kind: 'mine', token: special.id };
        s.log.push('Mine Field: call off, push through, or send engineers (8.2)');
        return;
      case 'sniper':
        removeToken(s, a.target, special.id);
        loseIp(s, a.division, 'Sniper');
        return continueAttack(s, d, ctx);
      case 'stug': {
        removeToken(s, a.target, special.id);
        const tank = s.tanks.find((t) => t.unit !== null && a.units.includes(t.unit));
        if (tank) {
          s.log.push('StuG fires on the Tank (8.4)');
          reduceTank(s, tank.id);
          return continueAttack(s, d, ctx);
        }
        s.log.push('StuG fires: one unit is pinned (8.4)');
        return askUnit(s, d, ctx, 'pin', a.units, 'StuG', 'attack-continue');
      }
      case 'event':
        removeToken(s, a.target, special.id);
        return startTokenEvent(s, d, a.target, a.units, a.division);
    }
  }
  if (tokens.length > 0) {
    s.pending = { kind: 'attack-ready' };
    return;
  }
  s.log.push(`${a.target} is clear`);
  startAdvance(s, d);
}

export function attackFactors(s: State, d: GameData, a: AttackState): AttackFactors & { unitsCf: number; tanks: number } {
  let unitsCf = 0;
  let anyDisrupted = false;
  let first = false;
  let twentyNinth = false;
  for (const id of a.units) {
    const u = findUnit(s, id);
    if (!u) continue;
    unitsCf += cf(d, u);
    anyDisrupted ||= u.disrupted;
    const div = def(d, id).division;
    if (div === '1st') first = true;
    else if (div === '29th') twentyNinth = true;
  }
  let tanks = 0;
  for (const t of s.tanks) if (t.unit !== null && a.units.includes(t.unit)) tanks += t.strength;
  let defenderCf = 0;
  for (const t of s.tokens[a.target] ?? []) if (t.face === 'number') defenderCf += t.value ?? 0;
  return { unitsCf, tanks, attackerCf: unitsCf + tanks + a.cardCf, defenderCf, anyDisrupted, mixed: first && twentyNinth, turn: s.turn, cardDrm: a.cardDrm };
}

export function checkRollAttack(s: State, a: ActionOf<'roll-attack'>): string | undefined {
  if (s.pending?.kind !== 'attack-ready' || !s.attack) return 'no attack is ready to roll';
  return checkDice(a.dice, 1);
}

export function applyRollAttack(s: State, d: GameData, ctx: RulesContext, rng: Rng, act: ActionOf<'roll-attack'>): void {
  const a = s.attack;
  if (!a) return;
  const f = attackFactors(s, d, a);
  const mods = attackModifiers(ctx, f, zeroCfReading(ctx));
  const [die] = takeDice(act.dice, 1, rng) as [number];
  const v = modify(die, mods);
  const { result } = attackLookup(ctx, v.value);
  s.lastRoll = { what: `Attack on ${a.target}`, dice: [die], modified: v.value, result };
  s.log.push(`Attack CF ${f.attackerCf} (units ${f.unitsCf}, tanks ${f.tanks}, cards ${a.cardCf}) vs German ${f.defenderCf}: d6 ${die}; ${describeMods(mods)}; modified ${v.value}: ${ATTACK_TEXT[result]} (13.5)`);
  s.pending = null;
  switch (result) {
    case 'F-1E':
      return askUnit(s, d, ctx, 'eliminate', a.units, 'F-1E', 'attack-end');
    case 'F-1D':
      return askUnit(s, d, ctx, 'disrupt', a.units, 'F-1D', 'attack-end');
    case 'S-1D':
      clearSquare(s, a.target);
      return askUnit(s, d, ctx, 'disrupt', a.units, 'S-1D', 'attack-advance');
    case 'S':
      clearSquare(s, a.target);
      return startAdvance(s, d);
  }
}

/** Units that may advance into the cleared square: attackers still standing and not pinned. */
export function advanceCandidates(s: State, a: AttackState): string[] {
  return a.units.filter((id) => {
    const u = findUnit(s, id);
    return u !== undefined && a.squares.includes(u.loc) && !u.pinned;
  });
}

export function startAdvance(s: State, d: GameData): void {
  const a = s.attack;
  if (!a) return;
  if (advanceCandidates(s, a).length === 0) return endAttack(s);
  s.pending = { kind: 'advance' };
}

export function checkAdvance(s: State, d: GameData, act: ActionOf<'advance'>): string | undefined {
  const a = s.attack;
  if (s.pending?.kind !== 'advance' || !a) return 'no cleared square to advance into';
  if (!Array.isArray(act.units)) return 'list the units that advance';
  const ok = advanceCandidates(s, a);
  if (new Set(act.units).size !== act.units.length) return 'a unit is listed twice';
  let cfIn = stackCf(s, d, a.target);
  let tanks = tanksIn(s, a.target);
  for (const id of act.units) {
    if (!ok.includes(id)) return `${id} cannot advance (it did not attack, or is pinned)`;
    const u = findUnit(s, id);
    if (u) cfIn += cf(d, u);
    for (const t of s.tanks) if (t.unit === id) tanks += t.strength;
  }
  if (cfIn > d.stacking) return `${a.target} would hold ${cfIn} CF (limit ${d.stacking}: 10.0)`;
  if (tanks > d.tankLimit) return `${a.target} would hold +${tanks} of Tanks (limit +${d.tankLimit}: 10.0)`;
  return undefined;
}

export function applyAdvance(s: State, act: ActionOf<'advance'>): void {
  const a = s.attack;
  if (!a) return;
  for (const id of act.units) {
    const u = findUnit(s, id);
    if (u) moveUnit(s, u, a.target);
  }
  s.log.push(act.units.length ? `${act.units.join(', ')} advance into ${a.target} (13.5)` : `No unit advances into ${a.target}`);
  endAttack(s);
}

// ---- Mine Fields met in an attack (8.2) ----

export function checkMinePush(s: State, a: ActionOf<'mine-push'>): string | undefined {
  if (s.pending?.kind !== 'mine') return 'no Mine Field is in the way';
  return checkDice(a.dice, 1);
}

export function applyMinePush(s: State, d: GameData, ctx: RulesContext, rng: Rng, act: ActionOf<'mine-push'>): void {
  const p = s.pending;
  const a = s.attack;
  if (p?.kind !== 'mine' || !a) return;
  removeToken(s, a.target, p.token);
  const [die] = takeDice(act.dice, 1, rng) as [number];
  const { hit } = mineLookup(ctx, die);
  s.lastRoll = { what: 'Mine Field', dice: [die], result: hit ? 'one unit disrupted' : 'no effect' };
  s.log.push(`Pushing through the Mine Field: d6 ${die}, ${hit ? 'one unit disrupted' : 'no effect'} (8.2b)`);
  s.pending = null;
  if (hit) return askUnit(s, d, ctx, 'disrupt', a.units, 'Mine Field', 'attack-continue');
  continueAttack(s, d, ctx);
}

export function checkMineEngineer(s: State, a: ActionOf<'mine-engineer'>): string | undefined {
  if (s.pending?.kind !== 'mine') return 'no Mine Field is in the way';
  return checkEngineerCost(s, a.eps, a.payIp, a.dice);
}

export function applyMineEngineer(s: State, d: GameData, ctx: RulesContext, rng: Rng, act: ActionOf<'mine-engineer'>): void {
  const p = s.pending;
  const a = s.attack;
  if (p?.kind !== 'mine' || !a) return;
  const result = engineerRoll(s, d, ctx, rng, 'mine', act.eps, act.payIp, act.dice);
  if (result === 'removed') {
    removeToken(s, a.target, p.token);
    continueAttack(s, d, ctx);
  }
}

export function attackTargetsFrom(s: State, d: GameData, sq: string): string[] {
  return (d.map.byId.get(sq)?.adjacent ?? []).filter((t) => hasGermanTokens(s, t) && isAdjacent(d.map, sq, t));
}

export { defaultPool };
