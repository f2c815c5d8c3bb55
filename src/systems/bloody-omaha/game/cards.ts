/** Playing cards (5.5, 6.1, 14.0): the opening keep-two, and each card's two options with their turn limits. */
import type { Rng, RulesContext } from '../../../engine/index.ts';
import type { CardDef, CardOption, GameData } from './data.ts';
import { eventThen } from './events.ts';
import { resume } from './flow.ts';
import { applyReturn, applyUndisrupt, checkReturnTarget, checkUndisruptTarget } from './restore.ts';
import { findUnit, tank, tanksIn } from './units.ts';
import { cardName, division, listed, say, unitName } from './say.ts';
import type { ActionOf, State } from './types.ts';

export function checkKeep(s: State, a: ActionOf<'keep-cards'>): string | undefined {
  const p = s.pending;
  if (p?.kind !== 'opening') return 'the opening hand is already chosen';
  if (!p.cards.includes(a.discard)) return `discard one of ${p.cards.join(', ')}`;
  return undefined;
}

export function applyKeep(s: State, d: GameData, rng: Rng, a: ActionOf<'keep-cards'>): void {
  const p = s.pending;
  if (p?.kind !== 'opening') return;
  s.hand = p.cards.filter((c) => c !== a.discard);
  s.deck = rng.shuffle([...s.deck, a.discard]);
  s.pending = null;
  s.phase = 'card-draw';
  say(
    s,
    () =>
      `The player keeps ${listed(s.hand.map((c) => cardName(d, c)))}; ${cardName(d, a.discard)} goes back and the deck is shuffled`,
    '5.5',
  );
}

const PRE_LANDING = new Set(['card-draw', 'points', 'drift', 'landing']);
const PRE_DRIFT = new Set(['card-draw', 'points', 'drift']);

/** Why this option of the card cannot be played now, whatever its target. */
export function optionTiming(s: State, o: CardOption): string | undefined {
  if (s.phase === 'opening' || s.phase === 'over') return 'no card can be played now';
  if (s.turn < o.from) return `this option is available from turn ${o.from} (14.1)`;
  const k = s.pending?.kind;
  if (o.effect === 'cancel-event')
    return k === 'event-result' ? undefined : 'a cancel card is played right after a Random Event result (14.3)';
  if (o.effect === 'attack-drm' || o.effect === 'attack-cf')
    return k === 'attack-ready' ? undefined : 'combat cards are played in an attack, before its roll (14.2)';
  if (s.pending) return 'finish the choice in progress first';
  if (o.effect === 'landing-drm' && !PRE_LANDING.has(s.phase))
    return 'landing DRMs are played before the Landing Phase ends';
  if (o.effect === 'drift-drm' && !PRE_DRIFT.has(s.phase)) return 'drift DRMs are played before the Drift Phase ends';
  return undefined;
}

export function cardOption(card: CardDef, option: 'a' | 'b'): CardOption {
  return option === 'a' ? card.a : card.b;
}

export function checkPlayCard(s: State, d: GameData, a: ActionOf<'play-card'>): string | undefined {
  if (!s.hand.includes(a.card)) return `card ${a.card} is not in the hand`;
  const card = d.cards.get(a.card);
  if (!card) return `no card "${a.card}"`;
  if (a.option !== 'a' && a.option !== 'b') return 'choose option a or b';
  const o = cardOption(card, a.option);
  const timing = optionTiming(s, o);
  if (timing) return timing;
  switch (o.effect) {
    case 'ip':
      return a.division === '1st' || a.division === '29th'
        ? undefined
        : 'name the division that gets the IP (1st or 29th)';
    case 'tank': {
      if (s.tanksInSupply <= 0) return 'all Tank tokens are on the map';
      const u = a.unit ? findUnit(s, d, a.unit) : undefined;
      if (!u) return 'name the unit the Tank joins';
      if (!s.gaps[u.loc]) return 'Tanks start with a unit on a beach square showing a Gap (9.1)';
      if (tanksIn(s, u.loc) + o.amount > d.tankLimit)
        return `${u.loc} would hold more than +${d.tankLimit} of Tanks (10.0)`;
      return undefined;
    }
    case 'return-unit':
      return a.unit && a.square
        ? checkReturnTarget(s, d, a.unit, a.square)
        : 'name the unit and the Gap beach square it returns to';
    case 'undisrupt':
      return a.unit ? checkUndisruptTarget(s, d, a.unit) : 'name the unit to undisrupt';
    default:
      return undefined;
  }
}

export function applyPlayCard(s: State, d: GameData, ctx: RulesContext, a: ActionOf<'play-card'>): void {
  const card = d.cards.get(a.card);
  if (!card) return;
  const o = cardOption(card, a.option);
  s.hand = s.hand.filter((c) => c !== a.card);
  s.discards.push(a.card);
  const name = `${cardName(d, a.card)}, option ${a.option.toUpperCase()}`;
  switch (o.effect) {
    case 'ip':
      if (a.division) s.ip[a.division] += o.amount;
      say(
        s,
        () => `${name}: +${o.amount} IP to ${division(a.division ?? '1st')}`,
        '6.1a, 14.0',
        () => `${a.division ?? '1st'} Division IP now ${s.ip[a.division ?? '1st']}`,
      );
      break;
    case 'ep':
      s.ep += o.amount;
      say(
        s,
        () => `${name}: +${o.amount} EP`,
        '6.1a, 14.0',
        () => `EP now ${s.ep}`,
      );
      break;
    case 'tank': {
      const u = a.unit ? findUnit(s, d, a.unit) : undefined;
      if (!u) break;
      s.tanks.push(tank(`tank${s.nextTankId++}`, o.amount, u.loc, u.id));
      s.tanksInSupply -= 1;
      say(s, () => `${name}: a +${o.amount} Tank lands with ${unitName(d, u.id)} in ${u.loc}`, '9.1');
      break;
    }
    case 'attack-drm':
      if (s.attack) s.attack.cardDrm += o.amount;
      say(s, () => `${name}: -${o.amount} on this attack roll`, '14.2');
      break;
    case 'attack-cf':
      if (s.attack) s.attack.cardCf += o.amount;
      say(s, () => `${name}: +${o.amount} CF in this attack`, '13.2, 14.2');
      break;
    case 'cancel-event': {
      const p = s.pending;
      say(s, () => `${name}: the Random Event just rolled is cancelled`, '14.3');
      if (p?.kind === 'event-result') resume(s, d, ctx, eventThen(p.source));
      break;
    }
    case 'landing-drm':
      s.mods.landing += o.amount;
      say(s, () => `${name}: -${o.amount} on every Beach Disruption roll this turn`, '6.4, 14.0');
      break;
    case 'drift-drm':
      s.mods.drift += o.amount;
      say(s, () => `${name}: -${o.amount} on every Drift roll this turn`, '6.3, 14.0');
      break;
    case 'engineer-drm':
      s.mods.engineer += o.amount;
      say(s, () => `${name}: -${o.amount} on the next Engineer roll this turn`, '8.2c, 14.0');
      break;
    case 'return-unit':
      if (a.unit && a.square) applyReturn(s, d, a.unit, a.square, `by ${name}`);
      break;
    case 'undisrupt':
      if (a.unit) applyUndisrupt(s, d, a.unit, `by ${name}`);
      break;
  }
}
