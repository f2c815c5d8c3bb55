import type { RulesContext } from '../../../engine/index.ts';
import { defineGame, type GameDefinition, type GameStatus } from '../../types.ts';
import { rule } from '../rules/numbers.ts';
import { actionsPerSector } from '../rules/us-actions.ts';
import { parseAction, type Action } from './actions.ts';
import { applyWalk, forgetUnit } from './apply-walk.ts';
import { landingProblem, landUnit } from './landing-action.ts';
import { applyMine, mineProblem } from './mine-action.ts';
import { applyDriftWith, driftWithProblem } from './hq-drift.ts';
import { applyEventReinforcement, applyMeyer, eventReinforcementProblem, meyerProblem } from './german-reinforcements.ts';
import type { OmahaScenario } from './scenario.ts';
import { setupGame } from './setup.ts';
import { extRules, positionById, unitById, type GameState, type Position } from './state.ts';
import { planGermanTurn } from './walk.ts';
import { applyAttackResult, applyBarrageResult, type AttackEffect } from './us-results.ts';
import type { Effect } from './walk-types.ts';

const PHASES = [
  { id: 'landing', label: 'US landing (1, 9.1, 9.2)' },
  { id: 'german', label: 'German card: actions, fire, artillery (3-5)' },
  { id: 'us', label: 'US actions (6-8)' },
] as const;

function lastTurn(s: GameState, ctx: RulesContext): number {
  return rule(ctx, 'last-turn', s.extended);
}

export function check(s: GameState, a: Action, ctx: RulesContext): string | undefined {
  if (s.over) return 'The game is over';
  const editing = a.type === 'set-position' || a.type === 'set-fof' || a.type === 'set-near' || a.type === 'set-unit' || a.type === 'set-pool';
  if (editing && s.walk) return 'A German card is being resolved: apply it or cancel it first';
  switch (a.type) {
    case 'set-position': {
      const p = positionById(s, a.id);
      if (!p) return `No position ${a.id}`;
      if (a.patch.advanceTo && !positionById(s, a.patch.advanceTo)) return `No position ${a.patch.advanceTo}`;
      const units = a.patch.units ?? (a.patch.occupied === false ? 0 : p.units);
      if (units > p.hexes) return `${p.id} holds at most ${p.hexes} unit${p.hexes > 1 ? 's' : ''}`;
      return undefined;
    }
    case 'set-fof':
    case 'set-near':
      if (!positionById(s, a.position)) return `No position ${a.position}`;
      if (!unitById(s, a.unit)) return `No US unit ${a.unit}`;
      return undefined;
    case 'set-unit':
      return unitById(s, a.id) ? undefined : `No US unit ${a.id}`;
    case 'set-pool':
      return undefined;
    case 'land': {
      const u = unitById(s, a.unit);
      if (!u) return `No US unit ${a.unit}`;
      return landingProblem(s, u, a.box, ctx);
    }
    case 'enter-card':
      if (s.phase !== 'german') return 'German cards are entered in the German phase';
      if (s.walk) return 'A card is already being resolved';
      return undefined;
    case 'answer': {
      if (!s.walk) return 'No German card is being resolved';
      const q = s.walk.questions.find((x) => x.id === a.question);
      if (!q) return `No open question ${a.question}`;
      if (a.choice.length !== q.pick || !a.choice.every((c) => q.options.includes(c)) || new Set(a.choice).size !== a.choice.length) return `Choose ${q.pick} of ${q.options.join(', ')}`;
      return undefined;
    }
    case 'apply-german': {
      if (!s.walk) return 'No German card is being resolved';
      const open = s.walk.questions.filter((q) => !s.walk?.answers[q.id]);
      return open.length ? `Answer first: ${open.map((q) => q.prompt).join('; ')}` : undefined;
    }
    case 'cancel-card':
      return s.walk ? undefined : 'No German card is being resolved';
    case 'attack-result':
    case 'barrage-result': {
      if (s.phase !== 'us') return 'Attacks and barrages are resolved in the US phase';
      const p = positionById(s, a.position);
      if (!p) return `No position ${a.position}`;
      if (!p.occupied) return `${p.id} holds no German unit`;
      if (a.type === 'attack-result' && a.attackers.some((id) => !unitById(s, id))) return 'Unknown attacking unit';
      return undefined;
    }
    case 'mine':
      return mineProblem(s, a.unit, a.victim, ctx);
    case 'drift-with':
      return driftWithProblem(s, a.leader, a.unit, ctx);
    case 'kampfgruppe-meyer':
      return meyerProblem(s);
    case 'event-reinforcement':
      return eventReinforcementProblem(s, a.sector, ctx);
    case 'next-phase':
      if (s.walk) return 'Apply or cancel the German card first';
      if (s.phase === 'german') return 'Enter the German card first';
      return undefined;
  }
}

function patchPosition(s: GameState, id: string, f: (p: Position) => Position): GameState {
  return { ...s, positions: s.positions.map((p) => (p.id === id ? f(p) : p)) };
}

export function apply(s: GameState, a: Action, ctx: RulesContext): GameState {
  switch (a.type) {
    case 'set-position':
      return patchPosition(s, a.id, (p) => {
        const next = { ...p, ...a.patch } as Position;
        if (a.patch.occupied === false) return { ...next, units: 0, depth: 0, disrupted: false, revealed: false };
        if (a.patch.occupied === true && next.units === 0) return { ...next, units: 1 };
        return next;
      });
    case 'set-fof':
      return patchPosition(s, a.position, (p) => ({
        ...p,
        fof: a.intensity === null ? p.fof.filter((e) => e.unit !== a.unit) : [...p.fof.filter((e) => e.unit !== a.unit), { unit: a.unit, intensity: a.intensity, range: a.range }],
        near: a.intensity === null ? p.near : p.near.filter((e) => e.unit !== a.unit),
      }));
    case 'set-near':
      return patchPosition(s, a.position, (p) => ({
        ...p,
        near: a.range === null ? p.near.filter((e) => e.unit !== a.unit) : [...p.near.filter((e) => e.unit !== a.unit), { unit: a.unit, range: a.range, mortar: a.mortar }],
      }));
    case 'set-unit': {
      const next = { ...s, units: s.units.map((u) => (u.id === a.id ? { ...u, ...a.patch } : u)) };
      const u = unitById(next, a.id);
      return u && u.where !== 'map' && u.where !== 'box' ? { ...next, positions: forgetUnit(next.positions, a.id) } : next;
    }
    case 'set-pool':
      return { ...s, pools: { ...s.pools, [a.pool]: a.count } };
    case 'land':
      return landUnit(s, a.unit, a.letter, a.box, a.rangerDrift ?? 0, ctx);
    case 'enter-card':
      return { ...s, walk: planGermanTurn(s, a.card, {}, ctx) };
    case 'answer': {
      const w = s.walk;
      if (!w) return s;
      const answers = { ...w.answers, [a.question]: a.choice };
      return { ...s, walk: planGermanTurn(s, w.card, answers, ctx) };
    }
    case 'apply-german':
      return s.walk ? applyWalk(s, s.walk, ctx) : s;
    case 'cancel-card':
      return { ...s, walk: null };
    case 'attack-result': {
      const p = positionById(s, a.position) as Position;
      const pool = p.kind === 'wn' ? 'wn' : p.buildings ? 'building' : 'mobile';
      return applyAttackResult(s, a.position, a.effects as AttackEffect[], a.attackers, pool).state;
    }
    case 'barrage-result':
      return applyBarrageResult(s, a.position, a.disrupted, a.removeDepth);
    case 'mine':
      return applyMine(s, a.unit, a.victim, ctx);
    case 'drift-with':
      return applyDriftWith(s, a.leader);
    case 'kampfgruppe-meyer':
      return applyMeyer(s, ctx);
    case 'event-reinforcement':
      return applyEventReinforcement(s, a.sector, ctx);
    case 'next-phase': {
      if (s.phase === 'landing') return { ...s, phase: 'german', lastReport: [] };
      // End of the US phase: the turn ends.
      const end = lastTurn(s, ctx);
      if (s.turn >= end) return { ...s, over: true };
      return { ...s, turn: s.turn + 1, phase: 'landing', capped: [] };
    }
  }
}

function legal(s: GameState, ctx: RulesContext): Action[] {
  if (s.over) return [];
  const out: Action[] = [];
  if (s.walk) {
    for (const q of s.walk.questions) if (!s.walk.answers[q.id]) out.push({ type: 'answer', question: q.id, choice: q.options.slice(0, q.pick) });
    out.push({ type: 'cancel-card' });
    if (!check(s, { type: 'apply-german' }, ctx)) out.push({ type: 'apply-german' });
    return out;
  }
  if (s.phase === 'landing') {
    for (const u of s.units.filter((x) => x.where === 'due' && x.due <= s.turn)) {
      const box = s.landingBoxes.find((b) => !landingProblem(s, u, b, ctx));
      if (box) out.push({ type: 'land', unit: u.id, letter: 'A', box });
    }
    for (const u of s.units) if (u.where === 'box' && !mineProblem(s, u.id, undefined, ctx)) out.push({ type: 'mine', unit: u.id });
    const d = s.lastDrift;
    if (d) for (const l of s.units) if (!driftWithProblem(s, l.id, d.unit, ctx)) out.push({ type: 'drift-with', leader: l.id, unit: d.unit });
  }
  if (s.phase === 'german') {
    const colors = [...new Set(s.positions.map((p) => p.color))];
    const symbols = [...new Set(s.units.map((u) => u.symbol).filter(Boolean))];
    for (const action of ['F', 'R', 'M', 'P', 'A'] as const) {
      out.push({ type: 'enter-card', card: { action, colors: colors.map((color) => ({ color, double: false })), symbols, armorBonus: false, leaderBonus: false, artillery: action === 'A' ? { caliber: '88', value: 1, symbols } : null } });
    }
    if (!meyerProblem(s)) out.push({ type: 'kampfgruppe-meyer' });
    for (const sector of ['east', 'west'] as const) if (!eventReinforcementProblem(s, sector, ctx)) out.push({ type: 'event-reinforcement', sector });
  }
  if (s.phase !== 'german') out.push({ type: 'next-phase' });
  return out;
}

/** "→ E/2/16 -1 step, L/3/16 Disrupted" for the prompts. */
function describeEffects(effects: readonly Effect[]): string {
  const parts = effects.flatMap((e) => {
    if (e.kind === 'hit') return [`${e.unit} ${e.target === 'unit' ? (e.effect === 'step+disrupted' ? '-1 step + Disrupted' : e.effect === 'step' ? '-1 step' : e.effect) : e.target === 'hero' ? 'hero hit' : 'leader hit'}`];
    if (e.kind === 'disrupt-unit') return [`${e.unit} Disrupted`];
    return [];
  });
  return parts.length ? ` → ${parts.join(', ')}` : '';
}

function status(s: GameState, ctx: RulesContext): GameStatus {
  const ext = extRules(s, rule(ctx, 'ext-first-turn'));
  const prompts: string[] = [];
  if (s.phase === 'landing') {
    const due = s.units.filter((u) => u.where === 'due' && u.due <= s.turn);
    prompts.push(due.length ? `Land ${due.length} unit${due.length > 1 ? 's' : ''}: ${due.map((u) => u.id).join(', ')}` : 'Nobody left to land this turn');
  }
  if (s.phase === 'german') {
    if (!s.walk) prompts.push('Draw the German card and enter it');
    else {
      for (const st of s.walk.steps) prompts.push(`${st.position}: ${st.actions.map((x) => x.toUpperCase()).join(' then ') || 'no action'}${describeEffects(st.effects)}`);
      for (const q of s.walk.questions) if (!s.walk.answers[q.id]) prompts.push(`Choose: ${q.prompt}`);
    }
  }
  if (s.phase === 'us') prompts.push(`${actionsPerSector(ctx, ext)} actions per sector, plus free actions${ext ? ' (extended rules)' : ''}`);
  const steps = PHASES.map((p) => ({ id: p.id, label: p.label, current: p.id === s.phase }));
  return { turn: s.turn, lastTurn: lastTurn(s, ctx), phase: s.phase, steps, prompts, over: s.over, ...(s.over ? { result: 'Game over: count the VP positions held (victory levels are not in the digest)' } : {}) };
}

/** The game with its own state and action types (tests and the session view use this one). */
export function omahaGame(sc: OmahaScenario, ctxFor: () => RulesContext): GameDefinition<GameState, Action> {
  return {
    setup: (options, _rng, ctx) => setupGame(sc, options, ctx),
    check: (s, a, ctx) => check(s, a, ctx),
    // An illegal action leaves the state as it was; check() says why.
    apply: (s, a, _rng, ctx) => (check(s, a, ctx) ? s : apply(s, a, ctx)),
    legalActions: (s, ctx) => legal(s, ctx),
    status: (s) => status(s, ctxFor()),
    parseAction,
    tell: (_before, _after, a) => [{ text: `${a.type.replace(/-/g, ' ')} recorded` }],
  };
}

export function makeGame(sc: OmahaScenario, ctxFor: () => RulesContext) {
  return defineGame(omahaGame(sc, ctxFor));
}

