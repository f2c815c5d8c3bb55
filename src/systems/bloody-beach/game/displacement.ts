import type { Axial } from '../../../boards/hex/index.ts';
import { required } from '../../../engine/index.ts';
import { displace } from '../procedures/aftermath.ts';
import { advanceInto } from './advance.ts';
import { dropDecision, queueDecision } from './decisions.ts';
import { formationDoc, subordinate } from './formations.ts';
import type { Rules } from './rules.ts';
import { type Action, type AssetState, type Decision, type GameState, hexOf, unitOf, type UnitState } from './state.ts';
import { view } from './view.ts';
import { said, type LogEntry } from './words.ts';

/** Session setting: which hexes a displaced HQ may go to (rules note `hq-displacement-hex`). */
export const DISPLACEMENT_SETTING = 'hqDisplacement';

/**
 * Hexes a fired-on HQ may displace to (2.4.5, 6.2.2), reached one step at a time over land hexes free of enemy
 * units and not across a cliff or steep slope: each is out of enemy fire zones (a pillbox's only next to it) and
 * holds or touches a unit subordinate to the HQ. By default only the nearest such hexes; with the setting
 * `any`, every such hex the HQ reaches before it first qualifies. Umpire's pick (nearest, then lowest hex
 * number) comes first; the rest follow by distance, then hex number. None: the HQ is eliminated (2.4.6).
 */
export function displacementHexes(rules: Rules, state: GameState, hq: UnitState): string[] {
  const v = view(rules, state);
  const g = v.grid;
  const b = rules.board;
  const zones = v.enemyZones(hq.side);
  const enemy = new Uint8Array(g.size);
  const friend = new Uint8Array(g.size);
  for (const u of v.onMap) {
    const i = g.index(u.hex);
    if (u.side !== hq.side) enemy[i] = 1;
    else if (u.id !== hq.id && subordinate(rules, hq.formation, u) && rules.unitType(u.type).class !== 'hq')
      friend[i] = 1;
  }
  const ok = (i: number): boolean => {
    if (zones[i]) return false;
    if (friend[i]) return true;
    for (let k = 0; k < 6; k++) {
      const n = g.next[i * 6 + k] ?? -1;
      if (n >= 0 && friend[n]) return true;
    }
    return false;
  };
  const nearestOnly = rules.ctx.setting(DISPLACEMENT_SETTING) !== 'any';
  const at = (i: number): Axial => g.hexAt(i);
  const num = (i: number) => Number(b.id(at(i)));
  const start = g.index(hexOf(hq));
  const seen = new Uint8Array(g.size);
  seen[start] = 1;
  const found: number[] = [];
  let frontier = [start];
  while (frontier.length > 0) {
    const next: number[] = [];
    const ring: number[] = [];
    for (const i of frontier) {
      for (let k = 0; k < 6; k++) {
        const n = g.next[i * 6 + k] ?? -1;
        if (n < 0 || seen[n] || enemy[n] || g.sea[n] || b.terrain(at(n)).infantry === null) continue;
        if (b.hexside(at(i), at(n))) continue;
        seen[n] = 1;
        // the HQ stops where it first qualifies: a qualifying hex is an answer, never a way through
        if (ok(n)) ring.push(n);
        else next.push(n);
      }
    }
    found.push(...ring.sort((p, q) => num(p) - num(q)));
    if (nearestOnly && found.length > 0) break;
    frontier = next;
  }
  return found.map((i) => b.id(at(i)));
}

/**
 * An HQ fired on displaces, or is eliminated when it cannot (2.4.5-2.4.6). Its stacked assets turn Used and its
 * supply is lost at once; where it goes is its owner's decision when more than one hex qualifies (`pending`).
 */
export function displaceHq(
  rules: Rules,
  state: GameState,
  hqId: string,
): { state: GameState; lines: LogEntry[]; pending: boolean } {
  const hq = unitOf(state, hqId);
  const hexes = displacementHexes(rules, state, hq);
  const f = required(state.formations[hq.formation], `formation ${hq.formation}`);
  const held = Object.values(state.assets).filter((a) => a.formation === hq.formation && a.status === 'pool');
  const regiment = formationDoc(rules, hq.formation)?.kind === 'regiment';
  const r = displace({
    safeHexReachable: hexes.length > 0,
    assetsStacked: held.length,
    supplyHeld: f.supply,
    regimentHq: regiment,
  });
  const assets: Record<string, AssetState> = { ...state.assets };
  for (const a of held) {
    const { assignedTo: _a, ...rest } = a;
    assets[a.id] = r.outcome.eliminated ? { ...rest, status: 'eliminated' } : { ...rest, used: true };
  }
  const formations = {
    ...state.formations,
    [hq.formation]: { ...f, supply: 0, ...(r.outcome.battalionsIndependent ? { independent: true } : {}) },
  };
  const s: GameState = { ...state, assets, formations };
  if (hexes.length === 0)
    return {
      state: { ...s, units: { ...s.units, [hqId]: { ...hq, status: 'eliminated', hex: null, steps: 0 } } },
      lines: [said(`${hqId} cannot displace and is eliminated`, { outcome: r.lines.join('; ') })],
      pending: false,
    };
  const [only] = hexes;
  if (only !== undefined && hexes.length === 1)
    return {
      state: placeHq(s, hqId, only),
      lines: [said(`${hqId} displaces to ${only}, the only hex open to it`, { outcome: r.lines.join('; ') })],
      pending: false,
    };
  const d: Decision = { kind: 'displace-hq', side: hq.side, unit: hqId, hexes };
  return {
    state: queueDecision(s, d),
    lines: [
      said(`${hqId} must displace; its owner picks the hex among ${hexes.join(', ')}`, {
        outcome: r.lines.join('; '),
        source: '2.4.5',
      }),
    ],
    pending: true,
  };
}

const placeHq = (state: GameState, id: string, to: string): GameState => ({
  ...state,
  units: { ...state.units, [id]: { ...unitOf(state, id), hex: to, acted: true, mp: 0 } },
});

/** The owner's answer: the HQ goes to the chosen hex; attackers waiting on it then advance (8.5.3). */
export function settleDisplacement(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'displace-hq' }>,
): GameState {
  const d = state.decisions?.[0];
  let s = dropDecision(placeHq(state, a.unit, a.to));
  s = { ...s, log: [...s.log, said(`${a.unit} displaces to ${a.to} (2.4.5)`)] };
  return d?.kind === 'displace-hq' && d.advance ? advanceInto(rules, s, d.advance) : s;
}
