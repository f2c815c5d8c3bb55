import { distance, sideBetween } from '../../../boards/hex/index.ts';
import { closeCombat as closeCombatProcedure } from '../procedures/close-combat.ts';
import { movementCost } from '../procedures/movement.ts';
import { advanceInto } from './advance.ts';
import { advanceAfter } from './decisions.ts';
import { displaceHq } from './displacement.ts';
import { applySteps } from './losses.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import { retreatUnit } from './retreat.ts';
import type { Rules } from './rules.ts';
import { specialPenalty } from './special-hits.ts';
import { type Action, type GameState, unitOf, type UnitState } from './state.ts';
import { stepDisplay } from './steps.ts';
import { view } from './view.ts';
import { combatClosed } from './unpin.ts';
import { rolled, said, type LogEntry } from './words.ts';

type Close = Extract<Action, { type: 'close-combat' }>;

/** A unit's morale as it stands: its side's value, less Hit markers and a Special Hit marker's penalty (8.3.4, 8.4). */
export function currentMorale(rules: Rules, u: UnitState): number {
  const t = rules.unitType(u.type);
  const s = stepDisplay(u.maxSteps, u.steps);
  return (s.flipped ? t.moraleReduced : t.morale) - s.hits - specialPenalty(rules, u);
}

/** A Close Combat result in words (8.5.2). */
function closeWords(o: { attackerSteps: number; defenderSteps: number; retreat: boolean }): string {
  const parts = [
    o.attackerSteps ? `the attacker loses ${o.attackerSteps} step${o.attackerSteps > 1 ? 's' : ''}` : '',
    o.defenderSteps ? `the defender loses ${o.defenderSteps} step${o.defenderSteps > 1 ? 's' : ''}` : '',
    o.retreat ? 'the defenders retreat' : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'no effect';
}

/** The unit that fights for a side: the one with the best morale (ties to the first listed). */
function lead(rules: Rules, units: readonly UnitState[]): UnitState | undefined {
  let best: UnitState | undefined;
  for (const u of units) if (!best || currentMorale(rules, u) > currentMorale(rules, best)) best = u;
  return best;
}

/** The defenders of a hex that fight: every enemy unit there but HQs, which displace instead (2.4.5). */
function fightersAt(rules: Rules, state: GameState, hex: string, attackerSide: GameState['initiative']): UnitState[] {
  return Object.values(state.units).filter(
    (u) => u.status === 'map' && u.hex === hex && u.side !== attackerSide && rules.unitType(u.type).class !== 'hq',
  );
}

/** The roll of a close combat: the leading attacker's morale against the leading defender's (8.5.2); undefined when only HQs defend. */
export function closeCombatRoll(
  rules: Rules,
  state: GameState,
  attackerIds: readonly string[],
  hex: string,
): { plan: RollPlan; attacker: UnitState; defender: UnitState } | undefined {
  const attacker = lead(
    rules,
    attackerIds.flatMap((id) => state.units[id] ?? []),
  );
  const defender = lead(rules, fightersAt(rules, state, hex, state.initiative));
  if (!attacker || !defender) return undefined;
  const c = rules.unitType(defender.type).class;
  // the game retreats the defenders itself (8.3.5, 4.6.6), so the procedure is asked only whether they must
  return {
    attacker,
    defender,
    plan: {
      proc: closeCombatProcedure,
      inputs: {
        attackerMorale: currentMorale(rules, attacker),
        defenderMorale: currentMorale(rules, defender),
        defenderCannotRetreat: false,
        defenderIsPillboxOrNest: c === 'pillbox' || c === 'nest',
      },
    },
  };
}

export function checkCloseCombat(rules: Rules, state: GameState, a: Close): string | undefined {
  const closed = combatClosed(state);
  if (closed) return closed;
  if (state.active.length === 0) return 'close combat is an action of activated units (5.3.1)';
  if (a.units.length === 0 || new Set(a.units).size !== a.units.length) return 'list each attacking unit once';
  const b = rules.board;
  const defenders = view(rules, state)
    .at(a.hex)
    .filter((u) => u.side !== state.initiative);
  if (defenders.length === 0) return 'close combat goes into an enemy-occupied hex (8.5.1)';
  for (const id of a.units) {
    const u = state.units[id];
    if (!u || u.status !== 'map' || !u.hex) return `${id}: not on the map`;
    if (!u.activated || u.side !== state.initiative) return `${id}: not activated (5.3.1)`;
    const c = rules.unitType(u.type).class;
    if (c === 'hq' || c === 'pillbox' || c === 'nest')
      return `${id}: only combat units that can move attack in close combat (8.5.1, 4.6.5)`;
    if (u.pinned) return `${id}: a pinned unit may only try to unpin (8.3.2)`;
    if (u.startHex !== u.hex || distance(b.hex(u.hex), b.hex(a.hex)) !== 1)
      return `${id}: it must have begun the activation next to the hex (8.5.1)`;
    if (u.acted) return `${id}: it has already acted this activation (5.3.1)`;
    const side = b.hexside(b.hex(u.hex), b.hex(a.hex));
    const r = movementCost(rules.ctx, {
      unitClass: c === 'vehicle' ? 'vehicle' : c === 'ranger' ? 'ranger' : 'infantry',
      terrain: b.terrain(b.hex(a.hex)).key,
      enteredAlong: 'none',
      elevationChange: false,
      hexside: side ? side.kind : 'none',
      startedAdjacent: true,
      fromBeach: b.terrain(b.hex(u.hex)).beach,
      roadblock: state.roadblocks.includes(a.hex),
    });
    if (!r.outcome.allowed || sideBetween(b.hex(u.hex), b.hex(a.hex)) === undefined)
      return `${id}: it could not move into that hex (${r.lines.join('; ')})`;
  }
  return undefined;
}

/**
 * Close combat (8.5): the best attacker's morale less the best defender's, one d10 on the Close Combat table.
 * Attacker losses fall on the leading attacker, defender losses on the leading defender; a retreat takes every
 * defender out (pillboxes and nests are eliminated, 4.6.6). An HQ alone in the hex displaces (2.4.5). When the
 * hex empties every attacker advances into it (8.5.3).
 */
export function closeCombat(rules: Rules, state: GameState, a: Close, roll: Roll): GameState {
  const attackers = a.units.map((id) => unitOf(state, id));
  let s: GameState = { ...state, units: { ...state.units } };
  const log: LogEntry[] = [];
  const setUnit = (u: UnitState) => {
    s = { ...s, units: { ...s.units, [u.id]: u } };
  };
  for (const u of attackers) setUnit({ ...u, acted: true, mp: 0 });
  const enemies = () =>
    Object.values(s.units).filter((u) => u.status === 'map' && u.hex === a.hex && u.side !== state.initiative);
  const fighters = fightersAt(rules, s, a.hex, state.initiative);
  const fight = closeCombatRoll(rules, state, a.units, a.hex);
  if (fight) {
    const { attacker: att, defender: def } = fight;
    for (const d of fighters) if (d.hidden) setUnit({ ...d, hidden: false });
    const r = resolveRoll(rules, fight.plan, roll);
    const o = {
      attackerSteps: Number(r.outcome.attackerSteps),
      defenderSteps: Number(r.outcome.defenderSteps),
      retreat: r.outcome.defenderRetreats === true || r.outcome.defenderEliminated === true,
    };
    const raw = Number(r.inputs.attackerMorale) - Number(r.inputs.defenderMorale);
    log.push(
      rolled(
        `Close combat at ${a.hex}: ${att.id}, morale ${String(r.inputs.attackerMorale)}, against ${def.id}, morale ${String(r.inputs.defenderMorale)}: difference ${raw > 0 ? '+' : ''}${raw}`,
        rolledDice(r),
        closeWords(o),
        '8.5.2, Close Combat table',
      ),
    );
    if (o.attackerSteps) setUnit(applySteps(unitOf(s, att.id), o.attackerSteps));
    if (o.defenderSteps) setUnit(applySteps(unitOf(s, def.id), o.defenderSteps));
    if (o.retreat) {
      const from = att.hex;
      for (const d of fighters) {
        if (s.units[d.id]?.status !== 'map') continue;
        const rt = retreatUnit(rules, s, d.id, from);
        s = rt.state;
        log.push(said(rt.line));
      }
    }
  }
  // defenders whose owner is yet to say where they retreat are leaving the hex (8.3.5)
  const leaving = new Set((s.decisions ?? []).flatMap((d) => (d.kind === 'retreat' ? [d.unit] : [])));
  if (enemies().some((u) => rules.unitType(u.type).class !== 'hq' && !leaving.has(u.id)))
    return { ...s, log: [...s.log, ...log] };
  let pending = leaving.size > 0;
  for (const hq of enemies().filter((u) => rules.unitType(u.type).class === 'hq')) {
    const d = displaceHq(rules, s, hq.id);
    s = d.state;
    pending ||= d.pending;
    log.push(...d.lines);
  }
  s = { ...s, log: [...s.log, ...log] };
  const advance = { units: a.units, hex: a.hex, side: state.initiative as 'us' | 'german' };
  // the attackers wait for the defenders' owner to say where they go (2.4.5, 8.3.5), then advance (8.5.3)
  return pending ? advanceAfter(s, advance) : advanceInto(rules, s, advance);
}

/** Close combats open now: every attacker able, against each adjacent enemy hex. */
export function closeCombatActions(rules: Rules, state: GameState): Action[] {
  if (state.active.length === 0 || state.reaction) return [];
  const b = rules.board;
  const v = view(rules, state);
  const byHex = new Map<string, string[]>();
  for (const u of v.onMap) {
    if (!u.activated || u.acted || u.pinned || u.side !== state.initiative || u.startHex !== u.hex) continue;
    for (const e of v.onMap) {
      if (e.side === u.side || distance(b.hex(u.hex), b.hex(e.hex)) !== 1) continue;
      const list = byHex.get(e.hex) ?? [];
      if (!list.includes(u.id)) list.push(u.id);
      byHex.set(e.hex, list);
    }
  }
  const out: Action[] = [];
  for (const [hex, units] of byHex) {
    const ok = units.filter(
      (id) => checkCloseCombat(rules, state, { type: 'close-combat', units: [id], hex }) === undefined,
    );
    if (ok.length > 0) out.push({ type: 'close-combat', units: ok, hex });
    if (ok.length > 1) for (const id of ok) out.push({ type: 'close-combat', units: [id], hex });
  }
  return out;
}
