import { artilleryFires, artilleryTarget, type ArtilleryCandidate } from '../rules/german-artillery.ts';
import { planFire, possibleHits, type FireCandidate, type FireHit } from '../rules/german-fire.ts';
import { rule } from '../rules/numbers.ts';
import { isArmored } from '../rules/units.ts';
import { alive, observersTaken, stackSteps, unitSector } from './ground.ts';
import type { Position } from './state.ts';
import { fofOf, unitOf, type WalkCtx, type Work } from './walk-context.ts';
import type { Effect } from './walk-types.ts';

function fireCandidates(w: WalkCtx, p: Position): FireCandidate[] {
  return fofOf(w, p).flatMap((e) => {
    const u = unitOf(w, e.unit);
    if (!alive(u)) return [];
    return [
      {
        id: u.id,
        type: u.type,
        steps: u.steps,
        symbol: u.symbol,
        armored: isArmored(w.ctx, u.type),
        intensity: e.intensity,
        range: e.range,
        stackSteps: stackSteps(w.s, u),
        disrupted: u.disrupted,
        hero: u.hero,
      },
    ];
  });
}

function hitsToEffects(hits: readonly FireHit[], effects: Effect[]): void {
  for (const h of hits) {
    if (h.effect === 'disrupted') effects.push({ kind: 'disrupt-unit', unit: h.unit, why: h.why });
    else effects.push({ kind: 'hit', unit: h.unit, target: h.target, effect: h.effect, why: h.why });
  }
}

/** FIRE and AMBUSH (3, 4, 9.3): possible hits, targets by priority, the player's choice on ties. */
export function fire(
  w: WalkCtx,
  p: Work,
  effects: Effect[],
  why: string[],
  firer: 'wn' | 'unrevealed' | 'ambush',
): void {
  const ph =
    firer === 'ambush'
      ? { hits: 1, why: 'AMBUSH: one unit (3)' }
      : possibleHits(w.ctx, p.depth, p.units, p.disrupted ? p.units : 0, w.ext);
  why.push(ph.why);
  // Standard game: a unit loses at most the cap a phase; extended: the cap a firing position (4).
  const limit = rule(w.ctx, 'step-loss-cap', w.ext);
  const lost = w.ext ? new Map<string, number>() : w.lost;
  const cap = new Set([...lost].filter(([, n]) => n >= limit).map(([id]) => id));
  const cands = fireCandidates(w, p);
  let plan = planFire(w.ctx, firer, ph.hits, cands, w.card, cap);
  const preferred = new Set<string>();
  for (const [i, group] of plan.ties.entries()) {
    const hitIds = plan.hits.map((h) => h.unit);
    const ordered = [...hitIds, ...group.filter((g) => !hitIds.includes(g))];
    const n = hitIds.filter((h) => group.includes(h)).length;
    const chosen = w.chooser.pick(
      `${p.id}:${firer}:${i}`,
      `${p.name} ${firer === 'ambush' ? 'ambushes' : 'fires'}: ${group.join(', ')} are equal for the rules; choose ${n}`,
      ordered,
      group,
      hitIds.length,
    );
    for (const c of chosen) if (group.includes(c)) preferred.add(c);
  }
  if (preferred.size) plan = planFire(w.ctx, firer, ph.hits, cands, w.card, cap, preferred);
  why.push(...plan.why);
  hitsToEffects(plan.hits, effects);
  hitsToEffects(
    plan.extras.filter((x) => !plan.hits.some((h) => h.unit === x.unit)),
    effects,
  );
  if (!w.ext)
    for (const h of plan.hits)
      if (h.target === 'unit' && h.effect !== 'disrupted') w.lost.set(h.unit, (w.lost.get(h.unit) ?? 0) + 1);
  if (plan.hits.length === 0)
    why.push(
      cands.length
        ? 'No US unit in its field of fire shows a symbol on the card, or is a concentrated target (4)'
        : 'No US unit in its field of fire (4)',
    );
}

/** ARTILLERY (3, 5): the sector's matching guns against the card's value, once per sector. */
export function sectorArtillery(w: WalkCtx, p: Work, effects: Effect[], why: string[]): void {
  if (w.artillerySectors.has(p.sector)) {
    why.push(`The ${p.sector} sector's artillery already fired for this card`);
    return;
  }
  w.artillerySectors.add(p.sector);
  const a = w.card.artillery;
  if (!a) {
    why.push('The card has no artillery line: no artillery fire');
    return;
  }
  const wns = w.s.positions.filter(
    (q) => q.sector === p.sector && q.kind === 'wn' && q.occupied && !q.disrupted && q.caliber === a.caliber,
  );
  const inBox = w.s.artilleryBox.filter((b) => b.sector === p.sector && b.caliber === a.caliber && !b.disrupted);
  const off = inBox.filter((b) => observersTaken(w.s, w.map, b.observers, w.ctx));
  const box = inBox.filter((b) => !off.includes(b));
  for (const b of off)
    why.push(`${b.id} in the Artillery Box is switched off: the US controls every observer position it lists (5)`);
  const count = wns.length + box.length;
  why.push(
    `${a.caliber} mm artillery in the ${p.sector} sector: ${[...wns.map((q) => q.name), ...box.map((b) => b.id)].join(', ') || 'none'}`,
  );
  const f = artilleryFires(w.ctx, w.s.turn, count, a.value);
  why.push(f.why);
  if (!f.fires) return;
  const cands: ArtilleryCandidate[] = w.s.units
    .filter((u) => alive(u) && unitSector(w.s, w.map, u) === p.sector)
    .map((u) => {
      const t = u.where === 'map' && u.hex ? w.map.terrain(u.hex) : undefined;
      return {
        id: u.id,
        type: u.type,
        steps: u.steps,
        symbol: u.symbol,
        where: u.where === 'box' ? 'landing-box' : t === 'beach' || t === 'tidal' ? 'beach' : 'other',
      };
    });
  const t = artilleryTarget(w.ctx, cands, a.symbols);
  why.push(t.why);
  if (!t.unit) return;
  const [chosen] = w.chooser.pick(
    `${p.sector}:artillery`,
    `German artillery (${p.sector} sector): choose 1 of ${t.ties.join(', ')}`,
    t.ties.length ? t.ties : [t.unit],
    t.ties,
    1,
  );
  const n = rule(w.ctx, 'artillery-steps');
  if (chosen)
    effects.push({
      kind: 'hit',
      unit: chosen,
      target: 'unit',
      effect: 'step',
      steps: n,
      why: `German artillery: −${n} step${n === 1 ? '' : 's'} (5)`,
    });
}
