import { advances, repulseTest } from '../rules/advance.ts';
import { compareIds } from '../rules/priority.ts';
import { isLeader } from '../rules/units.ts';
import { alive, usInside } from './ground.ts';
import { moveGarrison, usInFof, type WalkCtx, type Work } from './walk-context.ts';
import type { Effect, WalkStep } from './walk-types.ts';

/** ADVANCE, after every other action (3): two into one position, the higher-numbered goes (the digest's A7 over A6 example). */
export function runAdvances(w: WalkCtx, advancing: readonly { p: Work; why: string[] }[], steps: WalkStep[]): void {
  const claimed = new Set<string>();
  for (const { p, why } of [...advancing].sort((a, b) => -compareIds(a.p, b.p))) {
    const step = steps.find((x) => x.position === p.id);
    const effects = (step?.effects ?? []) as Effect[];
    const dest = p.advanceTo ? w.work.get(p.advanceTo) : undefined;
    const open = !!dest && (!dest.occupied || usInside(w.s, dest)) && !claimed.has(dest.id);
    const a = advances(
      { hasDepth: p.depth > 0, revealed: p.revealed, from352: p.from352, usInFieldOfFire: usInFof(w, p) },
      open,
    );
    why.push(`ADVANCE: ${a.why}`);
    if (!a.advance || !dest) continue;
    claimed.add(dest.id);
    const route = w.s.units.filter(
      (u) => alive(u) && u.where === 'map' && u.hex !== null && dest.hexes.includes(u.hex) && !isLeader(u.type),
    );
    if (route.length) {
      const heroOnRoute = route.some((u) => u.hero !== 'none');
      const cover = (hexId: string | null) => {
        const t = hexId ? w.map.terrain(hexId) : undefined;
        return t === 'buildings' || t === 'bocage';
      };
      const r = repulseTest(
        w.ctx,
        route.map((u) => ({
          id: u.id,
          type: u.type,
          symbol: u.symbol,
          steps: u.steps,
          disrupted: u.disrupted,
          cover: cover(u.hex),
        })),
        w.card.symbols,
        heroOnRoute,
      );
      why.push(...r.why);
      for (const id of r.disrupt) effects.push({ kind: 'disrupt-unit', unit: id, why: 'Disrupted by the advance (3)' });
      if (r.repulsed) continue;
      const sorted = [...route].sort((x, y) => y.steps - x.steps);
      const [loser] = w.chooser.pick(
        `${p.id}:advance-loss`,
        `${p.name} advances: choose the US unit that loses a step`,
        sorted.map((u) => u.id),
        sorted.length > 1 ? sorted.map((u) => u.id) : [],
        1,
      );
      if (loser)
        effects.push({
          kind: 'hit',
          unit: loser,
          target: 'unit',
          effect: 'step',
          why: 'Advance not repulsed: −1 step (3)',
        });
      for (const u of route) {
        const out = w.map.neighbors(u.hex as string).filter((n) => !dest.hexes.includes(n) && !p.hexes.includes(n));
        const [to] = w.chooser.pick(
          `${u.id}:off-route`,
          `${u.id} moves 1 hex out of the route of advance: choose its hex`,
          out,
          out.length > 1 ? out : [],
          1,
        );
        effects.push({
          kind: 'move-unit',
          unit: u.id,
          hex: to ?? null,
          why: `${u.id}: moves 1 hex out of the route of advance (3)`,
        });
      }
    }
    moveGarrison(p, dest, `ADVANCE into ${dest.name} (3)`, effects);
    if (!step) steps.push({ position: p.id, actions: ['advance'], why, effects });
  }
}
