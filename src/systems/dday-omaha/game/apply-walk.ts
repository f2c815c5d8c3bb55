import type { RulesContext, Told } from '../../../engine/index.ts';
import { hitConsequence } from '../rules/hits.ts';
import { isLeader } from '../rules/units.ts';
import { FRESH_US_PHASE, type GameState, type Unit } from './state.ts';
import type { Walk } from './walk-types.ts';
import { ACTION_TEXT, cardText, effectText, namesOf, positionsActing, said } from './words.ts';

/** Where a hit leaves a unit (4): fewer steps, Disrupted, a flipped Hero or General, delayed, eliminated or in the catastrophic loss box. */
export function hitUnit(
  s: GameState,
  u: Unit,
  target: 'unit' | 'leader' | 'hero',
  effect: Parameters<typeof hitConsequence>[3],
  ctx: RulesContext,
  steps = 1,
): { unit: Unit; why: string[] } {
  const c = hitConsequence(ctx, u, target, effect, true, steps);
  let next: Unit = {
    ...u,
    steps: c.steps,
    disrupted: u.disrupted || (c.disrupted && !isLeader(u.type)),
    hero: c.hero,
    flipped: c.flipped,
  };
  if (c.revertToHq) next = { ...next, type: 'hq' };
  if (c.delay) next = { ...next, where: 'due', due: s.turn + c.delay, delayed: true, box: null, hex: null };
  if (c.eliminated) next = { ...next, where: 'eliminated', hex: null, box: null };
  if (c.catastrophic) next = { ...next, where: 'catastrophic', hex: null, box: null };
  return { unit: next, why: c.why };
}

/** Applies every result of the planned German turn in one step, and says what happened, position by position. */
export function applyWalk(s: GameState, walk: Walk, ctx: RulesContext): GameState {
  const names = namesOf(s);
  let units = [...s.units];
  let positions = s.positions.map((p) => {
    const c = walk.communication.find((x) => x.position === p.id);
    return c ? { ...p, inCommunication: c.inCommunication } : p;
  });
  const pools = { ...s.pools };
  let eliminated = s.eliminatedWnUnits;
  const report: Told[] = [said(`German card ${cardText(walk.card)}`, positionsActing(walk.steps.length), '3')];
  for (const c of walk.communication)
    report.push(
      said(`${names(c.position)} is ${c.inCommunication ? 'in communication again' : 'cut off'}`, c.why, '2'),
    );
  const quiet: string[] = [];
  for (const step of walk.steps) {
    const results: string[] = [];
    for (const e of step.effects) {
      switch (e.kind) {
        case 'hit': {
          const u = units.find((x) => x.id === e.unit);
          if (!u) break;
          const h = hitUnit(s, u, e.target, e.effect, ctx, e.steps);
          units = units.map((x) => (x.id === u.id ? h.unit : x));
          results.push(`${u.id}: ${h.why.join('; ')}`);
          break;
        }
        case 'disrupt-unit':
          units = units.map((u) => (u.id === e.unit && !isLeader(u.type) ? { ...u, disrupted: true } : u));
          results.push(`${e.unit}: Disrupted`);
          break;
        case 'position':
          positions = positions.map((p) => (p.id === e.position ? { ...p, ...e.patch } : p));
          results.push(effectText(e, names));
          break;
        case 'pool':
          pools[e.pool] = Math.max(0, pools[e.pool] + e.delta);
          results.push(effectText(e, names));
          break;
        case 'eliminated-wn':
          eliminated = Math.max(0, eliminated + e.delta);
          break;
        case 'move-unit':
          units = units.map((u) => (u.id === e.unit ? { ...u, hex: e.hex ?? u.hex } : u));
          results.push(effectText(e, names));
          break;
        case 'note':
          break;
      }
    }
    const acts = step.actions.map((a) => ACTION_TEXT[a]).join(', then ');
    if (results.length === 0) {
      quiet.push(
        `${names(step.position)} (${acts.toLowerCase()}: ${(step.why[step.why.length - 1] ?? 'nothing happens').replace(/^[A-Z -]+: /, '')})`,
      );
      continue;
    }
    report.push(
      said(
        `${names(step.position)}: ${acts}`,
        results.join('; '),
        step.actions.includes('fire') || step.actions.includes('ambush')
          ? '3, 4, 9.3'
          : step.actions.includes('artillery')
            ? '3, 5'
            : '3',
      ),
    );
  }
  const asleep = walk.idle.filter((x) => x.reason.startsWith('not activated'));
  const byReason = new Map<string, string[]>();
  for (const x of walk.idle.filter((y) => !asleep.includes(y))) {
    const reason = x.reason.replace(/ \(\d\)$/, '');
    byReason.set(reason, [...(byReason.get(reason) ?? []), names(x.position)]);
  }
  const idle = [...quiet, ...[...byReason].map(([reason, who]) => `${who.join(', ')} (${reason})`)];
  if (idle.length) report.push(said('Nothing happens at', idle.join('; '), '3'));
  const colours = new Map<string, number>();
  const needDepth: string[] = [];
  for (const x of asleep) {
    const p = s.positions.find((q) => q.id === x.position);
    if (p && x.reason.includes('needs a Depth marker')) needDepth.push(p.name);
    else if (p) colours.set(p.color, (colours.get(p.color) ?? 0) + 1);
  }
  if (colours.size)
    report.push(
      said(
        'Not activated: their colour is not on the card',
        [...colours].map(([c, n]) => `${c} (${n} position${n === 1 ? '' : 's'})`).join(', '),
        '3',
      ),
    );
  if (needDepth.length)
    report.push(
      said('Not activated: a double symbol needs a Depth marker in an occupied position', needDepth.join(', '), '4'),
    );
  return {
    ...s,
    units,
    positions,
    pools,
    eliminatedWnUnits: eliminated,
    walk: null,
    lastReport: report,
    phase: 'us',
    usPhase: FRESH_US_PHASE,
  };
}
