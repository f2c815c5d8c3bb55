import type { GermanAction } from '../rules/german-action.ts';
import { rule } from '../rules/numbers.ts';
import { redeployTarget } from '../rules/priority.ts';
import { isLeader } from '../rules/units.ts';
import { alive, usInside } from './ground.ts';
import type { Unit } from './state.ts';
import { depthFor, draw, fofOf, moveGarrison, nearOf, unitOf, type WalkCtx, type Work } from './walk-context.ts';
import { fire, sectorArtillery } from './walk-fire.ts';
import type { Effect } from './walk-types.ts';

/** Carries out one action of a position (3); ADVANCE is queued for the end of the turn. */
export function runAction(
  w: WalkCtx,
  a: GermanAction,
  p: Work,
  effects: Effect[],
  why: string[],
  advancing: { p: Work; why: string[] }[],
): void {
  switch (a) {
    case 'remove-disrupted':
      p.disrupted = false;
      effects.push({ kind: 'position', position: p.id, patch: { disrupted: false }, why: 'Disrupted marker removed' });
      return;
    case 'fire':
      fire(w, p, effects, why, p.kind === 'reinforcement' && !p.revealed ? 'unrevealed' : 'wn');
      return;
    case 'ambush':
      fire(w, p, effects, why, 'ambush');
      return;
    case 're-supply':
      if (draw(w, depthFor(p), effects)) {
        p.depth += 1;
        effects.push({
          kind: 'position',
          position: p.id,
          patch: { depth: p.depth },
          why: 'RE-SUPPLY: +1 Depth marker (3)',
        });
      }
      return;
    case 'reinforce': {
      const reading = w.ctx.setting('reinforceDepth');
      const strong = fofOf(w, p).some((e) => e.intensity !== 'sporadic');
      const withDepth = reading === 'always' || p.vp || strong;
      const unitPool = w.pools.tactical > 0 ? 'tactical' : w.pools.division > 0 ? 'division' : null;
      if (!unitPool) {
        why.push('REINFORCE: the Tactical and Division pools are empty');
        return;
      }
      w.pools[unitPool] -= 1;
      effects.push({
        kind: 'pool',
        pool: unitPool,
        delta: -1,
        why: `REINFORCE: a unit from the ${unitPool} pool, face down (3)`,
      });
      p.occupied = true;
      p.units = 1;
      p.revealed = false;
      if (withDepth && draw(w, depthFor(p), effects)) p.depth += 1;
      why.push(
        withDepth
          ? `with a Depth marker: ${p.vp ? 'VP position' : strong ? 'US units in its intense or steady fire' : 'setting "always"'}`
          : 'no Depth marker: not a VP position and no US unit in its intense or steady fire (reading of 3)',
      );
      effects.push({
        kind: 'position',
        position: p.id,
        patch: { occupied: true, units: 1, revealed: false, depth: p.depth },
        why: 'REINFORCE (3)',
      });
      return;
    }
    case 're-occupy': {
      if (usInside(w.s, p)) {
        why.push('RE-OCCUPY: a US unit holds one of its hexes: no re-occupation (3)');
        return;
      }
      const n = Math.min(p.hexes.length, w.eliminated);
      if (n === 0) {
        why.push('RE-OCCUPY: no eliminated WN unit without artillery to bring back (3)');
        return;
      }
      w.eliminated -= n;
      p.occupied = true;
      p.units = n;
      p.revealed = true;
      p.caliber = 'none';
      effects.push({
        kind: 'eliminated-wn',
        delta: -n,
        why: `RE-OCCUPY: ${n} eliminated WN unit${n > 1 ? 's' : ''}, drawn at random, without artillery (3)`,
      });
      effects.push({
        kind: 'position',
        position: p.id,
        patch: { occupied: true, units: n, revealed: true, caliber: 'none' },
        why: 'RE-OCCUPY face up; hexes closest to US units first (3)',
      });
      return;
    }
    case 'redeploy': {
      const cands = [...w.work.values()].map((q) => ({
        id: q.id,
        name: q.name,
        number: q.number,
        letter: q.letter,
        sector: q.sector,
        vp: q.vp,
        unoccupied: !q.occupied,
        inCommunication: q.inCommunication,
        usSteps: fofOf(w, q).reduce((t, e) => t + (unitOf(w, e.unit)?.steps ?? 0), 0),
      }));
      const t = redeployTarget(p, cands);
      why.push(...t.why.map((x) => `REDEPLOY: ${x}`));
      if (!t.id) return;
      const dest = w.work.get(t.id) as Work;
      const { moved, left } = moveGarrison(p, dest, `REDEPLOY into ${dest.name} (3)`, effects);
      Object.assign(dest, moved);
      Object.assign(p, left);
      return;
    }
    case 'mortar': {
      const n = p.depth > 0 ? rule(w.ctx, 'mortar-units-depth') : rule(w.ctx, 'mortar-units');
      // Hexes in mortar range count as in the position's field of fire (3): its fire and its mortar range together.
      const reached = [
        ...fofOf(w, p).map((e) => e.unit),
        ...nearOf(w, p)
          .filter((e) => e.mortar)
          .map((e) => e.unit),
      ];
      const cands = reached
        .map((id) => unitOf(w, id))
        .filter((u): u is Unit => alive(u) && !isLeader(u.type) && w.card.symbols.includes(u.symbol));
      const sorted = [...cands].sort((a, b) => b.steps - a.steps);
      const cut = sorted[n - 1];
      const tied = cut && sorted.length > n ? sorted.filter((u) => u.steps === cut.steps).map((u) => u.id) : [];
      const chosen = w.chooser.pick(
        `${p.id}:mortar`,
        `${p.name} mortar: choose among ${tied.join(', ')}`,
        sorted.map((u) => u.id),
        tied.length > 1 ? tied : [],
        n,
      );
      why.push(
        `MORTAR: up to ${n} unit${n > 1 ? 's' : ''} with a matching symbol in its fire or mortar range, most steps first (3)`,
      );
      if (chosen.length === 0)
        why.push(
          reached.length
            ? 'No US unit in mortar range shows a symbol on the card (3)'
            : 'No US unit in its fire or mortar range (3)',
        );
      for (const id of chosen)
        effects.push({ kind: 'hit', unit: id, target: 'unit', effect: 'step', why: 'MORTAR: −1 step (3)' });
      return;
    }
    case 'patrol': {
      const inFire = fofOf(w, p)
        .filter((e) => e.intensity !== 'sporadic')
        .map((e) => unitOf(w, e.unit))
        .filter((u): u is Unit => alive(u) && !isLeader(u.type) && !u.disrupted);
      if (inFire.length) {
        for (const u of inFire)
          effects.push({
            kind: 'disrupt-unit',
            unit: u.id,
            why: 'PATROL: in its intense or steady fire (3, circles reconstructed)',
          });
        return;
      }
      const range = rule(w.ctx, 'patrol-range');
      const near = [...fofOf(w, p), ...nearOf(w, p)]
        .filter((e) => e.range <= range)
        .map((e) => ({ e, u: unitOf(w, e.unit) }))
        .filter((x): x is { e: typeof x.e; u: Unit } => alive(x.u) && !isLeader(x.u.type) && !x.u.disrupted);
      // nearest first, then those showing the card's symbol, then the most steps
      const key = (x: (typeof near)[number]): [number, number, number] => [
        x.e.range,
        w.card.symbols.includes(x.u.symbol) ? 0 : 1,
        -x.u.steps,
      ];
      near.sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
      });
      const first = near[0];
      if (!first) {
        why.push(`PATROL: no US unit within ${range} hexes (3)`);
        return;
      }
      const tied = near.filter((x) => key(x).join() === key(first).join()).map((x) => x.u.id);
      const [id] = w.chooser.pick(
        `${p.id}:patrol`,
        `${p.name} patrol: choose 1 of ${tied.join(', ')}`,
        near.map((x) => x.u.id),
        tied.length > 1 ? tied : [],
        1,
      );
      if (id)
        effects.push({
          kind: 'disrupt-unit',
          unit: id,
          why: `PATROL: none in its fire; the closest within ${range} hexes, matching symbol, then strength (3)`,
        });
      return;
    }
    case 'artillery':
      sectorArtillery(w, p, effects, why);
      return;
    case 'advance':
      advancing.push({ p, why });
      return;
  }
}
