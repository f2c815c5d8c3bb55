import type { RulesContext, TableRow } from '../../../engine/index.ts';
import { rule, ranked, str } from './numbers.ts';
import { isLeader, MARK, type HeroMark, type Intensity, type UnitType } from './units.ts';

export const FIRE_RESULTS = 'dday-omaha.german-fire-results';
export const FIRE_PRIORITY = 'dday-omaha.fire-priority';

export type FireEffect = 'step' | 'step+disrupted' | 'disrupted' | 'none';
export type FirerKind = 'wn' | 'unrevealed' | 'ambush';

/** A US unit (or a leader) in the firing position's field of fire. */
export interface FireCandidate {
  readonly id: string;
  readonly type: UnitType;
  readonly steps: number;
  readonly symbol: string;
  readonly armored: boolean;
  readonly intensity: Intensity;
  /** Hexes from the firing position. */
  readonly range: number;
  /** Steps of every unit in its hex, itself included. */
  readonly stackSteps: number;
  readonly disrupted: boolean;
  /** A Hero marker on the unit: 'hero' or its flipped side 'inspired'. */
  readonly hero: HeroMark;
}

export interface FireCard {
  readonly symbols: readonly string[];
  readonly armorBonus: boolean;
  readonly leaderBonus: boolean;
}

export interface FireHit {
  readonly unit: string;
  /** 'unit': steps; 'leader': an HQ, General or Command Post; 'hero': the Hero marker on the unit. */
  readonly target: 'unit' | 'leader' | 'hero';
  readonly effect: FireEffect;
  readonly why: string;
}

export interface FirePlan {
  readonly possibleHits: number;
  readonly hits: FireHit[];
  readonly extras: FireHit[];
  /** Groups of units the rules cannot tell apart (player's choice); the plan took them in listed order. */
  readonly ties: string[][];
  readonly why: string[];
}

/** Possible hits of a position (4): Depth markers plus undisrupted German units, doubled in the extended game. */
export function possibleHits(
  ctx: RulesContext,
  depth: number,
  units: number,
  disruptedUnits: number,
  ext: boolean,
): { hits: number; why: string } {
  const firing = Math.max(0, units - disruptedUnits);
  const mult = rule(ctx, 'possible-hits-multiplier', ext);
  const hits = firing === 0 ? 0 : (depth + firing) * mult;
  const why =
    firing === 0
      ? 'No undisrupted German unit: no fire (4)'
      : `Possible hits: ${depth} Depth + ${firing} unit${firing === 1 ? '' : 's'}${disruptedUnits ? ` (${disruptedUnits} disrupted not counted)` : ''}${mult !== 1 ? ` x${mult} (extended game)` : ''} = ${hits} (4)`;
  return { hits, why };
}

function rank(ctx: RulesContext): Record<Intensity, number> {
  const out: Record<string, number> = {};
  ranked(ctx.table(FIRE_PRIORITY)).forEach((r, i) => (out[str(r, 'intensity')] = i));
  return out;
}

/** Matching symbol, or a concentrated target of 5+ stacked steps (4). */
export function matches(ctx: RulesContext, c: FireCandidate, card: FireCard): { ok: boolean; how: string } {
  if (card.symbols.includes(c.symbol)) return { ok: true, how: `symbol ${c.symbol} on the card` };
  const conc = rule(ctx, 'concentrated-steps');
  if (c.stackSteps >= conc) return { ok: true, how: `concentrated target (${c.stackSteps} steps stacked, ${conc}+)` };
  return { ok: false, how: `symbol ${c.symbol || '(none)'} not on the card` };
}

function effectOf(ctx: RulesContext, rowKey: string, firer: FirerKind): FireEffect {
  const row = ctx.table(FIRE_RESULTS).rows.find((r) => r.key === rowKey);
  const v = row?.values[firer];
  return (typeof v === 'string' ? v : 'none') as FireEffect;
}

/** Sorts by fire intensity, then the closest, then the most steps; returns the groups of equals too. */
function order<T extends FireCandidate>(
  ctx: RulesContext,
  list: readonly T[],
  useIntensity: boolean,
  preferred?: ReadonlySet<string>,
): { sorted: T[]; key: (c: T) => string } {
  const r = rank(ctx);
  const key = (c: T) => `${useIntensity ? r[c.intensity] : 0}|${c.range}|${-c.steps}`;
  const pref = (c: T) => (preferred?.has(c.id) ? 0 : 1);
  const sorted = [...list].sort(
    (a, b) =>
      (useIntensity ? r[a.intensity] - r[b.intensity] : 0) ||
      a.range - b.range ||
      b.steps - a.steps ||
      pref(a) - pref(b),
  );
  return { sorted, key };
}

function tiesAtCut<T extends FireCandidate>(sorted: T[], key: (c: T) => string, take: number): string[][] {
  const last = sorted[take - 1];
  const next = sorted[take];
  if (take <= 0 || !last || !next || key(last) !== key(next)) return [];
  return [sorted.filter((c) => key(c) === key(last)).map((c) => c.id)];
}

/**
 * Whom a position's fire hits (4, 9.3): one hit per unit while hits last (as many units as possible),
 * intense fire first, then steady, then sporadic; the closest, then the most steps; leaders last, and only
 * in intense or steady fire under the card's leader bonus. `capped` are units that may lose no more steps.
 */
export function planFire(
  ctx: RulesContext,
  firer: FirerKind,
  hits: number,
  candidates: readonly FireCandidate[],
  card: FireCard,
  capped: ReadonlySet<string>,
  preferred?: ReadonlySet<string>,
): FirePlan {
  const why: string[] = [];
  const out: FireHit[] = [];
  const ties: string[][] = [];
  if (firer === 'ambush') hits = Math.min(hits, 1);
  const eligible = candidates.filter((c) => {
    if (isLeader(c.type) || c.steps <= 0) return false;
    if (capped.has(c.id)) {
      why.push(`${c.id}: already lost its step allowed this phase (4)`);
      return false;
    }
    return matches(ctx, c, card).ok;
  });
  const { sorted, key } = order(ctx, eligible, firer !== 'ambush', preferred);
  const take = Math.min(hits, sorted.length);
  ties.push(...tiesAtCut(sorted, key, take));
  const hitEffect = effectOf(ctx, 'hit', firer);
  for (const c of sorted.slice(0, take)) {
    out.push({
      unit: c.id,
      target: 'unit',
      effect: hitEffect,
      why: `${MARK[c.intensity]} ${c.intensity} fire, ${c.range} hex${c.range === 1 ? '' : 'es'}, ${c.steps} steps; ${matches(ctx, c, card).how} → ${hitEffect} (9.3)`,
    });
  }
  let left = hits - take;
  if (left > 0 && card.leaderBonus && firer !== 'ambush') {
    const leaders = candidates.filter(
      (c) => (c.intensity === 'intense' || c.intensity === 'steady') && (isLeader(c.type) || c.hero !== 'none'),
    );
    const lo = order(ctx, leaders, true, preferred);
    const n = Math.min(left, lo.sorted.length);
    ties.push(...tiesAtCut(lo.sorted, lo.key, n));
    for (const c of lo.sorted.slice(0, n)) {
      out.push({
        unit: c.id,
        target: isLeader(c.type) ? 'leader' : 'hero',
        effect: 'step',
        why: `leader bonus: ${isLeader(c.type) ? c.type : 'hero marker'} in ${c.intensity} fire, hit last (4)`,
      });
    }
    left -= n;
  }
  if (left > 0) why.push(`${left} possible hit${left === 1 ? '' : 's'} unused: no other unit may be hit`);
  const hitIds = new Set(out.map((h) => h.unit));
  const extras: FireHit[] = [];
  for (const row of ctx.table(FIRE_RESULTS).rows.filter((r: TableRow) => r.key !== 'hit')) {
    const eff = (row.values[firer] ?? 'none') as FireEffect;
    if (eff === 'none') continue;
    for (const c of candidates) {
      if (isLeader(c.type) || hitIds.has(c.id) || c.disrupted || c.steps <= 0) continue;
      if (c.intensity !== row.values.intensity) continue;
      if (row.values.nonArmoredOnly === true && c.armored && !card.armorBonus) continue;
      if (row.values.matchingSymbol === true && !matches(ctx, c, card).ok) continue;
      extras.push({
        unit: c.id,
        target: 'unit',
        effect: eff,
        why: `${row.label ?? row.key}${c.armored ? ' (armor counts as non-armored: card bonus)' : ''} → ${eff} (9.3, provisional)`,
      });
    }
  }
  return { possibleHits: hits, hits: out, extras, ties, why };
}
