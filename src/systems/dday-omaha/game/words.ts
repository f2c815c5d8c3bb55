import type { Told } from '../../../engine/index.ts';
import type { GermanAction } from '../rules/german-action.ts';
import { POOL_TEXT } from '../rules/priority.ts';
import type { GameState, Phase } from './state.ts';
import type { Effect, GermanCard } from './walk-types.ts';

/** The game's words for people: phases, actions, pools, cards and effects, by their printed names. */

export const PHASE_NAME: Readonly<Record<Phase, string>> = {
  landing: 'US landing phase',
  german: 'German card phase',
  us: 'US actions phase',
};

export const ACTION_TEXT: Readonly<Record<GermanAction, string>> = {
  fire: 'Fire',
  reinforce: 'Reinforce',
  redeploy: 'Redeploy',
  're-supply': 'Re-supply',
  're-occupy': 'Re-occupy',
  mortar: 'Mortar',
  patrol: 'Patrol',
  ambush: 'Ambush',
  advance: 'Advance',
  artillery: 'Artillery',
  'remove-disrupted': 'Remove Disrupted',
};

export const CARD_TEXT: Readonly<Record<GermanCard['action'], string>> = {
  F: 'Fire',
  R: 'Reinforce',
  M: 'Mortar',
  P: 'Patrol',
  A: 'Advance / Artillery',
};

/** The card in words: "F · white, grey ×2 · foot, armor · armor bonus". */
export function cardText(c: GermanCard): string {
  const colors = c.colors.map((x) => (x.double ? `${x.color} ×2` : x.color)).join(', ') || 'no colour';
  const parts = [c.action, colors, c.symbols.join(', ') || 'no symbol'];
  if (c.armorBonus) parts.push('armor bonus');
  if (c.leaderBonus) parts.push('leader bonus');
  if (c.artillery)
    parts.push(
      `artillery ${c.artillery.caliber} mm value ${c.artillery.value} on ${c.artillery.symbols.join(', ') || 'no symbol'}`,
    );
  return parts.join(' · ');
}

export type Names = (positionId: string) => string;

export function namesOf(s: Pick<GameState, 'positions'>): Names {
  return (id) => s.positions.find((p) => p.id === id)?.name ?? id;
}

function patchText(patch: Readonly<Record<string, unknown>>): string {
  const bits: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'occupied') bits.push(v ? 'occupied' : 'left empty');
    else if (k === 'units' && patch.occupied !== false) bits.push(`${String(v)} unit${v === 1 ? '' : 's'}`);
    else if (k === 'depth' && typeof v === 'number' && v > 0) bits.push(`Depth ${v}`);
    else if (k === 'revealed' && patch.occupied !== false) bits.push(v ? 'face up' : 'face down');
    else if (k === 'disrupted' && v === true) bits.push('Disrupted');
    else if (k === 'disrupted' && Object.keys(patch).length === 1) bits.push('Disrupted marker removed');
    else if (k === 'caliber') bits.push(v === 'none' ? 'no artillery' : `${String(v)} mm`);
  }
  return bits.join(', ');
}

/** What one effect of the German walk does, in a few words ("E/2/16: −1 step and Disrupted"). */
export function effectText(e: Effect, names: Names): string {
  switch (e.kind) {
    case 'hit': {
      if (e.target === 'hero') return `${e.unit}: its Hero is hit`;
      if (e.target === 'leader') return `${e.unit}: hit`;
      const what =
        e.effect === 'step+disrupted'
          ? '−1 step and Disrupted'
          : e.effect === 'step'
            ? '−1 step'
            : e.effect === 'disrupted'
              ? 'Disrupted'
              : 'no effect';
      return `${e.unit}: ${what}`;
    }
    case 'disrupt-unit':
      return `${e.unit}: Disrupted`;
    case 'position':
      return `${names(e.position)}: ${patchText(e.patch) || 'changed'}`;
    case 'pool':
      return `${POOL_TEXT[e.pool]} pool ${e.delta > 0 ? '+' : '−'}${Math.abs(e.delta)}`;
    case 'eliminated-wn':
      return `eliminated WN units ${e.delta > 0 ? '+' : '−'}${Math.abs(e.delta)}`;
    case 'move-unit':
      return `${e.unit}: moves off the route${e.hex ? ` to hex ${e.hex}` : ''}`;
    case 'note':
      return e.why;
  }
}

/** Effects that hit US units. */
export function isHit(e: Effect): boolean {
  return e.kind === 'hit' || e.kind === 'disrupt-unit';
}

/** A Told in one line. */
/** How many positions act for a German card, in words: "no position acts", "1 position acts", "3 positions act". */
export function positionsActing(n: number): string {
  if (n === 0) return 'no position acts';
  return n === 1 ? '1 position acts' : `${n} positions act`;
}

export function said(text: string, outcome?: string, source?: string, more: Partial<Told> = {}): Told {
  return { text, ...(outcome ? { outcome } : {}), ...(source ? { source } : {}), ...more };
}
