/** Attacks (11.3, 13.0) with the tokens they reveal (8.2-8.7) and the advance after success. */
import { isList, type Rng, type RulesContext } from '../../../engine/index.ts';
import type { IpPool } from '../scenario.ts';
import { checkDice, type GameData } from './data.ts';
import { inActivation } from './actions.ts';
import { checkEngineerCost, engineerAttempt } from './engineers.ts';
import { advanceCandidates, askUnit, continueAttack, endAttack, startAdvance } from './flow.ts';
import { attackSpec, mineSpec, throwDice } from './rolls.ts';
import { division, listed, plural, say, unitNames } from './say.ts';
import {
  cf,
  defaultPool,
  findUnit,
  hasGermanTokens,
  isLandSquare,
  moveUnit,
  poolsIn,
  stackCf,
  tanksIn,
  tanksWith,
} from './units.ts';
import { clearSquare, removeToken, reveal } from './tokens.ts';
import type { ActionOf, State } from './types.ts';

/** The units of a square that can join an attack: all but the pinned (8.8, 13.1). */
export function attackersIn(s: State, sq: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (u?.loc === sq && !u.pinned) out.push(u.id);
  }
  return out;
}

function anyAttackerIn(s: State, sq: string): boolean {
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (u?.loc === sq && !u.pinned) return true;
  }
  return false;
}

/** Payers for each attacking square: given, or by default the track with more IP among those present. */
export function attackPayers(
  s: State,
  d: GameData,
  from: readonly string[],
  pay: readonly IpPool[] | undefined,
): IpPool[] | string {
  const left = { '1st': s.ip['1st'], '29th': s.ip['29th'] };
  const out: IpPool[] = [];
  for (let i = 0; i < from.length; i++) {
    const sq = from[i] as string;
    const pools = poolsIn(s, d, sq);
    const p = pay?.[i] ?? defaultPool(s, pools, left);
    if (!p || !pools.includes(p)) return `no division present in ${sq} can pay for it`;
    if (left[p] < 1) return `the ${p} Division has no IP left for ${sq}`;
    left[p] -= 1;
    out.push(p);
  }
  return out;
}

export function checkAttack(s: State, d: GameData, a: ActionOf<'attack'>): string | undefined {
  const now = inActivation(s);
  if (now) return now;
  if (!isLandSquare(d, a.target) || !hasGermanTokens(s, a.target)) return `${a.target} holds no German token to attack`;
  if (!isList(a.from) || a.from.length === 0) return 'name at least one attacking square';
  for (let i = 0; i < a.from.length; i++) {
    const sq = a.from[i] as string;
    if (a.from.indexOf(sq) !== i) return 'a square joins an attack once';
  }
  for (let i = 0; i < a.from.length; i++) {
    const sq = a.from[i] as string;
    if (!isLandSquare(d, sq) || !d.map.byId.get(sq)?.adjacent.includes(a.target))
      return `${sq} is not next to ${a.target} (no diagonals: 13.1)`;
    if (!anyAttackerIn(s, sq)) return `${sq} has no unpinned unit to attack with`;
  }
  const payers = attackPayers(s, d, a.from, a.pay);
  return typeof payers === 'string' ? payers : undefined;
}

/** Who paid, in words: "1 IP of the 1st Division", "2 IP (1st, 29th)". */
function paidText(payers: readonly IpPool[]): string {
  const pools = [...new Set(payers)];
  return pools.length === 1
    ? `${plural(payers.length, 'IP')} of ${division(pools[0] as IpPool)}`
    : `${plural(payers.length, 'IP')} (${payers.join(', ')})`;
}

export function applyAttack(s: State, d: GameData, ctx: RulesContext, a: ActionOf<'attack'>): void {
  const payers = attackPayers(s, d, a.from, a.pay) as IpPool[];
  for (const p of payers) s.ip[p] -= 1;
  const units: string[] = [];
  for (const sq of a.from)
    for (let i = 0; i < s.units.length; i++) {
      const u = s.units[i];
      if (u?.loc === sq && !u.pinned) units.push(u.id);
    }
  s.attack = { target: a.target, squares: a.from.slice(), units, division: payers[0] as IpPool, cardDrm: 0, cardCf: 0 };
  say(
    s,
    () => `${unitNames(d, units)} attack ${a.target} from ${listed(a.from)}, for ${paidText(payers)}`,
    '11.3, 13.1',
  );
  const newly = reveal(s, a.target);
  if (newly > 0) s.pending = { kind: 'attack-revealed' };
  else continueAttack(s, d, ctx);
}

export function checkContinue(s: State): string | undefined {
  return s.pending?.kind === 'attack-revealed' ? undefined : 'no revealed attack is waiting';
}

export function applyContinue(s: State, d: GameData, ctx: RulesContext): void {
  s.pending = null;
  say(s, () => `The attack on ${s.attack?.target ?? 'the square'} goes on`, '13.6');
  continueAttack(s, d, ctx);
}

export function checkCancel(s: State): string | undefined {
  const k = s.pending?.kind;
  return k === 'attack-revealed' || k === 'mine' || k === 'attack-ready'
    ? undefined
    : 'no attack can be called off now';
}

export function applyCancel(s: State): void {
  say(
    s,
    () =>
      `The attack on ${s.attack?.target ?? 'the square'} is called off; the IP spent are lost and the units stay where they are`,
    s.pending?.kind === 'mine' ? '8.2a' : '13.6, 13.7',
  );
  endAttack(s);
}

export function checkRollAttack(s: State, a: ActionOf<'roll-attack'>): string | undefined {
  if (s.pending?.kind !== 'attack-ready' || !s.attack) return 'no attack is ready to roll';
  return checkDice(a.dice, 1);
}

export function applyRollAttack(
  s: State,
  d: GameData,
  ctx: RulesContext,
  rng: Rng,
  act: ActionOf<'roll-attack'>,
): void {
  const a = s.attack;
  const spec = attackSpec(s, d);
  if (!a || !spec) return;
  const { outcome, told } = throwDice(s, spec, ctx, act.dice, rng, '13.4, 13.5');
  if (told) s.log.push(told);
  s.pending = null;
  switch (outcome.result) {
    case 'F-1E':
      return askUnit(s, d, ctx, 'eliminate', a.units, `the attack on ${a.target} failed (F-1E)`, '13.5a', 'attack-end');
    case 'F-1D':
      return askUnit(s, d, ctx, 'disrupt', a.units, `the attack on ${a.target} failed (F-1D)`, '13.5b', 'attack-end');
    case 'S-1D':
      clearSquare(s, a.target, '13.5c');
      return askUnit(
        s,
        d,
        ctx,
        'disrupt',
        a.units,
        `the attack on ${a.target} succeeded at a cost (S-1D)`,
        '13.5c',
        'attack-advance',
      );
    case 'S':
      clearSquare(s, a.target, '13.5d');
      return startAdvance(s, d);
  }
}

export function checkAdvance(s: State, d: GameData, act: ActionOf<'advance'>): string | undefined {
  const a = s.attack;
  if (s.pending?.kind !== 'advance' || !a) return 'no cleared square to advance into';
  if (!isList(act.units)) return 'list the units that advance';
  const ok = advanceCandidates(s, d, a);
  if (new Set(act.units).size !== act.units.length) return 'a unit is listed twice';
  let cfIn = stackCf(s, d, a.target);
  let tanks = tanksIn(s, a.target);
  for (const id of act.units) {
    if (!ok.includes(id)) return `${id} cannot advance (it did not attack, or is pinned)`;
    const u = findUnit(s, d, id);
    if (u) cfIn += cf(d, u);
    tanks += tanksWith(s, id);
  }
  if (cfIn > d.stacking) return `${a.target} would hold ${cfIn} CF (limit ${d.stacking}: 10.0)`;
  if (tanks > d.tankLimit) return `${a.target} would hold +${tanks} of Tanks (limit +${d.tankLimit}: 10.0)`;
  return undefined;
}

export function applyAdvance(s: State, d: GameData, act: ActionOf<'advance'>): void {
  const a = s.attack;
  if (!a) return;
  if (act.units.length) say(s, () => `${unitNames(d, act.units)} advance into ${a.target} at no IP cost`, '11.3, 13.5');
  else say(s, () => `The attackers stay where they are; nobody advances into ${a.target}`, '13.5');
  for (const id of act.units) {
    const u = findUnit(s, d, id);
    if (u) moveUnit(s, d, u, a.target);
  }
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
  const spec = mineSpec(s, d);
  if (p?.kind !== 'mine' || !a || !spec) return;
  removeToken(s, a.target, p.token);
  const { outcome, told } = throwDice(s, spec, ctx, act.dice, rng);
  if (told) s.log.push(told);
  s.pending = null;
  if (outcome.hit)
    return askUnit(s, d, ctx, 'disrupt', a.units, `the Mine Field in ${a.target}`, '8.2b', 'attack-continue');
  continueAttack(s, d, ctx);
}

export function checkMineEngineer(s: State, a: ActionOf<'mine-engineer'>): string | undefined {
  if (s.pending?.kind !== 'mine') return 'no Mine Field is in the way';
  return checkEngineerCost(s, a.eps, a.payIp, a.dice);
}

export function applyMineEngineer(
  s: State,
  d: GameData,
  ctx: RulesContext,
  rng: Rng,
  act: ActionOf<'mine-engineer'>,
): void {
  const p = s.pending;
  const a = s.attack;
  if (p?.kind !== 'mine' || !a) return;
  const result = engineerAttempt(s, d, ctx, rng, a.target, 'mine', act.eps, act.payIp, act.dice);
  if (result === 'removed') {
    removeToken(s, a.target, p.token);
    continueAttack(s, d, ctx);
  } else
    say(
      s,
      () => `The Mine Field stays in ${a.target}: call the attack off, push through, or try the engineers again`,
      '8.2c',
    );
}
