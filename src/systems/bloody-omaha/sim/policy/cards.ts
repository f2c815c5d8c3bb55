/** How the policy values and plays cards (14.0): points, Tanks and returns at once, others when they matter. */
import { cardOption, optionTiming } from '../../game/cards.ts';
import type { CardDef, CardEffect, GameData } from '../../game/data.ts';
import { checkReturnTarget, checkUndisruptTarget } from '../../game/restore.ts';
import { cf, tanksIn } from '../../game/units.ts';
import { ELIMINATED, OFF_MAP, type Action, type State, type UnitState } from '../../game/types.ts';

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

const OPTIONS = ['b', 'a'] as const;

/** The option of card `c` with one of the given effects that is playable now (the later, stronger option first). */
function playableOption(s: State, c: CardDef, effects: readonly CardEffect[]): 'a' | 'b' | undefined {
  for (let i = 0; i < OPTIONS.length; i++) {
    const opt = OPTIONS[i] ?? 'a';
    const o = cardOption(c, opt);
    if (effects.includes(o.effect) && !optionTiming(s, o)) return opt;
  }
  return undefined;
}

/** The first card in the hand with an option of the given effects playable now, as the action playing it. */
export function firstPlayable(s: State, d: GameData, effects: readonly CardEffect[]): Action | undefined {
  for (let i = 0; i < s.hand.length; i++) {
    const card = s.hand[i] ?? '';
    const c = d.cards.get(card);
    const option = c && playableOption(s, c, effects);
    if (option) return { type: 'play-card', card, option };
  }
  return undefined;
}

const FREE_EFFECTS: readonly CardEffect[] = ['ip', 'ep', 'tank', 'return-unit', 'undisrupt', 'engineer-drm'];

/** The Gaps found by the last `tankTaker`, kept between calls. */
const gapped: string[] = [];

/** The strongest unit on a Gap with no Tank there, to take a Tank card. */
function tankTaker(s: State, d: GameData): UnitState | undefined {
  // each beach's Gap is read once, not once per unit: a read of the state's gaps by square is a slow lookup
  let gaps = 0;
  for (let j = 0; j < d.map.beaches.length; j++) {
    const b = d.map.beaches[j] ?? '';
    if (s.gaps[b]) gapped[gaps++] = b;
  }
  if (gaps === 0) return undefined;
  let pick: UnitState | undefined;
  let pickCf = 0;
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (!u || !onOneOf(u.loc, gapped, gaps) || tanksIn(s, u.loc) !== 0) continue;
    const c = cf(d, u, i);
    if (!pick || c > pickCf) {
      pick = u;
      pickCf = c;
    }
  }
  return pick;
}

/** Whether `sq` is one of the first `count` squares of `list`. */
function onOneOf(sq: string, list: readonly string[], count: number): boolean {
  for (let j = 0; j < count; j++) if (list[j] === sq) return true;
  return false;
}

/** The first disrupted unit an undisrupt card may flip back. */
function undisruptTarget(s: State, d: GameData): UnitState | undefined {
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (u?.disrupted && !checkUndisruptTarget(s, d, u.id)) return u;
  }
  return undefined;
}

/** The first lost unit a return card may bring back, and the first beach square it may land on. */
function returnTarget(s: State, d: GameData): { unit: string; square: string } | undefined {
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (!u || (u.loc !== ELIMINATED && u.loc !== OFF_MAP)) continue;
    for (let j = 0; j < d.map.beaches.length; j++) {
      const b = d.map.beaches[j] ?? '';
      if (!checkReturnTarget(s, d, u.id, b)) return { unit: u.id, square: b };
    }
  }
  return undefined;
}

/** A card worth playing as soon as it can be: IP, EP, a Tank for the strongest unit on a Gap, a return, an undisrupt. */
export function freeCard(s: State, d: GameData): Action | undefined {
  // the hand walked card by card, with no list made: this runs at every activation decision, a card often waiting
  // in the hand for many of them
  for (let i = 0; i < s.hand.length; i++) {
    const card = s.hand[i] ?? '';
    const c = d.cards.get(card);
    const option = c && playableOption(s, c, FREE_EFFECTS);
    if (!c || !option) continue;
    const effect = cardOption(c, option).effect;
    if (effect === 'ip')
      return { type: 'play-card', card, option, division: s.ip['1st'] <= s.ip['29th'] ? '1st' : '29th' };
    if (effect === 'ep') return { type: 'play-card', card, option };
    if (effect === 'engineer-drm') {
      if (s.turn >= 3 && s.ep >= 2) return { type: 'play-card', card, option };
      continue;
    }
    if (effect === 'tank') {
      const pick = tankTaker(s, d);
      if (pick) return { type: 'play-card', card, option, unit: pick.id };
      continue;
    }
    if (effect === 'undisrupt') {
      const u = undisruptTarget(s, d);
      if (u) return { type: 'play-card', card, option, unit: u.id };
      continue;
    }
    if (effect === 'return-unit') {
      const r = returnTarget(s, d);
      if (r) return { type: 'play-card', card, option, unit: r.unit, square: r.square };
    }
  }
  return undefined;
}
