import {
  hexKey,
  offsetToAxial,
  parseHexNumber,
  type Axial,
  type OffsetParity,
  type Side,
} from '../../../boards/hex/index.ts';
import type { TableData } from '../../../engine/index.ts';
import { isRecord } from '../../../engine/index.ts';

export type SideId = 'us' | 'german';
export type UnitClass = 'infantry' | 'ranger' | 'vehicle' | 'hq' | 'pillbox' | 'nest';
/** The NATO-style symbol drawn on a counter. */
export type Symbol =
  | 'infantry'
  | 'ranger'
  | 'weapons'
  | 'engineer'
  | 'armour'
  | 'dd-armour'
  | 'assault-gun'
  | 'hq'
  | 'pillbox'
  | 'nest'
  | 'battery';

/** One counter as the board draws it, read from the game state (whatever its exact shape). */
export interface CounterView {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  readonly side: SideId;
  readonly unitClass: UnitClass;
  readonly symbol: Symbol;
  readonly hex: Axial;
  readonly hexId: string;
  readonly steps: number;
  readonly maxSteps: number;
  readonly hits: number;
  readonly reduced: boolean;
  readonly pinned: boolean;
  /** False while a pillbox or nest is still face down (11.2.2). */
  readonly revealed: boolean;
  /** A pillbox's facing vertex: between this side and the next clockwise (6.1.1). */
  readonly facing?: Side;
  readonly firepower: number;
  readonly antiTank: number;
  readonly armor: number;
  readonly morale: number;
  readonly movement: number;
  readonly formation?: string;
  readonly activated: boolean;
  /** Movement points left in this activation, where the state keeps them. */
  readonly mpLeft?: number;
  /** Has used its one action this activation (5.3.1). */
  readonly acted: boolean;
}

export interface Formation {
  readonly id: string;
  readonly hq?: string;
  readonly name?: string;
}

type Rec = Readonly<Record<string, unknown>>;

function listOf(v: unknown): { key: string; value: Rec }[] {
  if (Array.isArray(v))
    return v.filter(isRecord).map((value, i) => ({
      key: typeof value.id === 'string' || typeof value.id === 'number' ? String(value.id) : String(i),
      value,
    }));
  if (isRecord(v))
    return Object.entries(v)
      .filter((e): e is [string, Rec] => isRecord(e[1]))
      .map(([key, value]) => ({ key, value }));
  return [];
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/** A hex given as a printed number ("4310"), an axial {q, r} or a printed {col, row}. */
export function readHex(v: unknown, parity: OffsetParity, digits = 2): Axial | undefined {
  if (typeof v === 'string' && /^\d{3,6}$/.test(v)) {
    try {
      return offsetToAxial(parseHexNumber(v, digits), parity);
    } catch {
      return undefined;
    }
  }
  if (isRecord(v)) {
    const q = num(v.q);
    const r = num(v.r);
    if (q !== undefined && r !== undefined) return { q, r };
    const col = num(v.col);
    const row = num(v.row);
    if (col !== undefined && row !== undefined) return offsetToAxial({ col, row }, parity);
  }
  return undefined;
}

interface TypeRow {
  side?: string;
  class?: string;
  steps?: number;
  firepower?: number;
  firepowerReduced?: number;
  antiTank?: number;
  armor?: number;
  morale?: number;
  moraleReduced?: number;
  movement?: number;
  dd?: boolean;
}

function typeRow(table: TableData | undefined, key: string): TypeRow {
  const row = table?.rows.find((r) => r.key === key);
  return row?.values ?? {};
}

/** The symbol for a counter type: from the type key's words, then its class. */
export function symbolFor(type: string, unitClass: UnitClass, dd: boolean): Symbol {
  if (unitClass === 'hq') return 'hq';
  if (unitClass === 'nest') return 'nest';
  if (unitClass === 'pillbox') return /battery/.test(type) ? 'battery' : 'pillbox';
  if (unitClass === 'ranger') return 'ranger';
  if (unitClass === 'vehicle') return dd ? 'dd-armour' : /assault|gun|stug/.test(type) ? 'assault-gun' : 'armour';
  if (/engineer|pioneer/.test(type)) return 'engineer';
  if (/weapons|heavy|mg/.test(type)) return 'weapons';
  return 'infantry';
}

function classOf(v: unknown, type: string): UnitClass {
  if (v === 'infantry' || v === 'ranger' || v === 'vehicle' || v === 'hq' || v === 'pillbox' || v === 'nest') return v;
  if (/hq/.test(type)) return 'hq';
  if (/pillbox|battery/.test(type)) return 'pillbox';
  if (/nest/.test(type)) return 'nest';
  if (/tank|gun/.test(type)) return 'vehicle';
  if (/ranger/.test(type)) return 'ranger';
  return 'infantry';
}

function sideOf(v: unknown, type: string): SideId {
  if (v === 'us' || v === 'US') return 'us';
  if (v === 'german' || v === 'de' || v === 'DE' || v === 'germany') return 'german';
  return type.startsWith('us') ? 'us' : 'german';
}

/** Where the state keeps its units: `units`, or `counters`, at the top or under `board`/`map`. */
function unitsIn(state: unknown): unknown {
  if (!isRecord(state)) return undefined;
  for (const key of ['units', 'counters', 'pieces']) if (state[key] !== undefined) return state[key];
  for (const key of ['board', 'map', 'game']) {
    const inner = state[key];
    if (isRecord(inner)) for (const k of ['units', 'counters']) if (inner[k] !== undefined) return inner[k];
  }
  return undefined;
}

export function hasUnits(state: unknown): boolean {
  return listOf(unitsIn(state)).length > 0;
}

/**
 * Reads the counters on the map from a game state (or a scenario's unit list). Units with no hex (off map,
 * in a landing box, eliminated) are left out. Ratings come from the unit-types table, with the state's own
 * values winning where it has them.
 */
export function countersFromState(
  state: unknown,
  unitTypes: TableData | undefined,
  parity: OffsetParity,
  digits = 2,
  names?: ReadonlyMap<string, string>,
): CounterView[] {
  const out: CounterView[] = [];
  for (const { key, value: u } of listOf(unitsIn(state))) {
    if (u.eliminated === true || u.removed === true || u.onMap === false) continue;
    if (typeof u.status === 'string' && u.status !== 'map') continue;
    const hex = readHex(u.hex ?? u.at ?? u.position ?? u.location, parity, digits);
    if (!hex) continue;
    const type = str(u.type) ?? str(u.unitType) ?? str(u.kind) ?? 'unknown';
    const row = typeRow(unitTypes, type);
    const unitClass = classOf(u.class ?? u.unitClass ?? row.class, type);
    const maxSteps = num(u.maxSteps) ?? num(row.steps) ?? 1;
    const steps = num(u.steps) ?? num(u.stepsLeft) ?? maxSteps - (num(u.stepLosses ?? u.losses) ?? 0);
    const hits = num(u.hits) ?? (u.hit === true ? 1 : hitsFromSteps(maxSteps, steps));
    const reduced =
      typeof u.reduced === 'boolean'
        ? u.reduced
        : typeof u.flipped === 'boolean'
          ? u.flipped
          : stepsReduced(maxSteps, steps);
    const dd = u.dd === true || row.dd === true;
    const facingRaw = num(u.facing ?? u.vertex);
    const hidden = u.hidden === true || u.revealed === false || u.faceDown === true;
    out.push({
      id: str(u.id) ?? key,
      label:
        str(u.name) ?? str(u.label) ?? names?.get(str(u.id) ?? key) ?? positionLabel(str(u.id) ?? key, type, unitClass),
      type,
      side: sideOf(u.side ?? row.side, type),
      unitClass,
      symbol: symbolFor(type, unitClass, dd),
      hex,
      hexId: typeof u.hex === 'string' ? u.hex : '',
      steps,
      maxSteps,
      hits,
      reduced,
      pinned: u.pinned === true,
      revealed: !hidden,
      ...(facingRaw !== undefined && facingRaw >= 0 && facingRaw < 6 ? { facing: Math.floor(facingRaw) as Side } : {}),
      firepower: num(u.firepower) ?? (reduced ? num(row.firepowerReduced) : num(row.firepower)) ?? 0,
      antiTank: num(u.antiTank) ?? num(row.antiTank) ?? 0,
      armor: num(u.armor) ?? num(row.armor) ?? 0,
      morale: num(u.morale) ?? (reduced ? num(row.moraleReduced) : num(row.morale)) ?? 0,
      movement: num(u.movement) ?? num(row.movement) ?? 0,
      ...(str(u.formation) ? { formation: str(u.formation) } : {}),
      activated: u.activated === true || u.active === true,
      ...(num(u.mp) !== undefined ? { mpLeft: num(u.mp) } : {}),
      acted: u.acted === true,
    });
  }
  return out;
}

/**
 * Whether a unit with this many steps left shows its reduced side: four-step units flip at two steps left,
 * three-step Rangers at one, two-step vehicles at one (2.3.2-2.3.4).
 */
export function stepsReduced(maxSteps: number, steps: number): boolean {
  if (maxSteps >= 4) return steps <= 2;
  if (maxSteps === 3) return steps <= 1;
  if (maxSteps === 2) return steps <= 1;
  return false;
}

/**
 * Hit markers implied by the steps left when the state keeps only steps: a four-step unit shows a Hit at three
 * and at one step left, a three-step unit at two (2.3.2-2.3.3); two-step units only flip.
 */
export function hitsFromSteps(maxSteps: number, steps: number): number {
  if (maxSteps >= 4) return steps === 3 || steps === 1 ? 1 : 0;
  if (maxSteps === 3) return steps === 2 ? 1 : 0;
  return 0;
}

/**
 * A name for a counter the scenario does not name: coastal positions by calibre ("88 mm") or as a numbered
 * resistance nest ("RN 14"); anything else by its id.
 */
export function positionLabel(id: string, type: string, unitClass: UnitClass): string {
  if (unitClass === 'pillbox') {
    const mm = /(\d{2,3})$/.exec(type);
    if (mm) return `${mm[1]} mm`;
  }
  if (unitClass === 'nest') {
    const n = /(\d+)$/.exec(id);
    return n ? `RN ${n[1]}` : 'RN';
  }
  return id;
}

/** Printed names by id from a scenario: its units, and its formations and assets (the state may keep only ids). */
export function namesFrom(scenario: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const lists = [unitsIn(scenario), ...(isRecord(scenario) ? [scenario.formations, scenario.assets] : [])];
  for (const list of lists) {
    for (const { key, value } of listOf(list)) {
      const name = str(value.name);
      if (name) out.set(str(value.id) ?? key, name);
    }
  }
  return out;
}

/** Formations (regiments, divisions, battalions) from the state, for lines of communication to their HQ. */
export function formationsFromState(state: unknown): Formation[] {
  if (!isRecord(state)) return [];
  return listOf(state.formations).map(({ key, value }) => ({
    id: str(value.id) ?? key,
    ...(str(value.hq) ? { hq: str(value.hq) } : {}),
    ...(str(value.name) ? { name: str(value.name) } : {}),
  }));
}

/** Whether the viewer sees this counter face down: a German pillbox or nest not yet revealed, seen by the US. */
export function faceDown(c: CounterView, viewer: SideId): boolean {
  return viewer === 'us' && c.side === 'german' && !c.revealed && (c.unitClass === 'pillbox' || c.unitClass === 'nest');
}

export interface Stack {
  readonly key: string;
  readonly hex: Axial;
  readonly counters: readonly CounterView[];
}

/** Counters grouped by hex, in the order the state lists them (the first is drawn at the bottom). */
export function stacks(counters: readonly CounterView[]): Stack[] {
  const by = new Map<string, CounterView[]>();
  for (const c of counters) {
    const k = hexKey(c.hex);
    const list = by.get(k);
    if (list) list.push(c);
    else by.set(k, [c]);
  }
  return [...by.entries()].map(([key, list]) => ({ key, hex: list[0]!.hex, counters: list }));
}

/** The values printed along the bottom of a counter: firepower-antitank-morale, with armour for vehicles and pillboxes. */
export function valueLine(c: CounterView): string {
  if (c.unitClass === 'hq') return '';
  const armor = c.armor > 0 ? `(${c.armor})` : '';
  return `${c.firepower}-${c.antiTank}${armor}-${c.morale}`;
}

/** A pillbox by its calibre ("88 mm pillbox"), or just "pillbox" when its name is its calibre already. */
function pillboxWords(c: CounterView): string {
  const mm = /(\d{2,3})$/.exec(c.type)?.[1];
  return mm && !c.label.includes(`${mm} mm`) ? `${mm} mm pillbox` : 'pillbox';
}

/** Short readable description for screen readers and the selection card. */
export function describe(c: CounterView, viewer: SideId): string {
  if (faceDown(c, viewer)) return 'German position, face down (not yet revealed)';
  const side = c.side === 'us' ? 'US' : 'German';
  const parts = [
    `${side} ${c.label}`,
    c.unitClass === 'pillbox' ? pillboxWords(c) : c.type.replace(/^(us|de)-/, '').replace(/-/g, ' '),
  ];
  if (c.unitClass !== 'hq') parts.push(`${c.steps} of ${c.maxSteps} step${c.maxSteps === 1 ? '' : 's'}`);
  if (c.hits) parts.push(`${c.hits} hit marker${c.hits === 1 ? '' : 's'}`);
  if (c.pinned) parts.push('pinned');
  if (c.reduced) parts.push('reduced');
  return parts.join(', ');
}
