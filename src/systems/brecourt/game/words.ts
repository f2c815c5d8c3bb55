import type { Location, Weapon } from '../scenario.ts';
import type { FigurePatch } from './actions.ts';
import type { FigureStatus, MoveMode } from './types.ts';

const WEAPON_LABELS: Record<Weapon, string> = {
  rifle: 'Rifle',
  carbine: 'Carbine',
  smg: 'SMG',
  '30cal': '.30 cal',
  'assault-rifle': 'Assault rifle',
  mg42: 'MG42',
  none: 'Loader',
};

/** "Rifle", ".30 cal", "MG42"; a loader carries no weapon of his own. */
export function weaponLabel(w: Weapon): string {
  return WEAPON_LABELS[w];
}

/** The weapon inside a sentence: "rifle", "SMG", ".30 cal". */
export function weaponWords(w: Weapon): string {
  return w === 'none'
    ? 'weapon'
    : /^[A-Z][a-z]/.test(WEAPON_LABELS[w])
      ? WEAPON_LABELS[w].toLowerCase()
      : WEAPON_LABELS[w];
}

const MOVE_WORDS: Record<MoveMode, string> = {
  none: 'stays put',
  normal: 'moves normally',
  fast: 'moves fast',
  'move-and-fire': 'moves and fires',
  sneak: 'sneaks',
};

/** "moves fast", "stays put". */
export function moveWords(m: MoveMode): string {
  return MOVE_WORDS[m];
}

const PLACE_WORDS: Record<Location, string> = {
  trench: 'trench',
  'tree-line': 'tree line',
  open: 'open',
  hedgerow: 'hedgerow',
  'off-table': 'off the table',
};

export function placeWords(l: Location): string {
  return PLACE_WORDS[l];
}

const STATUS_WORDS: Record<FigureStatus, string> = {
  active: 'fighting',
  killed: 'killed',
  surrendered: 'a prisoner',
  'ran-off': 'run off',
  reserve: 'not arrived',
};

export function statusWords(s: FigureStatus): string {
  return STATUS_WORDS[s];
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A correction in words: "2 wounds, 1 suppression marker, prone". */
export function patchWords(p: FigurePatch): string {
  const out: string[] = [];
  if (p.wounds !== undefined) out.push(plural(p.wounds, 'wound'));
  if (p.suppression !== undefined) out.push(plural(p.suppression, 'suppression marker'));
  if (p.prone !== undefined) out.push(p.prone ? 'prone' : 'standing');
  if (p.stunned !== undefined) out.push(p.stunned ? 'stunned' : 'not stunned');
  if (p.status !== undefined) out.push(statusWords(p.status));
  if (p.location !== undefined)
    out.push(`in the ${placeWords(p.location)}`.replace('in the off the table', 'off the table'));
  if (p.grenades !== undefined) out.push(plural(p.grenades, 'grenade'));
  if (p.weapon !== undefined) out.push(`weapon: ${p.weapon === 'none' ? 'none of his own' : weaponLabel(p.weapon)}`);
  if (p.explosives !== undefined) out.push(p.explosives ? 'carries explosives' : 'no explosives');
  return out.join(', ');
}
