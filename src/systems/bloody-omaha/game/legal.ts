/**
 * Every legal action now. Choices with many combinations (how a stack splits, which units advance, how EP
 * costs are shared between the divisions) are offered as a representative set; `check` accepts all of them.
 */
import type { RulesContext } from '../../../engine/index.ts';
import { engineerEpsThatCount } from '../rules/lookups.ts';
import { attackersIn } from './attack.ts';
import { advanceCandidates } from './flow.ts';
import { engineerTarget, hasUnitAtOrNext } from './actions.ts';
import { cardOption, optionTiming } from './cards.ts';
import type { GameData } from './data.ts';
import { overstackOptions } from './landing.ts';
import { POOLS } from './points.ts';
import { checkAction } from './reducer.ts';
import { cf, findUnit, isLandSquare, stackCf } from './units.ts';
import { BOX, ELIMINATED, OFF_MAP, type Action, type State } from './types.ts';

function cardActions(s: State, d: GameData): Action[] {
  const out: Action[] = [];
  const lost = s.units.filter((u) => u.loc === ELIMINATED || u.loc === OFF_MAP);
  const landedUnits = s.units.filter((u) => isLandSquare(d, u.loc));
  for (const card of new Set(s.hand)) {
    const def = d.cards.get(card);
    if (!def) continue;
    for (const option of ['a', 'b'] as const) {
      const o = cardOption(def, option);
      if (optionTiming(s, o)) continue;
      switch (o.effect) {
        case 'ip':
          for (const division of POOLS) out.push({ type: 'play-card', card, option, division });
          break;
        case 'tank':
          for (const u of landedUnits) out.push({ type: 'play-card', card, option, unit: u.id });
          break;
        case 'return-unit':
          for (const u of lost)
            for (const b of d.map.beaches) out.push({ type: 'play-card', card, option, unit: u.id, square: b });
          break;
        case 'undisrupt':
          for (const u of landedUnits) if (u.disrupted) out.push({ type: 'play-card', card, option, unit: u.id });
          break;
        default:
          out.push({ type: 'play-card', card, option });
      }
    }
  }
  return out;
}

/** Engineer attempts up to the EPs that still improve the roll (the Engineer DRM table); check() accepts more. */
function engineerChoices(s: State, ctx: RulesContext, base: (eps: number) => Action): Action[] {
  const out: Action[] = [];
  const max = Math.min(engineerEpsThatCount(ctx), s.ep, s.ip['1st'] + s.ip['29th']);
  for (let n = 1; n <= max; n++) out.push(base(n));
  return out;
}

function activationActions(s: State, d: GameData, ctx: RulesContext): Action[] {
  const out: Action[] = [{ type: 'end-turn' }];
  const squares = [...new Set(s.units.filter((u) => isLandSquare(d, u.loc)).map((u) => u.loc))];
  const targets = new Set<string>();
  for (const sq of squares) {
    const movers = attackersIn(s, sq);
    for (const n of d.map.byId.get(sq)?.adjacent ?? []) {
      if (!isLandSquare(d, n)) continue;
      if (s.tokens[n]?.length) {
        targets.add(n);
        if (movers.length) out.push({ type: 'attack', target: n, from: [sq] });
        if (s.tokens[n]?.some((t) => !t.revealed)) out.push({ type: 'probe', target: n });
        continue;
      }
      if (movers.length === 0) continue;
      out.push({ type: 'move', from: sq, moves: movers.map((unit) => ({ unit, to: n })) });
      if (movers.length > 1) for (const unit of movers) out.push({ type: 'move', from: sq, moves: [{ unit, to: n }] });
    }
  }
  for (const t of targets) {
    const from = (d.map.byId.get(t)?.adjacent ?? []).filter(
      (sq) => isLandSquare(d, sq) && attackersIn(s, sq).length > 0,
    );
    if (from.length > 1) out.push({ type: 'attack', target: t, from });
  }
  for (const q of d.map.squares) {
    if (engineerTarget(s, d, q.id) && hasUnitAtOrNext(s, d, q.id))
      out.push(...engineerChoices(s, ctx, (eps) => ({ type: 'engineer', square: q.id, eps })));
  }
  for (const u of s.units) {
    if (u.disrupted && isLandSquare(d, u.loc)) out.push({ type: 'undisrupt', unit: u.id });
    if (u.loc === ELIMINATED || u.loc === OFF_MAP)
      for (const b of d.map.beaches) if (s.gaps[b]) out.push({ type: 'return-unit', unit: u.id, to: b });
    if (u.loc === BOX) for (const sea of d.map.reinforcementSea) out.push({ type: 'reinforce', unit: u.id, to: sea });
  }
  for (const tank of s.tanks)
    for (const u of s.units)
      if (isLandSquare(d, u.loc) && u.id !== tank.unit) out.push({ type: 'transfer-tank', tank: tank.id, unit: u.id });
  for (const pay of POOLS) out.push({ type: 'draw-card', pay });
  return out;
}

function advanceChoices(s: State, d: GameData): Action[] {
  const a = s.attack;
  if (!a) return [];
  const ids = advanceCandidates(s, d, a);
  const out: Action[] = [
    { type: 'advance', units: [] },
    { type: 'advance', units: ids },
  ];
  for (const id of ids) out.push({ type: 'advance', units: [id] });
  // the strongest units first, as many as fit
  const room = d.stacking - stackCf(s, d, a.target);
  const cfOf = (id: string): number => {
    const u = findUnit(s, d, id);
    return u ? cf(d, u) : 0;
  };
  const sorted = ids.slice().sort((x, y) => cfOf(y) - cfOf(x));
  const greedy: string[] = [];
  let used = 0;
  for (const id of sorted) {
    const u = findUnit(s, d, id);
    if (u && used + cf(d, u) <= room) {
      greedy.push(id);
      used += cf(d, u);
    }
  }
  out.push({ type: 'advance', units: greedy });
  return out;
}

function candidates(s: State, d: GameData, ctx: RulesContext): Action[] {
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case 'opening':
        return p.cards.map((discard) => ({ type: 'keep-cards', discard }));
      case 'overstack': {
        const o = overstackOptions(s, d);
        const out: Action[] = [{ type: 'overstack', choice: 'eliminate' }];
        if (o.disrupt) out.unshift({ type: 'overstack', choice: 'disrupt' });
        for (const to of o.shift) out.push({ type: 'overstack', choice: 'shift', to });
        return out;
      }
      case 'event-square':
        return p.options.map((square) => ({ type: 'choose-event-square', square }));
      case 'event-roll':
        return [{ type: 'roll-event' }];
      case 'event-result':
        return [{ type: 'accept-event' }, ...cardActions(s, d)];
      case 'choose-unit':
        return p.units.map((unit) => ({ type: 'choose-unit', unit }));
      case 'attack-revealed':
        return [{ type: 'continue-attack' }, { type: 'cancel-attack' }];
      case 'mine':
        return [
          { type: 'mine-push' },
          { type: 'cancel-attack' },
          ...engineerChoices(s, ctx, (eps) => ({ type: 'mine-engineer', eps })),
        ];
      case 'attack-ready':
        return [{ type: 'roll-attack' }, { type: 'cancel-attack' }, ...cardActions(s, d)];
      case 'advance':
        return advanceChoices(s, d);
    }
  }
  switch (s.phase) {
    case 'card-draw':
      return [{ type: 'draw-card' }, ...cardActions(s, d)];
    case 'points':
      return [
        ...Array.from({ length: s.toAssign + 1 }, (_, first): Action => ({ type: 'assign-ip', first })),
        ...cardActions(s, d),
      ];
    case 'drift':
      return [{ type: 'drift-all' }, ...s.queue.map((unit): Action => ({ type: 'drift', unit })), ...cardActions(s, d)];
    case 'landing':
      return [{ type: 'land-all' }, ...s.queue.map((unit): Action => ({ type: 'land', unit })), ...cardActions(s, d)];
    case 'random-event':
      return [{ type: 'roll-event-location' }, ...cardActions(s, d)];
    case 'activation':
      return [...activationActions(s, d, ctx), ...cardActions(s, d)];
    default:
      return [];
  }
}

export function legalActions(s: State, d: GameData, ctx: RulesContext): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const a of candidates(s, d, ctx)) {
    const key = JSON.stringify(a);
    if (seen.has(key) || checkAction(s, d, ctx, a) !== undefined) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}
