import type { Rng } from '../../../engine/index.ts';
import { distance, neighbors } from '../../../boards/hex/index.ts';
import { constant } from '../procedures/common.ts';
import { land, LANDING_ORDER, type LandingKind } from '../procedures/landing.ts';
import { d10Source } from './dice.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
import { onMap } from './zones.ts';
import { applySteps } from './losses.ts';

function kindOf(rules: Rules, u: UnitState): LandingKind {
  const t = rules.unitType(u.type);
  if (t.class === 'hq') return 'hq';
  if (t.class === 'vehicle') return t.dd ? 'dd-tank' : 'tank';
  return 'infantry';
}

/** 9.2.7: no German unit next to a cliff or steep slope hexside within five hexes of the landing hex. */
export function cliffExemption(rules: Rules, state: GameState, hex: string): boolean {
  const b = rules.board;
  const h = b.hex(hex);
  const radius = constant(rules.ctx, 'cliff-exemption-radius');
  const steepHexes = new Set<string>();
  for (const s of b.doc.hexsides) {
    for (const x of [s.a, s.b]) if (distance(b.hex(x), h) <= radius) steepHexes.add(x);
  }
  return !onMap(state).some((u) => u.side === 'german' && neighbors(b.hex(u.hex as string)).some((n) => b.inMap(n) && steepHexes.has(b.id(n))) );
}

/** Lands the given units box by box in the order of 9.1.7, each at the next hex of its box, with drift along the box's beach. */
export function landUnits(rules: Rules, state: GameState, ids: readonly string[], typed: readonly number[] | undefined, rng: Rng): GameState {
  const roll = d10Source(typed, rng);
  const b = rules.board;
  const units = { ...state.units };
  const log: string[] = [];
  const beachheads = [...state.beachheads];
  const boxes = [...new Set(ids.map((id) => units[id]?.box ?? ''))];
  const allBeach = b.doc.landingBoxes.filter((x) => x.id !== 'pointe-du-hoc').flatMap((x) => x.hexes).sort((p, q) => Number(p.slice(0, -2)) - Number(q.slice(0, -2)));
  for (const boxId of boxes) {
    const box = b.doc.landingBoxes.find((x) => x.id === boxId);
    if (!box || box.hexes.length === 0) continue;
    const list = ids.map((id) => units[id] as UnitState).filter((u) => u.box === boxId).sort((p, q) => LANDING_ORDER.indexOf(kindOf(rules, p)) - LANDING_ORDER.indexOf(kindOf(rules, q)));
    // every unit's intended hex is designated before any lands (9.1.7)
    const intended = list.map((_, i) => box.hexes[i % box.hexes.length] as string);
    list.forEach((u, i) => {
      const t = rules.unitType(u.type);
      const kind = kindOf(rules, u);
      const pdh = boxId === 'pointe-du-hoc';
      const target = intended[i] as string;
      const inputs = { kind, morale: t.morale, hqRating: 0, noGermansNearCliffs: cliffExemption(rules, state, target), pointeDuHoc: pdh };
      const needCheck = kind === 'dd-tank' || ((kind === 'infantry' || kind === 'tank') && !inputs.noGermansNearCliffs);
      const needDrift = kind !== 'dd-tank' && !pdh;
      const r = land(rules.ctx, inputs, needCheck ? roll() : undefined, needDrift ? roll() : undefined);
      let hex = target;
      if (r.outcome.drift !== 0) {
        const at = allBeach.indexOf(target);
        if (at >= 0) hex = allBeach[Math.max(0, Math.min(allBeach.length - 1, at + r.outcome.drift))] as string;
      }
      if (r.outcome.eliminated) units[u.id] = { ...u, status: 'eliminated', hex: null, steps: 0 };
      else units[u.id] = applySteps({ ...u, status: 'map', hex, pinned: r.outcome.pinned }, r.outcome.steps);
      if (kind === 'hq' && !r.outcome.eliminated && b.terrain(b.hex(hex)).beach && !beachheads.includes(hex)) beachheads.push(hex);
      log.push(`${u.id} lands at ${hex}: ${r.lines.join('; ')}`);
    });
  }
  return { ...state, units, beachheads, log: [...state.log, ...log] };
}
