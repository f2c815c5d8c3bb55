import type { Axial } from '../../../boards/hex/index.ts';
import { displace } from '../procedures/aftermath.ts';
import { formationDoc, subordinate } from './formations.ts';
import type { Rules } from './rules.ts';
import type { AssetState, FormationState, GameState, UnitState } from './state.ts';
import { view } from './view.ts';

/**
 * The hex a fired-on HQ displaces to (2.4.5, 6.2.2): the nearest hex, at least one step away along land hexes
 * free of enemy units, that is out of enemy fire zones (a pillbox's only next to it) and holds or touches a
 * unit subordinate to the HQ. Ties go to the lowest hex number.
 */
export function displacementHex(rules: Rules, state: GameState, hq: UnitState): string | undefined {
  const v = view(rules, state);
  const g = v.grid;
  const b = rules.board;
  const zones = v.enemyZones(hq.side);
  const enemy = new Uint8Array(g.size);
  const friend = new Uint8Array(g.size);
  for (const u of v.onMap) {
    const i = g.index(u.hex as string);
    if (u.side !== hq.side) enemy[i] = 1;
    else if (u.id !== hq.id && subordinate(rules, hq.formation, u) && rules.unitType(u.type).class !== 'hq') friend[i] = 1;
  }
  const ok = (i: number): boolean => {
    if (zones[i]) return false;
    if (friend[i]) return true;
    for (let k = 0; k < 6; k++) {
      const n = g.next[i * 6 + k] as number;
      if (n >= 0 && friend[n]) return true;
    }
    return false;
  };
  const at = (i: number): Axial => g.hexes[i] as Axial;
  const start = g.index(hq.hex as string);
  const seen = new Uint8Array(g.size);
  seen[start] = 1;
  let frontier = [start];
  while (frontier.length > 0) {
    const next: number[] = [];
    let found: number | undefined;
    for (const i of frontier) {
      for (let k = 0; k < 6; k++) {
        const n = g.next[i * 6 + k] as number;
        if (n < 0 || seen[n] || enemy[n] || g.sea[n] || b.terrain(at(n)).infantry === null) continue;
        if (b.hexside(at(i), at(n))) continue;
        seen[n] = 1;
        next.push(n);
        if (ok(n) && (found === undefined || Number(b.id(at(n))) < Number(b.id(at(found))))) found = n;
      }
    }
    if (found !== undefined) return b.id(at(found));
    frontier = next;
  }
  return undefined;
}

/** An HQ displaces, or is eliminated when it cannot (2.4.5-2.4.6). */
export function displaceHq(rules: Rules, state: GameState, hqId: string): { state: GameState; lines: string[] } {
  const hq = state.units[hqId] as UnitState;
  const to = displacementHex(rules, state, hq);
  const f = state.formations[hq.formation] as FormationState;
  const held = Object.values(state.assets).filter((a) => a.formation === hq.formation && a.status === 'pool');
  const regiment = formationDoc(rules, hq.formation)?.kind === 'regiment';
  const r = displace({ safeHexReachable: to !== undefined, assetsStacked: held.length, supplyHeld: f.supply, regimentHq: regiment });
  const assets: Record<string, AssetState> = { ...state.assets };
  for (const a of held) {
    const { assignedTo: _a, ...rest } = a;
    assets[a.id] = r.outcome.eliminated ? { ...rest, status: 'eliminated' } : { ...rest, used: true };
  }
  const formations = { ...state.formations, [hq.formation]: { ...f, supply: 0, ...(r.outcome.battalionsIndependent ? { independent: true } : {}) } };
  const unit: UnitState = to ? { ...hq, hex: to, acted: true, mp: 0 } : { ...hq, status: 'eliminated', hex: null, steps: 0 };
  return { state: { ...state, assets, formations, units: { ...state.units, [hqId]: unit } }, lines: [`${hqId} ${to ? `displaces to ${to}` : 'cannot displace'}: ${r.lines.join('; ')}`] };
}
