import type { RulesContext } from '../../../engine/index.ts';
import { isInfantry, unitRange } from '../rules/units.ts';
import type { Action } from './actions.ts';
import { alive, highTide, landingHexes, onMap } from './ground.ts';
import { mineBoxes } from './mine-action.ts';
import { overStacked } from './us-markers.ts';
import { driftsThisTurn, type GameState } from './state.ts';
import type { World } from './world.ts';

type Check = (s: GameState, w: World, a: Action, ctx: RulesContext) => string | undefined;

/** The German card a fuzz or a test may enter: the action letter, every colour single, every symbol. */
function cards(s: GameState): Action[] {
  const colors = [...new Set(s.positions.map((p) => p.color))];
  const symbols = [...new Set(s.units.map((u) => u.symbol).filter(Boolean))];
  return (['F', 'R', 'M', 'P', 'A'] as const).map((action) => ({
    type: 'enter-card',
    card: {
      action,
      colors: colors.map((color) => ({ color, double: false })),
      symbols,
      armorBonus: false,
      leaderBonus: false,
      artillery: action === 'A' ? { caliber: '88', value: 1, symbols } : null,
    },
  }));
}

/** Candidate US actions, before check(): each unit's moves, markers, barrages; attacks by the infantry next to each position. */
function usCandidates(s: GameState, w: World, ctx: RulesContext): Action[] {
  const out: Action[] = [];
  const high = highTide(ctx, s.turn);
  for (const u of s.units.filter((x) => alive(x) && !s.usPhase.acted.includes(x.id))) {
    if (u.disrupted) out.push({ type: 'remove-marker', unit: u.id, marker: 'disrupted' });
    if (u.climb === 'climb') out.push({ type: 'remove-marker', unit: u.id, marker: 'climb' });
    if (u.climb === 'climb-cliff')
      out.push({ type: 'climb', unit: u.id, cross: true }, { type: 'climb', unit: u.id, cross: false });
    const targets =
      u.where === 'box' && u.box ? landingHexes(w.map, u.box, high) : onMap(u) ? w.map.neighbors(u.hex) : [];
    for (const h of targets) out.push({ type: 'move', units: [u.id], path: [h] });
    if (onMap(u) && (u.type === 'tank' || u.type === 'artillery')) {
      for (const p of s.positions)
        if (p.occupied && w.map.distanceTo(u.hex, p.hexes) <= unitRange(ctx, u.type))
          out.push({ type: 'barrage', unit: u.id, position: p.id });
    }
  }
  for (const p of s.positions.filter((x) => x.occupied)) {
    const next = s.units
      .filter(
        (u) =>
          onMap(u) && isInfantry(u.type) && !s.usPhase.acted.includes(u.id) && w.map.distanceTo(u.hex, p.hexes) === 1,
      )
      .map((u) => u.id);
    if (next.length) out.push({ type: 'attack', position: p.id, units: next });
    for (const u of s.units.filter((x) => onMap(x) && isInfantry(x.type) && w.map.fieldOfFire(p.id).has(x.hex)))
      out.push({ type: 'naval-barrage', unit: u.id, position: p.id });
  }
  for (const h of s.obstacles) out.push({ type: 'clear-obstacle', hex: h });
  for (const list of overStacked(s, ctx).values()) for (const u of list) out.push({ type: 'eliminate', unit: u.id });
  return out;
}

/** Every legal action now, or a representative set where a choice is open-ended (the fuzz tests play these). */
export function legalActions(s: GameState, w: World, ctx: RulesContext, check: Check): Action[] {
  if (s.over) return [];
  let out: Action[] = [];
  if (s.walk) {
    for (const q of s.walk.questions)
      if (!s.walk.answers[q.id]) out.push({ type: 'answer', question: q.id, choice: q.options.slice(0, q.pick) });
    out.push({ type: 'cancel-card' }, { type: 'apply-german' });
  } else if (s.phase === 'landing') {
    const wave: { unit: string; box: string }[] = [];
    for (const u of s.units.filter((x) => x.where === 'due' && x.due <= s.turn)) {
      const box = s.landingBoxes.find((b) => !check(s, w, { type: 'land', unit: u.id, box: b }, ctx));
      if (box) {
        out.push({ type: 'land', unit: u.id, box });
        wave.push({ unit: u.id, box });
      }
      out.push({ type: 'delay', unit: u.id, turn: s.turn + 1 });
    }
    if (wave.length > 1) out.push({ type: 'land-wave', landings: wave });
    for (const b of mineBoxes(s, w, ctx).boxes)
      for (const u of s.units.filter((x) => x.where === 'box' && x.box === b)) out.push({ type: 'mine', victim: u.id });
    for (const d of driftsThisTurn(s))
      for (const l of s.units) out.push({ type: 'drift-with', leader: l.id, unit: d.unit });
    out.push({ type: 'next-phase' });
  } else if (s.phase === 'german') {
    out.push(
      ...cards(s),
      { type: 'kampfgruppe-meyer' },
      { type: 'event-reinforcement', sector: 'east' },
      { type: 'event-reinforcement', sector: 'west' },
      { type: 'depth-marker' },
    );
  } else {
    out.push(...usCandidates(s, w, ctx), { type: 'next-phase' });
  }
  out = out.filter((a) => !check(s, w, a, ctx));
  return out;
}
