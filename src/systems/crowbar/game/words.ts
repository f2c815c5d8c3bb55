import { colOf, rowOf, sp } from '../map/grid.ts';
import type { Rules } from './rules.ts';
import type { Company, German, GermanKind, Hold, Ranger } from './types.ts';

/**
 * The game's things by their printed names, for what the game tells (words.ts is the one place that names
 * them): Ranger units by their landing craft ("LCA 860"), German units by kind and strength, spaces by row
 * label and column with the feature printed there, Companies, Commanders and Hold markers.
 */

const COMPANY: Readonly<Record<Company, string>> = { easy: 'Easy', dog: 'Dog', fox: 'Fox' };
const KIND: Readonly<Record<GermanKind, string>> = {
  hka: 'HKA',
  grenadier: 'Grenadier',
  mg: 'MG',
  flak: 'FLAK',
  command: 'Command Bunker',
};
const KIND_WORDS: Readonly<Record<GermanKind, string>> = {
  hka: 'HKA infantry',
  grenadier: 'Grenadiers',
  mg: 'MG',
  flak: 'FLAK gun',
  command: 'Command Bunker infantry',
};

/** "Dog" (the Company's own name). */
export function companyName(c: Company): string {
  return COMPANY[c];
}

/** The German unit kinds in a few words ("HKA infantry", "FLAK gun"). */
export function germanKindName(k: GermanKind): string {
  return KIND_WORDS[k];
}

/** A Ranger unit by its landing craft, without its strength: "LCA 860", "Easy Support". */
export function lcaName(r: Ranger, R: Pick<Rules, 'map'>): string {
  const col = R.map.doc.mapColumns[(r.lcaOf ?? r.col) - 1];
  return col?.lca ?? `the unit of column ${r.col}`;
}

/** A Ranger unit with its strength now: "LCA 860 (9 SP)". */
export function unitName(r: Ranger, R: Pick<Rules, 'map'>): string {
  return `${lcaName(r, R)} (${r.sp} SP)`;
}

/** A German unit's printed strength on the side now up: "4", or fire/close for MG and FLAK ("5/3"). */
export function germanStrength(u: German, R: Rules): string {
  const t = R.germanTypes.get(u.type);
  if (!t) return '?';
  const fire = u.reduced ? t.reducedFire : t.fullFire;
  const close = u.reduced ? t.reducedClose : t.fullClose;
  return fire === close ? String(fire) : `${fire}/${close}`;
}

/** A German counter by kind and strength, without its place: "HKA 3", "MG 5/3". */
export function germanCounter(u: German, R: Rules): string {
  return `${KIND[u.kind]} ${germanStrength(u, R)}`;
}

/** A German counter with its article: "an MG 5/3", "a Grenadier 4". */
export function aGerman(u: German, R: Rules): string {
  return `${u.kind === 'hka' || u.kind === 'mg' ? 'an' : 'a'} ${germanCounter(u, R)}`;
}

/** A German unit by kind, strength and place: "HKA 3 in Row 8, column 10 (Gun Emplacement #1)". */
export function germanName(u: German, R: Rules): string {
  return `${germanCounter(u, R)} in ${spaceName(R, sp(u.col, u.row))}`;
}

/** A German counter type of the tables (a pool counter, not on the map): "Grenadier 4". */
export function germanTypeName(R: Rules, type: string): string {
  const t = R.germanTypes.get(type);
  if (!t) return 'German unit';
  return `${KIND[t.kind]} ${t.fullFire === t.fullClose ? t.fullFire : `${t.fullFire}/${t.fullClose}`}`;
}

/** A space by row and column, with the feature printed there: "Row 8, column 10 (Gun Emplacement #1)". */
export function spaceName(R: Pick<Rules, 'map'>, s: number): string {
  const feature = R.map.doc.features.find((f) => f.col === colOf(s) && f.row === rowOf(s))?.label;
  return `${rowName(R, rowOf(s))}, column ${colOf(s)}${feature ? ` (${feature})` : ''}`;
}

export function rowName(R: Pick<Rules, 'map'>, row: number): string {
  return R.map.rowLabel[row] ?? `Row ${row}`;
}

/** "Lt. Col. Rudder". */
export function commanderName(R: Pick<Rules, 'map'>, id: string): string {
  return R.map.doc.commanders.find((c) => c.id === id)?.label ?? 'a Commander';
}

export function holdName(h: Hold): string {
  return h === 'firm' ? 'Firm Hold' : h === 'shaky' ? 'Shaky Hold' : 'No Hold';
}

/** "1 Combat Die", "3 Combat Dice", "no Combat Dice". */
export function combatDiceWords(n: number): string {
  return n === 1 ? '1 Combat Die' : `${n || 'no'} Combat Dice`;
}

/** "1 hit", "3 hits". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "June 7" (a Game Day). */
export function dayName(day: number): string {
  return ['June 6', 'June 7', 'June 8'][day - 1] ?? `day ${day}`;
}

/** "June 6, Time Increment 4" (a box of the Time Increment Track). */
export function timeName(day: number, inc: number): string {
  return `${dayName(day)}, Time Increment ${inc}`;
}

/** A box of the Time Increment Track from its count since the start (the day's boxes run on from the last). */
export function timeAt(R: Rules, abs: number): string {
  const per = R.track.perDay;
  return timeName(Math.floor((abs - 1) / per) + 1, ((abs - 1) % per) + 1);
}

/** The sentence-opening form: "The Fox Company player". */
export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A co-op seat in words: "the Fox Company player". */
export function seatName(id: string): string {
  return id === 'easy' || id === 'dog' || id === 'fox'
    ? `the ${COMPANY[id]} Company player`
    : id === 'german'
      ? 'the German player'
      : 'the Ranger player';
}
