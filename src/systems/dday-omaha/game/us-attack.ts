import { resolveProcedure, type InputValues, type RulesContext, type Told } from '../../../engine/index.ts';
import { isHigh, isShore } from '../map/omaha-map.ts';
import { usAttack } from '../procedures/attack.ts';
import { defendingHexside, missingWeapons, weaponsOf, type DepthState } from '../rules/attack.ts';
import { rule } from '../rules/numbers.ts';
import { flanking, supportAllowed, type SupportSituation } from '../rules/support.ts';
import { isInfantry, isLeader, unitRange } from '../rules/units.ts';
import { alive, hasRadio, inCommand, onMap, type OnMapUnit } from './ground.ts';
import { actionCost, actorsProblem, allowanceProblem, costText, onlyActionProblem, spend } from './us-accounting.ts';
import { applyAttackEffects } from './us-results.ts';
import { extRules, type GameState, type Position, type Unit } from './state.ts';
import type { World } from './world.ts';
import { said } from './words.ts';

export type AttackAction = {
  readonly position: string;
  readonly units: readonly string[];
  readonly hero?: { readonly unit: string; readonly use: string };
  readonly naval?: 'bonus' | 'weapons';
};

export interface Participant {
  readonly unit: OnMapUnit;
  readonly role: 'attacker' | 'support';
  readonly range: number;
  readonly weapons: string[];
  readonly why: string;
}

export interface AttackPlan {
  readonly problem?: string;
  readonly target?: Position;
  readonly participants: Participant[];
  /** The us-attack procedure's inputs: what the table is read with. */
  readonly inputs: InputValues;
  readonly weapons: string[];
  readonly missing: string[];
  readonly why: string[];
}

/** The defense terrain of attacking from `from` into the target hex `to` (9.6, 6.2): the hexside, else the target hex's cover. */
function defenseTerrain(w: World, from: string, to: string): string {
  const side = w.map.side(from, to);
  if (side) {
    if (side.kind === 'bluff') return side.top === to ? 'bluff-up' : 'slope';
    if (side.kind === 'seawall') return 'other';
    return side.kind;
  }
  const t = w.map.terrain(to);
  return t === 'orchard' || t === 'woods' || t === 'bocage' || t === 'buildings' ? t : 'other';
}

/** The 9.8 row a participant reads, by its type, role and distance. */
function weaponRows(u: Unit, role: Participant['role'], range: number, across: boolean): string[] {
  if (isInfantry(u.type))
    return role === 'attacker' ? ['infantry'] : range === 1 && !across ? ['support-adjacent'] : ['support-distant'];
  if (u.type === 'tank') return ['tank-far', 'tank-near'];
  if (u.type === 'hq' || u.type === 'command-post') return ['hq'];
  if (u.type === 'anti-aircraft' || u.type === 'anti-tank' || u.type === 'artillery') return [u.type];
  return [];
}

/** Whether the German hex projects fire into a beach hex (6.2: ranged fire at high ground needs it). */
function firesOnBeach(w: World, p: Position): boolean {
  return [...w.map.fieldOfFire(p.id).keys()].some((h) => isShore(w.map.terrain(h) ?? 'bocage'));
}

/** Hexes next to the target, of attacking units, that are not next to each other: the most such hexes (6.2 Flanking). */
function flankHexes(w: World, hexes: readonly string[]): number {
  let best = 0;
  const pick = (i: number, chosen: string[]): void => {
    best = Math.max(best, chosen.length);
    hexes.slice(i).forEach((h, k) => {
      if (chosen.every((c) => !w.map.adjacent(c, h))) pick(i + k + 1, [...chosen, h]);
    });
  };
  pick(0, []);
  return best;
}

/**
 * A US attack checked and measured on the map (6.2, 9.6-9.8): an infantry unit next to the target, supports in
 * range under their conditions, the hexside the German defends with, the weapons brought (radio from an HQ,
 * Flanking, a Hero, naval fire), strengths, and the inputs of the us-attack procedure that resolves it.
 */
export function planAttack(s: GameState, w: World, a: AttackAction, ctx: RulesContext): AttackPlan {
  const empty = { participants: [], inputs: {}, weapons: [], missing: [], why: [] };
  const target = s.positions.find((p) => p.id === a.position);
  if (!target) return { ...empty, problem: `No position ${a.position}` };
  if (!target.occupied) return { ...empty, problem: `${target.name} holds no German unit` };
  if (s.usPhase.attacked.includes(target.id))
    return { ...empty, problem: `${target.name} was already attacked this phase (6.2)` };
  if (s.usPhase.barraged.includes(target.id))
    return { ...empty, problem: `${target.name} was barraged this phase: it cannot be attacked too (6.2)` };
  const units = a.units.map((id) => s.units.find((u) => u.id === id));
  const p0 = actorsProblem(s, units);
  if (p0) return { ...empty, problem: p0 };
  if (new Set(a.units).size !== a.units.length) return { ...empty, problem: 'A unit is named twice' };
  const us: OnMapUnit[] = [];
  for (const u of units) {
    if (!onMap(u)) return { ...empty, problem: `${u?.id ?? 'A unit'} is not on the map` };
    const only = onlyActionProblem(u);
    if (only) return { ...empty, problem: only };
    us.push(u);
  }
  const why: string[] = [];
  const dist = (u: OnMapUnit) => w.map.distanceTo(u.hex, target.hexes);
  const adjacentInfantry = us.filter((u) => (u.type === 'infantry' || u.type === 'ranger') && dist(u) === 1);
  if (adjacentInfantry.length === 0)
    return { ...empty, problem: `An attack needs an infantry or ranger unit next to ${target.name} (6.2)` };
  const hqCommands = (u: OnMapUnit) => hasRadio(s, w.map, u);
  const attackersInCommand = adjacentInfantry.some((u) => inCommand(s, w.map, u));
  const radio = adjacentInfantry.some(hqCommands);
  const targetHigh = target.hexes.some((h) => isHigh(w.map.terrain(h) ?? 'bocage'));
  const beachFire = firesOnBeach(w, target);
  const participants: Participant[] = [];
  const sides: string[] = [];
  for (const u of us) {
    const d = dist(u);
    const inRange = d <= unitRange(ctx, u.type);
    const nearest = target.hexes.filter((h) => w.map.distance(u.hex, h) === d);
    const across =
      d === 1 &&
      nearest.some((h) => ['bluff', 'scaleable-cliff', 'sheer-cliff'].includes(w.map.side(u.hex, h)?.kind ?? ''));
    if (adjacentInfantry.includes(u)) {
      for (const h of nearest) sides.push(defenseTerrain(w, u.hex, h));
      participants.push({
        unit: u,
        role: 'attacker',
        range: d,
        weapons: weaponsOf(ctx, 'infantry').filter((x) => x !== 'RD' || hqCommands(u)),
        why: 'infantry next to the target (6.2)',
      });
      continue;
    }
    if (d > 1 && targetHigh && !beachFire)
      return {
        ...empty,
        problem: `${u.id}: ranged fire at a high ground position needs its fire to reach a beach hex, and ${target.name}'s does not (6.2)`,
      };
    const kind = u.type === 'ranger' ? 'infantry' : u.type === 'command-post' ? 'hq' : u.type;
    if (kind === 'general') return { ...empty, problem: `${u.id}: a General brings nothing to an attack` };
    let ok: { allowed: boolean; why: string };
    if (kind === 'hq')
      ok =
        d === 1
          ? { allowed: true, why: 'an HQ next to the target brings its radio (9.8)' }
          : { allowed: false, why: 'an HQ joins only from next to the target' };
    else {
      const adjToAttacker = adjacentInfantry.some((x) => w.map.adjacent(x.hex, u.hex));
      const hqOfBoth = s.units.some(
        (l) =>
          onMap(l) &&
          l.type === 'hq' &&
          !s.usPhase.leadersMoved.includes(l.id) &&
          w.map.distance(l.hex, u.hex) <= 1 &&
          adjacentInfantry.some((x) => w.map.distance(l.hex, x.hex) <= 1),
      );
      const inFire = s.positions.some((p) => p.occupied && !p.disrupted && w.map.fieldOfFire(p.id).has(u.hex));
      const sit: SupportSituation = {
        unit: kind,
        inRange,
        adjacentToTarget: d === 1,
        adjacentToAttackingInfantry: adjToAttacker,
        inCommand: inCommand(s, w.map, u),
        attackingInfantryInCommand: attackersInCommand,
        hqCommandsAttackingInfantry: hqOfBoth,
        inUndisruptedFof: inFire,
        armored: false,
        acrossBluffOrCliff: across,
        attackingInfantryHasRadio: radio,
      };
      ok = supportAllowed(sit);
    }
    if (!ok.allowed) return { ...empty, problem: `${u.id} may not support: ${ok.why}` };
    const rows = weaponRows(u, 'support', d, across);
    participants.push({
      unit: u,
      role: 'support',
      range: d,
      weapons: [...new Set(rows.flatMap((r) => weaponsOf(ctx, r, d)))],
      why: ok.why,
    });
  }
  const side = defendingHexside(
    ctx,
    sides,
    ctx.setting('defenseHexside') === 'best-for-german' ? 'best-for-german' : 'least-for-german',
  );
  why.push(side.why);
  const weapons = new Set(participants.flatMap((x) => x.weapons));
  if (radio) why.push('An attacking infantry in command of an HQ counts as having a radio (6.2)');
  const deep = target.requires.includes('FL') && target.depth > 0 && target.depthRevealed;
  const fl = flanking(
    flankHexes(w, [...new Set(participants.filter((x) => x.range === 1).map((x) => x.unit.hex))]),
    deep,
    rule(ctx, 'flanking-hexes'),
    rule(ctx, 'flanking-hexes-deep'),
  );
  why.push(fl.why);
  if (fl.flanking) weapons.add('FL');
  let heroBonus = false;
  if (a.hero) {
    const h = s.units.find((u) => u.id === a.hero?.unit);
    if (!h || !onMap(h) || h.hero === 'none') return { ...empty, problem: `${a.hero.unit} carries no Hero` };
    if (w.map.distanceTo(h.hex, target.hexes) !== 1)
      return { ...empty, problem: `${h.id}'s Hero must be next to ${target.name} (6.2)` };
    if (a.hero.use === 'FL') return { ...empty, problem: 'A Hero gives any weapon but Flanking (6.2)' };
    if (a.hero.use === 'bonus') heroBonus = true;
    else weapons.add(a.hero.use);
    why.push(`${h.id}'s Hero gives ${a.hero.use === 'bonus' ? '+1' : a.hero.use} (6.2)`);
  }
  if (a.naval) {
    const n = supportAllowed({
      unit: 'naval',
      inRange: true,
      adjacentToTarget: false,
      adjacentToAttackingInfantry: false,
      inCommand: false,
      attackingInfantryInCommand: adjacentInfantry.some(hqCommands),
      hqCommandsAttackingInfantry: false,
      inUndisruptedFof: false,
      armored: false,
      acrossBluffOrCliff: false,
      attackingInfantryHasRadio: radio,
    });
    if (!n.allowed) return { ...empty, problem: n.why };
    if (a.naval === 'weapons') for (const x of weaponsOf(ctx, 'naval')) weapons.add(x);
    why.push(n.why);
  }
  const missing = missingWeapons(target.requires, [...weapons]);
  why.push(
    missing.length
      ? `${target.name} needs ${target.requires.join(', ')}: ${missing.join(', ')} missing (9.7)`
      : `Every weapon ${target.name} needs is there${target.requires.length ? ` (${target.requires.join(', ')})` : ''} (9.7)`,
  );
  const depth: DepthState = target.depth === 0 ? 'none' : target.depthRevealed ? 'revealed' : 'hidden';
  const inputs: InputValues = {
    usStrength: participants.reduce((t, x) => t + (isLeader(x.unit.type) ? 0 : x.unit.steps), 0),
    heroBonus,
    navalBonus: a.naval === 'bonus',
    terrain: side.terrain,
    secondHexside: 'none',
    germanStrength: target.strength,
    depthStrength: target.depth * rule(ctx, 'depth-strength'),
    depth,
    weapons: missing.length === 0,
    weaponsWithDepth: missing.length === 0,
    extended: extRules(s, rule(ctx, 'ext-first-turn')),
  };
  return { target, participants, inputs, weapons: [...weapons].sort(), missing, why };
}

export function attackProblem(s: GameState, w: World, a: AttackAction, ctx: RulesContext): string | undefined {
  const plan = planAttack(s, w, a, ctx);
  if (plan.problem) return plan.problem;
  const r = resolveProcedure(usAttack, ctx, { inputs: plan.inputs });
  if (r.outcome.prohibited === true)
    return `Attack prohibited: ${r.explanation.find((x) => x.includes('prohibited')) ?? 'across a bluff (up) or a cliff (9.6)'}`;
  return allowanceProblem(
    s,
    actionCost(
      s,
      w,
      plan.participants.map((x) => x.unit),
      false,
      ctx,
    ),
    ctx,
  );
}

/** Resolves the attack through the us-attack procedure and lands its 9.7 result. */
export function applyAttack(s: GameState, w: World, a: AttackAction, ctx: RulesContext): GameState {
  const plan = planAttack(s, w, a, ctx);
  const target = plan.target as Position;
  const r = resolveProcedure(usAttack, ctx, { inputs: plan.inputs });
  const units = plan.participants.map((x) => x.unit);
  const c = actionCost(s, w, units, false, ctx);
  let state: GameState = { ...s, usPhase: { ...spend(s, units, c), attacked: [...s.usPhase.attacked, target.id] } };
  if (r.outcome.revealed === true)
    state = {
      ...state,
      positions: state.positions.map((p) => (p.id === target.id ? { ...p, depthRevealed: true } : p)),
    };
  state = {
    ...state,
    positions: state.positions.map((p) => (p.id === target.id && !p.revealed ? { ...p, revealed: true } : p)),
  };
  const effects = r.outcome.effects as string[];
  const landed = applyAttackEffects(
    state,
    w,
    target.id,
    effects,
    units.map((u) => u.id),
    ctx,
  );
  const head: Told = said(
    `${plan.participants.map((x) => x.unit.id).join(', ')} attack ${target.name}`,
    `US ${String(r.outcome.us)} against German ${String(r.outcome.german)}, ${plan.missing.length ? `without ${plan.missing.join(', ')}` : 'every weapon needed'}: ${r.summary.toLowerCase()}; ${costText(c)}`,
    '6.2, 9.6, 9.7',
    { modifiers: r.modifiers.map((m) => ({ label: m.label, amount: m.amount })) },
  );
  return { ...landed.state, lastReport: [head, ...landed.said] };
}

/** Units that could join an attack on the position now: alive on the map, not yet acted, free of markers, in range. */
export function attackCandidates(s: GameState, w: World, p: Position, ctx: RulesContext): Unit[] {
  return s.units.filter(
    (u) =>
      onMap(u) &&
      alive(u) &&
      !s.usPhase.acted.includes(u.id) &&
      !onlyActionProblem(u) &&
      u.type !== 'general' &&
      w.map.distanceTo(u.hex, p.hexes) <= Math.max(1, unitRange(ctx, u.type)),
  );
}
