/** Initiative and Engineer Points (6.2, 7.0, 8.3). */
import type { IpPool } from '../scenario.ts';
import { division, say } from './say.ts';
import type { ActionOf, PayIp, State } from './types.ts';

export const POOLS: readonly IpPool[] = ['1st', '29th'];
export const other = (p: IpPool): IpPool => (p === '1st' ? '29th' : '1st');

/** Start of the points phase: the turn's income (the turn number, less sniper debts) and EPs (6.2, 7.1). */
export function receivePoints(s: State): void {
  const income = Math.max(0, s.turn - s.ipPenaltyNext);
  if (s.ipPenaltyNext)
    say(
      s,
      () => `Snipers found no IP last turn: this turn's income is ${Math.min(s.turn, s.ipPenaltyNext)} IP lower`,
      '8.3',
    );
  s.ipPenaltyNext = 0;
  s.toAssign = income;
  s.ep += s.turn;
  say(
    s,
    () =>
      `Initiative & Engineer Points Phase, turn ${s.turn}: ${income} new IP to assign between the divisions and ${s.turn} new EP`,
    '6.2, 7.1',
    () => `EP now ${s.ep}`,
  );
}

export function checkAssign(s: State, a: ActionOf<'assign-ip'>): string | undefined {
  if (s.phase !== 'points' || s.pending) return 'IP are assigned in the Initiative & Engineer Points Phase';
  if (!Number.isInteger(a.first) || a.first < 0 || a.first > s.toAssign)
    return `give the 1st Division from 0 to ${s.toAssign} IP`;
  return undefined;
}

export function applyAssign(s: State, a: ActionOf<'assign-ip'>): void {
  const rest = s.toAssign - a.first;
  s.ip['1st'] += a.first;
  s.ip['29th'] += rest;
  s.toAssign = 0;
  say(
    s,
    () => `${a.first} new IP go to the 1st Division and ${rest} to the 29th`,
    '7.1a',
    () => `1st ${s.ip['1st']} IP, 29th ${s.ip['29th']} IP`,
  );
}

/** Why a track cannot pay `n`, if it cannot. */
export function cannotPay(s: State, pool: IpPool, n: number): string | undefined {
  return s.ip[pool] >= n ? undefined : `the ${pool} Division has ${s.ip[pool]} IP`;
}

export function spend(s: State, pool: IpPool, n: number): void {
  s.ip[pool] -= n;
}

/** A split of `n` IP over both tracks for EP actions (either or both divisions pay: 8.5, 11.4). */
export function resolvePayIp(s: State, n: number, given: PayIp | undefined): PayIp | string {
  const total = s.ip['1st'] + s.ip['29th'];
  if (total < n) return `${n} EP need ${n} IP (11.4), and the divisions have ${total}`;
  if (given) {
    const a = given['1st'] ?? 0;
    const b = given['29th'] ?? 0;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a + b !== n)
      return `the IP paid must add up to ${n}`;
    if (a > s.ip['1st']) return `the 1st Division has ${s.ip['1st']} IP, not ${a}`;
    if (b > s.ip['29th']) return `the 29th Division has ${s.ip['29th']} IP, not ${b}`;
    return { '1st': a, '29th': b };
  }
  // the track with more IP pays what it can, the other the rest
  if (s.ip['1st'] >= s.ip['29th']) {
    const first = Math.min(n, s.ip['1st']);
    return { '1st': first, '29th': n - first };
  }
  const twentyNinth = Math.min(n, s.ip['29th']);
  return { '1st': n - twentyNinth, '29th': twentyNinth };
}

export function payIp(s: State, p: PayIp): void {
  for (const pool of POOLS) s.ip[pool] -= p[pool] ?? 0;
}

/** A sniper (or an event) takes 1 IP: from the division struck, else the other, else next turn's income (8.3). */
export function loseIp(s: State, pool: IpPool, why: string): void {
  if (s.ip[pool] > 0) {
    s.ip[pool] -= 1;
    say(
      s,
      () => `${why} costs ${division(pool)} 1 IP`,
      '8.3',
      () => `${pool} Division IP now ${s.ip[pool]}`,
    );
  } else if (s.ip[other(pool)] > 0) {
    s.ip[other(pool)] -= 1;
    say(
      s,
      () => `${why} would cost ${division(pool)} 1 IP; it has none, so ${division(other(pool))} loses it`,
      '8.3',
      () => `${other(pool)} Division IP now ${s.ip[other(pool)]}`,
    );
  } else {
    s.ipPenaltyNext += 1;
    say(s, () => `${why} would cost 1 IP; neither division has any, so next turn's income is 1 IP lower`, '8.3');
  }
}
