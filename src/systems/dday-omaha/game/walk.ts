import type { RulesContext } from '../../../engine/index.ts';
import { advances } from '../rules/advance.ts';
import { repulseTest } from '../rules/advance.ts';
import { artilleryFires, artilleryTarget, type ArtilleryCandidate } from '../rules/german-artillery.ts';
import { ACTIONS_TABLE, decideGermanActions, type GermanAction } from '../rules/german-action.ts';
import { planFire, possibleHits, type FireCandidate, type FireHit } from '../rules/german-fire.ts';
import { rule } from '../rules/numbers.ts';
import { compareIds, drawPool, redeployTarget, type PoolName } from '../rules/priority.ts';
import { isArmored, isLeader } from '../rules/units.ts';
import { extRules, type GameState, type Position, type Unit } from './state.ts';
import type { Effect, GermanCard, Question, Walk, WalkStep } from './walk-types.ts';

type Work = { -readonly [K in keyof Position]: Position[K] };

/** Collects the player's choices: a question is asked only when the rules leave more options than picks. */
class Chooser {
  readonly questions: Question[] = [];
  constructor(private readonly answers: Readonly<Record<string, readonly string[]>>) {}
  /** `ordered` is the rules' order; `tied` the options the rules cannot separate at the cut. */
  pick(id: string, prompt: string, ordered: readonly string[], tied: readonly string[], n: number): string[] {
    if (tied.length === 0) return ordered.slice(0, n);
    const fixed = ordered.filter((x) => !tied.includes(x)).slice(0, n);
    const want = Math.max(0, Math.min(n, ordered.length) - fixed.length);
    if (want === 0) return fixed;
    this.questions.push({ id, prompt, options: [...tied], pick: want });
    const a = this.answers[id];
    const chosen = a && a.length === want && a.every((x) => tied.includes(x)) ? [...a] : tied.slice(0, want);
    return [...fixed, ...chosen];
  }
}

function alive(u: Unit | undefined): u is Unit {
  return !!u && (u.where === 'map' || u.where === 'box') && (u.steps > 0 || isLeader(u.type));
}

function stackSteps(s: GameState, u: Unit): number {
  const same = s.units.filter((o) => alive(o) && ((u.hex && o.hex === u.hex) || (u.where === 'box' && o.where === 'box' && o.box === u.box)));
  return same.reduce((t, o) => t + (isLeader(o.type) ? 0 : o.steps), 0) || u.steps;
}

/** Which card colours activate the position (3, 4): its colour on the card; a double symbol needs a Depth marker when occupied. */
export function activation(p: Position, card: GermanCard): { active: boolean; why: string } {
  const c = card.colors.find((x) => x.color === p.color);
  if (!c) return { active: false, why: `colour ${p.color} not on the card` };
  if (c.double && p.occupied && p.depth === 0) return { active: false, why: `double ${p.color} symbol: an occupied position needs a Depth marker (4)` };
  return { active: true, why: `${c.double ? 'double ' : ''}${p.color} on the card${c.double && !p.occupied ? ' (unoccupied: single or double alike, 3)' : ''}` };
}

function usInFof(s: GameState, p: Position): boolean {
  return p.fof.some((e) => alive(s.units.find((u) => u.id === e.unit)));
}
function withinTwo(s: GameState, p: Position, ctx: RulesContext): boolean {
  const r = rule(ctx, 'reinforce-within');
  return [...p.fof, ...p.near].some((e) => e.range <= r && alive(s.units.find((u) => u.id === e.unit)));
}

/** Plans the whole German turn for a card: every activated position, what it does, whom it hits and why. */
export function planGermanTurn(s: GameState, card: GermanCard, answers: Readonly<Record<string, readonly string[]>>, ctx: RulesContext): Walk {
  const ext = extRules(s, rule(ctx, 'ext-first-turn'));
  const chooser = new Chooser(answers);
  const work = new Map<string, Work>(s.positions.map((p) => [p.id, { ...p }]));
  const pools: Record<PoolName, number> = { ...s.pools };
  let eliminated = s.eliminatedWnUnits;
  const capped = new Set<string>();
  const steps: WalkStep[] = [];
  const advancing: { p: Work; why: string[] }[] = [];
  const artillerySectors = new Set<string>();
  const unit = (id: string) => s.units.find((u) => u.id === id);

  const depthFor = (p: Work): string => (p.kind === 'wn' ? 'wn' : p.buildings ? 'reinforcement-building' : 'reinforcement');
  const draw = (recipient: string, effects: Effect[]): boolean => {
    const d = drawPool(ctx, recipient, pools);
    if (!d.pool) {
      effects.push({ kind: 'note', why: d.why });
      return false;
    }
    pools[d.pool] -= 1;
    effects.push({ kind: 'pool', pool: d.pool, delta: -1, why: d.why });
    return true;
  };

  const fireCandidates = (p: Position): FireCandidate[] =>
    p.fof.flatMap((e) => {
      const u = unit(e.unit);
      if (!alive(u)) return [];
      return [{ id: u.id, type: u.type, steps: u.steps, symbol: u.symbol, armored: isArmored(ctx, u.type), intensity: e.intensity, range: e.range, stackSteps: stackSteps(s, u), disrupted: u.disrupted, hero: u.hero }];
    });

  const hitsToEffects = (hits: readonly FireHit[], effects: Effect[]) => {
    for (const h of hits) {
      if (h.effect === 'disrupted') effects.push({ kind: 'disrupt-unit', unit: h.unit, why: h.why });
      else effects.push({ kind: 'hit', unit: h.unit, target: h.target, effect: h.effect, why: h.why });
    }
  };

  const fire = (p: Work, effects: Effect[], why: string[], firer: 'wn' | 'unrevealed' | 'ambush') => {
    const ph = firer === 'ambush' ? { hits: 1, why: 'AMBUSH: one unit (3)' } : possibleHits(ctx, p.depth, p.units, p.disrupted ? p.units : 0, ext);
    why.push(ph.why);
    const cap = ext ? new Set<string>() : capped;
    const cands = fireCandidates(p);
    let plan = planFire(ctx, firer, ph.hits, cands, card, cap);
    const preferred = new Set<string>();
    for (const [i, group] of plan.ties.entries()) {
      const hitIds = plan.hits.map((h) => h.unit);
      const ordered = [...hitIds, ...group.filter((g) => !hitIds.includes(g))];
      const n = hitIds.filter((h) => group.includes(h)).length;
      const chosen = chooser.pick(`${p.id}:${firer}:${i}`, `${p.id} ${firer === 'ambush' ? 'ambushes' : 'fires'}: ${group.join(', ')} are equal for the rules; choose ${n}`, ordered, group, hitIds.length);
      for (const c of chosen) if (group.includes(c)) preferred.add(c);
    }
    if (preferred.size) plan = planFire(ctx, firer, ph.hits, cands, card, cap, preferred);
    why.push(...plan.why);
    hitsToEffects(plan.hits, effects);
    hitsToEffects(plan.extras.filter((x) => !plan.hits.some((h) => h.unit === x.unit)), effects);
    if (!ext) for (const h of plan.hits) if (h.target === 'unit') capped.add(h.unit);
    if (plan.hits.length === 0) why.push('No US unit it can hit');
  };

  const sectorArtillery = (p: Work, effects: Effect[], why: string[]) => {
    if (artillerySectors.has(p.sector)) {
      why.push(`The ${p.sector} sector's artillery already fired for this card`);
      return;
    }
    artillerySectors.add(p.sector);
    const a = card.artillery;
    if (!a) {
      why.push('The card has no artillery line: no artillery fire');
      return;
    }
    const wns = s.positions.filter((q) => q.sector === p.sector && q.kind === 'wn' && q.occupied && !q.disrupted && q.caliber === a.caliber);
    const box = s.artilleryBox.filter((b) => b.sector === p.sector && b.caliber === a.caliber && !b.disrupted && !(b.observers.length > 0 && b.observers.every((o) => s.positions.find((q) => q.id === o)?.usInside)));
    const count = wns.length + box.length;
    why.push(`${a.caliber} artillery in the ${p.sector} sector: ${[...wns.map((w) => w.id), ...box.map((b) => b.id)].join(', ') || 'none'}`);
    const f = artilleryFires(ctx, s.turn, count, a.value);
    why.push(f.why);
    if (!f.fires) return;
    const cands: ArtilleryCandidate[] = s.units.filter((u) => alive(u) && u.sector === p.sector).map((u) => ({ id: u.id, type: u.type, steps: u.steps, symbol: u.symbol, where: u.where === 'box' ? 'landing-box' : u.terrain === 'beach' ? 'beach' : 'other' }));
    const t = artilleryTarget(ctx, cands, a.symbols);
    why.push(t.why);
    if (!t.unit) return;
    const [chosen] = chooser.pick(`${p.sector}:artillery`, `German artillery (${p.sector}): choose 1 of ${t.ties.join(', ')}`, t.ties.length ? t.ties : [t.unit], t.ties, 1);
    if (chosen) effects.push({ kind: 'hit', unit: chosen, target: 'unit', effect: 'step', why: `German artillery: -1 step (5)` });
  };

  const ordered = [...s.positions].sort((a, b) => (a.sector === b.sector ? compareIds(a, b) : a.sector === 'east' ? -1 : 1));
  for (const p0 of ordered) {
    const act = activation(p0, card);
    if (!act.active) {
      // Section 4: a disrupted position loses its marker when its colour is on the card, double symbol or not.
      if (p0.occupied && p0.disrupted && card.colors.some((c) => c.color === p0.color)) {
        (work.get(p0.id) as Work).disrupted = false;
        steps.push({ position: p0.id, actions: ['remove-disrupted'], why: [`Not activated (${act.why}), but its colour is on the card: Disrupted marker removed (4)`], effects: [{ kind: 'position', position: p0.id, patch: { disrupted: false }, why: 'Disrupted marker removed (4)' }] });
      }
      continue;
    }
    const p = work.get(p0.id) as Work;
    const why: string[] = [`Activated: ${act.why}`];
    const effects: Effect[] = [];
    const fofNow = usInFof(s, p);
    const decision = decideGermanActions(
      { card: card.action, position: p.kind, occupied: p.occupied, inCommunication: p.inCommunication, usInFieldOfFire: fofNow, withinTwoHexesOfUs: withinTwo(s, p, ctx), disrupted: p.disrupted, caliber: p.caliber },
      ctx.table(ACTIONS_TABLE),
      {
        advanceOrFire: (w) => {
          const a = advances({ hasDepth: p.depth > 0, revealed: p.revealed, from352: p.from352, usInFieldOfFire: fofNow }, true);
          w.push(`ADVANCE or FIRE: ${a.why}`);
          return a.advance ? 'advance' : 'fire';
        },
        disruptedRemoval: ctx.setting('disruptedRemoval') === 'when-acting' ? 'when-acting' : 'always',
      },
    );
    why.push(...decision.why);
    for (const a of decision.actions) runAction(a, p, effects, why);
    if (decision.actions.length || effects.length) steps.push({ position: p.id, actions: decision.actions, why, effects });
  }

  function runAction(a: GermanAction, p: Work, effects: Effect[], why: string[]): void {
    switch (a) {
      case 'remove-disrupted':
        p.disrupted = false;
        effects.push({ kind: 'position', position: p.id, patch: { disrupted: false }, why: 'Disrupted marker removed' });
        return;
      case 'fire':
        fire(p, effects, why, p.kind === 'reinforcement' && !p.revealed ? 'unrevealed' : 'wn');
        return;
      case 'ambush':
        fire(p, effects, why, 'ambush');
        return;
      case 're-supply':
        if (draw(depthFor(p), effects)) {
          p.depth += 1;
          effects.push({ kind: 'position', position: p.id, patch: { depth: p.depth }, why: 'RE-SUPPLY: +1 Depth marker (3)' });
        }
        return;
      case 'reinforce': {
        const reading = ctx.setting('reinforceDepth');
        const strong = p.fof.some((e) => e.intensity !== 'sporadic' && alive(unit(e.unit)));
        const withDepth = reading === 'always' || p.vp || strong;
        const unitPool = pools.tactical > 0 ? 'tactical' : pools.division > 0 ? 'division' : null;
        if (!unitPool) {
          why.push('REINFORCE: the Tactical and Division pools are empty');
          return;
        }
        pools[unitPool] -= 1;
        effects.push({ kind: 'pool', pool: unitPool, delta: -1, why: `REINFORCE: a unit from the ${unitPool} pool, face down (3)` });
        p.occupied = true;
        p.units = 1;
        p.revealed = false;
        if (withDepth && draw(depthFor(p), effects)) p.depth += 1;
        why.push(withDepth ? `with a Depth marker: ${p.vp ? 'VP position' : strong ? 'US units in its intense or steady fire' : 'setting "always"'}` : 'no Depth marker: not a VP position and no US unit in its intense or steady fire (reading of 3)');
        effects.push({ kind: 'position', position: p.id, patch: { occupied: true, units: 1, revealed: false, depth: p.depth }, why: 'REINFORCE (3)' });
        return;
      }
      case 're-occupy': {
        if (p.usInside) {
          why.push('RE-OCCUPY: a US unit holds one of its hexes: no re-occupation (3)');
          return;
        }
        const n = Math.min(p.hexes, eliminated);
        if (n === 0) {
          why.push('RE-OCCUPY: no eliminated WN unit without artillery to bring back (3)');
          return;
        }
        eliminated -= n;
        p.occupied = true;
        p.units = n;
        p.revealed = true;
        p.caliber = 'none';
        effects.push({ kind: 'eliminated-wn', delta: -n, why: `RE-OCCUPY: ${n} eliminated WN unit${n > 1 ? 's' : ''}, drawn at random, without artillery (3)` });
        effects.push({ kind: 'position', position: p.id, patch: { occupied: true, units: n, revealed: true, caliber: 'none' }, why: 'RE-OCCUPY face up; hexes closest to US units first (3)' });
        return;
      }
      case 'redeploy': {
        const cands = [...work.values()].map((q) => ({ id: q.id, number: q.number, letter: q.letter, sector: q.sector, vp: q.vp, unoccupied: !q.occupied, inCommunication: q.inCommunication, usSteps: q.fof.reduce((t, e) => t + (alive(unit(e.unit)) ? (unit(e.unit) as Unit).steps : 0), 0) }));
        const t = redeployTarget(p, cands);
        why.push(...t.why.map((w) => `REDEPLOY: ${w}`));
        if (!t.id) return;
        const dest = work.get(t.id) as Work;
        const moved = { occupied: true, units: p.units, depth: p.depth, revealed: p.revealed, from352: p.from352, disrupted: false };
        Object.assign(dest, moved);
        Object.assign(p, { occupied: false, units: 0, depth: 0, revealed: false, disrupted: false });
        effects.push({ kind: 'position', position: dest.id, patch: moved, why: `REDEPLOY into ${dest.id} (3)` });
        effects.push({ kind: 'position', position: p.id, patch: { occupied: false, units: 0, depth: 0, revealed: false, disrupted: false }, why: `${p.id} left empty` });
        if (p.depth || moved.depth) effects.push({ kind: 'note', why: 'Swap the Depth marker with the pool for a Building or Mobile one where possible (3)' });
        return;
      }
      case 'mortar': {
        const n = p.depth > 0 ? rule(ctx, 'mortar-units-depth') : rule(ctx, 'mortar-units');
        const cands = p.near.filter((e) => e.mortar).map((e) => unit(e.unit)).filter((u): u is Unit => alive(u) && !isLeader(u.type) && card.symbols.includes(u.symbol));
        const sorted = [...cands].sort((a, b) => b.steps - a.steps);
        const cut = sorted[n - 1];
        const tied = cut && sorted.length > n ? sorted.filter((u) => u.steps === cut.steps).map((u) => u.id) : [];
        const chosen = chooser.pick(`${p.id}:mortar`, `${p.id} mortar: choose among ${tied.join(', ')}`, sorted.map((u) => u.id), tied.length > 1 ? tied : [], n);
        why.push(`MORTAR: up to ${n} unit${n > 1 ? 's' : ''} with a matching symbol in mortar range, most steps first (3)`);
        if (chosen.length === 0) why.push('No matching US unit in mortar range');
        for (const id of chosen) effects.push({ kind: 'hit', unit: id, target: 'unit', effect: 'step', why: 'MORTAR: -1 step (3)' });
        return;
      }
      case 'patrol': {
        const inFire = p.fof.filter((e) => e.intensity !== 'sporadic').map((e) => unit(e.unit)).filter((u): u is Unit => alive(u) && !isLeader(u.type) && !u.disrupted);
        if (inFire.length) {
          for (const u of inFire) effects.push({ kind: 'disrupt-unit', unit: u.id, why: 'PATROL: in its intense or steady fire (3, circles reconstructed)' });
          return;
        }
        const range = rule(ctx, 'patrol-range');
        const near = [...p.fof, ...p.near].filter((e) => e.range <= range).map((e) => ({ e, u: unit(e.unit) })).filter((x): x is { e: typeof x.e; u: Unit } => alive(x.u) && !isLeader(x.u.type) && !x.u.disrupted);
        const key = (x: (typeof near)[number]) => [x.e.range, card.symbols.includes(x.u.symbol) ? 0 : 1, -x.u.steps];
        near.sort((a, b) => { const ka = key(a), kb = key(b); return (ka[0] as number) - (kb[0] as number) || (ka[1] as number) - (kb[1] as number) || (ka[2] as number) - (kb[2] as number); });
        const first = near[0];
        if (!first) {
          why.push(`PATROL: no US unit within ${range} hexes`);
          return;
        }
        const tied = near.filter((x) => key(x).join() === key(first).join()).map((x) => x.u.id);
        const [id] = chooser.pick(`${p.id}:patrol`, `${p.id} patrol: choose 1 of ${tied.join(', ')}`, near.map((x) => x.u.id), tied.length > 1 ? tied : [], 1);
        if (id) effects.push({ kind: 'disrupt-unit', unit: id, why: `PATROL: none in its fire; the closest within ${range} hexes, matching symbol, then strength (3)` });
        return;
      }
      case 'artillery':
        sectorArtillery(p, effects, why);
        return;
      case 'advance':
        advancing.push({ p, why });
        return;
    }
  }

  // Advances come last (3); two into the same position: the higher-numbered goes (the digest's A7 over A6 example).
  const claimed = new Set<string>();
  for (const { p, why } of advancing.sort((a, b) => -compareIds(a.p, b.p))) {
    const step = steps.find((x) => x.position === p.id);
    const effects = (step?.effects ?? []) as Effect[];
    const dest = p.advanceTo ? work.get(p.advanceTo) : undefined;
    const a = advances({ hasDepth: p.depth > 0, revealed: p.revealed, from352: p.from352, usInFieldOfFire: usInFof(s, p) }, !!dest && (!dest.occupied || dest.usInside) && !claimed.has(dest.id));
    why.push(`ADVANCE: ${a.why}`);
    if (!a.advance || !dest) continue;
    const route = s.units.filter((u) => alive(u) && u.hex === dest.id && !isLeader(u.type));
    if (route.length) {
      const heroOnRoute = route.some((u) => u.hero !== 'none');
      const r = repulseTest(ctx, route.map((u) => ({ id: u.id, type: u.type, symbol: u.symbol, steps: u.steps, disrupted: u.disrupted, cover: u.terrain === 'buildings' || u.terrain === 'bocage' })), card.symbols, heroOnRoute);
      why.push(...r.why);
      for (const id of r.disrupt) effects.push({ kind: 'disrupt-unit', unit: id, why: 'Disrupted by the advance (3)' });
      if (r.repulsed) continue;
      const sorted = [...route].sort((x, y) => y.steps - x.steps);
      const [loser] = chooser.pick(`${p.id}:advance-loss`, `${p.id} advances: choose the US unit that loses a step`, sorted.map((u) => u.id), sorted.length > 1 ? sorted.map((u) => u.id) : [], 1);
      if (loser) effects.push({ kind: 'hit', unit: loser, target: 'unit', effect: 'step', why: 'Advance not repulsed: -1 step (3)' });
      for (const u of route) effects.push({ kind: 'move-unit', unit: u.id, hex: null, why: `${u.id}: move 1 hex out of the route of advance (3)` });
    }
    claimed.add(dest.id);
    const moved = { occupied: true, units: p.units, depth: p.depth, revealed: p.revealed, from352: p.from352, disrupted: false, usInside: false };
    effects.push({ kind: 'position', position: dest.id, patch: moved, why: `ADVANCE into ${dest.id} (3)` });
    effects.push({ kind: 'position', position: p.id, patch: { occupied: false, units: 0, depth: 0, revealed: false, disrupted: false }, why: `${p.id} left empty` });
    if (p.depth) effects.push({ kind: 'note', why: 'Swap the Depth marker with the pool for a Building or Mobile one where possible (3)' });
    if (!step) steps.push({ position: p.id, actions: ['advance'], why, effects });
  }
  return { card, steps, questions: chooser.questions, answers };
}
