import { companyName, germanKindName, lcaName } from '../../../systems/crowbar/game/words.ts';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { Company, CrowbarState, GermanKind, Hold } from '../../../systems/crowbar/game/types.ts';
import { COLS, LAST_ROW, spaceOf } from './geometry.ts';

/**
 * What the board draws, read from the game state: public facts only. Face-down Incoming Fire! and
 * Possible Gun Location? markers are counted, never named (UX.md: hidden things stay hidden).
 */

export interface RangerView {
  readonly col: number;
  readonly row: number;
  readonly space: number;
  readonly company: Company;
  readonly sp: number;
  readonly support: boolean;
  readonly lca: 'none' | 'ok' | 'damaged';
  readonly shaken: boolean;
  readonly pinned: boolean;
  readonly activated: boolean;
  readonly heroic: number;
  readonly active: boolean;
  /** Commanders with the unit: short names, and whether each is used. */
  readonly commanders: readonly { readonly id: string; readonly name: string; readonly used: boolean }[];
  readonly supplies: boolean;
  readonly lcaName: string;
}

export interface GermanView {
  readonly id: number;
  readonly col: number;
  readonly row: number;
  readonly space: number;
  readonly kind: GermanKind;
  /** Printed strength on the side now up: fire value, and close value when it differs (MG, FLAK). */
  readonly fire: number;
  readonly close: number;
  readonly reduced: boolean;
  readonly pinned: boolean;
  /** Face-down Incoming Fire! markers on it (each -1 SP, their other side unknown). */
  readonly incoming: number;
}

export interface SpaceMarkers {
  /** Face-down Incoming Fire! markers lying in the space (no German unit). */
  incoming: number;
  /** Unrevealed Possible Gun Location? markers. */
  guns: number;
  /** Revealed gun markers waiting to be captured (their labels). */
  revealed: string[];
  /** Face-down markers named for the German player who placed them (his screen only; T-1). */
  secret: string[];
  obstacle: boolean;
  supplies: Company[];
  hq: boolean;
}

export interface RallyView {
  readonly col: number;
  /** 0 = still behind Start. */
  readonly row: number;
  readonly activated: boolean;
}

export interface BoardModel {
  readonly rangers: readonly RangerView[];
  readonly germans: readonly GermanView[];
  readonly markers: ReadonlyMap<number, SpaceMarkers>;
  readonly rally: readonly RallyView[];
  readonly holds: readonly Hold[];
  readonly activeSpace: number | null;
}

export function isCrowbarState(v: unknown): v is CrowbarState {
  return (
    typeof v === 'object' &&
    v !== null &&
    (v as { v?: unknown }).v === 1 &&
    Array.isArray((v as { rangers?: unknown }).rangers) &&
    Array.isArray((v as { stack?: unknown }).stack)
  );
}

function markersAt(map: Map<number, SpaceMarkers>, s: number): SpaceMarkers {
  let m = map.get(s);
  if (!m) {
    m = { incoming: 0, guns: 0, revealed: [], secret: [], obstacle: false, supplies: [], hq: false };
    map.set(s, m);
  }
  return m;
}

export function shortCommander(name: string): string {
  const parts = name.split(' ');
  return parts[parts.length - 1] ?? name;
}

/**
 * What the board draws from a state. `secrets`: the German player's screen while he places his markers in
 * secret (T-1), where the face-down markers on the map (his own, at that moment) are named; anywhere else
 * they are only counted.
 */
export function boardModel(g: CrowbarState, R: Rules, secrets = false): BoardModel {
  const names = new Map(R.map.doc.commanders.map((c) => [c.id, c.label]));
  const rangers: RangerView[] = [];
  for (const r of g.rangers) {
    if (!r) continue;
    const commanders = g.commanders
      .filter((c) => c.col === r.col && c.returnAt === null)
      .map((c) => ({ id: c.id, name: shortCommander(names.get(c.id) ?? c.id), used: c.used }));
    rangers.push({
      col: r.col,
      row: r.row,
      space: spaceOf(r.col, r.row),
      company: r.company,
      sp: r.sp,
      support: r.support,
      lca: r.lca,
      shaken: r.shaken,
      pinned: r.pinned,
      activated: r.activated,
      heroic: r.heroic,
      active: g.activeCol === r.col,
      commanders,
      supplies: g.supplies.some((s) => s.carriedBy === r.col && !s.lost),
      lcaName: lcaName(r, R),
    });
  }
  const germans: GermanView[] = g.germans.map((u) => {
    const t = R.germanTypes.get(u.type);
    return {
      id: u.id,
      col: u.col,
      row: u.row,
      space: spaceOf(u.col, u.row),
      kind: u.kind,
      fire: (u.reduced ? t?.reducedFire : t?.fullFire) ?? 0,
      close: (u.reduced ? t?.reducedClose : t?.fullClose) ?? 0,
      reduced: u.reduced,
      pinned: u.pinned,
      incoming: u.incoming.length,
    };
  });
  const markers = new Map<number, SpaceMarkers>();
  for (const m of g.spaceIncoming) markersAt(markers, m.space).incoming++;
  for (const m of g.guns) {
    const at = markersAt(markers, m.space);
    if (m.revealed) at.revealed.push(R.gunByKey.get(m.kind)?.label ?? 'Revealed marker');
    else if (secrets && R.gunByKey.has(m.kind)) at.secret.push(R.gunByKey.get(m.kind)?.label ?? m.kind);
    else at.guns++;
  }
  for (const s of g.obstacles) markersAt(markers, s).obstacle = true;
  for (const s of g.supplies)
    if (s.carriedBy === null && s.space !== null && !s.lost) markersAt(markers, s.space).supplies.push(s.company);
  if (g.hq !== null) markersAt(markers, g.hq).hq = true;
  const rally: RallyView[] = [];
  for (const r of g.rangers) if (r) rally.push({ col: r.col, row: r.rally, activated: r.activated });
  const active = g.activeCol !== null ? g.rangers[g.activeCol - 1] : null;
  return {
    rangers,
    germans,
    markers,
    rally,
    holds: g.holds,
    activeSpace: active ? spaceOf(active.col, active.row) : null,
  };
}

export { companyName, germanKindName };

export function rangerText(r: RangerView): string {
  const bits = [`${companyName(r.company)} Company ${r.support ? 'Support Rangers' : 'Rangers'}, ${r.sp} SP`];
  if (r.lca !== 'none') bits.push(r.lca === 'damaged' ? `aboard ${r.lcaName} (damaged)` : `aboard ${r.lcaName}`);
  if (r.active) bits.push('active');
  if (r.shaken) bits.push('Shaken');
  if (r.pinned) bits.push('Pinned');
  if (r.activated) bits.push('activated this turn');
  if (r.heroic) bits.push(`${r.heroic} Heroic Action${r.heroic > 1 ? 's' : ''}`);
  for (const c of r.commanders) bits.push(`${c.name}${c.used ? ' (used)' : ''}`);
  if (r.supplies) bits.push('carrying Supplies');
  return bits.join(', ');
}

export function germanText(u: GermanView): string {
  const sp = u.kind === 'mg' || u.kind === 'flak' ? `${u.fire}/${u.close} SP` : `${u.fire} SP`;
  const bits = [`German ${germanKindName(u.kind)}, ${sp}${u.reduced ? ' (reduced)' : ''}`];
  if (u.pinned) bits.push('Pinned');
  if (u.incoming) bits.push(`${u.incoming} face-down Incoming Fire! marker${u.incoming > 1 ? 's' : ''} (-1 SP each)`);
  return bits.join(', ');
}

/** Everything in one space, in words (for the space card and screen readers). */
export function spaceText(m: BoardModel, R: Rules, s: number): string[] {
  const out: string[] = [];
  const terrain = R.map.label[s] ?? '';
  const rowLabel = R.map.rowLabel[Math.floor(s / COLS)] ?? '';
  const plain = terrain === '' || PLAIN.has(terrain);
  out.push(`${rowLabel}, column ${(s % COLS) + 1}${plain ? '' : ` (${terrainName(terrain)})`}`);
  if (R.map.wireNorth[s]) out.push('Barbed wire on its seaward side');
  const stars = R.map.stars[s] ?? 0;
  if (stars) out.push(`${stars} deployment star${stars > 1 ? 's' : ''}`);
  for (const r of m.rangers) if (r.space === s) out.push(rangerText(r));
  for (const u of m.germans) if (u.space === s) out.push(germanText(u));
  const k = m.markers.get(s);
  if (k) {
    if (k.incoming) out.push(`${k.incoming} face-down Incoming Fire! marker${k.incoming > 1 ? 's' : ''}`);
    if (k.guns) out.push(`${k.guns} unrevealed Possible Gun Location? marker${k.guns > 1 ? 's' : ''}`);
    for (const r of k.revealed) out.push(`Revealed: ${r}`);
    for (const r of k.secret) out.push(`Placed face down by you: ${r}`);
    if (k.obstacle) out.push('Obstacle marker');
    for (const c of k.supplies) out.push(`${companyName(c)} Supplies (dropped)`);
    if (k.hq) out.push("Rudder's HQ");
  }
  for (const r of m.rally)
    if (r.row > 0 && spaceOf(r.col, r.row) === s)
      out.push(`Rally Point of column ${r.col}${r.activated ? ' (activated side up)' : ''}`);
  return out;
}

const PLAIN = new Set(['clear', 'sea', 'start', 'beach', 'cliff-top']);

export function terrainName(t: string): string {
  return t.replace(/-/g, ' ');
}

export function holdText(h: Hold | undefined): string {
  return h === 'firm' ? 'Firm Hold' : h === 'shaky' ? 'Shaky Hold' : 'no Hold marker';
}

export { LAST_ROW };
