/** How the policy values and plays cards (14.0): points, Tanks and returns at once, others when they matter. */
import { cardOption, optionTiming } from '../../game/cards.ts';
import type { CardEffect, GameData } from '../../game/data.ts';
import { checkReturnTarget, checkUndisruptTarget } from '../../game/restore.ts';
import { cf, tanksIn } from '../../game/units.ts';
import { ELIMINATED, OFF_MAP, type Action, type State } from '../../game/types.ts';

const CARD_VALUE: Record<CardEffect, number> = {
  ip: 3,
  ep: 2,
  tank: 3,
  'attack-drm': 3,
  'attack-cf': 2,
  'cancel-event': 2,
  'landing-drm': 2,
  'drift-drm': 1,
  'engineer-drm': 1,
  'return-unit': 2,
  undisrupt: 2,
};

export function cardValue(d: GameData, id: string): number {
  const c = d.cards.get(id);
  if (!c) return 0;
  return Math.max(CARD_VALUE[c.a.effect] * Math.max(1, c.a.amount), CARD_VALUE[c.b.effect] * Math.max(1, c.b.amount));
}

export type Playable = readonly [card: string, option: 'a' | 'b', effect: CardEffect, amount: number];

const OPTIONS = ['b', 'a'] as const;

/** The hand's options of the given effects playable now (the later, stronger option first). */
export function playable(s: State, d: GameData, effects: readonly CardEffect[]): Playable[] {
  const out: Playable[] = [];
  for (const id of s.hand) {
    const c = d.cards.get(id);
    if (!c) continue;
    for (const opt of OPTIONS) {
      const o = cardOption(c, opt);
      if (effects.includes(o.effect) && !optionTiming(s, o)) {
        out.push([id, opt, o.effect, o.amount]);
        break;
      }
    }
  }
  return out;
}

const FREE_EFFECTS: readonly CardEffect[] = ['ip', 'ep', 'tank', 'return-unit', 'undisrupt', 'engineer-drm'];

/** A card worth playing as soon as it can be: IP, EP, a Tank for the strongest unit on a Gap, a return, an undisrupt. */
export function freeCard(s: State, d: GameData): Action | undefined {
  if (s.hand.length === 0) return undefined;
  // read by index: destructuring each option goes through the iterator protocol, once per activation decision
  for (const p of playable(s, d, FREE_EFFECTS)) {
    const card = p[0];
    const option = p[1];
    const effect = p[2];
    if (effect === 'ip')
      return { type: 'play-card', card, option, division: s.ip['1st'] <= s.ip['29th'] ? '1st' : '29th' };
    if (effect === 'ep') return { type: 'play-card', card, option };
    if (effect === 'engineer-drm') {
      if (s.turn >= 3 && s.ep >= 2) return { type: 'play-card', card, option };
      continue;
    }
    if (effect === 'tank') {
      let pick: { id: string; cf: number } | undefined;
      for (const u of s.units)
        if (s.gaps[u.loc] && tanksIn(s, u.loc) === 0 && (!pick || cf(d, u) > pick.cf))
          pick = { id: u.id, cf: cf(d, u) };
      if (pick) return { type: 'play-card', card, option, unit: pick.id };
      continue;
    }
    if (effect === 'undisrupt') {
      const u = s.units.find((x) => x.disrupted && !checkUndisruptTarget(s, d, x.id));
      if (u) return { type: 'play-card', card, option, unit: u.id };
      continue;
    }
    if (effect === 'return-unit') {
      for (const u of s.units) {
        if (u.loc !== ELIMINATED && u.loc !== OFF_MAP) continue;
        const b = d.map.beaches.find((x) => !checkReturnTarget(s, d, u.id, x));
        if (b) return { type: 'play-card', card, option, unit: u.id, square: b };
      }
    }
  }
  return undefined;
}
