import type { RulesContext } from '../../../engine/index.ts';
import type { FireEffect } from './german-fire.ts';
import { rule } from './numbers.ts';
import type { HeroMark, UnitType } from './units.ts';

export interface HitSubject {
  readonly type: UnitType;
  readonly steps: number;
  readonly maxSteps: number;
  /** A General already hit once (flipped). */
  readonly flipped: boolean;
  readonly hero: HeroMark;
}

export interface HitConsequence {
  readonly steps: number;
  readonly disrupted: boolean;
  readonly hero: HeroMark;
  readonly flipped: boolean;
  /** Turns of delay: the HQ lands again. */
  readonly delay?: number;
  readonly eliminated: boolean;
  readonly catastrophic: boolean;
  readonly revertToHq: boolean;
  readonly why: string[];
}

/**
 * What a hit does to a US unit or leader (4): HQs are delayed and land again, Generals flip then die, Command
 * Posts revert to HQs, Hero markers flip; a Hero may turn Inspired to save the unit's last step; a non-ranger
 * infantry unit that loses its second step goes to the catastrophic loss box.
 */
export function hitConsequence(
  ctx: RulesContext,
  s: HitSubject,
  target: 'unit' | 'leader' | 'hero',
  effect: FireEffect,
  useInspired = true,
  loss = 1,
): HitConsequence {
  const why: string[] = [];
  const base = {
    steps: s.steps,
    disrupted: false,
    hero: s.hero,
    flipped: s.flipped,
    eliminated: false,
    catastrophic: false,
    revertToHq: false,
  };
  if (target === 'hero') {
    const next = s.hero === 'hero' ? 'inspired' : 'none';
    why.push(
      s.hero === 'hero'
        ? 'The Hero marker is flipped (4)'
        : 'The flipped Hero is hit again: removed (provisional: the digest stops at the flip)',
    );
    return { ...base, hero: next, why };
  }
  if (target === 'leader') {
    if (s.type === 'command-post') {
      why.push('A Command Post hit reverts to an HQ (4, extended)');
      return { ...base, revertToHq: true, why };
    }
    if (s.type === 'hq') {
      const delay = rule(ctx, 'hq-hit-delay');
      why.push(`The HQ is delayed ${delay} turns and lands again on the beach (4)`);
      return { ...base, delay, why };
    }
    if (s.type === 'general') {
      const hits = (s.flipped ? 1 : 0) + 1;
      if (hits >= rule(ctx, 'general-hits-to-kill')) {
        why.push(`Hit ${hits}: the General is killed (4)`);
        return { ...base, eliminated: true, why };
      }
      why.push('First hit: the General is flipped (4)');
      return { ...base, flipped: true, why };
    }
  }
  if (effect === 'none') return { ...base, why: ['No effect'] };
  const disrupted = effect === 'disrupted' || effect === 'step+disrupted';
  if (disrupted) why.push('Disrupted (9.3)');
  if (effect === 'disrupted') return { ...base, disrupted, why };
  if (s.steps <= loss && s.hero === 'hero' && useInspired) {
    why.push('Its Hero turns Inspired and saves the last step (4)');
    return { ...base, disrupted, hero: 'inspired', steps: Math.max(1, s.steps - loss + 1), why };
  }
  const steps = Math.max(0, s.steps - loss);
  why.push(`Loses ${loss} step${loss === 1 ? '' : 's'}: ${s.steps} → ${steps}`);
  const lostForBox = rule(ctx, 'catastrophic-steps');
  const catastrophic =
    (s.type === 'infantry' || s.type === 'heavy-infantry') &&
    s.maxSteps - s.steps < lostForBox &&
    s.maxSteps - steps >= lostForBox;
  if (catastrophic)
    why.push(`A non-ranger infantry unit that has lost ${lostForBox} steps goes to the catastrophic loss box (4)`);
  const eliminated = steps === 0 && !catastrophic;
  if (eliminated) why.push('No steps left: eliminated');
  return { ...base, steps, disrupted, eliminated, catastrophic, why };
}
