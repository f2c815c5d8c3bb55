import { describe, expect, it } from 'vitest';
import { appliedEffects, attackAction, attackCandidates, attackOutcome, attackStrength, barrageAction, barrageOutcome, depthStateOf, likelyAttackers } from '../../../src/ui/boards/dday-omaha/results.ts';
import { ashore, ctx, game, play } from './helpers.ts';

const form = { attackers: [], usStrength: 3, heroBonus: false, navalBonus: false, terrain: 'other', germanStrength: 2, depthStrength: 1, depth: 'none' as const, weapons: true, weaponsWithDepth: false };

describe('a US attack worked out on the board (9.7)', () => {
  it('offers the adjacent units of the position first, and adds their steps (leaders add none)', () => {
    const s = play([
      ashore('E/2/16'), ashore('F/2/16'), ashore('A/1/116'),
      { type: 'set-fof', position: 'WN62', unit: 'E/2/16', intensity: 'intense', range: 1 },
      { type: 'set-near', position: 'WN62', unit: 'F/2/16', range: 1, mortar: false },
      { type: 'set-fof', position: 'WN62', unit: 'A/1/116', intensity: 'steady', range: 3 },
    ]);
    const wn62 = s.positions.find((p) => p.id === 'WN62')!;
    expect(likelyAttackers(wn62, s.units).sort()).toEqual(['E/2/16', 'F/2/16']);
    expect(attackCandidates(wn62, s.units).map((u) => u.id)).toEqual(['A/1/116', 'E/2/16', 'F/2/16']);
    expect(attackStrength(s.units, ['E/2/16', 'F/2/16'])).toBe(6);
    expect(depthStateOf(wn62)).toBe('none');
    expect(depthStateOf({ depth: 1 })).toBe('hidden');
  });

  it('with weapons and more strength the German alone is defeated; with a hidden Depth it is revealed and read again', () => {
    expect(attackOutcome(ctx, form, false).effects).toEqual(['defeated']);
    const again = attackOutcome(ctx, { ...form, usStrength: 4, depth: 'hidden', weaponsWithDepth: true }, false);
    expect(again.revealed).toBe(true);
    expect(appliedEffects(again.effects)).not.toContain('reveal-again');
  });

  it('keeps only the effects the game applies, "none" when nothing is left', () => {
    expect(appliedEffects(['reveal-again'])).toEqual(['none']);
    expect(appliedEffects(['us-disrupted', 'german-depth'])).toEqual(['us-disrupted', 'german-depth']);
    expect(attackAction('WN62', ['none'], ['E/2/16'])).toEqual({ type: 'attack-result', position: 'WN62', effects: ['none'], attackers: ['E/2/16'] });
  });

  it('the action it builds is legal in the US phase and defeats the position', () => {
    let s = play([ashore('E/2/16'), { type: 'next-phase' }, { type: 'enter-card', card: { action: 'F', colors: [], symbols: [], armorBonus: false, leaderBonus: false, artillery: null } }, { type: 'apply-german' }]);
    expect(s.phase).toBe('us');
    const a = attackAction('WN64', attackOutcome(ctx, form, false).effects, ['E/2/16']);
    expect(game.check(s, a, ctx)).toBeUndefined();
    s = game.apply(s, a, undefined as never, ctx);
    expect(s.positions.find((p) => p.id === 'WN64')!.occupied).toBe(false);
  });
});

describe('a barrage worked out on the board (9.5, 6.5)', () => {
  it('naval fire disrupts and strips the Depth for free', () => {
    expect(barrageOutcome(ctx, 'naval', 'none', 1, true)).toMatchObject({ disrupted: true, removeDepth: true });
    expect(barrageOutcome(ctx, 'naval', 'none', 1, false)).toMatchObject({ disrupted: true, removeDepth: false });
  });

  it('a tank barrage reads the 9.5 cell: neither symbol nor colour does nothing; colour and symbol disrupts', () => {
    expect(barrageOutcome(ctx, 'tank', 'none', 6, false).disrupted).toBe(false);
    expect(barrageOutcome(ctx, 'tank', 'color-sym', 1, false).disrupted).toBe(true);
    expect(barrageOutcome(ctx, 'tank', 'sym', 1, false).disrupted).toBe(false);
    expect(barrageAction('WN62', { disrupted: true, removeDepth: false })).toEqual({ type: 'barrage-result', position: 'WN62', disrupted: true, removeDepth: false });
  });
});
